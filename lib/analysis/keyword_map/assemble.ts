/**
 * Turns the judged keywords into the result's lists: priority order, one primary keyword per
 * page, mappings, weak matches, cannibalization risks, page assignments and the summary.
 */
import { byText } from "../../toolkit/text.ts";
import { round } from "../../toolkit/numbers.ts";
import { buildFixes, optimiseFixes, whyOf } from "./explain.ts";
import { T } from "./thresholds.ts";
import { type CannibalizationRisk, type Mapping, type WeakMatch } from "./result.ts";
import { type Page, type Site } from "./facts.ts";
import { type Scored } from "./score.ts";

/** Keywords by priority (search volume, then score, then text) and each one's rank. */
export function prioritise(scored: readonly Scored[]) {
  const order = [...scored].sort((a, b) =>
    (b.kw.volume ?? -1) - (a.kw.volume ?? -1) || (b.best?.score ?? 0) - (a.best?.score ?? 0) ||
    byText(a.kw.phrase.text, b.kw.phrase.text)
  );
  const priority = new Map(order.map((s, i) => [s.kw.id, i + 1]));
  const mapped = order.filter((s) => s.status !== "missing");

  return { order, priority, mapped };
}

/** The keywords mapped to each page, and each page's primary keyword (the biggest). */
export function rolesOf(mapped: readonly Scored[]) {
  const byPage = new Map<number, Scored[]>();
  for (const s of mapped) {
    const list = byPage.get(s.best!.page) ?? [];
    list.push(s);
    byPage.set(s.best!.page, list);
  }
  const primaryOf = new Map<number, number>();
  for (const [pageId, list] of byPage) {
    const top = [...list].sort((a, b) =>
      (b.kw.volume ?? -1) - (a.kw.volume ?? -1) || b.best!.score - a.best!.score ||
      byText(a.kw.phrase.text, b.kw.phrase.text)
    )[0];
    primaryOf.set(pageId, top.kw.id);
  }

  return { byPage, primaryOf };
}

/** One mapping per keyword that has a page, in priority order. */
export function mappingsOf(
  mapped: readonly Scored[],
  pages: readonly Page[],
  priority: ReadonlyMap<number, number>,
  primaryOf: ReadonlyMap<number, number>,
): Mapping[] {
  return mapped.map((s) => {
    const best = s.best!;
    const page = pages[best.page];
    const runner = s.matches[1] ?? null;
    return {
      keyword: s.kw.phrase.text,
      variants: s.kw.variants,
      search_volume: s.kw.volume,
      priority: priority.get(s.kw.id)!,
      status: s.status as "strong" | "weak",
      url: page.url,
      normalized_url: page.u.key,
      title: page.title,
      page_type: page.pageType,
      score: best.score,
      role: primaryOf.get(best.page) === s.kw.id ? "primary" : "secondary",
      keyword_intent: s.kw.intent,
      page_intents: page.intent.intents,
      signals: best.signals,
      why: [
        ...(s.ruling ? [s.ruling.reason] : []),
        ...whyOf(best, page, s.kw, s.generic),
      ],
      matched_terms: best.matched_terms,
      missing_terms: best.missing_terms,
      runner_up: runner ? { url: pages[runner.page].url, score: runner.score } : null,
      cannibalization_risk: s.risk.length > 0,
    };
  });
}

/** Weak matches to optimise, and pages whose intent or a rule calls for a new page. */
export function weakMatchesOf(order: readonly Scored[], pages: readonly Page[]): WeakMatch[] {
  return order.filter((s) =>
    s.status === "weak" ||
    ((s.missingReason === "intent" || s.missingReason === "rule") && s.best !== null &&
      s.best.score >= T.weak)
  ).map((s) => {
    const best = s.best!;
    const page = pages[best.page];
    const build = s.status === "missing";
    return {
      keyword: s.kw.phrase.text,
      search_volume: s.kw.volume,
      best_url: page.url,
      best_title: page.title,
      score: best.score,
      gap_to_strong: round(Math.max(0, T.strong - best.score), 1),
      recommendation: build ? "build_new_page" : "optimise_page",
      fixes: build ? buildFixes(s.kw, page, s.ruling) : optimiseFixes(best, page, s.kw, s.generic),
    };
  });
}

/** Keywords two pages score alike for. */
export function risksOf(order: readonly Scored[], pages: readonly Page[]): CannibalizationRisk[] {
  return order.filter((s) => s.risk.length > 0).map((s) => {
    const best = s.best!;
    const competing = s.risk.map((m) => ({
      url: pages[m.page].url,
      score: m.score,
      gap: round(best.score - m.score, 1),
    }));
    const minGap = Math.min(...competing.map((c) => c.gap));
    return {
      keyword: s.kw.phrase.text,
      search_volume: s.kw.volume,
      primary_url: pages[best.page].url,
      primary_score: best.score,
      competing,
      level: minGap <= T.risk_margin / 2 ? "high" : "medium",
      recommendation: `Make ${
        pages[best.page].url
      } the only page optimised for "${s.kw.phrase.text}": remove it from the other page${
        competing.length === 1 ? "'s" : "s'"
      } title and H1, and link from ${
        competing.length === 1 ? "it" : "them"
      } to the primary URL with it as anchor`,
    };
  });
}

/** Each used page with its primary and secondary keywords, in priority order. */
export function assignmentsOf(
  site: Site,
  roles: ReturnType<typeof rolesOf>,
  priority: ReadonlyMap<number, number>,
) {
  const { pages, keywords } = site;
  const { byPage, primaryOf } = roles;
  return [...byPage].map(([pageId, list]) => {
    const primaryId = primaryOf.get(pageId)!;
    const sorted = [...list].sort((a, b) => priority.get(a.kw.id)! - priority.get(b.kw.id)!);
    return {
      url: pages[pageId].url,
      primary_keyword: keywords[primaryId].phrase.text,
      secondary_keywords: sorted.filter((s) => s.kw.id !== primaryId).map((s) => s.kw.phrase.text),
      keyword_count: list.length,
      first: priority.get(primaryId)!,
    };
  }).sort((a, b) => a.first - b.first).map(({ first: _f, ...rest }) => rest);
}

/** The counts of the result. */
export function summaryOf(
  site: Site,
  scored: readonly Scored[],
  parts: { risks: number; pagesUsed: number; mappings: number; allMappings: number },
) {
  const { input, pages, dupPages, dupKeywords, setAside } = site;
  const counts = {
    strong: scored.filter((s) => s.status === "strong").length,
    weak: scored.filter((s) => s.status === "weak").length,
    missing: scored.filter((s) => s.status === "missing").length,
  };
  const summary = {
    keywords_received: input.keywords.length,
    keywords_analysed: scored.length,
    keywords_set_aside: setAside.length,
    duplicate_keywords_merged: dupKeywords,
    pages_received: input.pages.length,
    pages_analysed: pages.length,
    duplicate_pages_merged: dupPages,
    ...counts,
    cannibalization_risks: parts.risks,
    pages_used: parts.pagesUsed,
    coverage_rate: scored.length > 0 ? round(counts.strong / scored.length, 3) : 0,
    mappings_returned: parts.mappings,
    mappings_truncated: parts.allMappings - parts.mappings,
  };

  return summary;
}
