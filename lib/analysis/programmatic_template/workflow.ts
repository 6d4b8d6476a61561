/** The agent workflow of the result. */
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../../agent/workflow.ts";
import { localHeading } from "../template_headings.ts";
import { round } from "../text.ts";
import { languageOfUrl, marketOfLanguage } from "../understanding/locale.ts";
import type { ProgrammaticTemplateInput } from "./input.ts";
import type { RecordFact } from "./record_fact.ts";
import type { DuplicateGroup, Issue, ProgrammaticTemplateReport } from "./result.ts";
import { PLAYBOOK_SECTIONS } from "./sections_table.ts";
import { truncate, unique } from "./values.ts";

export interface WorkflowFacts {
  input: ProgrammaticTemplateInput;
  result: ProgrammaticTemplateReport;
  thin: RecordFact[];
  duplicated: Set<number>;
  duplicateGroups: DuplicateGroup[];
  facts: RecordFact[];
  blocking: Issue[];
}

export function buildWorkflow(f: WorkflowFacts): AgentWorkflow {
  const r = f.result;
  const decision = r.launch_decision.decision;
  const n = r.checks.sample_size;
  const actions: RecommendedAction[] = [];
  const doorway = r.scale_risk.risks.find((x) => x.risk === "doorway_pages" && x.level !== "low");
  // One real location behind every page: no advice on building the pages applies.
  const oneLocation = doorway !== undefined && /^one location/.test(doorway.reason);
  for (const b of f.blocking) {
    actions.push({
      action: `Fix before launch: ${b.detail}`,
      priority: "high",
      reason: `Blocking ${
        b.kind.replace(/_/g, " ")
      } issue: no page should be generated until it is fixed`,
    });
  }
  if (n === 0) {
    actions.push({
      action: "Supply 20+ sample_records and re-run the check",
      priority: "high",
      reason: "Thin and duplicate pages cannot be detected without sample data",
    });
  }
  if (f.thin.length > 0 && !oneLocation) {
    const example = f.thin[0];
    actions.push({
      action: r.checks.missing_unique_fields.length > 0 || (f.input.unique_fields ?? []).length < 3
        ? "Add more record-specific fields (prices, counts, reviews, local facts) and fill them"
        : "Enrich or drop the thin records before publishing them",
      priority: f.thin.length / n >= 0.3 ? "high" : "medium",
      reason:
        `${f.thin.length} of ${n} sample records fail the content gates, e.g. "${example.label}": ${
          example.thinReasons[0]
        }`,
      target: example.label,
    });
  }
  // One action per distinct set of records (a same-URL pair is usually a same-keyword pair too).
  const seenSets = new Set<string>();
  const distinctGroups = f.duplicateGroups.filter((g) => {
    const key = g.records.join(",");
    if (seenSets.has(key)) return false;
    seenSets.add(key);
    return true;
  });
  for (const g of distinctGroups.slice(0, 2)) {
    actions.push({
      action: g.kind === "near_duplicate_keyword"
        ? "Disambiguate or merge near-duplicate variable values"
        : "Keep one page per duplicate group and canonical or redirect the rest",
      priority: g.kind === "same_url" || g.kind === "same_keyword" ? "high" : "medium",
      reason: `${g.kind.replace(/_/g, " ")}: ${g.labels.join(" | ")}`,
      target: g.value,
    });
  }
  if (r.checks.missing_unique_fields.length > 0) {
    actions.push({
      action: `Map the unique fields ${r.checks.missing_unique_fields.join(", ")} to a data source`,
      priority: "high",
      reason: "They are listed in unique_fields but no source or sample record provides them",
    });
  }
  for (const risk of r.scale_risk.risks.filter((x) => x.risk === "stale_data" && !oneLocation)) {
    actions.push({
      action: "Set a refresh schedule for the page data and show the update date on the page",
      priority: "medium",
      reason: risk.reason,
    });
  }
  if (oneLocation) {
    // One real location: the place and "near me" demand belongs to it, not to generated pages.
    actions.push({
      action:
        'Do not generate the place pages: send neighbourhood and "near me" demand to the real location page and its Google Business Profile',
      priority: "high",
      reason:
        `${doorway.reason}. Strengthen the location page (service area, directions, reviews) and the Business Profile (categories, hours, photos, posts) instead.`,
    });
  } else if (doorway) {
    actions.push({
      action:
        "Give every page content that only that place or audience has; skip instances without it",
      priority: "high",
      reason: "Pages that differ only by name are treated as doorway pages",
    });
  }
  if (decision !== "hold") {
    const pilot = r.launch_plan.phases.find((p) => p.name === "pilot");
    actions.push({
      action: pilot
        ? `Launch a pilot of ${pilot.pages} gated pages and measure indexing for 4-6 weeks`
        : `Roll out on the ${r.launch_plan.cadence} plan, gates enforced`,
      priority: decision === "go" ? "high" : "medium",
      reason: r.launch_decision.reasons.join("; "),
    });
  }
  if (!oneLocation) {
    actions.push({
      action: "Implement the indexation gates in the page generator (noindex and sitemap rules)",
      priority: "medium",
      reason: `${r.indexation_gates.length} gates; pages failing them must not be indexed`,
    });
  }

  const evidence: Evidence[] = [
    { claim: "Readiness score (0-100)", value: r.readiness_score, source: "readiness_components" },
    { claim: "Sample records checked", value: n, source: "sample_records" },
    {
      claim: "Thin sample records",
      value: r.checks.thin_content.count,
      source: "checks.thin_content",
    },
    {
      claim: "Sample records in a duplicate group",
      value: r.checks.duplicate_risk.records_affected,
      source: "checks.duplicate_risk",
    },
    {
      claim: "Unrenderable sample records (missing variable values)",
      value: r.checks.unrenderable.count,
      source: "checks.unrenderable",
    },
    {
      claim: "Unique fields declared",
      value: (f.input.unique_fields ?? []).length,
      source: "unique_fields",
    },
    { claim: "Scale risk", value: r.scale_risk.level, source: "scale_risk.risks" },
  ];
  if (f.input.page_count_estimate !== undefined) {
    evidence.push({
      claim: "Pages planned",
      value: f.input.page_count_estimate,
      source: "page_count_estimate",
    });
  }
  for (const s of r.checks.data_sources.slice(0, 5)) {
    evidence.push({
      claim: `Freshness score of ${s.name}`,
      value: s.freshness_score,
      source: "data_sources[].freshness",
    });
  }

  return agentWorkflow({
    decision,
    confidence: confidenceOf(f),
    summary: summaryOf(f),
    recommended_actions: actions,
    evidence,
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f),
  });
}

export function summaryOf(f: WorkflowFacts): string {
  const r = f.result;
  const d = r.launch_decision.decision;
  const verdict = d === "go" ? "Go" : d === "pilot" ? "Pilot first" : "Hold";
  const n = r.checks.sample_size;
  const sample = n === 0
    ? "no sample records were supplied"
    : `${r.checks.thin_content.count} of ${n} sample records are thin, ${r.checks.duplicate_risk.records_affected} duplicated, ${r.checks.unrenderable.count} unrenderable`;
  return `${verdict} (${
    r.launch_decision.reasons.join("; ")
  }): "${f.input.keyword_pattern}" scores ${r.readiness_score}/100 for readiness with ${r.scale_risk.level} scale risk (${r.playbook.value} playbook); ${sample}.`;
}

export function confidenceOf(f: WorkflowFacts): number {
  const n = f.result.checks.sample_size;
  let c = 0.35 + Math.min(0.4, 0.02 * n);
  if ((f.input.unique_fields ?? []).length > 0) c += 0.05;
  if (f.input.data_sources.some((s) => s.freshness)) c += 0.05;
  if (f.input.page_count_estimate !== undefined) c += 0.05;
  if (!f.input.playbook) c -= 0.05;
  return Math.max(0.2, Math.min(0.9, c));
}

export function limitationsOf(f: WorkflowFacts): string[] {
  const out = [
    "Only the supplied sample records are checked; the full data set may hold more thin or duplicate rows.",
    "Search demand per instance is not measured here; check it before building low-volume combinations.",
  ];
  const r = f.result;
  if (r.checks.sample_size > 0 && r.checks.sample_size < 20) {
    out.push(
      `${r.checks.sample_size} sample record(s) is a small sample; rates may not hold at scale.`,
    );
  }
  const language = languageOfUrl(f.input.url_pattern);
  if (language && language !== "en") {
    const english = PLAYBOOK_SECTIONS[r.playbook.value]
      .filter((spec) => localHeading(spec.heading, language).english);
    if (english.length > 0) {
      out.push(
        `${english.length} section heading(s) have no ${language} translation here and stay English (${
          english.map((spec) => spec.heading).join(", ")
        }): translate them before launch.`,
      );
    }
  }
  if ((f.input.unique_fields ?? []).length === 0) {
    out.push("No unique_fields were given: every non-variable field stood in for them.");
  }
  if (f.input.page_count_estimate === undefined) {
    out.push("No page_count_estimate: index-bloat risk and batch sizes could not be sized.");
  }
  if (r.playbook.source === "inferred") {
    out.push(`No playbook was given; it was inferred as ${r.playbook.value}.`);
  }
  const unknown = r.checks.data_sources.filter((s) => s.freshness_score === null);
  if (unknown.length > 0) {
    out.push(
      `Freshness not stated or not recognised for ${
        unknown.map((s) => s.name).join(", ")
      }; scored 0.5.`,
    );
  }
  if (r.checks.thin_content.count > 100 || r.checks.duplicate_risk.groups.length >= 100) {
    out.push("Long record lists are cut at 100 entries; counts cover every record.");
  }
  return out;
}

export function nextCallsOf(f: WorkflowFacts): NextCall[] {
  const keywords = unique(
    f.facts.filter((x) => x.keyword.ok).map((x) => truncate(x.keyword.text, 200)).filter(Boolean),
  );
  // A non-English page family is measured in its own language and market.
  const language = languageOfUrl(f.input.url_pattern);
  const market = language && language !== "en" ? marketOfLanguage(language) : null;
  const locale = language && language !== "en"
    ? { language, ...(market ? { location: market } : {}) }
    : {};
  const calls: NextCall[] = [];
  if (keywords.length > 0) {
    calls.push({
      endpoint: "/keyword-metrics/overview",
      reason: "Measure search volume of the rendered instances: build only those people search for",
      body: { keywords: keywords.slice(0, 100), ...locale },
    });
    const body: Record<string, unknown> = { keyword: keywords[0], ...locale };
    if (f.input.target) body.target = f.input.target;
    calls.push({
      endpoint: "/content/serp-outline",
      reason: `See what the SERP for "${
        keywords[0]
      }" rewards before finalising the template sections`,
      body,
    });
  }
  if (keywords.length >= 2) {
    calls.push({
      endpoint: "/keyword-cluster/build",
      reason: "Instances that cluster together would cannibalise each other: merge them",
      body: { keywords: keywords.slice(0, 200) },
    });
  }
  return calls;
}

// ---------------------------------------------------------------------------
// Result schema
// ---------------------------------------------------------------------------

/** The markdown summary: the decision, the key figures, the actions and the first notes. */
export function markdownOf(
  input: ProgrammaticTemplateInput,
  r: ProgrammaticTemplateReport,
  workflow: AgentWorkflow,
  shares: { thinShare: number; dupShare: number },
): string {
  const c = r.checks;
  const figures: [string, string | number][] = [
    ["Launch decision", r.launch_decision.decision],
    ["Readiness (0-100)", r.readiness_score],
    ["Scale risk", r.scale_risk.level],
    ["Playbook", `${r.playbook.value} (${r.playbook.source})`],
    ["Sample records", c.sample_size],
    ["Thin records", `${c.thin_content.count} (${round(100 * shares.thinShare, 1)}%)`],
    [
      "Duplicated records",
      `${c.duplicate_risk.records_affected} (${round(100 * shares.dupShare, 1)}%)`,
    ],
    ["Unrenderable records", c.unrenderable.count],
  ];
  if (input.page_count_estimate !== undefined) {
    figures.push(["Pages planned", input.page_count_estimate]);
  }
  const firstExample = r.examples.find((e) => e.renderable);
  if (firstExample) figures.push(["Example", `${firstExample.keyword} -> ${firstExample.url}`]);
  return markdownSummary({
    title: `Programmatic template: ${input.keyword_pattern}`,
    headline: workflow.summary,
    figures,
    actions: workflow.recommended_actions,
    notes: workflow.limitations.slice(0, 3),
  });
}
