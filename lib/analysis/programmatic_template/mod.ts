/**
 * Programmatic SEO template review: checks a keyword/URL pattern, its variables, data
 * sources and sample records for thin, duplicate and unrenderable pages, scores readiness,
 * rates scale risk and decides go / pilot / hold, with the template, gates, links, schema
 * and a launch plan. Pure: data and `now` come in as arguments.
 *
 * The steps: read the request and its records once (`facts.ts`), find duplicates
 * (`duplicates.ts`), check the data (`data_checks.ts`) and the patterns (`issues/`, one rule
 * a file), score readiness (`readiness.ts`, weights in `thresholds.ts`), assess the scale risks
 * (`risks/`), decide (`decision.ts`), build the report (`report.ts`: sections, `uniqueness/`,
 * `gates/`, links, `schema_plan.ts`, `launch_plan.ts`), then the agent workflow and markdown
 * (`workflow.ts`, its actions in `actions/`). Each rule folder's `mod.ts` lists its rules in
 * the order they are applied.
 */
import { checkData } from "./data_checks.ts";
import { launchDecision } from "./decision.ts";
import { duplicatesOf } from "./duplicates.ts";
import { readFacts } from "./facts.ts";
import type { ProgrammaticTemplateInput, ProgrammaticTemplateOptions } from "./input.ts";
import { patternIssues } from "./issues/mod.ts";
import { readinessOf } from "./readiness.ts";
import { reportOf } from "./report.ts";
import type { ProgrammaticTemplateResult } from "./result.ts";
import { riskFactsOf } from "./risk_facts.ts";
import { riskLevelOf, scaleRisks } from "./risks/mod.ts";
import { buildWorkflow, markdownOf } from "./workflow.ts";

export type {
  DataSourceInput,
  ProgrammaticTemplateInput,
  ProgrammaticTemplateOptions,
  RecordValue,
} from "./input.ts";
export { type Cadence, CADENCES, type Playbook, PLAYBOOKS } from "./playbooks.ts";
export * from "./result.ts";
export { fieldKey, isFilled, patternVariables, slugify } from "./values.ts";
export { freshnessScore } from "./freshness.ts";

/**
 * Reviews a programmatic SEO template against its data: readiness 0-100, scale risk,
 * go / pilot / hold, template sections, uniqueness rules, indexation gates, internal
 * links, schema and a launch plan, with the sample records that would be thin,
 * duplicated or unrenderable.
 */
export function analyzeProgrammaticTemplate(
  input: ProgrammaticTemplateInput,
  options: ProgrammaticTemplateOptions,
): ProgrammaticTemplateResult {
  // The variables, fields, records, playbook and every record's measures, read once.
  const facts = readFacts(input);
  // Records that collide exactly or nearly.
  const dups = duplicatesOf(facts.recordFacts, facts.uniqueFields);
  // Low-variety fields, variables and unique fields without data, source freshness.
  const data = checkData(input, facts, options.now);
  // Problems of the patterns and their data; the blocking ones stop the launch.
  const issues = patternIssues({
    keywordPattern: input.keyword_pattern,
    urlPattern: input.url_pattern,
    declared: facts.declared,
    keywordVars: facts.keywordVars,
    urlVars: facts.urlVars,
    patternVars: facts.patternVars,
    missingVariables: data.missingVariables,
    records: facts.records.length,
    urlCollided: dups.urlCollided.size,
  });
  const blocking = issues.filter((i) => i.blocking);
  // Readiness 0-100 from six weighted components, then capped.
  const readiness = readinessOf({ facts, dups, data, issues, blocking });
  // The scale risks, and the highest of their levels.
  const risks = scaleRisks(riskFactsOf(input, { facts, dups, data, issues, readiness }));
  const riskLevel = riskLevelOf(risks);
  // Hold, go or pilot, with the reasons.
  const decision = launchDecision({ facts, dups, readiness, blocking, risks, riskLevel });
  // The report: measures, checks, template, gates, links, schema and launch plan.
  const result = reportOf({
    input,
    facts,
    dups,
    data,
    issues,
    blocking,
    readiness,
    risks,
    riskLevel,
    decision,
  });
  // What an agent reads: the workflow and the markdown summary.
  const workflow = buildWorkflow({
    input,
    result,
    thin: facts.thin,
    duplicated: dups.duplicated,
    duplicateGroups: dups.groups,
    facts: facts.recordFacts,
    blocking,
  });
  const markdown = markdownOf(input, result, workflow, readiness);
  return { ...result, agent_workflow: workflow, markdown_summary: markdown };
}
