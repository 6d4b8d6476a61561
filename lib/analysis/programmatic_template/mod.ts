/**
 * Programmatic SEO template review: checks a keyword/URL pattern, its variables, data
 * sources and sample records for thin, duplicate and unrenderable pages, scores readiness,
 * rates scale risk and decides go / pilot / hold, with the template, gates, links, schema
 * and a launch plan. Pure: data and `now` come in as arguments.
 */
import { type Level, markdownSummary } from "../../agent/workflow.ts";
import { byText, normalizeText, round } from "../text.ts";
import { languageOfUrl } from "../understanding/locale.ts";
import { findDuplicates } from "./duplicates.ts";
import { PROXIMITY_FIELD, sharedBusinessFields } from "./facts.ts";
import { freshnessScore } from "./freshness.ts";
import { indexationGates } from "./gates.ts";
import type {
  ProgrammaticTemplateInput,
  ProgrammaticTemplateOptions,
  RecordValue,
} from "./input.ts";
import { patternIssues, penaltyOf } from "./issues.ts";
import { launchPlan } from "./launch_plan.ts";
import { internalLinks } from "./links.ts";
import { METHOD } from "./method.ts";
import { resolvePlaybook } from "./playbook.ts";
import { EVERGREEN } from "./playbooks.ts";
import { type RecordFact, recordFact } from "./record_fact.ts";
import type {
  ExamplePage,
  LaunchDecision,
  ProgrammaticTemplateReport,
  ProgrammaticTemplateResult,
  ReadinessComponent,
} from "./result.ts";
import { scaleRisks } from "./scale_risks.ts";
import { schemaPlan } from "./schema_plan.ts";
import { templateSections } from "./sections.ts";
import { type ComponentName, THRESHOLDS, WEIGHTS } from "./thresholds.ts";
import { uniquenessRules } from "./uniqueness_rules.ts";
import {
  fieldKey,
  isFilled,
  median,
  patternVariables,
  plural,
  share,
  unique,
  valueText,
  wordCount,
} from "./values.ts";
import { buildWorkflow } from "./workflow.ts";

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
  const records = input.sample_records ?? [];
  const declared = unique(input.variables.map(fieldKey).filter(Boolean));
  const keywordVars = patternVariables(input.keyword_pattern);
  const urlVars = patternVariables(input.url_pattern);
  const patternVars = unique([...keywordVars, ...urlVars]);
  const uniqueFields = unique((input.unique_fields ?? []).map(fieldKey).filter(Boolean));
  const sourceFields = new Map<string, string[]>();
  for (const s of input.data_sources) {
    for (const f of s.fields ?? []) {
      const k = fieldKey(f);
      if (!k) continue;
      const list = sourceFields.get(k) ?? [];
      if (!list.includes(s.name)) list.push(s.name);
      sourceFields.set(k, list);
    }
  }
  const sourcesListFields = input.data_sources.some((s) => (s.fields ?? []).length > 0);

  // Records, keyed by normalised field names (the first of two colliding raw keys wins).
  const recordMaps = records.map((r) => {
    const m = new Map<string, RecordValue>();
    for (const [k, v] of Object.entries(r)) {
      const key = fieldKey(k);
      if (key && !m.has(key)) m.set(key, v);
    }
    return m;
  });
  const recordFields = new Set<string>();
  for (const m of recordMaps) for (const k of m.keys()) recordFields.add(k);

  const playbook = resolvePlaybook(input, { patternVars, recordFields, sourceFields });
  // One business behind every page: its address, phone or hours are the same on every record.
  const sharedBusiness = playbook.value === "locations" ? sharedBusinessFields(recordMaps) : [];
  const proximityOnly = playbook.value === "locations" && uniqueFields.length > 0 &&
    uniqueFields.every((f) => PROXIMITY_FIELD.test(f) || sharedBusiness.includes(f));
  const singleLocation = sharedBusiness.length > 0 && (proximityOnly || uniqueFields.length === 0);

  // Unique fields drive the content checks; without them every non-variable field stands in.
  const contentFields = uniqueFields.length > 0
    ? uniqueFields
    : [...new Set([...recordFields, ...sourceFields.keys()])].filter((f) =>
      !patternVars.includes(f) && !declared.includes(f)
    ).sort(byText);
  const minUniqueFilled = uniqueFields.length > 0
    ? Math.max(1, Math.ceil(THRESHOLDS.unique_fill_share * uniqueFields.length))
    : 0;

  // Text fields: unique fields whose values are mostly prose (median 5+ words).
  const textFieldMedians = new Map<string, number>();
  for (const f of contentFields) {
    const counts: number[] = [];
    for (const m of recordMaps) {
      const v = m.get(f);
      if (typeof v === "string" && isFilled(v)) counts.push(wordCount(v));
    }
    if (counts.length >= Math.max(1, recordMaps.length / 2)) {
      const med = median(counts);
      if (med >= 5) textFieldMedians.set(f, med);
    }
  }

  const facts: RecordFact[] = recordMaps.map((values, index) =>
    recordFact(values, {
      index,
      input,
      patternVars,
      declared,
      contentFields,
      uniqueFields,
      minUniqueFilled,
      textFieldMedians,
      doorway: singleLocation
        ? `the business details (${
          sharedBusiness.join(", ")
        }) are the same on every page; beyond the place name it differs only by proximity data (${
          uniqueFields.filter((f) => PROXIMITY_FIELD.test(f)).join(", ") || "none"
        }), which is not unique content`
        : null,
    })
  );
  const unrenderable = facts.filter((f) => f.missingVars.length > 0 || !f.url.ok || !f.keyword.ok);
  const thin = facts.filter((f) => f.thinReasons.length > 0);

  const duplicateGroups = findDuplicates(facts, { uniqueFields });
  const duplicated = new Set<number>();
  for (const g of duplicateGroups) for (const r of g.records) duplicated.add(r);
  const urlCollided = new Set<number>();
  for (const g of duplicateGroups) {
    if (g.kind === "same_url") { for (const r of g.records) urlCollided.add(r); }
  }

  // Low-variety unique fields: the same value on most pages adds no uniqueness.
  const lowVariety: { field: string; distinct: number; filled: number }[] = [];
  for (const f of contentFields) {
    const values = recordMaps.map((m) => m.get(f)).filter(isFilled)
      .map((v) => normalizeText(valueText(v)));
    if (values.length >= 5) {
      const distinct = new Set(values).size;
      if (distinct / values.length < 0.5) {
        lowVariety.push({ field: f, distinct, filled: values.length });
      }
    }
  }

  // Variables and unique fields with no data.
  const missingVariables = unique([...declared, ...patternVars]).map((variable) => {
    const inSources = sourcesListFields ? sourceFields.has(variable) : null;
    const inRecords = records.length > 0 ? recordFields.has(variable) : null;
    const empty = recordMaps.filter((m) => !isFilled(m.get(variable))).length;
    return {
      variable,
      in_patterns: patternVars.includes(variable),
      in_sources: inSources,
      in_records: inRecords,
      empty_in_records: empty,
    };
  }).filter((v) =>
    !v.in_patterns || v.in_sources === false || v.in_records === false || v.empty_in_records > 0
  );
  const missingUniqueFields = uniqueFields.filter((f) =>
    !(sourceFields.has(f) || recordFields.has(f))
  );

  // Sources and their freshness.
  const sourceFacts = input.data_sources.map((s) => {
    let score = freshnessScore(s.freshness, options.now);
    if (score !== null && EVERGREEN.has(playbook.value)) score = Math.max(score, 0.8);
    return {
      name: s.name,
      freshness: s.freshness ?? null,
      freshness_score: score,
      stale: score !== null && score <= 0.3,
    };
  });

  const issues = patternIssues(input, { declared, keywordVars, urlVars, patternVars });
  // A pattern variable no source and no record provides blocks the launch.
  for (const v of missingVariables) {
    const absent = v.in_sources === false || v.in_records === false;
    if (v.in_patterns && absent && v.in_sources !== true && v.in_records !== true) {
      issues.push({
        kind: "variable_without_data",
        severity: "high",
        detail:
          `[${v.variable}] is used in the patterns but no data source field or sample record provides it`,
        blocking: true,
      });
    }
  }
  if (records.length > 0 && urlCollided.size / records.length >= 0.1) {
    issues.push({
      kind: "url_collisions",
      severity: "high",
      detail:
        `${urlCollided.size} of ${records.length} sample records render to a URL another record also renders to`,
      blocking: true,
    });
  }
  const blocking = issues.filter((i) => i.blocking);

  // Readiness.
  const required = unique([...patternVars, ...uniqueFields]);
  let filledCells = 0;
  for (const m of recordMaps) for (const f of required) if (isFilled(m.get(f))) filledCells++;
  const coverage = records.length === 0 || required.length === 0
    ? 0
    : filledCells / (records.length * required.length);
  const passShare = records.length === 0 ? 0 : 1 - thin.length / records.length;
  const richness = 0.4 * Math.min(1, uniqueFields.length / 4) +
    (records.length === 0 ? 0 : 0.6 * passShare);
  const dupShare = records.length === 0 ? 0 : duplicated.size / records.length;
  const uniqueness = records.length === 0 ? 0 : 1 - dupShare;
  const knownFreshness = sourceFacts.map((s) => s.freshness_score ?? 0.5);
  const freshness = knownFreshness.reduce((a, b) => a + b, 0) / Math.max(1, knownFreshness.length);
  const penalties = issues.reduce((p, i) => p + penaltyOf(i), 0);
  const validity = Math.max(0, 1 - penalties);
  const thinShare = records.length === 0 ? 0 : thin.length / records.length;

  const components: Record<ComponentName, ReadinessComponent> = {
    data_coverage: component(
      "data_coverage",
      coverage,
      records.length === 0
        ? "no sample records to measure"
        : `${filledCells} of ${
          records.length * required.length
        } variable and unique-field cells filled`,
    ),
    unique_richness: component(
      "unique_richness",
      richness,
      `${plural(uniqueFields.length, "unique field")}; ${
        records.length === 0
          ? "no records to test"
          : `${records.length - thin.length} of ${records.length} records pass the content gates`
      }`,
    ),
    uniqueness: component(
      "uniqueness",
      uniqueness,
      records.length === 0
        ? "no sample records to compare"
        : `${duplicated.size} of ${records.length} records are in a duplicate group`,
    ),
    freshness: component(
      "freshness",
      freshness,
      sourceFacts.map((s) =>
        `${s.name}: ${s.freshness ?? "unknown"}${
          s.freshness_score === null ? " (unrecognised, 0.5)" : ` (${s.freshness_score})`
        }`
      ).join("; "),
    ),
    pattern_validity: component(
      "pattern_validity",
      validity,
      issues.length === 0
        ? "patterns and variables agree"
        : `${plural(issues.length, "pattern or data issue")}, penalty ${round(penalties, 2)}`,
    ),
    playbook_fit: component(
      "playbook_fit",
      playbook.fit,
      `${playbook.value} (${playbook.source})${
        playbook.signals.length > 0 ? `: ${playbook.signals.join(", ")}` : ""
      }`,
    ),
  };
  let readiness = Math.round(
    Object.values(components).reduce((s, c) => s + c.points, 0),
  );
  const caps: string[] = [];
  const cap = (limit: number, why: string) => {
    if (readiness <= limit) return;
    readiness = limit;
    caps.push(`${why}: capped at ${limit}`);
  };
  if (records.length === 0) cap(40, "no sample records");
  if (singleLocation) cap(30, "one location behind every page (doorway-page family)");
  if (blocking.length > 0) cap(40, "blocking issue");
  if (records.length > 0 && thinShare >= 0.5) cap(60, "half or more sample records are thin");
  if (records.length > 0 && dupShare >= 0.25) {
    cap(60, "a quarter or more sample records are duplicated");
  }

  // Scale risk.
  const risks = scaleRisks({
    input,
    playbook: playbook.value,
    records: records.length,
    thinShare,
    dupShare,
    urlCollisions: urlCollided.size,
    nearDupShare: share(
      new Set(
        duplicateGroups.filter((g) => g.kind === "near_duplicate_keyword").flatMap((g) =>
          g.records
        ),
      ).size,
      records.length,
    ),
    failingShare: records.length === 0
      ? null
      : new Set([...thin.map((f) => f.index), ...duplicated, ...unrenderable.map((f) => f.index)])
        .size / records.length,
    uniqueCount: playbook.value === "locations"
      ? uniqueFields.filter((f) => !PROXIMITY_FIELD.test(f) && !sharedBusiness.includes(f)).length
      : uniqueFields.length,
    singleLocation: singleLocation ? sharedBusiness : null,
    sourceFacts,
    missingVariables,
    keywordVars,
    blockingMissing: issues.some((i) => i.kind === "variable_without_data"),
  });
  const riskLevel: Level = risks.some((r) => r.level === "high")
    ? "high"
    : risks.some((r) => r.level === "medium")
    ? "medium"
    : "low";

  // Launch decision.
  const reasons: string[] = [];
  let decision: LaunchDecision;
  if (blocking.length > 0) reasons.push(...blocking.map((b) => b.detail));
  if (records.length === 0) reasons.push("no sample_records to verify the data");
  if (readiness < 50) reasons.push(`readiness ${readiness} is below 50`);
  if (records.length > 0 && thinShare >= 0.5) {
    reasons.push(`${thin.length} of ${records.length} sample records are thin`);
  }
  if (records.length > 0 && dupShare >= 0.25) {
    reasons.push(`${duplicated.size} of ${records.length} sample records are duplicated`);
  }
  const doorway = risks.find((r) => r.risk === "doorway_pages" && r.level === "high");
  if (doorway) reasons.push(`doorway-page risk is high: ${doorway.reason}`);
  if (reasons.length > 0) {
    decision = "hold";
  } else if (
    readiness >= 75 && riskLevel === "low" && records.length >= THRESHOLDS.go_min_records
  ) {
    decision = "go";
    reasons.push(
      `readiness ${readiness} >= 75, scale risk low, ${records.length} sample records checked`,
    );
  } else {
    decision = "pilot";
    if (readiness < 75) reasons.push(`readiness ${readiness} is below 75`);
    if (riskLevel !== "low") {
      reasons.push(
        `scale risk is ${riskLevel}: ${
          risks.filter((r) => r.level === riskLevel).map((r) => r.risk).join(", ")
        }`,
      );
    }
    if (records.length < THRESHOLDS.go_min_records) {
      reasons.push(
        `only ${plural(records.length, "sample record")} (go needs ${THRESHOLDS.go_min_records})`,
      );
    }
  }

  const examples: ExamplePage[] = facts.slice(0, 10).map((f) => ({
    record: f.index,
    keyword: f.keyword.text,
    url: f.url.text,
    renderable: f.keyword.ok && f.url.ok && f.missingVars.length === 0,
  }));

  // The page family's language: its URL locale (`/de/...`); English otherwise.
  const language = languageOfUrl(input.url_pattern) ?? "en";
  const sections = templateSections(input, {
    language,
    playbook: playbook.value,
    patternVars,
    uniqueFields,
    recordFields,
    sourceFields,
  });
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
    lowVariety,
    duplicateGroups,
    playbook: playbook.value,
    keywordVars,
  });
  const links = internalLinks(input, {
    facts,
    recordMaps,
    patternVars,
    playbook: playbook.value,
    language,
  });
  const schema = schemaPlan(input, {
    playbook: playbook.value,
    fields: [...new Set([...recordFields, ...sourceFields.keys(), ...uniqueFields])].sort(byText),
    keywordVars,
    // FAQ markup needs real per-page answers: only when the data has FAQ fields.
    hasFaq: sections.some((s) => s.section === "faq" && s.fields.length > 0),
    sharedBusiness,
  });
  const plan = launchPlan(input, {
    decision,
    blocking,
    thinCount: thin.length,
    dupCount: duplicated.size,
    records: records.length,
  });

  const thinRecords = thin.map((f) => ({
    record: f.index,
    label: f.label,
    reasons: f.thinReasons,
  }));
  const unrenderableRecords = unrenderable.map((f) => ({
    record: f.index,
    label: f.label,
    reasons: [
      ...f.missingVars.map((v) => `missing value for [${v}]`),
      ...(f.missingVars.length === 0 && !f.url.ok ? ["a variable slugs to nothing"] : []),
    ],
  }));

  const result: ProgrammaticTemplateReport = {
    playbook,
    readiness_score: readiness,
    readiness_components: components,
    readiness_caps: caps,
    scale_risk: { level: riskLevel, risks },
    launch_decision: {
      decision,
      rule: METHOD.launch_decision,
      reasons,
    },
    method: { ...METHOD, weights: { ...WEIGHTS }, thresholds: { ...THRESHOLDS } },
    pattern: {
      keyword_variables: keywordVars,
      url_variables: urlVars,
      declared_variables: declared,
      issues,
    },
    examples,
    checks: {
      sample_size: records.length,
      thin_content: {
        count: thin.length,
        share: share(thin.length, records.length),
        records: thinRecords.slice(0, 100),
      },
      unrenderable: { count: unrenderable.length, records: unrenderableRecords.slice(0, 100) },
      duplicate_risk: {
        records_affected: duplicated.size,
        share: share(duplicated.size, records.length),
        groups: duplicateGroups.slice(0, 100).map((g) => ({
          ...g,
          records: g.records.slice(0, 50),
        })),
      },
      missing_variables: missingVariables,
      missing_unique_fields: missingUniqueFields,
      low_variety_fields: lowVariety,
      data_sources: sourceFacts,
    },
    template_sections: sections,
    uniqueness_rules: rules,
    indexation_gates: gates,
    internal_link_architecture: links,
    schema_recommendations: schema,
    launch_plan: plan,
  };

  const workflow = buildWorkflow({
    input,
    result,
    thin,
    duplicated,
    duplicateGroups,
    facts,
    blocking,
  });
  const figures: [string, string | number][] = [
    ["Launch decision", decision],
    ["Readiness (0-100)", readiness],
    ["Scale risk", riskLevel],
    ["Playbook", `${playbook.value} (${playbook.source})`],
    ["Sample records", records.length],
    ["Thin records", `${thin.length} (${round(100 * thinShare, 1)}%)`],
    ["Duplicated records", `${duplicated.size} (${round(100 * dupShare, 1)}%)`],
    ["Unrenderable records", unrenderable.length],
  ];
  if (input.page_count_estimate !== undefined) {
    figures.push(["Pages planned", input.page_count_estimate]);
  }
  const firstExample = examples.find((e) => e.renderable);
  if (firstExample) figures.push(["Example", `${firstExample.keyword} -> ${firstExample.url}`]);
  const markdown = markdownSummary({
    title: `Programmatic template: ${input.keyword_pattern}`,
    headline: workflow.summary,
    figures,
    actions: workflow.recommended_actions,
    notes: workflow.limitations.slice(0, 3),
  });

  return { ...result, agent_workflow: workflow, markdown_summary: markdown };
}

function component(name: ComponentName, score: number, detail: string): ReadinessComponent {
  const s = round(Math.max(0, Math.min(1, score)), 3);
  return { score: s, weight: WEIGHTS[name], points: round(100 * WEIGHTS[name] * s, 1), detail };
}
