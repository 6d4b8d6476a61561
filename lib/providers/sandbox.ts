/**
 * The sandbox provider, the default when no DataForSEO credentials are set: deterministic,
 * plausible data derived from a hash of the request (same request, same data), every answer
 * marked `provider: "sandbox"`, never passed off as real. Costs nothing.
 */
import type * as P from "./provider.ts";
import { domainOf, pageOf, titleOf } from "./sandbox/names.ts";
import {
  AS_OF,
  dateAt,
  HISTORY_START,
  normalTarget,
  type Profile,
  profileOf,
  scaled,
} from "./sandbox/profile.ts";
import { int, seeded } from "./sandbox/random.ts";
import { backlinkAt, linkProfile, rankAt } from "./sandbox/rows.ts";
import { sandboxLabs } from "./sandbox/labs.ts";
import { sandboxSerp } from "./sandbox/serp.ts";

/** Rows of page `[offset, offset + limit)` of `total`, built one by one. */
function page<T>(total: number, offset: number, limit: number, at: (i: number) => T): T[] {
  const out: T[] = [];
  for (let i = offset; i < Math.min(total, offset + limit); i++) out.push(at(i));
  return out;
}

function answer<T>(rows: T[], total: number): P.RowsAnswer<T> {
  return { rows, total_count: total, cost_usd: 0, provider: "sandbox" };
}

/** The share of rows a minimum keeps (the stronger the floor, the fewer rows). */
function keptBy(min: number | undefined, max: number): number {
  return min === undefined ? 1 : Math.max(0.02, 1 - Math.min(1, min / Math.max(1, max)));
}

function summaryOf(req: P.BacklinksSummaryRequest, p: Profile): P.BacklinkSummary {
  const r = seeded("summary", normalTarget(req.target));
  const lp = linkProfile(r, p, p.rank100, req.rank_scale);
  const dofollow = Math.round(p.backlinks * p.dofollowShare);
  return {
    ...lp,
    backlinks: p.backlinks,
    referring_domains: p.referringDomains,
    referring_main_domains: Math.round(p.referringDomains * 0.92),
    referring_domains_nofollow: Math.round(p.referringDomains * (1 - p.dofollowShare)),
    referring_pages: p.referringPages,
    referring_pages_nofollow: Math.round(p.referringPages * (1 - p.dofollowShare)),
    referring_ips: Math.round(p.referringDomains * 0.85),
    referring_subnets: Math.round(p.referringDomains * 0.7),
    broken_backlinks: Math.round(p.backlinks * p.brokenShare),
    broken_pages: Math.round(int(r, 1, 40) * p.brokenShare * 10),
    backlinks_spam_score: p.spamScore,
    first_seen: `${HISTORY_START}T00:00:00+00:00`,
    lost_date: null,
    target: normalTarget(req.target),
    crawled_pages: int(r, 20, 5000),
    internal_links_count: int(r, 100, 50_000),
    external_links_count: int(r, 10, 5_000),
    target_spam_score: p.spamScore,
    referring_links_tld: {
      com: Math.round(p.backlinks * 0.6),
      org: Math.round(p.backlinks * 0.1),
      other: Math.round(p.backlinks * 0.3),
    },
    referring_links_types: {
      anchor: Math.round(p.backlinks * 0.85),
      image: Math.round(p.backlinks * 0.1),
      redirect: Math.round(p.backlinks * 0.05),
    },
    referring_links_attributes: { nofollow: p.backlinks - dofollow },
    referring_links_platform_types: {
      blogs: Math.round(p.backlinks * 0.4),
      cms: Math.round(p.backlinks * 0.3),
      "message-boards": Math.round(p.backlinks * 0.05),
    },
    referring_links_semantic_locations: {
      article: Math.round(p.backlinks * 0.55),
      footer: Math.round(p.backlinks * 0.15),
    },
    referring_links_countries: {
      US: Math.round(p.backlinks * 0.45),
      GB: Math.round(p.backlinks * 0.1),
      DE: Math.round(p.backlinks * 0.08),
    },
  };
}

/** The month, week, day or year buckets of a timeseries, oldest first. */
function buckets(req: P.BacklinksNewLostTimeseriesRequest): string[] {
  const end = new Date(req.date_to ? `${req.date_to}T00:00:00Z` : AS_OF);
  const startDefault = new Date(end.getTime() - 365 * 86_400_000);
  const start = new Date(
    Math.max(
      Date.parse(`${HISTORY_START}T00:00:00Z`),
      req.date_from ? Date.parse(`${req.date_from}T00:00:00Z`) : startDefault.getTime(),
    ),
  );
  const out: string[] = [];
  const d = new Date(start);
  while (d <= end && out.length < 2000) {
    out.push(d.toISOString().slice(0, 10));
    if (req.group_range === "day") d.setUTCDate(d.getUTCDate() + 1);
    else if (req.group_range === "week") d.setUTCDate(d.getUTCDate() + 7);
    else if (req.group_range === "year") d.setUTCFullYear(d.getUTCFullYear() + 1);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

/** Creates the sandbox provider. */
export function createSandboxProvider(): P.SeoDataProvider {
  return {
    name: "sandbox",
    ...sandboxLabs(),
    ...sandboxSerp(),
    backlinksSummary(req) {
      const p = profileOf(req.target);
      return Promise.resolve({
        summary: summaryOf(req, p),
        total_count: 1,
        cost_usd: 0,
        provider: "sandbox",
      });
    },
    backlinksList(req) {
      const p = profileOf(req.target);
      const base = req.mode === "as_is"
        ? p.backlinks
        : req.mode === "one_per_domain"
        ? p.referringDomains
        : Math.round(p.referringDomains * 0.6);
      const total = Math.max(
        0,
        Math.round(
          base * keptBy(req.min_rank, scaled(100, req.rank_scale)) *
            (req.dofollow_only ? p.dofollowShare : 1) * (req.broken_only ? p.brokenShare : 1),
        ),
      );
      return Promise.resolve(
        answer(
          page(total, req.offset, req.limit, (i) => backlinkAt(req.target, p, i, total, req)),
          total,
        ),
      );
    },
    backlinksAnchors(req) {
      const p = profileOf(req.target);
      const total = Math.max(
        0,
        Math.round(Math.min(p.referringDomains, 2000) * (req.anchor_filter ? 0.1 : 1)),
      );
      return Promise.resolve(answer(
        page(total, req.offset, req.limit, (i) => {
          const r = seeded("anchor", normalTarget(req.target), req.anchor_filter ?? "", i);
          const lp = linkProfile(r, p, rankAt(p, i, total), req.rank_scale);
          const link = backlinkAt(req.target, p, i, total, req);
          const anchor = req.anchor_filter &&
              !link.anchor.toLowerCase().includes(req.anchor_filter.toLowerCase())
            ? `${req.anchor_filter} ${link.anchor}`
            : link.anchor;
          return {
            ...lp,
            backlinks: Math.max(lp.backlinks, req.min_backlinks ?? 0),
            referring_domains: Math.max(lp.referring_domains, req.min_referring_domains ?? 0),
            anchor,
          };
        }),
        total,
      ));
    },
    backlinksReferringDomains(req) {
      const p = profileOf(req.target);
      const total = Math.round(
        p.referringDomains * keptBy(req.min_rank, scaled(100, req.rank_scale)) *
          (req.domain_filter ? 0.05 : 1),
      );
      return Promise.resolve(answer(
        page(total, req.offset, req.limit, (i) => {
          const r = seeded("domain", normalTarget(req.target), req.domain_filter ?? "", i);
          const lp = linkProfile(r, p, rankAt(p, i, total), req.rank_scale);
          const d = domainOf(r);
          const domain = req.domain_filter && !d.includes(req.domain_filter)
            ? `${req.domain_filter}${d}`
            : d;
          return {
            ...lp,
            backlinks: Math.max(lp.backlinks, req.min_backlinks ?? 0),
            referring_pages: Math.max(lp.referring_pages, req.min_referring_pages ?? 0),
            domain,
          };
        }),
        total,
      ));
    },
    backlinksDomainPages(req) {
      const p = profileOf(req.target);
      const host = normalTarget(req.target);
      const total = Math.round(
        Math.min(p.referringPages, 5000) * 0.2 * (req.page_filter || req.title_filter ? 0.1 : 1),
      );
      return Promise.resolve(answer(
        page(total, req.offset, req.limit, (i) => {
          const r = seeded("page", host, req.page_filter ?? "", req.title_filter ?? "", i);
          const lp = linkProfile(r, p, rankAt(p, i, total), req.rank_scale);
          const path = pageOf(r, host).split("/").pop()!;
          const url = `https://${host}/${
            req.page_filter ? `${req.page_filter.replace(/^\//, "")}-` : ""
          }${path}`;
          const title = req.title_filter ? `${req.title_filter}: ${titleOf(url)}` : titleOf(url);
          return {
            ...lp,
            backlinks: Math.max(lp.backlinks, req.min_backlinks ?? 0),
            referring_domains: Math.max(lp.referring_domains, req.min_referring_domains ?? 0),
            page: url,
            title,
            status_code: req.status_code ?? (r() < p.brokenShare * 3 ? 404 : 200),
            words_count: int(r, 150, 4000),
            internal_links_count: int(r, 10, 200),
            external_links_count: int(r, 0, 40),
            first_visited: dateAt(r()),
          };
        }),
        total,
      ));
    },
    backlinksCompetitors(req) {
      const p = profileOf(req.target);
      const total = Math.round(Math.min(2000, p.referringDomains) * keptBy(req.min_rank, 100));
      return Promise.resolve(answer(
        page(total, req.offset, req.limit, (i) => {
          const r = seeded("competitor", normalTarget(req.target), i);
          const top = Math.max(req.min_intersections ?? 1, Math.round(p.referringDomains * 0.3));
          return {
            domain: domainOf(r),
            rank: Math.max(req.min_rank ?? 0, rankAt(p, i, total)),
            intersections: Math.max(
              req.min_intersections ?? 1,
              Math.round(top * (1 - i / Math.max(1, total)) ** 2),
            ),
          };
        }),
        total,
      ));
    },
    backlinksNewLostTimeseries(req) {
      const p = profileOf(req.target);
      const rows = buckets(req).map((date) => {
        const r = seeded("newlost", normalTarget(req.target), req.group_range, date);
        const perBucket = Math.max(1, Math.round(p.backlinks / 120));
        const newBacklinks = int(r, 0, perBucket * 2);
        const lost = Math.round(newBacklinks * (0.3 + r() * p.lostShare * 5));
        const newDomains = Math.round(newBacklinks / int(r, 2, 8));
        return {
          date: `${date}T00:00:00+00:00`,
          new_backlinks: newBacklinks,
          lost_backlinks: lost,
          new_referring_domains: newDomains,
          lost_referring_domains: Math.min(newDomains + 2, Math.round(lost / int(r, 2, 8))),
          new_referring_main_domains: newDomains,
          lost_referring_main_domains: Math.round(lost / 6),
        };
      });
      return Promise.resolve(answer(rows, rows.length));
    },
    backlinksPageIntersection(req) {
      const p = profileOf(req.targets.join(","));
      const total = Math.round(
        Math.min(3000, p.referringDomains) * (req.intersection_mode === "all" ? 0.2 : 1),
      );
      return Promise.resolve(answer(
        page(total, 0, req.limit, (i) => {
          const r = seeded("intersection", req.targets.join(","), i);
          const domain = domainOf(r);
          const count = req.intersection_mode === "all"
            ? req.targets.length
            : int(r, 1, req.targets.length);
          const linked = req.targets.slice(0, count);
          return {
            url_from: pageOf(r, domain),
            domain_from: domain,
            intersections_count: count,
            links: linked.map((t, k) => ({
              target: t,
              backlinks: [
                backlinkAt(t, profileOf(t), i * 7 + k, total, {
                  rank_scale: "one_hundred",
                  dofollow_only: req.dofollow_only,
                }),
              ],
            })),
          };
        }),
        total,
      ));
    },
  };
}
