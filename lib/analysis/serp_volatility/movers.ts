/** The URLs that moved most between the first and the last snapshot. */
import { compareText } from "./numbers.ts";
import type { TopMover } from "./result.ts";
import { deepest, type Prepared } from "./snapshots.ts";
import { withUrlSwaps } from "./url_swaps.ts";
import { displayDomain } from "./urls.ts";

export function findTopMovers(
  first: Prepared | undefined,
  raw: Prepared | undefined,
): TopMover[] {
  if (!first || !raw || first === raw) return [];
  // A domain's new URL at its old place is its old result (`url_swaps.ts`).
  const last = withUrlSwaps(first, raw).b;
  // A URL beyond the depth the other snapshot reaches is unknown there, not new or dropped.
  const [depthFirst, depthLast] = [deepest(first), deepest(last)];
  const floorFirst = Math.max(0, ...first.ranked.map((e) => e.position)) + 1;
  const floorLast = Math.max(0, ...last.ranked.map((e) => e.position)) + 1;
  const movers: (TopMover & { best: number; key: string })[] = [];
  const keys = [...first.ranked.map((e) => e.key), ...last.ranked.map((e) => e.key)];
  for (const key of new Set(keys)) {
    const a = first.byKey.get(key);
    const b = last.byKey.get(key);
    if (!b && a!.position > depthLast) continue;
    if (!a && b!.position > depthFirst) continue;
    const change = (a?.position ?? floorFirst) - (b?.position ?? floorLast);
    if (change === 0) continue;
    const status = !a ? "new" : !b ? "dropped" : change > 0 ? "up" : "down";
    const shown = b ?? a!;
    movers.push({
      url: shown.url,
      domain: displayDomain(shown.domain),
      first_position: a?.position ?? null,
      last_position: b?.position ?? null,
      change,
      status,
      best: Math.min(a?.position ?? Infinity, b?.position ?? Infinity),
      key,
    });
  }
  movers.sort((x, y) =>
    Math.abs(y.change) - Math.abs(x.change) || x.best - y.best || compareText(x.key, y.key)
  );
  return movers.slice(0, 10).map(({ best: _best, key: _key, ...m }) => m);
}
