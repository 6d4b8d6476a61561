/** The `/content/programmatic-template` result schema and the types derived from it. */
import { type Level, LevelSchema } from "../../agent/workflow.ts";
import { CADENCES, PLAYBOOKS } from "./playbooks.ts";
import { z } from "zod";
import { analysisExtras } from "../../agent/result.ts";

/** Low / medium / high. */
export type { Level };

/** The `/content/programmatic-template` result (declared once, by its schema below). */
export type ProgrammaticTemplateResult = z.output<typeof ProgrammaticTemplateResultSchema>;
/** The result without its agent extras (what the report steps build). */
export type ProgrammaticTemplateReport = Omit<
  ProgrammaticTemplateResult,
  "agent_workflow" | "markdown_summary"
>;
/** The launch decisions. */
export type LaunchDecision = ProgrammaticTemplateResult["launch_decision"]["decision"];
/** One readiness component. */
export type ReadinessComponent = ProgrammaticTemplateResult["readiness_components"]["freshness"];
/** A problem found in the patterns or the data. */
export type Issue = ProgrammaticTemplateResult["pattern"]["issues"][number];
/** One scale risk. */
export type ScaleRisk = ProgrammaticTemplateResult["scale_risk"]["risks"][number];
/** One rendered example page. */
export type ExamplePage = ProgrammaticTemplateResult["examples"][number];
/** A sample record that fails a content check. */
export type FlaggedRecord = ProgrammaticTemplateResult["checks"]["thin_content"]["records"][number];
/** Records that collide. */
export type DuplicateGroup =
  ProgrammaticTemplateResult["checks"]["duplicate_risk"]["groups"][number];
/** A section of the page template and what feeds it. */
export type TemplateSection = ProgrammaticTemplateResult["template_sections"][number];
/** A condition a generated page must meet to be indexable. */
export type IndexationGate = ProgrammaticTemplateResult["indexation_gates"][number];
/** Hubs, siblings and breadcrumbs derived from the URL pattern. */
export type InternalLinks = ProgrammaticTemplateResult["internal_link_architecture"];
/** Structured data per playbook. */
export type SchemaPlan = ProgrammaticTemplateResult["schema_recommendations"];
/** Phases of the launch. */
export type LaunchPlan = ProgrammaticTemplateResult["launch_plan"];

const unit = z.number().min(0).max(1);
const count = z.number().int().min(0);

const componentSchema = z.strictObject({
  score: unit,
  weight: unit,
  points: z.number().min(0).max(100),
  detail: z.string(),
});

const flaggedSchema = z.strictObject({
  record: count,
  label: z.string().min(1),
  reasons: z.array(z.string().min(1)).min(1),
});

/** The `/content/programmatic-template` result, exactly as {@linkcode analyzeProgrammaticTemplate} returns it. */
export const ProgrammaticTemplateResultSchema = z.strictObject({
  playbook: z.strictObject({
    value: z.enum(PLAYBOOKS),
    source: z.enum(["given", "inferred"]),
    fit: unit,
    signals: z.array(z.string()),
  }),
  readiness_score: z.number().int().min(0).max(100),
  readiness_components: z.strictObject({
    data_coverage: componentSchema,
    unique_richness: componentSchema,
    uniqueness: componentSchema,
    freshness: componentSchema,
    pattern_validity: componentSchema,
    playbook_fit: componentSchema,
  }),
  readiness_caps: z.array(z.string()),
  scale_risk: z.strictObject({
    level: LevelSchema,
    risks: z.array(z.strictObject({
      risk: z.string().min(1),
      level: LevelSchema,
      reason: z.string().min(1),
      value: z.union([z.number(), z.string(), z.null()]),
    })),
  }),
  launch_decision: z.strictObject({
    decision: z.enum(["go", "pilot", "hold"]),
    rule: z.string().min(1),
    reasons: z.array(z.string().min(1)).min(1),
  }),
  method: z.strictObject({
    readiness: z.string(),
    content_gates: z.string(),
    duplicates: z.string(),
    scale_risk: z.string(),
    launch_decision: z.string(),
    slugs: z.string(),
    // The rules, each entry listing the rules that decide it (`decides`).
    pattern_issues: z.string(),
    indexation_gates: z.string(),
    uniqueness_rules: z.string(),
    recommended_actions: z.string(),
    weights: z.strictObject({
      data_coverage: unit,
      unique_richness: unit,
      uniqueness: unit,
      freshness: unit,
      pattern_validity: unit,
      playbook_fit: unit,
    }),
    thresholds: z.strictObject({
      unique_fill_share: unit,
      min_data_points: count,
      min_unique_words: count,
      rich_data_points: count,
      short_text_share: unit,
      near_duplicate_jaccard: unit,
      go_min_records: count,
    }),
  }),
  pattern: z.strictObject({
    keyword_variables: z.array(z.string()),
    url_variables: z.array(z.string()),
    declared_variables: z.array(z.string()),
    issues: z.array(z.strictObject({
      kind: z.string().min(1),
      severity: LevelSchema,
      detail: z.string().min(1),
      blocking: z.boolean(),
    })),
  }),
  examples: z.array(z.strictObject({
    record: count,
    keyword: z.string(),
    url: z.string(),
    renderable: z.boolean(),
  })).max(10),
  checks: z.strictObject({
    sample_size: count,
    thin_content: z.strictObject({ count, share: unit, records: z.array(flaggedSchema).max(100) }),
    unrenderable: z.strictObject({ count, records: z.array(flaggedSchema).max(100) }),
    duplicate_risk: z.strictObject({
      records_affected: count,
      share: unit,
      groups: z.array(z.strictObject({
        kind: z.enum(["same_url", "same_keyword", "same_unique_values", "near_duplicate_keyword"]),
        records: z.array(count).min(2),
        labels: z.array(z.string()).min(1),
        value: z.string(),
      })).max(100),
    }),
    missing_variables: z.array(z.strictObject({
      variable: z.string().min(1),
      in_patterns: z.boolean(),
      in_sources: z.boolean().nullable(),
      in_records: z.boolean().nullable(),
      empty_in_records: count,
    })),
    missing_unique_fields: z.array(z.string()),
    low_variety_fields: z.array(
      z.strictObject({ field: z.string(), distinct: count, filled: count }),
    ),
    data_sources: z.array(z.strictObject({
      name: z.string().min(1),
      freshness: z.string().nullable(),
      freshness_score: unit.nullable(),
      stale: z.boolean(),
    })),
  }),
  template_sections: z.array(z.strictObject({
    section: z.string().min(1),
    heading: z.string().min(1),
    purpose: z.string().min(1),
    variables: z.array(z.string()),
    fields: z.array(z.string()),
    unique_fields: z.array(z.string()),
    sources: z.array(z.string()),
    required: z.boolean(),
  })).min(3),
  uniqueness_rules: z.array(z.strictObject({
    rule: z.string().min(1),
    requirement: z.string().min(1),
    applies_to: z.array(z.string()),
    why: z.string().min(1),
  })).min(1),
  indexation_gates: z.array(z.strictObject({
    gate: z.string().min(1),
    condition: z.string().min(1),
    failing_sample_records: count,
    on_fail: z.string().min(1),
  })).min(1),
  internal_link_architecture: z.strictObject({
    included: z.boolean(),
    reason: z.string().nullable(),
    hubs: z.array(z.strictObject({
      level: z.number().int().min(1),
      url_pattern: z.string().min(1),
      role: z.string().min(1),
      example: z.string().nullable(),
    })),
    breadcrumb: z.array(
      z.strictObject({ label: z.string().min(1), url_pattern: z.string().min(1) }),
    ),
    sibling_links: z.strictObject({
      group_by: z.string().nullable(),
      count: z.string(),
      rule: z.string(),
    }),
    rules: z.array(z.string()),
  }),
  schema_recommendations: z.strictObject({
    included: z.boolean(),
    reason: z.string().nullable(),
    types: z.array(z.strictObject({
      type: z.string().min(1),
      where: z.enum(["leaf", "hub", "leaf_and_hub"]),
      why: z.string().min(1),
      properties: z.array(z.strictObject({ property: z.string(), source: z.string().nullable() })),
      caveat: z.string().nullable(),
    })),
  }),
  launch_plan: z.strictObject({
    cadence: z.enum(CADENCES),
    cadence_source: z.enum(["given", "default"]),
    page_count: count.nullable().describe(
      "The pages the data backs: page_count_estimate scaled by the share of sample records that pass the gates (not thin, not duplicated); only these are planned.",
    ),
    planned_page_count: count.nullable().describe("page_count_estimate as requested."),
    phases: z.array(z.strictObject({
      phase: count,
      name: z.string().min(1),
      pages: count.nullable(),
      timing: z.string().min(1),
      actions: z.array(z.string().min(1)).min(1),
      exit_gate: z.array(z.string().min(1)).min(1),
    })).min(1),
    measurement: z.array(z.string()),
  }),
  ...analysisExtras,
});
