/** The URLs that moved most between the first and the last snapshot. */
import { compareText } from "./numbers.ts";
import type { TopMover } from "./result.ts";
import type { Prepared } from "./snapshots.ts";
import { displayDomain } from "./urls.ts";

export function findTopMovers(first: Prepared | undefined, last: Prepared | undefined): TopMover[] {
  if (!first || !last || first === last) return [];
  const floorFirst = Math.max(0, ...first.ranked.map((e) => e.position)) + 1;
  const floorLast = Math.max(0, ...last.ranked.map((e) => e.position)) + 1;
  const movers: (TopMover & { best: number; key: string })[] = [];
  const keys = [...first.ranked.map((e) => e.key), ...last.ranked.map((e) => e.key)];
  for (const key of new Set(keys)) {
    const a = first.byKey.get(key);
    const b = last.byKey.get(key);
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
