/** Synthetic rows of each kind, one seeded generator per row index so pages are stable. */
import type * as P from "../provider.ts";
import { anchorOf, domainOf, pageOf, titleOf } from "./names.ts";
import { dateAt, normalTarget, type Profile, scaled } from "./profile.ts";
import { int, pick, type Random, seeded } from "./random.ts";

/** The rank of the i-th row of `total`: strongest first, never below `min`. */
export function rankAt(p: Profile, i: number, total: number, min = 0): number {
  const top = Math.min(100, p.rank100 + 15);
  const ratio = Math.min(1, Math.max(0, i / Math.max(1, total)));
  const value = top * (1 - ratio) ** 1.6;
  return Math.max(min, Math.round(value));
}

/** A link profile for a row (anchor, referring domain, page) of a given strength. */
export function linkProfile(
  r: Random,
  p: Profile,
  rank100: number,
  scale: P.RankScale,
): P.LinkProfile {
  const backlinks = int(r, 1, 40);
  const domains = Math.max(1, Math.round(backlinks / int(r, 1, 6)));
  const first = r() * 0.9;
  return {
    rank: scaled(rank100, scale),
    backlinks,
    backlinks_spam_score: Math.min(100, Math.round(p.spamScore * (0.5 + r()))),
    first_seen: dateAt(first),
    lost_date: r() < p.lostShare ? dateAt(first + r() * (1 - first)) : null,
    broken_backlinks: r() < p.brokenShare * 4
      ? int(r, 1, Math.max(1, Math.round(backlinks / 4)))
      : 0,
    broken_pages: r() < p.brokenShare * 2 ? 1 : 0,
    referring_domains: domains,
    referring_domains_nofollow: Math.round(domains * (1 - p.dofollowShare)),
    referring_main_domains: domains,
    referring_ips: domains,
    referring_subnets: Math.max(1, Math.round(domains * 0.9)),
    referring_pages: backlinks,
    referring_pages_nofollow: Math.round(backlinks * (1 - p.dofollowShare)),
  };
}

/** The i-th synthetic backlink to `target`. */
export function backlinkAt(
  target: string,
  p: Profile,
  i: number,
  total: number,
  req: {
    rank_scale: P.RankScale;
    dofollow_only?: boolean;
    broken_only?: boolean;
    min_rank?: number;
  },
): P.Backlink {
  const r = seeded("backlink", normalTarget(target), i);
  const domain = domainOf(r);
  const url = pageOf(r, domain);
  const rank100 = rankAt(
    p,
    i,
    total,
    req.min_rank !== undefined ? req.min_rank / (req.rank_scale === "one_thousand" ? 10 : 1) : 0,
  );
  const dofollow = req.dofollow_only ? true : r() < p.dofollowShare;
  const broken = req.broken_only ? true : r() < p.brokenShare;
  const first = r() * 0.9;
  const lost = !broken && r() < p.lostShare;
  const host = normalTarget(target);
  return {
    url_from: url,
    domain_from: domain,
    url_to: broken
      ? `https://${host}/old-page-${int(r, 1, 99)}`
      : `https://${host}/${pick(r, ["", "pricing", "blog/guide", "features", "about"])}`,
    domain_to: host,
    tld_from: domain.split(".").slice(1).join("."),
    rank: scaled(Math.max(0, rank100 - int(r, 0, 10)), req.rank_scale),
    page_from_rank: scaled(Math.max(0, rank100 - int(r, 0, 15)), req.rank_scale),
    domain_from_rank: scaled(rank100, req.rank_scale),
    backlink_spam_score: Math.min(100, Math.round(p.spamScore * 1.5 * r())),
    dofollow,
    item_type: pick(r, ["anchor", "anchor", "anchor", "image", "redirect"]),
    anchor: anchorOf(r, host),
    attributes: dofollow ? [] : [pick(r, ["nofollow", "ugc", "sponsored"])],
    page_from_title: titleOf(url),
    page_from_status_code: 200,
    domain_from_country: pick(r, ["US", "GB", "DE", "FR", "CA", "AU", null]),
    semantic_location: pick(r, ["article", "article", "section", "aside", "footer"]),
    is_new: first > 0.8,
    is_lost: lost,
    is_broken: broken,
    url_to_status_code: broken ? pick(r, [404, 410, 500]) : 200,
    first_seen: dateAt(first),
    prev_seen: dateAt(first + 0.05),
    last_seen: lost ? dateAt(first + r() * (0.95 - first)) : dateAt(1),
  };
}
