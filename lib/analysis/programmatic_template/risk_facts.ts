/** The measures the scale-risk rules read, from the facts, duplicates and checks. */
import type { DataChecks } from "./data_checks.ts";
import type { Duplicates } from "./duplicates.ts";
import { PROXIMITY_FIELD, type TemplateFacts } from "./facts.ts";
import type { ProgrammaticTemplateInput } from "./input.ts";
import type { Readiness } from "./readiness.ts";
import type { Issue } from "./result.ts";
import type { RiskFacts } from "./risks/mod.ts";
import { share } from "./values.ts";

/** Gathers what the risk rules read. */
export function riskFactsOf(
  input: ProgrammaticTemplateInput,
  ctx: {
    facts: TemplateFacts;
    dups: Duplicates;
    data: DataChecks;
    issues: Issue[];
    readiness: Readiness;
  },
): RiskFacts {
  const { facts: f, dups } = ctx;
  const n = f.records.length;
  const { uniqueFields, sharedBusiness, thin, unrenderable } = f;
  return {
    input,
    playbook: f.playbook.value,
    records: n,
    thinShare: ctx.readiness.thinShare,
    dupShare: ctx.readiness.dupShare,
    urlCollisions: dups.urlCollided.size,
    nearDupShare: share(
      new Set(
        dups.groups.filter((g) => g.kind === "near_duplicate_keyword").flatMap((g) => g.records),
      ).size,
      n,
    ),
    failingShare: n === 0 ? null : new Set([
      ...thin.map((x) => x.index),
      ...dups.duplicated,
      ...unrenderable.map((x) => x.index),
    ])
      .size / n,
    uniqueCount: f.playbook.value === "locations"
      ? uniqueFields.filter((u) => !PROXIMITY_FIELD.test(u) && !sharedBusiness.includes(u)).length
      : uniqueFields.length,
    singleLocation: f.singleLocation ? sharedBusiness : null,
    sourceFacts: ctx.data.sourceFacts,
    missingVariables: ctx.data.missingVariables,
    keywordVars: f.keywordVars,
    blockingMissing: ctx.issues.some((i) => i.kind === "variable_without_data"),
  };
}
