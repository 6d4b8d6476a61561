/**
 * Keyword map: which existing page should own each keyword, which keywords only match weakly,
 * which need a new page (grouped into suggested pages), and which are split between pages
 * that score alike (cannibalization risk). Pure: data and `now` come in as arguments.
 *
 * The steps: read the site once (`facts.ts`), score and judge each keyword (`score.ts`, the
 * judgement rules in `rules/`), assemble the lists (`assemble.ts`), group the keywords no page
 * fits into new pages (`missing_pages.ts`), then the checklist and the agent workflow.
 */
import {
  assignmentsOf,
  mappingsOf,
  prioritise,
  risksOf,
  rolesOf,
  summaryOf,
  weakMatchesOf,
} from "./assemble.ts";
import { checklistOf } from "./checklist.ts";
import { type KeywordMapInput, type KeywordMapOptions, readSite } from "./facts.ts";
import { METHOD } from "./method.ts";
import { groupMissing } from "./missing_pages.ts";
import type { KeywordMapResult } from "./result.ts";
import { scoreKeywords } from "./score.ts";
import { KEYWORD_MAP_THRESHOLDS } from "./thresholds.ts";
import { buildWorkflow, type Facts, markdownOf } from "./workflow.ts";

export type {
  KeywordItemInput,
  KeywordMapInput,
  KeywordMapOptions,
  KeywordMapPageInput,
} from "./facts.ts";
export * from "./result.ts";
export { KEYWORD_MAP_THRESHOLDS } from "./thresholds.ts";

/**
 * Maps each keyword to the existing page that should own it, flags weak matches and keywords
 * split between pages, and groups uncovered keywords into suggested new pages.
 */
export function analyzeKeywordMap(
  input: KeywordMapInput,
  options: KeywordMapOptions,
): KeywordMapResult {
  // The pages (merged by URL) and keywords (other brands' navigation set aside), indexed once.
  const site = readSite(input);
  const { pages, keywords, dupKeywords } = site;
  // Each keyword's closest pages in its language, its status, and the rules' judgement.
  const scored = scoreKeywords(site);
  // Priority order, and the primary keyword of every page used.
  const { order, priority, mapped } = prioritise(scored);
  const roles = rolesOf(mapped);
  // The lists of the result.
  const allMappings = mappingsOf(mapped, pages, priority, roles.primaryOf);
  const mappings = allMappings.slice(0, input.max_mappings);
  const weakMatches = weakMatchesOf(order, pages);
  const risks = risksOf(order, pages);
  const missingPages = groupMissing(
    order.filter((s) => s.status === "missing"),
    pages,
    options.serps,
  );
  const assignments = assignmentsOf(site, roles, priority);
  const summary = summaryOf(site, scored, {
    risks: risks.length,
    pagesUsed: roles.byPage.size,
    mappings: mappings.length,
    allMappings: allMappings.length,
  });
  // What to do, in order, and what an agent reads.
  const ruled = new Set(
    scored.filter((x) => x.ruling?.kind === "assign").map((x) => x.kw.phrase.text),
  );
  const checklist = checklistOf({ mappings: allMappings, weakMatches, risks, missingPages, ruled });
  const facts: Facts = {
    input,
    pages,
    keywords,
    siteHost: site.siteHost,
    summary,
    mappings: allMappings,
    weakMatches,
    risks,
    missingPages,
    dupKeywords,
    dupPages: site.dupPages,
    scored,
  };
  const workflow = buildWorkflow(facts);
  const markdown = markdownOf(facts, workflow, roles.byPage.size);

  return {
    summary,
    set_aside: site.setAside,
    thresholds: { ...KEYWORD_MAP_THRESHOLDS },
    mappings,
    weak_matches: weakMatches,
    missing_page_opportunities: missingPages,
    cannibalization_risks: risks,
    page_assignments: assignments,
    implementation_checklist: checklist,
    method: structuredClone(METHOD),
    agent_workflow: workflow,
    markdown_summary: markdown,
  };
}
