/** Checks of the data itself: low-variety fields, variables and unique fields with no data, sources. */
import { normalizeText } from "../../toolkit/text.ts";
import type { TemplateFacts } from "./facts.ts";
import { freshnessScore } from "./freshness.ts";
import type { ProgrammaticTemplateInput } from "./input.ts";
import { EVERGREEN } from "./playbooks.ts";
import { FRESHNESS, LOW_VARIETY } from "./thresholds.ts";
import type { ProgrammaticTemplateReport } from "./result.ts";
import { isFilled, valueText } from "./values.ts";
import { distinct } from "../../toolkit/tokens.ts";

/** The result's checks. */
type Checks = ProgrammaticTemplateReport["checks"];
/** A low-variety field. */
export type LowVariety = Checks["low_variety_fields"][number];
/** A variable or unique field with missing data. */
export type MissingVariable = Checks["missing_variables"][number];
/** A data source and its freshness. */
export type SourceFact = Checks["data_sources"][number];

/** Low-variety unique fields: the same value on most pages adds no uniqueness. */
export function lowVarietyFields(f: TemplateFacts): LowVariety[] {
  const lowVariety: LowVariety[] = [];
  for (const field of f.contentFields) {
    const values = f.recordMaps.map((m) => m.get(field)).filter(isFilled)
      .map((v) => normalizeText(valueText(v)));
    if (values.length >= LOW_VARIETY.min_filled) {
      const distinct = new Set(values).size;
      if (distinct / values.length < LOW_VARIETY.distinct_share) {
        lowVariety.push({ field, distinct, filled: values.length });
      }
    }
  }
  return lowVariety;
}

/** Variables with no data in the sources or the records. */
export function missingVariablesOf(f: TemplateFacts): MissingVariable[] {
  return distinct([...f.declared, ...f.patternVars]).map((variable) => {
    const inSources = f.sourcesListFields ? f.sourceFields.has(variable) : null;
    const inRecords = f.records.length > 0 ? f.recordFields.has(variable) : null;
    const empty = f.recordMaps.filter((m) => !isFilled(m.get(variable))).length;
    return {
      variable,
      in_patterns: f.patternVars.includes(variable),
      in_sources: inSources,
      in_records: inRecords,
      empty_in_records: empty,
    };
  }).filter((v) =>
    !v.in_patterns || v.in_sources === false || v.in_records === false || v.empty_in_records > 0
  );
}

/** Unique fields no source and no record provides. */
export function missingUniqueFieldsOf(f: TemplateFacts): string[] {
  return f.uniqueFields.filter((u) => !(f.sourceFields.has(u) || f.recordFields.has(u)));
}

/** Sources and their freshness (evergreen playbooks floor it; yearly or less is stale). */
export function sourceFactsOf(
  input: ProgrammaticTemplateInput,
  f: TemplateFacts,
  now: Date,
): SourceFact[] {
  return input.data_sources.map((s) => {
    let score = freshnessScore(s.freshness, now);
    if (score !== null && EVERGREEN.has(f.playbook.value)) {
      score = Math.max(score, FRESHNESS.evergreen_floor);
    }
    return {
      name: s.name,
      freshness: s.freshness ?? null,
      freshness_score: score,
      stale: score !== null && score <= FRESHNESS.yearly,
    };
  });
}

/** The data checks of the result. */
export interface DataChecks {
  lowVariety: LowVariety[];
  missingVariables: MissingVariable[];
  missingUniqueFields: string[];
  sourceFacts: SourceFact[];
}

/** Runs the data checks, in the order the result lists them. */
export function checkData(
  input: ProgrammaticTemplateInput,
  f: TemplateFacts,
  now: Date,
): DataChecks {
  return {
    lowVariety: lowVarietyFields(f),
    missingVariables: missingVariablesOf(f),
    missingUniqueFields: missingUniqueFieldsOf(f),
    sourceFacts: sourceFactsOf(input, f, now),
  };
}
