/** The page to keep in a cluster, and the signal that decided it. */
import { intentFit } from "../page_match.ts";
import { byText } from "../../toolkit/text.ts";
import { classifyIntent } from "../intent.ts";
import { round } from "../../toolkit/numbers.ts";
import { topSharedKeywords } from "./cluster_keywords.ts";
import type { Page } from "./pages.ts";
import type { PairResult } from "./pair.ts";
import type { PreferredUrl } from "./result.ts";
import { formatNumber } from "../../toolkit/prose.ts";

/** Pages of a cluster, the one to keep first (see METHOD.preferred_url). */
export function rankPages(ids: readonly number[], pages: readonly Page[]): number[] {
  const inbound = canonicalInbound(ids, pages);
  return [...ids].sort((x, y) => comparePages(pages[x], pages[y], inbound).order);
}

function canonicalInbound(ids: readonly number[], pages: readonly Page[]): Map<number, number> {
  const set = new Set(ids);
  const inbound = new Map<number, number>();
  for (const id of ids) {
    const t = pages[id].canonicalTarget;
    if (t !== null && set.has(t)) inbound.set(t, (inbound.get(t) ?? 0) + 1);
  }
  return inbound;
}

export function eligible(p: Page): boolean {
  return p.indexable !== false && p.canonicalTarget === null &&
    !(p.canonicalKey !== null && p.canonicalKey !== p.u.key);
}

function depth(p: Page): number {
  return p.u.path === "/" ? 0 : p.u.path.split("/").length - 1;
}

function comparePages(
  a: Page,
  b: Page,
  inbound: ReadonlyMap<number, number>,
): { order: number; signal: PreferredUrl["decided_by"] } {
  const steps: [PreferredUrl["decided_by"], number][] = [
    ["eligibility", Number(eligible(b)) - Number(eligible(a))],
    ["clicks", (b.clicks ?? 0) - (a.clicks ?? 0)],
    ["impressions", (b.impressions ?? 0) - (a.impressions ?? 0)],
    ["avg_position", (a.avgPosition ?? 1001) - (b.avgPosition ?? 1001)],
    ["backlinks", (b.backlinks ?? 0) - (a.backlinks ?? 0)],
    ["canonical_target", (inbound.get(b.id) ?? 0) - (inbound.get(a.id) ?? 0)],
    ["indexable", Number(b.indexable !== false) - Number(a.indexable !== false)],
    ["path_depth", depth(a) - depth(b)],
    ["url_order", byText(a.u.key, b.u.key) || a.id - b.id],
  ];
  for (const [signal, d] of steps) if (d !== 0) return { order: d, signal };
  return { order: 0, signal: "url_order" };
}

function fmt(value: number | null): string {
  return value === null ? "n/a" : formatNumber(value, { digits: 2 });
}

/** Why the kept page was moved ahead of the page with the best totals, when it was. */
export interface Owner {
  signal: "contested_query" | "intent_fit";
  /** The reason, completing "Keep <url>: ...". */
  text: string;
}

/**
 * The page to keep is decided on the contested query itself: the cluster's heaviest contested
 * query goes to the eligible page with the most clicks on it (then the best position), not to
 * the page with the biggest totals from other queries. Without query-level evidence, a page
 * whose page type and primary keyword fit the intent of the shared keyword goes before one that
 * does not. The rest keeps its order.
 */
export function keepFirst(
  ranked: number[],
  results: readonly PairResult[],
  pages: readonly Page[],
): { ranked: number[]; owner: Owner | null } {
  const found = queryOwner(ranked, results, pages) ?? intentOwner(ranked, results, pages);
  if (!found) return { ranked, owner: null };
  return { ranked: [found.id, ...ranked.filter((id) => id !== found.id)], owner: found.owner };
}

function queryOwner(
  ranked: readonly number[],
  results: readonly PairResult[],
  pages: readonly Page[],
): { id: number; owner: Owner } | null {
  const contested = results.flatMap((r) => r.sharedQueries.filter((q) => q.contested))
    .sort((x, y) => y.weight - x.weight || byText(x.query, y.query))[0];
  if (!contested) return null;
  const on = (id: number) => pages[id].queries.get(contested.phrase.key) ?? null;
  const holders = ranked.filter((id) => on(id) !== null);
  if (holders.length < 2) return null;
  const candidates = holders.some((id) => eligible(pages[id]))
    ? holders.filter((id) => eligible(pages[id]))
    : holders;
  const [best, next] = [...candidates].sort((x, y) =>
    (on(y)!.clicks ?? 0) - (on(x)!.clicks ?? 0) ||
    (on(x)!.position ?? 1001) - (on(y)!.position ?? 1001) ||
    ranked.indexOf(x) - ranked.indexOf(y)
  );
  const other = next ?? holders.find((id) => id !== best)!;
  const stat = (id: number) => {
    const q = on(id)!;
    return `${fmt(q.clicks)} clicks at position ${
      q.position === null ? "n/a" : round(q.position, 1)
    }`;
  };
  return {
    id: best,
    owner: {
      signal: "contested_query",
      text: `it wins the contested query "${contested.query}": ${stat(best)} vs ${
        stat(other)
      } for ${pages[other].url}`,
    },
  };
}

function intentOwner(
  ranked: readonly number[],
  results: readonly PairResult[],
  pages: readonly Page[],
): { id: number; owner: Owner } | null {
  const topic = topSharedKeywords(results)[0];
  if (!topic) return null;
  const { intent, signal } = classifyIntent(topic);
  if (!signal) return null;
  const pool = ranked.filter((id) => eligible(pages[id]));
  if (pool.length < 2) return null;
  const fit = (id: number) => intentFit(intent, pages[id].intent);
  const best = Math.max(...pool.map(fit));
  const first = pool[0];
  if (fit(first) >= best) return null;
  const id = pool.find((x) => fit(x) === best)!;
  const serves = (p: Page) => p.intent.intents.join("/") || "an unclear";
  return {
    id,
    owner: {
      signal: "intent_fit",
      text: `no query-level data, and it serves ${
        serves(pages[id])
      } intent, which fits "${topic}" (${intent}); ${
        pages[first].url
      } has the better totals but serves ${serves(pages[first])} intent`,
    },
  };
}

/**
 * The clicks a page earns on queries the kept page does not rank for: a page that wins its own
 * queries is a page of its own, never merged or redirected away.
 */
export function ownQueryClicks(p: Page, k: Page): number {
  let clicks = 0;
  for (const [key, q] of p.queries) if (!k.queries.has(key)) clicks += q.clicks ?? 0;
  return clicks;
}

/** The kept page, the signal that decided it (the owner's, when it moved the page first). */
export function preferredOf(
  ranked: readonly number[],
  pages: readonly Page[],
  owner: Owner | null,
): Omit<PreferredUrl, "cluster_id"> {
  const inbound = canonicalInbound(ranked, pages);
  const win = pages[ranked[0]];
  const run = pages[ranked[1]];
  let signal: PreferredUrl["decided_by"] = comparePages(win, run, inbound).signal;
  const eligibleCount = ranked.filter((id) => eligible(pages[id])).length;
  if (signal === "eligibility" && eligibleCount === 1) signal = "only_eligible";
  if (owner) signal = owner.signal;
  const values: Record<PreferredUrl["decided_by"], string> = {
    contested_query: owner?.text ?? "",
    intent_fit: owner?.text ?? "",
    only_eligible: `the only page in the cluster that is indexable and not canonicalised elsewhere`,
    eligibility: `indexable and not canonicalised elsewhere, unlike ${run.url}`,
    clicks: `most clicks: ${fmt(win.clicks)} vs ${fmt(run.clicks)} for ${run.url}`,
    impressions: `clicks tie (${fmt(win.clicks)}); most impressions: ${fmt(win.impressions)} vs ${
      fmt(run.impressions)
    } for ${run.url}`,
    avg_position: `clicks and impressions tie; best average position: ${fmt(win.avgPosition)} vs ${
      fmt(run.avgPosition)
    } for ${run.url}`,
    backlinks: `performance ties; most backlinks: ${fmt(win.backlinks)} vs ${
      fmt(run.backlinks)
    } for ${run.url}`,
    canonical_target: `performance and links tie; other pages of the cluster canonicalise to it`,
    indexable: `performance and links tie; it is indexable, ${run.url} is not`,
    path_depth: `no performance data separates them; it has the shorter, more central path`,
    url_order: `no signal separates the pages; first by URL order`,
  };
  const fixes: string[] = [];
  if (win.indexable === false) {
    fixes.push(`Remove the noindex from ${win.url} so the kept page can rank`);
  }
  if (win.canonicalKey !== null && win.canonicalKey !== win.u.key) {
    fixes.push(`Make ${win.url}'s canonical self-referencing (it points at ${win.canonicalRaw})`);
  }
  return {
    url: win.url,
    decided_by: signal,
    reason: `Keep ${win.url}: ${values[signal]}`,
    runner_up: run.url,
    clicks: win.clicks,
    impressions: win.impressions,
    avg_position: win.avgPosition,
    backlinks: win.backlinks,
    required_fixes: fixes,
  };
}
