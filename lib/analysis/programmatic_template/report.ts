/** The report: the measures, the checks and the plan, in the result's key order. */
import type { Level } from "../../agent/workflow.ts";
import { byText } from "../../toolkit/text.ts";
import { languageOfUrl, marketOfHost } from "../understanding/locale.ts";
import { evidencedLanguageOfText } from "../understanding/language.ts";
import type { DataChecks } from "./data_checks.ts";
import type { Duplicates } from "./duplicates.ts";
import type { TemplateFacts } from "./facts.ts";
import { indexationGates } from "./gates/mod.ts";
import type { ProgrammaticTemplateInput } from "./input.ts";
import { launchPlan } from "./launch_plan.ts";
import { internalLinks } from "./links.ts";
import { METHOD } from "./method.ts";
import type { Readiness } from "./readiness.ts";
import type {
  ExamplePage,
  Issue,
  LaunchDecision,
  ProgrammaticTemplateReport,
  ScaleRisk,
} from "./result.ts";
import { schemaPlan } from "./schema_plan.ts";
import { templateSections } from "./sections.ts";
import { THRESHOLDS, WEIGHTS } from "./thresholds.ts";
import { uniquenessRules } from "./uniqueness/mod.ts";
import { share } from "./values.ts";

/** What the earlier steps found, as the report reads it. */
export interface Findings {
  input: ProgrammaticTemplateInput;
  facts: TemplateFacts;
  dups: Duplicates;
  data: DataChecks;
  issues: Issue[];
  blocking: Issue[];
  readiness: Readiness;
  risks: ScaleRisk[];
  riskLevel: Level;
  decision: { decision: LaunchDecision; reasons: string[] };
}

/** The first ten records as rendered pages. */
export function examplesOf(f: TemplateFacts): ExamplePage[] {
  return f.recordFacts.slice(0, 10).map((x) => ({
    record: x.index,
    keyword: x.keyword.text,
    url: x.url.text,
    renderable: x.keyword.ok && x.url.ok && x.missingVars.length === 0,
  }));
}

/** The sample-record checks: thin, unrenderable, duplicated, missing data, sources. */
function checksOf({ facts: f, dups, data }: Findings): ProgrammaticTemplateReport["checks"] {
  const n = f.records.length;
  const thinRecords = f.thin.map((x) => ({
    record: x.index,
    label: x.label,
    reasons: x.thinReasons,
  }));
  const unrenderableRecords = f.unrenderable.map((x) => ({
    record: x.index,
    label: x.label,
    reasons: [
      ...x.missingVars.map((v) => `missing value for [${v}]`),
      ...(x.missingVars.length === 0 && !x.url.ok ? ["a variable slugs to nothing"] : []),
    ],
  }));
  return {
    sample_size: n,
    thin_content: {
      count: f.thin.length,
      share: share(f.thin.length, n),
      records: thinRecords.slice(0, 100),
    },
    unrenderable: { count: f.unrenderable.length, records: unrenderableRecords.slice(0, 100) },
    duplicate_risk: {
      records_affected: dups.duplicated.size,
      share: share(dups.duplicated.size, n),
      groups: dups.groups.slice(0, 100).map((g) => ({ ...g, records: g.records.slice(0, 50) })),
    },
    missing_variables: data.missingVariables,
    missing_unique_fields: data.missingUniqueFields,
    low_variety_fields: data.lowVariety,
    data_sources: data.sourceFacts,
  };
}

/**
 * The page family's language: its URL locale (`/de/...`), else the site's country domain
 * (`.nl` is Dutch), else the keyword pattern's own words when they show a language by
 * evidence, else English.
 */
function templateLanguage(input: ProgrammaticTemplateInput): string {
  const words = input.keyword_pattern.replace(/\[[^\]]*\]/g, " ").trim();
  return languageOfUrl(input.url_pattern) ??
    (input.target ? marketOfHost(input.target)?.language : null) ??
    (words ? evidencedLanguageOfText(words) : null) ?? "en";
}

/** The build plan: sections, uniqueness rules, gates, links, schema and launch phases. */
function planOf(s: Findings) {
  const { input, facts: f, dups } = s;
  const { playbook, patternVars, uniqueFields, recordFields, sourceFields, keywordVars } = f;
  const { minUniqueFilled, textFieldMedians } = f;
  const language = templateLanguage(input);
  const sections = templateSections(input, {
    language,
    playbook: playbook.value,
    patternVars,
    uniqueFields,
    recordFields,
    sourceFields,
  });
  const facts = f.recordFacts;
  const { duplicated } = dups;
  const gates = indexationGates({
    facts,
    minUniqueFilled,
    uniqueFields,
    duplicated,
    textFieldMedians,
  });
  const rules = uniquenessRules({
    uniqueFields,
    minUniqueFilled,
    textFieldMedians,
    lowVariety: s.data.lowVariety,
    notCounted: f.notCountedUnique,
    duplicateGroups: dups.groups,
    playbook: playbook.value,
    keywordVars,
  });
  const links = internalLinks(input, {
    facts,
    recordMaps: f.recordMaps,
    patternVars,
    playbook: playbook.value,
    language,
  });
  const schema = schemaPlan(input, {
    playbook: playbook.value,
    fields: [...new Set([...recordFields, ...sourceFields.keys(), ...uniqueFields])].sort(byText),
    keywordVars,
    // FAQ markup needs real per-page answers: only when the data has FAQ fields.
    hasFaq: sections.some((x) => x.section === "faq" && x.fields.length > 0),
    sharedBusiness: f.sharedBusiness,
  });
  const plan = launchPlan(input, {
    decision: s.decision.decision,
    blocking: s.blocking,
    thinCount: f.thin.length,
    dupCount: duplicated.size,
    records: f.records.length,
  });
  return { sections, gates, rules, links, schema, plan };
}

/** The result without its agent extras, in the schema's key order. */
export function reportOf(s: Findings): ProgrammaticTemplateReport {
  const { facts: f, readiness: r } = s;
  const examples = examplesOf(f);
  const { sections, gates, rules, links, schema, plan } = planOf(s);
  return {
    playbook: f.playbook,
    readiness_score: r.readiness,
    readiness_components: r.components,
    readiness_caps: r.caps,
    scale_risk: { level: s.riskLevel, risks: s.risks },
    launch_decision: {
      decision: s.decision.decision,
      rule: METHOD.launch_decision,
      reasons: s.decision.reasons,
    },
    method: { ...METHOD, weights: { ...WEIGHTS }, thresholds: { ...THRESHOLDS } },
    pattern: {
      keyword_variables: f.keywordVars,
      url_variables: f.urlVars,
      declared_variables: f.declared,
      issues: s.issues,
    },
    examples,
    checks: checksOf(s),
    template_sections: sections,
    uniqueness_rules: rules,
    indexation_gates: gates,
    internal_link_architecture: links,
    schema_recommendations: schema,
    launch_plan: plan,
  };
}
