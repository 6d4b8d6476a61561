/**
 * The sandbox's backlinks calls, every one a view of the target's link graph (`graph.ts`): the
 * summary aggregates its links, the list pages through them, the anchors, referring domains
 * (one row per main domain, as DataForSEO counts them) and linked pages group them, the
 * timeseries counts them by first-seen and lost day. `backlinks_status_type` picks the live
 * links, the lost ones or all; the list's `mode` keeps one link per linking site or per anchor.
 */
import type * as P from "../provider.ts";
import {
  dateOfDay,
  dayIndexOf,
  DAYS,
  flagsOf,
  type Graph,
  graphOf,
  linkRankOf,
  linkSpamOf,
  LIVE,
  NEW_DAYS,
  pageRankOf,
  sourcePage,
  sourcePageOf,
  stampOf,
} from "./graph.ts";
import { topicsOf } from "./domains.ts";
import { brandName, businessDomain, marketOfHost, publisherDomain, titled } from "./names.ts";
import { normalTarget, profileOf, scaled } from "./profile.ts";
import { int, pick, seeded } from "./random.ts";

function answer<T>(rows: T[], total: number): P.RowsAnswer<T> {
  return { rows, total_count: total, cost_usd: 0, provider: "sandbox" };
}

/** Whether link `i` is of the status asked. */
function inStatus(g: Graph, i: number, status: P.BacklinksStatusType): boolean {
  return status === "all" || (status === "lost") === (g.links.lost[i] !== LIVE);
}

/** Link counts of groups of links (one group for the summary, or per anchor, domain, page). */
interface Agg {
  backlinks: Int32Array;
  broken: Int32Array;
  domains: Int32Array;
  domainsNofollow: Int32Array;
  mains: Int32Array;
  pages: Int32Array;
  pagesNofollow: Int32Array;
  rank: Int32Array;
  spam: Float64Array;
  first: Int32Array;
  firstLink: Int32Array;
  live: Int32Array;
  lastLost: Int32Array;
  brokenPages: Map<number, Set<number>>;
}

/**
 * Aggregates the kept links by group. Links are stored site by site (a main domain's
 * subdomains right after it, a site's pages in order), so a group's distinct sites, main
 * domains and pages are counted as runs.
 */
function aggregate(
  g: Graph,
  groups: number,
  groupOf: (i: number) => number,
  keep: (i: number) => boolean,
): Agg {
  const a: Agg = {
    backlinks: new Int32Array(groups),
    broken: new Int32Array(groups),
    domains: new Int32Array(groups),
    domainsNofollow: new Int32Array(groups),
    mains: new Int32Array(groups),
    pages: new Int32Array(groups),
    pagesNofollow: new Int32Array(groups),
    rank: new Int32Array(groups),
    spam: new Float64Array(groups),
    first: new Int32Array(groups).fill(DAYS),
    firstLink: new Int32Array(groups),
    live: new Int32Array(groups),
    lastLost: new Int32Array(groups).fill(-1),
    brokenPages: new Map(),
  };
  const host = new Int32Array(groups).fill(-1);
  const hostFollows = new Uint8Array(groups);
  const main = new Int32Array(groups).fill(-1);
  const pageHost = new Int32Array(groups).fill(-1);
  const pageQ = new Int32Array(groups).fill(-1);
  const pageFollows = new Uint8Array(groups);
  const L = g.links;
  for (let i = 0; i < L.host.length; i++) {
    if (!keep(i)) continue;
    const k = groupOf(i);
    const hi = L.host[i];
    const h = g.hosts[hi];
    const follows = L.flags[i] & 1;
    if (host[k] !== hi) {
      if (host[k] !== -1 && !hostFollows[k]) a.domainsNofollow[k]++;
      host[k] = hi;
      hostFollows[k] = 0;
      a.domains[k]++;
      if (main[k] !== h.main) {
        main[k] = h.main;
        a.mains[k]++;
      }
      a.rank[k] = Math.max(a.rank[k], h.rank);
    }
    hostFollows[k] |= follows;
    const q = sourcePageOf(g, i);
    if (pageHost[k] !== hi || pageQ[k] !== q) {
      if (pageHost[k] !== -1 && !pageFollows[k]) a.pagesNofollow[k]++;
      pageHost[k] = hi;
      pageQ[k] = q;
      pageFollows[k] = 0;
      a.pages[k]++;
    }
    pageFollows[k] |= follows;
    a.backlinks[k]++;
    a.spam[k] += linkSpamOf(g, i);
    if (g.pages[L.page[i]].status >= 400) {
      a.broken[k]++;
      const set = a.brokenPages.get(k) ?? new Set<number>();
      a.brokenPages.set(k, set.add(L.page[i]));
    }
    if (L.first[i] < a.first[k]) {
      a.first[k] = L.first[i];
      a.firstLink[k] = i;
    }
    if (L.lost[i] === LIVE) a.live[k]++;
    else a.lastLost[k] = Math.max(a.lastLost[k], L.lost[i]);
  }
  for (let k = 0; k < groups; k++) {
    if (host[k] !== -1 && !hostFollows[k]) a.domainsNofollow[k]++;
    if (pageHost[k] !== -1 && !pageFollows[k]) a.pagesNofollow[k]++;
  }
  return a;
}

/** The distinct IPs and subnets of the kept links of some groups. */
function networksOf(
  g: Graph,
  wanted: readonly number[],
  groupOf: (i: number) => number,
  keep: (i: number) => boolean,
): Map<number, { ips: Set<number>; subnets: Set<number> }> {
  const out = new Map(
    wanted.map((k) => [k, { ips: new Set<number>(), subnets: new Set<number>() }]),
  );
  for (let i = 0; i < g.links.host.length; i++) {
    if (!keep(i)) continue;
    const n = out.get(groupOf(i));
    if (!n) continue;
    const h = g.hosts[g.links.host[i]];
    n.ips.add(h.ip);
    n.subnets.add(h.subnet);
  }
  return out;
}

/** The `LinkProfile` of group `k`. */
function profileRow(
  a: Agg,
  k: number,
  scale: P.RankScale,
  net: { ips: Set<number>; subnets: Set<number> } | undefined,
): P.LinkProfile {
  const n = a.backlinks[k];
  return {
    rank: scaled(a.rank[k], scale),
    backlinks: n,
    backlinks_spam_score: n ? Math.round(a.spam[k] / n) : 0,
    first_seen: n ? stampOf(a.first[k], a.firstLink[k]) : null,
    lost_date: n && a.live[k] === 0 ? stampOf(a.lastLost[k], a.firstLink[k] + 1) : null,
    broken_backlinks: a.broken[k],
    broken_pages: a.brokenPages.get(k)?.size ?? 0,
    referring_domains: a.domains[k],
    referring_domains_nofollow: a.domainsNofollow[k],
    referring_main_domains: a.mains[k],
    referring_ips: net?.ips.size ?? 0,
    referring_subnets: net?.subnets.size ?? 0,
    referring_pages: a.pages[k],
    referring_pages_nofollow: a.pagesNofollow[k],
  };
}

/** Counts by key, the largest `limit`. */
function breakdown(counts: Map<string, number>, limit: number): P.Breakdown {
  const sorted = [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  return Object.fromEntries(sorted.slice(0, limit));
}

function summary(req: P.BacklinksSummaryRequest): P.SummaryAnswer {
  const g = graphOf(req.target);
  const L = g.links;
  const keep = (i: number) =>
    inStatus(g, i, req.backlinks_status_type) && (!req.dofollow_only || (L.flags[i] & 1) === 1);
  const a = aggregate(g, 1, () => 0, keep);
  const tld = new Map<string, number>();
  const types = new Map<string, number>();
  const attributes = new Map<string, number>();
  const platforms = new Map<string, number>();
  const places = new Map<string, number>();
  const countries = new Map<string, number>();
  const add = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);
  for (let i = 0; i < L.host.length; i++) {
    if (!keep(i)) continue;
    const h = g.hosts[L.host[i]];
    add(tld, h.tld);
    add(types, flagsOf.type(L.flags[i]));
    for (const x of flagsOf.rel(L.flags[i])) add(attributes, x);
    add(platforms, h.kind);
    add(places, flagsOf.place(L.flags[i]));
    add(countries, h.country ?? "");
  }
  const limit = req.internal_list_limit;
  const lp = profileRow(a, 0, req.rank_scale, networksOf(g, [0], () => 0, keep).get(0));
  const p = g.profile;
  return {
    summary: {
      ...lp,
      rank: scaled(p.rank100, req.rank_scale),
      target: g.target,
      crawled_pages: g.crawled,
      internal_links_count: g.pages.reduce((n, x) => n + x.internal, 0) * 3,
      external_links_count: g.pages.reduce((n, x) => n + x.external, 0),
      target_spam_score: p.spamScore,
      referring_links_tld: breakdown(tld, limit),
      referring_links_types: breakdown(types, limit),
      referring_links_attributes: breakdown(attributes, limit),
      referring_links_platform_types: breakdown(platforms, limit),
      referring_links_semantic_locations: breakdown(places, limit),
      referring_links_countries: breakdown(countries, limit),
    },
    total_count: 1,
    cost_usd: 0,
    provider: "sandbox",
  };
}

/** The links in a list order, sorted once per graph and order. */
function orderOf(g: Graph, sort: P.BacklinksListRequest["sort_by"]): Int32Array {
  const cached = g.orders.get(sort);
  if (cached) return cached;
  const n = g.links.host.length;
  const key = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const first = g.links.first[i] * 100_000 + (i % 100_000);
    key[i] = sort === "rank"
      ? linkRankOf(g, i)
      : sort === "page_rank"
      ? pageRankOf(g, i)
      : sort === "first_seen"
      ? first
      : (g.links.lost[i] === LIVE ? -1 : g.links.lost[i]) * 1e10 + first;
  }
  const order = new Int32Array(n).map((_, i) => i).sort((x, y) => key[y] - key[x] || x - y);
  g.orders.set(sort, order);
  return order;
}

/** Link `i` as a backlink row. */
function backlinkRow(g: Graph, i: number, scale: P.RankScale): P.Backlink {
  const L = g.links;
  const h = g.hosts[L.host[i]];
  const f = L.flags[i];
  const to = g.pages[L.page[i]];
  const from = sourcePage(g, i);
  const first = L.first[i];
  const lost = L.lost[i];
  const last = lost !== LIVE ? lost : Math.max(first, DAYS - 1 - (i * 7) % 15);
  const prev = Math.max(first, last - 7 - (i * 11) % 40);
  const dofollow = flagsOf.dofollow(f);
  return {
    url_from: from.url,
    domain_from: h.name,
    url_to: to.url,
    domain_to: g.target,
    tld_from: h.tld,
    rank: scaled(linkRankOf(g, i), scale),
    page_from_rank: scaled(pageRankOf(g, i), scale),
    domain_from_rank: scaled(h.rank, scale),
    backlink_spam_score: linkSpamOf(g, i),
    dofollow,
    item_type: flagsOf.type(f),
    anchor: g.anchors[L.anchor[i]],
    attributes: [...flagsOf.rel(f)],
    page_from_title: from.title,
    page_from_status_code: 200,
    domain_from_country: h.country,
    semantic_location: flagsOf.place(f),
    is_new: first >= DAYS - NEW_DAYS,
    is_lost: lost !== LIVE,
    is_broken: to.status >= 400,
    url_to_status_code: to.status,
    first_seen: stampOf(first, i),
    prev_seen: last > first ? stampOf(prev, i + 3) : null,
    last_seen: stampOf(last, i + 7),
  };
}

function list(req: P.BacklinksListRequest): P.RowsAnswer<P.Backlink> {
  const g = graphOf(req.target);
  const L = g.links;
  const min = req.min_rank === undefined
    ? -1
    : req.min_rank / (req.rank_scale === "one_thousand" ? 10 : 1);
  const order = orderOf(g, req.sort_by);
  const perDomain = req.mode === "one_per_domain";
  const seen = req.mode === "as_is"
    ? null
    : new Uint8Array(perDomain ? g.hosts.length : g.anchors.length);
  const rows: P.Backlink[] = [];
  let total = 0;
  for (let j = 0; j < order.length; j++) {
    const i = order[j];
    if (!inStatus(g, i, req.backlinks_status_type)) continue;
    if (req.dofollow_only && (L.flags[i] & 1) === 0) continue;
    if (req.broken_only && g.pages[L.page[i]].status < 400) continue;
    if (min >= 0 && linkRankOf(g, i) < min) continue;
    if (seen) {
      const key = perDomain ? L.host[i] : L.anchor[i];
      if (seen[key]) continue;
      seen[key] = 1;
    }
    if (total >= req.offset && rows.length < req.limit) {
      rows.push(backlinkRow(g, i, req.rank_scale));
    }
    total++;
  }
  return answer(rows, total);
}

/** Descending by a number, then by text. */
function desc(value: (k: number) => number, text: (k: number) => string) {
  return (x: number, y: number) =>
    value(y) - value(x) || (text(x) < text(y) ? -1 : text(x) > text(y) ? 1 : 0);
}

/** Groups that have links, kept by `keep`, sorted, one page of them as rows. */
function grouped<T>(
  g: Graph,
  count: number,
  groupOf: (i: number) => number,
  status: P.BacklinksStatusType,
  keepGroup: (a: Agg, k: number) => boolean,
  order: (a: Agg) => (x: number, y: number) => number,
  page: { offset: number; limit: number; rank_scale: P.RankScale },
  row: (lp: P.LinkProfile, k: number) => T,
): P.RowsAnswer<T> {
  const keep = (i: number) => inStatus(g, i, status);
  const a = aggregate(g, count, groupOf, keep);
  const kept: number[] = [];
  for (let k = 0; k < count; k++) if (a.backlinks[k] > 0 && keepGroup(a, k)) kept.push(k);
  kept.sort(order(a));
  const shown = kept.slice(page.offset, page.offset + page.limit);
  const nets = networksOf(g, shown, groupOf, keep);
  return answer(
    shown.map((k) => row(profileRow(a, k, page.rank_scale, nets.get(k)), k)),
    kept.length,
  );
}

const like = (text: string, part: string | undefined) =>
  part === undefined || text.toLowerCase().includes(part.toLowerCase());

function anchors(req: P.BacklinksAnchorsRequest): P.RowsAnswer<P.AnchorRow> {
  const g = graphOf(req.target);
  const text = (k: number) => g.anchors[k];
  return grouped(
    g,
    g.anchors.length,
    (i) => g.links.anchor[i],
    req.backlinks_status_type,
    (a, k) =>
      like(g.anchors[k], req.anchor_filter) && a.backlinks[k] >= (req.min_backlinks ?? 0) &&
      a.domains[k] >= (req.min_referring_domains ?? 0),
    (a) =>
      desc(
        req.sort_by === "rank"
          ? (k) => a.rank[k]
          : req.sort_by === "referring_domains"
          ? (k) => a.domains[k]
          : req.sort_by === "spam_score"
          ? (k) => a.spam[k] / a.backlinks[k]
          : req.sort_by === "broken_backlinks"
          ? (k) => a.broken[k]
          : (k) => a.backlinks[k],
        text,
      ),
    req,
    (lp, k) => ({ ...lp, anchor: g.anchors[k] }),
  );
}

function referringDomains(req: P.BacklinksReferringDomainsRequest) {
  const g = graphOf(req.target);
  const min = req.min_rank === undefined
    ? 0
    : req.min_rank / (req.rank_scale === "one_thousand" ? 10 : 1);
  const text = (k: number) => g.mains[k];
  return grouped<P.ReferringDomainRow>(
    g,
    g.mains.length,
    (i) => g.hosts[g.links.host[i]].main,
    req.backlinks_status_type,
    (a, k) =>
      like(g.mains[k], req.domain_filter) && a.backlinks[k] >= (req.min_backlinks ?? 0) &&
      a.pages[k] >= (req.min_referring_pages ?? 0) && a.rank[k] >= min,
    (a) =>
      desc(
        req.sort_by === "backlinks"
          ? (k) => a.backlinks[k]
          : req.sort_by === "referring_pages"
          ? (k) => a.pages[k]
          : req.sort_by === "spam_score"
          ? (k) => a.spam[k] / a.backlinks[k]
          : req.sort_by === "broken_backlinks"
          ? (k) => a.broken[k]
          : req.sort_by === "first_seen"
          ? (k) => a.first[k]
          : req.sort_by === "lost_date"
          ? (k) => (a.live[k] === 0 ? a.lastLost[k] : -1)
          : (k) => a.rank[k],
        text,
      ),
    req,
    (lp, k) => ({ ...lp, domain: g.mains[k] }),
  );
}

function domainPages(req: P.BacklinksDomainPagesRequest) {
  const g = graphOf(req.target);
  const text = (k: number) => g.pages[k].url;
  return grouped<P.DomainPageRow>(
    g,
    g.pages.length,
    (i) => g.links.page[i],
    req.backlinks_status_type,
    (a, k) => {
      const p = g.pages[k];
      return like(p.url, req.page_filter) &&
        (req.title_filter === undefined || like(p.title ?? "", req.title_filter)) &&
        (req.status_code === undefined || p.status === req.status_code) &&
        a.backlinks[k] >= (req.min_backlinks ?? 0) &&
        a.domains[k] >= (req.min_referring_domains ?? 0);
    },
    (a) =>
      desc(
        req.sort_by === "referring_domains"
          ? (k) => a.domains[k]
          : req.sort_by === "rank"
          ? (k) => a.rank[k]
          : req.sort_by === "spam_score"
          ? (k) => a.spam[k] / a.backlinks[k]
          : req.sort_by === "broken_backlinks"
          ? (k) => a.broken[k]
          : req.sort_by === "first_visited"
          ? (k) => g.pages[k].visited
          : req.sort_by === "words_count"
          ? (k) => g.pages[k].words
          : req.sort_by === "external_links"
          ? (k) => g.pages[k].external
          : (k) => a.backlinks[k],
        text,
      ),
    req,
    (lp, k) => {
      const p = g.pages[k];
      return {
        ...lp,
        page: p.url,
        title: p.title,
        status_code: p.status,
        words_count: p.words,
        internal_links_count: p.internal,
        external_links_count: p.external,
        first_visited: stampOf(p.visited, k),
      };
    },
  );
}

/** The calendar period (first day) a day falls in. */
function periodStart(day: number, range: P.BacklinksNewLostTimeseriesRequest["group_range"]) {
  const d = new Date(`${dateOfDay(day)}T00:00:00Z`);
  if (range === "month") d.setUTCDate(1);
  else if (range === "year") d.setUTCMonth(0, 1);
  else if (range === "week") d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/**
 * New and lost links per calendar period (ISO weeks, months, years), each dated its last day
 * (the request's last day for a period it cuts); empty periods are zeros, as DataForSEO gives.
 */
function timeseries(req: P.BacklinksNewLostTimeseriesRequest): P.RowsAnswer<P.NewLostPoint> {
  const g = graphOf(req.target);
  const from = Math.max(0, req.date_from ? dayIndexOf(req.date_from) : DAYS - 1 - 365);
  const to = Math.min(DAYS - 1, req.date_to ? dayIndexOf(req.date_to) : DAYS - 1);
  const rows: P.NewLostPoint[] = [];
  const keys = Object.keys(g.daily) as (keyof typeof g.daily)[];
  let current = "";
  for (let day = from; day <= to; day++) {
    const start = periodStart(day, req.group_range);
    if (start !== current) {
      current = start;
      rows.push({
        date: "",
        new_backlinks: 0,
        lost_backlinks: 0,
        new_referring_domains: 0,
        lost_referring_domains: 0,
        new_referring_main_domains: 0,
        lost_referring_main_domains: 0,
      });
    }
    const row = rows[rows.length - 1];
    row.date = `${dateOfDay(day)}T00:00:00+00:00`;
    for (const k of keys) row[k] += g.daily[k][day];
  }
  // A period's date is its last day: the loop left the last day seen in it.
  for (const row of rows) {
    const day = dayIndexOf(row.date.slice(0, 10));
    row.date = `${periodEnd(day, req.group_range, to)}T00:00:00+00:00`;
  }
  return answer(rows, rows.length);
}

/** The last day of the period of `day`, or `to` when the period runs past it. */
function periodEnd(
  day: number,
  range: P.BacklinksNewLostTimeseriesRequest["group_range"],
  to: number,
) {
  const d = new Date(`${dateOfDay(day)}T00:00:00Z`);
  if (range === "month") d.setUTCMonth(d.getUTCMonth() + 1, 0);
  else if (range === "year") d.setUTCMonth(11, 31);
  else if (range === "week") d.setUTCDate(d.getUTCDate() + (6 - (d.getUTCDay() + 6) % 7));
  const end = dayIndexOf(d.toISOString().slice(0, 10));
  return dateOfDay(Math.min(end, to));
}

/**
 * Sites sharing linking domains with the target: businesses and publishers of its topics, each
 * with the authority of its own sandbox profile; the overlap falls off down the list and never
 * exceeds the target's own linking domains.
 */
function competitors(req: P.BacklinksCompetitorsRequest): P.RowsAnswer<P.CompetitorRow> {
  const g = graphOf(req.target);
  const market = marketOfHost(g.target);
  const topics = topicsOf(g.target);
  const mains = new Set(g.hosts.filter((h) => h.live > 0).map((h) => h.main)).size;
  const n = Math.max(5, Math.min(2000, Math.round(mains * 1.5)));
  const top = Math.max(1, Math.round(mains * (0.15 + 0.25 * seeded("overlap", g.target)())));
  const taken = new Set([g.target]);
  const all: P.CompetitorRow[] = [];
  for (let i = 0; i < n; i++) {
    const r = seeded("competitor", g.target, i);
    let domain = "";
    while (!domain || taken.has(domain)) {
      domain = r() < 0.75
        ? businessDomain(r, topics[i % topics.length], market, g.target)
        : publisherDomain(r, topics[i % topics.length], market);
    }
    taken.add(domain);
    all.push({
      domain,
      rank: profileOf(domain).rank100,
      intersections: Math.min(
        mains,
        Math.max(1, Math.round(top * (1 - i / n) ** 2 * (0.85 + 0.3 * r()))),
      ),
    });
  }
  const kept = all.filter((c) =>
    c.rank >= (req.min_rank ?? 0) && c.intersections >= (req.min_intersections ?? 0)
  );
  const text = (c: P.CompetitorRow) => c.domain;
  kept.sort((x, y) =>
    (req.sort_by === "rank"
      ? y.rank - x.rank || y.intersections - x.intersections
      : y.intersections - x.intersections || y.rank - x.rank) ||
    (text(x) < text(y) ? -1 : 1)
  );
  return answer(kept.slice(req.offset, req.offset + req.limit), kept.length);
}

/** A link from `url` on `domain` to `target`, for the page intersection. */
function crossLink(
  target: string,
  domain: string,
  url: string,
  rank: number,
  seed: string,
  dofollowOnly: boolean | undefined,
): P.Backlink {
  const r = seeded("cross", seed, target);
  const host = normalTarget(target);
  const dofollow = dofollowOnly ? true : r() < 0.75;
  const first = int(r, 0, DAYS - 2);
  const last = Math.max(first, DAYS - 1 - int(r, 0, 14));
  return {
    url_from: url,
    domain_from: domain,
    url_to: /^[a-z]+:\/\//i.test(target.trim())
      ? target.trim().replace(/\*$/, "")
      : `https://${host}/`,
    domain_to: host,
    tld_from: domain.split(".").slice(1).join("."),
    rank: scaled(Math.max(0, rank - int(r, 0, 10)), "one_hundred"),
    page_from_rank: Math.max(0, rank - int(r, 0, 15)),
    domain_from_rank: rank,
    backlink_spam_score: int(r, 0, 20),
    dofollow,
    item_type: "anchor",
    anchor: r() < 0.6 ? brandName(host) : host,
    attributes: dofollow ? [] : ["nofollow"],
    page_from_title: titled(url.split("/").pop()!.replace(/-\d+$/, "").replace(/-/g, " ")),
    page_from_status_code: 200,
    domain_from_country: null,
    semantic_location: pick(r, ["article", "article", "section", "aside"]),
    is_new: first >= DAYS - NEW_DAYS,
    is_lost: false,
    is_broken: false,
    url_to_status_code: 200,
    first_seen: stampOf(first, first),
    prev_seen: null,
    last_seen: stampOf(last, last),
  };
}

/** Pages linking to several of the targets (comparison and roundup pages of their topic). */
function pageIntersection(req: P.BacklinksPageIntersectionRequest) {
  const key = req.targets.join(",");
  const first = normalTarget(req.targets[0]);
  const p = profileOf(key);
  const total = Math.round(
    Math.min(3000, p.referringDomains) * (req.intersection_mode === "all" ? 0.2 : 1),
  );
  const market = marketOfHost(first);
  const topic = topicsOf(first)[0];
  const top = Math.min(100, p.rank100 + 15);
  const rows: P.PageIntersectionRow[] = [];
  for (let i = 0; i < Math.min(total, req.limit); i++) {
    const r = seeded("intersection", key, i);
    const domain = publisherDomain(r, topic, market);
    const url = `https://${domain}/${pick(r, ["best", "reviews", "compare", "blog"])}/${
      pick(r, ["top-picks", "alternatives", "comparison", "roundup"])
    }-${int(r, 2, 999)}`;
    const count = req.intersection_mode === "all"
      ? req.targets.length
      : int(r, 1, req.targets.length);
    const rank = Math.round(top * (1 - i / Math.max(1, total)) ** 1.6);
    rows.push({
      url_from: url,
      domain_from: domain,
      intersections_count: count,
      links: req.targets.slice(0, count).map((t) => ({
        target: t,
        backlinks: [crossLink(t, domain, url, rank, `${key}|${i}`, req.dofollow_only)],
      })),
    });
  }
  return answer(rows, total);
}

/** The backlinks calls of the sandbox. */
export function sandboxBacklinks(): Pick<
  P.SeoDataProvider,
  | "backlinksSummary"
  | "backlinksList"
  | "backlinksAnchors"
  | "backlinksReferringDomains"
  | "backlinksDomainPages"
  | "backlinksCompetitors"
  | "backlinksNewLostTimeseries"
  | "backlinksPageIntersection"
> {
  return {
    backlinksSummary: (req) => Promise.resolve(summary(req)),
    backlinksList: (req) => Promise.resolve(list(req)),
    backlinksAnchors: (req) => Promise.resolve(anchors(req)),
    backlinksReferringDomains: (req) => Promise.resolve(referringDomains(req)),
    backlinksDomainPages: (req) => Promise.resolve(domainPages(req)),
    backlinksCompetitors: (req) => Promise.resolve(competitors(req)),
    backlinksNewLostTimeseries: (req) => Promise.resolve(timeseries(req)),
    backlinksPageIntersection: (req) => Promise.resolve(pageIntersection(req)),
  };
}
