/**
 * Internal link suggestions: reads the source page once, pairs its body sentences with the
 * target pages they mention, picks an anchor from the sentence's own words, and places links
 * best first within the guardrails.
 */
import { agentWorkflow, markdownSummary } from "../../agent/workflow.ts";
import type { OperationContext } from "../../operations/define.ts";
import { loadPage } from "../../web/load_page.ts";
import { type Facts, factsOf } from "./facts.ts";
import { GUARDRAILS } from "./guardrails.ts";
import type { InternalLinksInput } from "./input.ts";
import { candidatesOf, choose, WEIGHTS } from "./place.ts";
import type { InternalLinksResult, Placement } from "./result.ts";
import { targetStatuses } from "./targets.ts";
import { agree, formatNumber, plural } from "../../toolkit/prose.ts";

export { InternalLinksResultSchema } from "./result.ts";
export type { InternalLinksResult } from "./result.ts";

/** Suggests where the source page should link to each target page, and with which words. */
export async function suggestInternalLinks(
  input: InternalLinksInput,
  ctx: Pick<OperationContext, "web">,
): Promise<InternalLinksResult> {
  // Read the source page once; its body sentences and the targets' topic words.
  const loaded = await loadPage(
    { url: input.source_url, urlField: "source_url", markdown: input.source_markdown },
    ctx.web,
  );
  const f = factsOf(loaded.page, loaded.url, input);
  // Pair sentences with targets, best first; place within the guardrails.
  const candidates = candidatesOf(f);
  const { chosen, held, heldTargets } = choose(f, candidates, input.max_suggestions);
  const placements: Placement[] = chosen.map((c, i) => ({
    rank: i + 1,
    target_url: c.target.url,
    target_title: c.target.title,
    anchor_text: c.anchor.text,
    anchor_type: c.anchor.kind,
    sentence: c.sentence.text,
    paragraph: c.sentence.block,
    score: c.score,
    reason: `The sentence mentions "${c.anchor.phrase}" (${
      Math.round(c.anchor.coverage * 100)
    }% of its topic words in the anchor)`,
  }));
  const targets = targetStatuses(f, chosen, candidates, heldTargets);
  const notes = reviewNotes(f, placements, targets);
  return {
    source: {
      url: f.sourceUrl,
      sentences_considered: f.sentences.length,
      links_on_page: f.page.links.length,
    },
    placements,
    targets,
    guardrails: GUARDRAILS.map((g) => ({ id: g.id, rule: g.rule, held_back: held.get(g.id)! })),
    review_notes: notes,
    method: {
      sentences:
        "paragraph-level blocks (p, li, blockquote, dd, td, figcaption) outside nav, header, footer and aside; sentences of 8+ words",
      anchor:
        "the shortest run of the sentence's own words, starting and ending on a target topic word, with no unrelated topic word inside, carrying half or more of a target phrase (its keywords, then its title without a brand suffix); exact when it is the whole phrase",
      score:
        `${WEIGHTS.anchor} x anchor coverage + ${WEIGHTS.relevance} x share of the target's topic words in the sentence + ${WEIGHTS.position} x how early the sentence comes`,
      guardrails: Object.fromEntries(GUARDRAILS.map((g) => [g.id, g.rule])),
    },
    ...workflowOf(f, placements, targets, notes),
  };
}

function reviewNotes(
  f: Facts,
  placements: Placement[],
  targets: InternalLinksResult["targets"],
): string[] {
  const notes = [
    "Read each sentence in place before linking: the anchor must still read naturally, and the target must answer what the sentence promises.",
  ];
  const missing = targets.filter((t) => t.status === "no_match");
  if (missing.length > 0) {
    notes.push(
      `${plural(missing.length, "target")} ${
        agree(missing.length, "is", "are")
      } not mentioned in the page's body text: add a sentence that introduces ${
        agree(missing.length, "it", "them")
      }, or link ${agree(missing.length, "it", "them")} from a page about ${
        agree(missing.length, "its", "their")
      } topic.`,
    );
  }
  if (f.page.links.length > 150) {
    notes.push(
      `The page already has ${
        formatNumber(f.page.links.length)
      } links: each new one passes less; prune navigation duplicates first.`,
    );
  }
  if (placements.length === 0 && f.sentences.length === 0) {
    notes.push("No body sentence of 8+ words was found (is the content rendered by JavaScript?).");
  }
  return notes;
}

function workflowOf(
  f: Facts,
  placements: Placement[],
  targets: InternalLinksResult["targets"],
  notes: string[],
) {
  const placed = placements.length;
  const workflow = agentWorkflow({
    decision: placed > 0 ? "add_links" : "write_linking_sentences",
    confidence: f.sentences.length >= 10 ? 0.8 : 0.6,
    summary: placed > 0
      ? `${plural(placed, "link")} to place in the page's own sentences, for ${
        targets.filter((t) => t.status === "placed").length
      } of ${plural(targets.length, "target")}.`
      : `No sentence of the page mentions a target: write linking sentences first.`,
    recommended_actions: placements.slice(0, 8).map((p) => ({
      action: `Link "${p.anchor_text}" to ${p.target_url}`,
      priority: p.score >= 70 ? "high" : "medium",
      reason: `In: "${p.sentence.slice(0, 160)}"`,
      target: p.target_url,
    })),
    evidence: [
      { claim: "Body sentences considered", value: f.sentences.length, source: "source" },
      { claim: "Links already on the page", value: f.page.links.length, source: "source" },
      { claim: "Placements suggested", value: placed, source: "placements" },
    ],
    limitations: [
      "Matching is on the page's own words (stems, per language): a sentence that talks about a target in other words is not found.",
      ...(f.sourceUrl === null
        ? [
          "No source URL: relative target URLs could not be resolved and self-links cannot be told.",
        ]
        : []),
    ],
    next_calls: [],
  });
  const markdown = markdownSummary({
    title: "Internal links",
    headline: workflow.summary,
    figures: placements.slice(0, 6).map((
      p,
    ): [string, string] => [`"${p.anchor_text}"`, p.target_url]),
    actions: workflow.recommended_actions,
    caveats: notes.slice(0, 2),
  });
  return { agent_workflow: workflow, markdown_summary: markdown };
}
