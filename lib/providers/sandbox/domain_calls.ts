/**
 * The sandbox's Labs domain calls (relevant pages, competitors, intersections, traffic): built on
 * the footprints of `domains.ts` and the keyword metrics of `keywords.ts`, so a domain's pages,
 * competitors and traffic agree with its ranked keywords and its backlink authority.
 */
import type * as L from "../labs_types.ts";
import {
  footprintOf,
  metricsFor,
  organicOf,
  poolOf,
  positionOf,
  rankOf,
  rankShare,
  topicsOf,
  urlFor,
} from "./domains.ts";
import { metricsOf } from "./keywords.ts";
import { businessDomain, marketOfHost } from "./names.ts";
import { pagesIntersection } from "./pages.ts";
import { profileOf } from "./profile.ts";
import { seeded } from "./random.ts";
import { answer, byDesc, cpcOf, SAMPLE, vol, windowOf } from "./rows_labs.ts";

/** The pages of a target and their metrics in the requested historical mode. */
function relevantPages(req: L.RelevantPagesRequest) {
  const f = footprintOf(req.target, req);
  const lostShare = profileOf(f.host).lostShare;
  const n = Math.max(1, Math.min(2000, Math.round(f.count / (6 + 14 * seeded("pages", f.host)()))));
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1) ** 1.05);
  const sum = weights.reduce((a, b) => a + b, 0);
  const pool = poolOf(f.host, req.language_code, n);
  const rows: L.RelevantPageRow[] = [];
  for (let i = 0; i < n; i++) {
    const page = i === 0
      ? `https://${f.host}/`
      : urlFor(f.host, pool[i - 1] ?? `page ${i}`, req.language_code);
    if (rows.some((r) => r.page === page)) continue;
    const r = seeded("page", f.host, page, req.location_code, req.language_code);
    const s = Math.min(1, f.strength * (0.7 + 0.5 * r()) + (i === 0 ? 0.2 : 0));
    const live = Math.max(1, Math.round((f.count * weights[i]) / sum));
    const lost = Math.round(live * lostShare * (0.3 + 1.4 * r()));
    const [count, lostCount] = req.historical_serp_mode === "live"
      ? [live, 0]
      : req.historical_serp_mode === "lost"
      ? [lost, lost]
      : [live + lost, lost];
    if (count === 0) continue;
    const organic = metricsFor(count, s, f.meanVolume, f.meanCpc, `${page}|organic`, lostCount);
    const paidPage = f.advertises && (i === 0 || /\/(pricing|compare|solutions)(\/|$)/.test(page));
    const paid = paidPage
      ? metricsFor(
        Math.max(1, Math.round(count * 0.05)),
        0.9,
        f.meanVolume,
        f.meanCpc,
        `${page}|paid`,
      )
      : null;
    rows.push({ page, organic, paid });
  }
  const order = req.sort_by === "keyword_count"
    ? byDesc((r: L.RelevantPageRow) => r.organic.count, (r) => r.page)
    : byDesc((r: L.RelevantPageRow) => r.organic.etv, (r) => r.page);
  return windowOf(rows, rows.length, (r) => r.organic.etv >= req.min_traffic, order, req.limit);
}

/**
 * The i-th competitor domain of a host: a business of one of its topics and of about its size
 * (an authority near its own, so their footprints compare), never itself.
 */
function competitorAt(host: string, i: number): string {
  const topics = topicsOf(host);
  const own = profileOf(host).rank100;
  const r = seeded("labs-competitor", host, i);
  let best = "";
  let gap = Infinity;
  for (let j = 0; j < 12 && gap > 12; j++) {
    const d = businessDomain(r, topics[i % topics.length], marketOfHost(host), host, 0.9);
    const diff = Math.abs(profileOf(d).rank100 - (own + 5));
    if (diff < gap) [best, gap] = [d, diff];
  }
  return best;
}

/** Mean position of metrics, each bucket at its middle (21-100 at the middle of its range). */
function avgPosition(m: L.PositionMetrics, maxRank: number): number {
  if (m.count === 0) return 0;
  const deep = (21 + Math.max(21, maxRank)) / 2;
  const sum = m.pos_1 + m.pos_2_3 * 2.5 + m.pos_4_10 * 7 + m.pos_11_20 * 15.5 + m.pos_21_100 * deep;
  return Math.round((sum / m.count) * 100) / 100;
}

/** Domains ranking for the target's keywords, most shared keywords first. */
function domainCompetitors(req: L.DomainCompetitorsRequest) {
  const f = footprintOf(req.target, req);
  const total = Math.max(10, Math.min(3000, Math.round(f.count / 4)));
  const n = Math.min(total, 300 + req.limit);
  const top = f.count * (0.15 + 0.25 * seeded("overlap", f.host)());
  const targetWithin = organicOf(f, req, req.max_rank_group).count;
  // As DataForSEO does, the target is listed too, sharing its whole footprint with itself.
  const own = organicOf(f, req, req.max_rank_group);
  const rows: L.DomainCompetitorRow[] = [{
    domain: f.host,
    avg_position: avgPosition(own, req.max_rank_group),
    intersections: own.count,
    full_organic: organicOf(f, req),
    shared_organic: own,
    target_shared_organic: own,
  }];
  for (let i = 0; i < n; i++) {
    const domain = competitorAt(f.host, i);
    if (rows.some((r) => r.domain === domain)) continue;
    const c = footprintOf(domain, req);
    const r = seeded("competitor-row", f.host, domain, req.location_code, req.language_code);
    const within = rankShare(c.strength, req.max_rank_group) *
      rankShare(f.strength, req.max_rank_group);
    const wanted = top * (1 - i / total) ** 2.2 * (0.85 + 0.3 * r()) * within;
    const full = organicOf(c, req);
    const cap = Math.min(targetWithin, organicOf(c, req, req.max_rank_group).count);
    const inter = Math.max(0, Math.min(cap, Math.round(wanted)));
    const seed = `${f.host}|${domain}|${req.max_rank_group}`;
    const shared = metricsFor(
      inter,
      c.strength,
      f.meanVolume,
      c.meanCpc,
      `${seed}|c`,
      0,
      req.max_rank_group,
    );
    rows.push({
      domain,
      avg_position: avgPosition(shared, req.max_rank_group),
      intersections: inter,
      full_organic: full,
      shared_organic: shared,
      target_shared_organic: metricsFor(
        inter,
        f.strength,
        f.meanVolume,
        f.meanCpc,
        `${seed}|t`,
        0,
        req.max_rank_group,
      ),
    });
  }
  const order = req.sort_by === "competitor_traffic"
    ? byDesc((r: L.DomainCompetitorRow) => r.full_organic.etv, (r) => r.domain)
    : byDesc((r: L.DomainCompetitorRow) => r.intersections, (r) => r.domain);
  const keep = (r: L.DomainCompetitorRow) =>
    r.intersections > 0 && r.intersections >= req.min_intersections;
  return windowOf(rows, rows.length * (total / n), keep, order, req.limit);
}

/** The order of intersection rows for a `sort_by`. */
function intersectionOrder(sort: L.DomainIntersectionRequest["sort_by"]) {
  const text = (r: L.DomainIntersectionRow) => r.keyword.keyword;
  if (sort === "cpc") return byDesc((r: L.DomainIntersectionRow) => cpcOf(r.keyword), text);
  if (sort === "traffic_gap") {
    return byDesc((r: L.DomainIntersectionRow) => (r.second?.etv ?? 0) - r.first.etv, text);
  }
  if (sort === "rank_gap") {
    return byDesc(
      (r: L.DomainIntersectionRow) => r.first.rank_group - (r.second?.rank_group ?? 101),
      text,
    );
  }
  return byDesc((r: L.DomainIntersectionRow) => vol(r.keyword), text);
}

/** Keywords target1 ranks for, split by whether target2 ranks for them too. */
function domainIntersection(req: L.DomainIntersectionRequest) {
  const f1 = footprintOf(req.target1, req);
  const f2 = footprintOf(req.target2, req);
  const pair = [f1.host, f2.host].sort().join("|");
  const shareOfFirst = f1.host === f2.host
    ? 1
    : (0.03 + 0.3 * seeded("pair", pair)()) * Math.min(1, f2.count / f1.count);
  const n = Math.min(f1.count, SAMPLE);
  const rows: L.DomainIntersectionRow[] = [];
  for (const k of poolOf(f1.host, req.language_code, n)) {
    const both = seeded("shared", pair, k, req.location_code)() < shareOfFirst;
    if (both !== req.intersections) continue;
    const keyword = metricsOf(k, req);
    const first = positionOf(f1.host, k, rankOf(f1.host, k, f1.strength, req), vol(keyword), req);
    const second = both
      ? positionOf(f2.host, k, rankOf(f2.host, k, f2.strength, req), vol(keyword), req)
      : null;
    rows.push({ keyword, first, second });
  }
  const keep = (r: L.DomainIntersectionRow) => vol(r.keyword) >= req.min_search_volume;
  const scale = f1.count / Math.max(1, n);
  const whole = rows.length * scale;
  // Shared keywords never outnumber target2's footprint.
  const capped = req.intersections ? Math.min(whole, f2.count) : whole;
  return windowOf(rows, capped, keep, intersectionOrder(req.sort_by), req.limit);
}

/** Traffic of each target by result type (only the types asked besides organic). */
function trafficEstimate(req: L.TrafficEstimateRequest) {
  const rows = req.targets.map((target): L.TrafficEstimateRow => {
    const f = footprintOf(target, req);
    const r = seeded("traffic", target, req.location_code, req.language_code);
    const isPage = /^([a-z]+:\/\/)?[^/]+\/.+/i.test(target.trim());
    const share = isPage ? 0.002 + 0.05 * r() : 1;
    const o = organicOf(f, req);
    const of = (count: number, ctr: number) => ({
      count,
      etv: Math.round(count * f.meanVolume * ctr * 100) / 100,
    });
    const asked = (t: L.ResultType) => req.item_types.includes(t);
    const local = /\/(near|local)|dentist|gym|pharmacy|hotel|rental|parking|massage|physio/.test(
      `${f.host}/${[...poolOf(f.host, "en", 12)].join(" ")}`,
    );
    return {
      target,
      organic: { etv: Math.round(o.etv * share * 100) / 100, count: Math.round(o.count * share) },
      paid: asked("paid")
        ? of(f.advertises ? Math.round(f.count * share * (0.01 + 0.04 * r())) : 0, 0.03)
        : null,
      featured_snippet: asked("featured_snippet")
        ? of(Math.round(f.count * share * 0.01 * f.strength), 0.08)
        : null,
      local_pack: asked("local_pack")
        ? of(local ? Math.round(f.count * share * 0.02) : 0, 0.1)
        : null,
    };
  });
  return answer(rows, rows.length);
}

/** The domain calls of the sandbox. */
export function domainCalls(): Pick<
  L.LabsCalls,
  | "relevantPages"
  | "domainCompetitors"
  | "domainIntersection"
  | "trafficEstimate"
  | "pagesIntersection"
> {
  return {
    relevantPages: (req) => Promise.resolve(relevantPages(req)),
    domainCompetitors: (req) => Promise.resolve(domainCompetitors(req)),
    domainIntersection: (req) => Promise.resolve(domainIntersection(req)),
    trafficEstimate: (req) => Promise.resolve(trafficEstimate(req)),
    pagesIntersection: (req) => Promise.resolve(pagesIntersection(req)),
  };
}
