/** Follow-up requests an agent can send next, each valid on this server. */
import type { NextCall } from "../../agent/workflow.ts";
import { normalizeText } from "../../toolkit/text.ts";
import { MAX_CLUSTERS_REMAPPED, MAX_PAGES_REMAPPED } from "./thresholds.ts";
import type { Page } from "./pages.ts";
import type { Facts } from "./workflow.ts";

/** What every follow-up reads. */
interface CallFacts {
  f: Facts;
  byUrl: Map<string, Page>;
  target: { target?: string };
}

/** Canonical check, refresh brief, internal links and keyword map, when each applies. */
export function nextCallsOf(f: Facts): NextCall[] {
  const c: CallFacts = {
    f,
    byUrl: new Map(f.pages.map((p) => [p.url, p])),
    target: f.input.target ? { target: f.input.target } : {},
  };
  const calls = [canonicalCheck(c)];
  if (f.clusters.length > 0) calls.push(refreshBrief(c), internalLinks(c), keywordMap(c));
  return calls.filter((x): x is NextCall => x !== null);
}

/** Canonical fixes first: check the page whose canonical must change against the kept URL. */
function canonicalCheck({ f, byUrl, target }: CallFacts): NextCall | null {
  const fix = f.remediation.find((r) =>
    r.action === "canonicalise" && byUrl.get(r.url)?.u.absolute
  );
  if (!fix) return null;
  const page = byUrl.get(fix.url)!;
  const kept = byUrl.get(fix.relative_to)!;
  return {
    endpoint: "/content/technical-qa",
    reason: `Verify ${fix.url} declares ${fix.relative_to} as canonical after the fix`,
    body: { url: page.u.absolute, expected_canonical: kept.u.absolute ?? kept.url, ...target },
  };
}

/** A refresh brief for the page kept in the first topical (consolidate/differentiate) cluster. */
function refreshBrief({ f, byUrl, target }: CallFacts): NextCall | null {
  const topical = f.clusters.find((c) =>
    c.recommendation === "consolidate" || c.recommendation === "differentiate"
  );
  const pref = topical ? byUrl.get(topical.preferred_url)! : null;
  if (!topical || !pref?.u.absolute) return null;
  const body: Record<string, unknown> = {
    url: pref.u.absolute,
    keyword: topical.main_keyword,
    refresh_goal: "expand_topic_depth",
    ...target,
  };
  // The rank belongs to the query: the kept page's position on it, else its average.
  const onQuery =
    [...pref.queries.values()].find((q) =>
      normalizeText(q.text) === normalizeText(topical.main_keyword)
    )?.position ?? null;
  const position = onQuery ?? pref.avgPosition;
  if (position !== null) body.current_rank = Math.min(1000, Math.max(1, Math.round(position)));
  return {
    endpoint: "/content/refresh-brief",
    reason:
      `Brief ${topical.preferred_url}, the page kept for "${topical.main_keyword}", so it covers what the consolidated pages covered`,
    body,
  };
}

/** Links toward preferred URLs, from a page that stays live (differentiated) or the homepage. */
function internalLinks({ f, byUrl, target }: CallFacts): NextCall | null {
  const live = f.remediation.find((r) =>
    r.action === "differentiate" && byUrl.get(r.url)?.u.absolute
  );
  const source = live ? byUrl.get(live.url)!.u.absolute : homepageOf(f.siteHost);
  if (!source || !isAbsolute(source)) return null;
  const targets = f.clusters.slice(0, 50).filter((c) => !live || c.id === live.cluster_id)
    .map((c) => {
      const p = byUrl.get(c.preferred_url)!;
      return { url: p.u.absolute ?? p.url, title: p.title, keywords: [c.main_keyword] };
    });
  if (targets.length === 0) return null;
  return {
    endpoint: "/content/internal-links",
    reason: live
      ? `Link the differentiated page ${live.url} to the preferred URL with the contested keyword as anchor`
      : "Point internal links from the homepage at the preferred URLs so they collect the consolidated authority",
    body: {
      source_url: source,
      target_pages: targets,
      max_suggestions: Math.min(20, Math.max(1, targets.length)),
      ...target,
    },
  };
}

/** Re-map the contested keywords over the pages in conflict once the changes are live. */
function keywordMap({ f, target }: CallFacts): NextCall | null {
  const remapped = f.clusters.slice(0, MAX_CLUSTERS_REMAPPED);
  const clustered = new Set(remapped.flatMap((c) => c.pages));
  const inConflict = f.pages.filter((p) => clustered.has(p.url)).slice(0, MAX_PAGES_REMAPPED);
  const keywords = [...new Set(remapped.map((c) => c.main_keyword))].slice(0, 250);
  if (inConflict.length === 0 || keywords.length === 0) return null;
  return {
    endpoint: "/content/keyword-map",
    reason: f.clusters.length > remapped.length
      ? `Re-map the contested keywords of the ${remapped.length} most severe clusters (of ${f.clusters.length}) to one page each after the changes`
      : "Re-map the contested keywords to one page each after the changes",
    body: {
      keywords,
      pages: inConflict.map((p) => {
        const item: Record<string, unknown> = { url: p.url, title: p.title };
        const kws = [...p.targetedText.values()].slice(0, 20);
        if (kws.length > 0) item.current_keywords = kws;
        if (p.pageType) item.page_type = p.pageType;
        return item;
      }),
      ...target,
    },
  };
}

function homepageOf(host: string): string | null {
  if (!host) return null;
  try {
    return new URL(`https://${host}/`).href;
  } catch {
    return null;
  }
}

function isAbsolute(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}
