/**
 * The rest of the brief, each reusing the analysis that owns it: title/H1 guidance from
 * `title_meta` (options in the keyword's language within the pixel budget), schema from the
 * outline's schema plan mapping (what the page already declares marked), internal-link tasks
 * (the site's pages are not known here: the pages this page links to are asked to link back, through
 * `/content/internal-links`), and the validation checklist.
 */
import type { NextCall } from "../../agent/workflow.ts";
import type { RankingPage } from "../serp_evidence/evidence.ts";
import type { SerpEvidenceAnalysis } from "../serp_evidence/result.ts";
import { recommendedPageType } from "../serp_evidence/page_type.ts";
import { schemaRecommendations } from "../serp_outline/schema.ts";
import { factsOf } from "../title_meta/facts.ts";
import { displayKeyword, hasKeyword, titleOptions } from "../title_meta/options.ts";
import { BUDGETS, titlePx } from "../title_meta/pixels.ts";
import { namesPastYear, staleYear } from "./stale_year.ts";
import type { ContentBrief } from "../content_gap/result.ts";
import type { GoalEffect, RankBand } from "./rules.ts";
import type { RefreshBriefResult, SectionToAdd } from "./result.ts";
import { agree, formatNumber, plural } from "../../toolkit/prose.ts";

type TitleH1 = RefreshBriefResult["title_h1"];

/** Title and H1: keep, refine or rewrite, with options. */
export function titleGuidance(
  keyword: string,
  language: string,
  page: RankingPage,
  band: RankBand,
  now: Date,
): TitleH1 {
  const f = { ...factsOf({ keyword, url: page.url }, page.page, "url", now), language };
  const title = f.currentTitle;
  const px = title ? titlePx(title) : null;
  const named = title !== null && hasKeyword(title, f);
  const stale = staleYear(title, now);
  const [verdict, reason] = title === null
    ? ["rewrite", "The page has no title tag"] as const
    : stale !== null
    ? [
      "rewrite",
      `The title promises ${stale}: searchers read it as out of date. Rewrite it without the year; put the current year back only once the picks and figures are re-tested`,
    ] as const
    : !named
    ? [
      band.scope === "protect" ? "refine" : "rewrite",
      `The title does not name "${keyword}"`,
    ] as const
    : px! > BUDGETS.titlePx
    ? ["refine", `The title is ${px} px: Google cuts it past ${BUDGETS.titlePx} px`] as const
    : ["keep", "The title names the keyword and fits: keep it"] as const;
  const h1Named = f.h1 !== null && hasKeyword(f.h1, f);
  return {
    current_title: title,
    title_pixels: px,
    current_h1: f.h1,
    verdict,
    priority: verdict === "keep" ? "low" : band.titleChange,
    reason: band.scope === "protect" && verdict !== "keep"
      ? `${reason}; the page ranks in the top 3: change it carefully and watch the position`
      : reason,
    title_options: verdict === "keep"
      ? []
      : titleOptions(f).map(({ keyword_position: _, ...o }) => o)
        .filter((o) => !namesPastYear(o.text, now)),
    h1_options: h1Named
      ? []
      : [displayKeyword(f), ...(f.h1 ? [`${displayKeyword(f)}: ${f.h1}`] : [])],
  };
}

/** Schema for the page type the SERP asks for, the page's own types marked present. */
export function schemaFor(
  a: SerpEvidenceAnalysis,
  keyword: string,
  page: RankingPage,
): RefreshBriefResult["schema_recommendations"] {
  const type = recommendedPageType(a, keyword).page_type;
  return schemaRecommendations(type, a.schema_types)
    .map((s) => ({ ...s, present: page.page.json_ld_types.includes(s.type) }));
}

/** The page's in-content links to its own site (navigation left out). */
function contentLinks(page: RankingPage) {
  return page.page.links.filter((l) =>
    l.internal && l.crawlable && l.url !== null &&
    !l.regions.some((r) => r === "nav" || r === "header" || r === "footer")
  );
}

const GENERIC_ANCHOR =
  /^(click here|here|read more|more|learn more|this|link|hier|mehr|ici|aquí|aqui)$/i;

/** Internal-link tasks, and the `/content/internal-links` calls that carry them out. */
export function linkTasks(
  keyword: string,
  page: RankingPage,
  url: string,
): { tasks: RefreshBriefResult["internal_link_tasks"]; calls: NextCall[] } {
  const links = contentLinks(page);
  const sources = [...new Set(links.map((l) => l.url!))].filter((u) => u !== page.final_url).slice(
    0,
    3,
  );
  const title = page.page.title ?? keyword;
  const tasks: RefreshBriefResult["internal_link_tasks"] = sources.map((s) => ({
    task: `Link from ${s} to the refreshed page with an anchor naming "${keyword}"`,
    priority: "medium",
    reason: "The page links to it from its content: a related page of the same site",
    source_url: s,
    target_url: url,
    anchor_text: keyword,
  }));
  if (links.length < 3) {
    tasks.push({
      task: "Link each new section to the site's own page on that subtopic, where one exists",
      priority: "medium",
      reason: `The page links to ${plural(links.length, "page")} of its own site from its content`,
      source_url: url,
      target_url: url,
      anchor_text: null,
    });
  }
  for (const l of links.filter((x) => GENERIC_ANCHOR.test(x.text.trim())).slice(0, 3)) {
    tasks.push({
      task: `Rewrite the anchor "${l.text.trim()}" to say what ${l.url} is about`,
      priority: "low",
      reason: "A generic anchor tells readers and Google nothing of the target",
      source_url: url,
      target_url: l.url!,
      anchor_text: null,
    });
  }
  const calls = sources.map((s): NextCall => ({
    endpoint: "/content/internal-links",
    reason: `Where ${s} should link to the refreshed page, and with which words`,
    body: {
      source_url: s,
      target_pages: [{ url, title: title.slice(0, 300), keywords: [keyword] }],
    },
  }));
  return { tasks, calls };
}

/** The checks before republishing. */
export function checklistOf(
  keyword: string,
  gap: ContentBrief,
  sections: readonly SectionToAdd[],
  goal: GoalEffect,
  schema: RefreshBriefResult["schema_recommendations"],
): RefreshBriefResult["validation_checklist"] {
  const out = [{
    check: `The title and the H1 name "${keyword}"; the title fits ${BUDGETS.titlePx} px`,
    why: "Google shows the title as the result's headline and cuts it past the pixel budget",
  }, {
    check:
      "The URL is unchanged (no redirect) and the sections the page already ranks with are kept",
    why: "A refresh keeps the page's signals; only the gaps change",
  }];
  if (sections.length > 0) {
    out.push({
      check: sections.length === 1
        ? "The section is added where the brief places it"
        : `The ${sections.length} sections are added where the brief places them`,
      why: "Each comes from the competitors (URLs listed) or from the refresh goal",
    });
  }
  const t = gap.length.band.target;
  if (t && gap.length.status === "below") {
    out.push({
      check: `The main content runs ${formatNumber(t.min)}-${formatNumber(t.max)} words (now ${
        formatNumber(gap.length.page_words)
      })`,
      why: `Median to 75th percentile of the ${gap.length.band.pages} competitors read`,
    });
  }
  for (const m of gap.media.filter((x) => x.status !== "ok")) {
    out.push({
      check: `The page has ${m.kind}`,
      why: `${plural(m.support, "competitor")} read ${agree(m.support, "uses", "use")} ${m.kind}`,
    });
  }
  out.push({ check: goal.check, why: goal.why });
  for (const s of schema.filter((x) => !x.present && x.priority !== "low")) {
    out.push({
      check: `${s.type} JSON-LD is added and passes the Rich Results Test`,
      why: s.reason,
    });
  }
  return out;
}
