/** How each tracked domain moved across the snapshots. */
import type { SerpVolatilityInput } from "./input.ts";
import { round } from "./numbers.ts";
import type { DomainMovement, DomainSnapshot } from "./result.ts";
import { deepest, type Prepared } from "./snapshots.ts";
import { CTR, CTR_DEEP } from "./thresholds.ts";
import { displayDomain, normaliseDomain, normaliseUrl, sameSite } from "./urls.ts";

/** The owner (`target`) first, then the other tracked domains, each with its movement. */
export function domainMovementsOf(
  input: Pick<SerpVolatilityInput, "target" | "target_domains">,
  snapshots: readonly Prepared[],
): DomainMovement[] {
  const owner = input.target ? normaliseDomain(input.target) : null;
  const tracked = trackedDomains(input.target_domains ?? [], owner);
  return tracked.map((t) => domainMovementOf(t, snapshots));
}

export function trackedDomains(
  targets: readonly string[],
  owner: string | null,
): { domain: string; isOwner: boolean }[] {
  const out: { domain: string; isOwner: boolean }[] = [];
  if (owner) out.push({ domain: owner, isOwner: true });
  for (const raw of targets) {
    const domain = normaliseDomain(raw);
    if (domain && !out.some((d) => d.domain === domain)) out.push({ domain, isOwner: false });
  }
  return out;
}

export function ctr(position: number): number {
  if (position <= CTR.length) return CTR[Math.max(1, Math.round(position)) - 1];
  return position <= CTR_DEEP.until ? CTR_DEEP.ctr : CTR_DEEP.beyond;
}

export function domainMovementOf(
  tracked: { domain: string; isOwner: boolean },
  snapshots: readonly Prepared[],
): DomainMovement {
  const { domain, isOwner } = tracked;
  const views = snapshots.map((s) => domainSnapshotOf(s, domain));
  const first = views[0];
  const last = views[views.length - 1];
  const positions = views.map((v) => v.best_position).filter((p): p is number => p !== null);
  const firstPos = first?.best_position ?? null;
  const lastPos = last?.best_position ?? null;
  const change = firstPos !== null && lastPos !== null ? firstPos - lastPos : null;
  // A position beyond the depth the other snapshot lists is unknown there, not gone or new.
  const reach = [deepest(snapshots[0]), deepest(snapshots[snapshots.length - 1])];
  const unseen = (lastPos === null && firstPos !== null && firstPos > reach[1]) ||
    (firstPos === null && lastPos !== null && lastPos > reach[0]);
  const status = unseen ? "unknown" : statusOf(firstPos, lastPos, change);
  const firstKey = first?.url ? normaliseUrl(first.url).key : null;
  const lastKey = last?.url ? normaliseUrl(last.url).key : null;
  return {
    domain: displayDomain(domain),
    is_owner: isOwner,
    first_position: firstPos,
    last_position: lastPos,
    change,
    best_position: positions.length > 0 ? Math.min(...positions) : null,
    worst_position: positions.length > 0 ? Math.max(...positions) : null,
    visibility_first: first?.visibility ?? 0,
    visibility_last: last?.visibility ?? 0,
    visibility_change: round((last?.visibility ?? 0) - (first?.visibility ?? 0), 1),
    status,
    first_url: first?.url ?? null,
    last_url: last?.url ?? null,
    ranking_url_changed: firstKey !== null && lastKey !== null && firstKey !== lastKey,
    snapshots: views,
  };
}

/** One snapshot's view of a domain: its best URL, how many results it has, its visibility. */
function domainSnapshotOf(s: Prepared, domain: string): DomainSnapshot {
  const mine = s.ranked.filter((e) => sameSite(e.domain, domain));
  const best = mine[0] ?? null;
  return {
    checked_at: s.checked_at,
    best_position: best ? best.position : null,
    url: best ? best.url : null,
    results: mine.length,
    visibility: round(mine.reduce((sum, e) => sum + ctr(e.position), 0), 1),
  };
}

function statusOf(
  firstPos: number | null,
  lastPos: number | null,
  change: number | null,
): DomainMovement["status"] {
  if (firstPos === null && lastPos === null) return "absent";
  if (firstPos === null) return "entered";
  if (lastPos === null) return "dropped";
  if (change! > 0) return "improved";
  if (change! < 0) return "declined";
  return "unchanged";
}
