/** The page to keep in a cluster, and the signal that decided it. */
import { byText } from "../text.ts";
import type { Page } from "./pages.ts";
import type { PairResult } from "./pair.ts";
import type { PreferredUrl } from "./result.ts";

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
  return value === null ? "n/a" : String(value);
}

/**
 * The page to keep is decided on the contested query itself: the cluster's heaviest contested
 * query goes to the page with the most clicks on it (then the best position), not to the page
 * with the biggest totals from other queries. The rest keeps its order.
 */
export function queryOwnerFirst(
  ranked: number[],
  results: readonly PairResult[],
  pages: readonly Page[],
): number[] {
  const contested = results.flatMap((r) => r.sharedQueries.filter((q) => q.contested))
    .sort((x, y) => y.weight - x.weight || byText(x.query, y.query))[0];
  if (!contested) return ranked;
  const key = contested.phrase.key;
  const on = (id: number) => pages[id].queries.get(key) ?? null;
  const holders = ranked.filter((id) => on(id) !== null);
  if (holders.length < 2) return ranked;
  const best = [...holders].sort((x, y) =>
    (on(y)!.clicks ?? 0) - (on(x)!.clicks ?? 0) ||
    (on(x)!.position ?? 1001) - (on(y)!.position ?? 1001) ||
    ranked.indexOf(x) - ranked.indexOf(y)
  )[0];
  return [best, ...ranked.filter((id) => id !== best)];
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

export function preferredOf(
  ranked: readonly number[],
  pages: readonly Page[],
): Omit<PreferredUrl, "cluster_id"> {
  const inbound = canonicalInbound(ranked, pages);
  const win = pages[ranked[0]];
  const run = pages[ranked[1]];
  let { signal } = comparePages(win, run, inbound);
  const eligibleCount = ranked.filter((id) => eligible(pages[id])).length;
  if (signal === "eligibility" && eligibleCount === 1) signal = "only_eligible";
  const values: Record<string, string> = {
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
