/**
 * CRO review: reads the page once and checks what moves a visitor to act: a clear value
 * proposition, calls to action worded for the goal and placed early, proof, answers to the goal's
 * objections, and friction; every finding points at the page text it came from.
 */
import { agentWorkflow, countByLevel, LEVEL_RANK, markdownSummary } from "../../agent/workflow.ts";
import type { OperationContext } from "../../operations/define.ts";
import type { Document } from "domhandler";
import { pageFromDocument, type PageModel, parseHtml } from "../../web/html.ts";
import { formsOf } from "../../web/html_forms.ts";
import { loadPage } from "../../web/load_page.ts";
import { alternativesFor, languageOf } from "./alternatives.ts";
import { CRO_CHECKS } from "./checks/mod.ts";
import { type Facts, factsOf } from "./facts.ts";
import type { CroQaInput } from "./input.ts";
import type { CroQaResult } from "./result.ts";
import { plural, sentences } from "../../toolkit/prose.ts";

export { CroQaResultSchema } from "./result.ts";
export type { CroQaResult } from "./result.ts";

/** Reviews one page for conversion. */
export async function reviewConversion(
  input: CroQaInput,
  ctx: Pick<OperationContext, "web">,
): Promise<CroQaResult> {
  // Read the page once (URL, HTML or Markdown) and what every check reads.
  const { page, document } = await readPage(input, ctx);
  const f = factsOf(input, page, document ? formsOf(document) : []);
  // Run the checks; most severe first.
  const findings = CRO_CHECKS.flatMap((c) => {
    const found = c.assess(f);
    if (!found) return [];
    const { severity, ...rest } = found;
    return [{ id: c.id, area: c.area, severity: severity ?? c.severity, ...rest }];
  }).sort((a, b) => LEVEL_RANK[a.severity] - LEVEL_RANK[b.severity]);
  const counts = countByLevel(findings.map((x) => x.severity));
  const result = {
    conversion_goal: f.goal,
    goal_source: f.goalSource,
    language: languageOf(f),
    value_proposition: { headline: f.headline, subheadline: f.subheadline },
    ctas: f.ctas.slice(0, 50).map((c) => ({
      text: c.text,
      href: c.href,
      kind: c.kind,
      goal: c.goal,
      matches_goal: c.goal === f.goal,
      words_before: c.at,
    })),
    proof: f.proof,
    objection_handling: f.objections,
    findings,
    severity_counts: counts,
    cta_alternatives: alternativesFor(f, input.keyword ?? null),
    method: {
      checks: Object.fromEntries(
        CRO_CHECKS.map((c) => [c.id, `${c.area}, ${c.severity}: ${c.method}`]),
      ),
      ctas:
        "buttons and submit inputs, and links worded for a conversion goal (8 words or fewer), outside navigation, header and footer; placed by the words of page text before them",
      goal: "conversion_goal when given, else the goal most of the page's calls to action serve",
    },
  };
  return { ...result, ...workflowOf(f, result) };
}

/** The page and, for HTML, its document (forms are read from it). */
async function readPage(
  input: CroQaInput,
  ctx: Pick<OperationContext, "web">,
): Promise<{ page: PageModel; document: Document | null }> {
  if (input.html !== undefined) {
    const url = input.target ? `https://${input.target.replace(/^https?:\/\//, "")}/` : undefined;
    const { document, limits } = parseHtml(input.html);
    return { page: pageFromDocument(document, url ? { url } : {}, limits), document };
  }
  const loaded = await loadPage(
    { url: input.url, urlField: "url", markdown: input.markdown },
    ctx.web,
  );
  return { page: loaded.page, document: loaded.document as Document | null };
}

function workflowOf(f: Facts, r: Omit<CroQaResult, "agent_workflow" | "markdown_summary">) {
  const workflow = agentWorkflow({
    decision: r.severity_counts.high > 0
      ? "fix_conversion_blockers"
      : r.findings.length > 0
      ? "improve"
      : "keep",
    confidence: f.goalSource === "declared" ? 0.75 : 0.6,
    summary: r.findings.length === 0
      ? `The page states its offer, asks for the ${f.goal} clearly and backs it with proof.`
      : sentences(
        `${
          plural(r.findings.length, "finding")
        } for the ${f.goal} goal (${r.severity_counts.high} high)`,
        `First: ${r.findings[0].title}`,
      ),
    recommended_actions: r.findings.slice(0, 6).map((x) => ({
      action: x.fix,
      priority: x.severity,
      reason: x.evidence ? `${x.title} ("${x.evidence.slice(0, 120)}")` : x.title,
    })),
    evidence: [
      { claim: "Calls to action found", value: r.ctas.length, source: "ctas" },
      {
        claim: "Calls to action worded for the goal",
        value: r.ctas.filter((c) => c.matches_goal).length,
        source: "ctas",
      },
      { claim: "Kinds of proof found", value: r.proof.length, source: "proof" },
    ],
    limitations: [
      "Read from the page's HTML and text only: layout, the first screen's real fold, forms built by JavaScript and visuals are not seen.",
      ...(f.goalSource !== "declared"
        ? [`No conversion_goal given: reviewed for ${f.goal} (${f.goalSource}).`]
        : []),
    ],
    next_calls: [],
  });
  const markdown = markdownSummary({
    title: "Conversion review",
    headline: workflow.summary,
    figures: [
      ["Goal", f.goal],
      ["Headline", f.headline ?? "none"],
      ["Calls to action", r.ctas.length],
      ["Proof found", r.proof.map((p) => p.kind).join(", ") || "none"],
    ],
    actions: workflow.recommended_actions,
    caveats: workflow.limitations.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}
