/** The agent workflow of the result. */
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  markdownSummary,
  type NextCall,
} from "../../agent/workflow.ts";
import { localHeading } from "../template_headings.ts";
import { round } from "../../toolkit/numbers.ts";
import { languageOfUrl, marketOfLanguage } from "../understanding/locale.ts";
import { actionsOf } from "./actions/mod.ts";
import type { ProgrammaticTemplateInput } from "./input.ts";
import type { ProgrammaticTemplateReport } from "./result.ts";
import { PLAYBOOK_SECTIONS } from "./sections_table.ts";
import { CONFIDENCE as C } from "./thresholds.ts";
import { truncate } from "../../toolkit/text.ts";
import { distinct } from "../../toolkit/tokens.ts";
import type { WorkflowFacts } from "./workflow_facts.ts";
import { agree, plural } from "../../toolkit/prose.ts";

export type { WorkflowFacts };

/** The cited figures behind the decision. */
function evidenceOf(f: WorkflowFacts): Evidence[] {
  const r = f.result;
  const n = r.checks.sample_size;
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
  return evidence;
}

/** The agent workflow: decision, confidence, summary, actions, evidence, limits, next calls. */
export function buildWorkflow(f: WorkflowFacts): AgentWorkflow {
  const r = f.result;
  return agentWorkflow({
    decision: r.launch_decision.decision,
    confidence: confidenceOf(f),
    summary: summaryOf(f),
    recommended_actions: actionsOf(f),
    evidence: evidenceOf(f),
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f),
  });
}

/** The one-sentence verdict with its reasons and the sample's counts. */
function summaryOf(f: WorkflowFacts): string {
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

/**
 * Confidence `CONFIDENCE.floor`-`CONFIDENCE.ceiling`: grows with the sample and with what the
 * request states.
 */
function confidenceOf(f: WorkflowFacts): number {
  const n = f.result.checks.sample_size;
  let c = C.base + Math.min(C.sample_max, C.per_record * n);
  if ((f.input.unique_fields ?? []).length > 0) c += C.unique_fields;
  if (f.input.data_sources.some((s) => s.freshness)) c += C.source_freshness;
  if (f.input.page_count_estimate !== undefined) c += C.page_count_estimate;
  if (!f.input.playbook) c -= C.no_playbook;
  return Math.max(C.floor, Math.min(C.ceiling, c));
}

/** What this check cannot tell, for this request. */
function limitationsOf(f: WorkflowFacts): string[] {
  const out = [
    "Only the supplied sample records are checked; the full data set may hold more thin or duplicate rows.",
    "Search demand per instance is not measured here; check it before building low-volume combinations.",
  ];
  const r = f.result;
  if (r.checks.sample_size > 0 && r.checks.sample_size < 20) {
    out.push(
      `${plural(r.checks.sample_size, "sample record")} ${
        agree(r.checks.sample_size, "is a small sample", "are a small sample")
      }; rates may not hold at scale.`,
    );
  }
  const language = languageOfUrl(f.input.url_pattern);
  if (language && language !== "en") {
    const english = PLAYBOOK_SECTIONS[r.playbook.value]
      .filter((spec) => localHeading(spec.heading, language).english);
    if (english.length > 0) {
      out.push(
        `${plural(english.length, "section heading")} ${
          agree(english.length, "has", "have")
        } no ${language} translation here and ${agree(english.length, "stays", "stay")} English (${
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

/** Follow-up requests: demand for the rendered keywords, the SERP of the first, clusters. */
function nextCallsOf(f: WorkflowFacts): NextCall[] {
  const keywords = distinct(
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
      // With the locale: a SERP-overlap run reads the SERPs in the template's market.
      body: { keywords: keywords.slice(0, 200), ...locale },
    });
  }
  return calls;
}

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
    caveats: workflow.limitations.slice(0, 3),
  });
}
