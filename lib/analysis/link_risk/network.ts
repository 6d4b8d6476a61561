/**
 * A link network among referring domains, as Google's link spam policy describes it: links
 * "widely distributed in the footers or templates of various sites" and sites built to pass
 * links. Its markers in DataForSEO's referring-domain rows: sitewide placement (one link on
 * nearly every page: `backlinks` close to `referring_pages`, in hundreds, mostly in the footer
 * or sidebar when `referring_links_semantic_locations` says so), weak domains (rank under 30 of
 * 100), and arrival together (`first_seen` within one window), three or more of them.
 */

/** Thresholds, declared once. */
export const NETWORK = {
  /** A sitewide link: at least this many links, one per page. */
  sitewideLinks: 200,
  pagesPerLink: 0.8,
  /** Share of links in the footer or sidebar, when the provider says where links sit. */
  templateShare: 0.5,
  weakRank100: 30,
  /** The arrival window of a network, in days. */
  windowDays: 60,
  minMembers: 3,
} as const;

/** What the network test reads of a referring domain. */
export interface NetworkRow {
  domain: string;
  backlinks: number;
  referring_pages: number;
  rank_100: number;
  first_seen: string | null;
  semantic_locations?: Record<string, number>;
}

/** The network found: its domains and arrival window. */
export interface LinkNetwork {
  domains: string[];
  first_seen_from: string;
  first_seen_to: string;
}

/** Whether a row links from nearly every page of its site, in its template. */
export function isSitewide(r: NetworkRow): boolean {
  if (r.backlinks < NETWORK.sitewideLinks) return false;
  if (r.referring_pages < NETWORK.pagesPerLink * r.backlinks) return false;
  const where = r.semantic_locations ?? {};
  const total = Object.values(where).reduce((a, b) => a + b, 0);
  if (total === 0) return true;
  const template = (where.footer ?? 0) + (where.aside ?? 0) + (where.nav ?? 0);
  return template / total >= NETWORK.templateShare;
}

const DAY = 86_400_000;

/** The largest set of weak sitewide domains that arrived within one window, or null. */
export function linkNetworkOf(rows: readonly NetworkRow[]): LinkNetwork | null {
  const candidates = rows.filter((r) => r.first_seen && r.rank_100 < NETWORK.weakRank100)
    .filter(isSitewide)
    .sort((a, b) => Date.parse(a.first_seen!) - Date.parse(b.first_seen!));
  let best: NetworkRow[] = [];
  for (let i = 0; i < candidates.length; i++) {
    const start = Date.parse(candidates[i].first_seen!);
    const group = candidates.slice(i).filter((r) =>
      Date.parse(r.first_seen!) - start <= NETWORK.windowDays * DAY
    );
    if (group.length > best.length) best = group;
  }
  if (best.length < NETWORK.minMembers) return null;
  return {
    domains: best.map((r) => r.domain),
    first_seen_from: best[0].first_seen!.slice(0, 10),
    first_seen_to: best.at(-1)!.first_seen!.slice(0, 10),
  };
}
