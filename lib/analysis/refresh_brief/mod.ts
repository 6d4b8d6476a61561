/**
 * /content/refresh-brief: an evidence-backed brief to refresh an existing page, on the content
 * gap's comparison. Pure: the evidence, the page read once and `now` come in.
 *
 * Steps: compare the page with the competitors (the gap) -> the current rank (given, else where
 * the page ranks) and its band -> the goal's rule -> sections to add, placed -> title/H1 ->
 * internal-link tasks -> schema -> checklist -> agent_workflow and report.
 */
import type { RankingPage, SerpEvidence } from "../serp_evidence/evidence.ts";
import { marketOf } from "../serp_evidence/workflow.ts";
import { compareWithSerp, type GapRequest } from "../content_gap/mod.ts";
import { checklistOf, linkTasks, schemaFor, titleGuidance } from "./plan.ts";
import type { RefreshBriefResult } from "./result.ts";
import { GOAL_RULES, goalEffect, rankBand, type RefreshGoal } from "./rules.ts";
import { sectionsToAdd } from "./sections.ts";
import { refreshWorkflow } from "./workflow.ts";

export { RefreshBriefResultSchema } from "./result.ts";
export type { RefreshBriefResult } from "./result.ts";

/** The request as the brief reads it. */
export interface RefreshRequest extends GapRequest {
  current_rank?: number;
  refresh_goal?: RefreshGoal;
}

/** Builds the refresh brief. */
export function refreshBrief(
  req: RefreshRequest,
  e: SerpEvidence,
  reviewed: RankingPage,
  now: Date,
): RefreshBriefResult {
  const c = compareWithSerp(req, e, reviewed);
  const language = e.market.language_code;
  // The rank the request gives wins; else where the page ranks in the results read.
  const rank = req.current_rank ?? c.page.serp_position;
  const band = rankBand(rank ?? null);
  const goal = goalEffect(req.refresh_goal ?? "none");
  const sections = sectionsToAdd({
    keyword: req.keyword,
    language,
    page: reviewed,
    gap: c.brief,
    band,
    goal,
  });
  const links = linkTasks(req.keyword, reviewed, req.url);
  const schema = schemaFor(c.analysis, req.keyword, reviewed);
  const core = {
    url: req.url,
    keyword: req.keyword,
    ...marketOf(e),
    scrape_depth: req.scrape_depth,
    refresh_goal: req.refresh_goal ?? null,
    current_rank: {
      value: rank ?? null,
      source: req.current_rank !== undefined
        ? "request" as const
        : rank !== null
        ? "serp" as const
        : "unknown" as const,
      band: band.band,
      scope: band.scope,
      rationale: band.rationale,
    },
    page: c.page,
    serp: c.serp,
    gap: c.brief,
    sections_to_add: sections,
    title_h1: titleGuidance(req.keyword, language, reviewed, band, now),
    internal_link_tasks: links.tasks,
    schema_recommendations: schema,
    validation_checklist: checklistOf(req.keyword, c.brief, sections, goal, schema),
    method: METHOD,
  };
  return { ...core, ...refreshWorkflow(core, c.evidence, links.calls) };
}

/** How the brief decides, for `?explain=true`. */
const METHOD = {
  gap: "The /content/gap comparison (the page never counted as its own competitor).",
  rank:
    "current_rank from the request, else the page's position in the results read. Top 3: protect (at most 2 competitor sections, title changed only to add the keyword); 4-10: targeted (4); 11+: rework (8); unknown: targeted.",
  goals: Object.fromEntries(
    GOAL_RULES.map((rule) => {
      const g = goalEffect(rule.id);
      const extras = g.extras.length ? `; adds ${g.extras.join(", ")}` : "";
      return [rule.id, `${g.why}; sections x${g.competitorSections}${extras}`];
    }),
  ),
  language:
    "Goal headings and title options in the keyword's market language (en, de, fr, es, pt; English otherwise); competitor headings as competitors word them.",
  internal_links:
    "The site's pages are not known: the pages the page links to from its content are asked to link back (a /content/internal-links call each).",
};
