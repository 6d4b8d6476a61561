/**
 * Competitors are rivals, not platforms. A competitor list from overlap data (shared keywords,
 * shared referring domains) is topped by sites that overlap with everyone: social platforms,
 * encyclopaedias, generalist marketplaces and price comparison engines, national portals. They
 * share keywords or linking domains with every site of a market, so they teach nothing about
 * the owner's rivals, and a paid follow-up (a keyword or link gap) against them is wasted.
 * They are recognised from the data where it says so, and from a maintained list where it does
 * not:
 *
 * - **Generalist by size** (keyword data): the shared keywords are a negligible part of its own
 *   footprint (under 1%) while it ranks for at least 50 times the owner's keywords.
 * - **Portal by authority** (link data): a domain in the top band of authority (80+/100) is
 *   linked from everywhere, so every profile shares its referring domains.
 * - **Namesake**: it shares the owner's leading brand word ("halo" in halomoney/halotop) and
 *   ranks on top (average position 3 or better) for the shared keywords: they are its own brand
 *   queries, not the owner's market.
 * - **Known platforms and marketplaces**: social and UGC platforms (`link_sources.ts`), and
 *   marketplaces and comparison engines per market (`MARKETPLACES`, declared with the other
 *   platforms in `understanding/platform_brands.ts`).
 * - **Publication** (link data): a blog, magazine, forum or news site by its name or TLD
 *   (szafiarka.blog, example-magazine.de): a place links come from, a prospect to pitch, not a
 *   rival for the same links.
 * - **Spam site** (link data): a weak domain (authority under 30/100) on a TLD abuse reports
 *   rank among the most abused (`link_risk/signals.ts`, Spamhaus): in a link overlap it is a
 *   network or scraper site that links out across the niche, not a business competing for links.
 *
 * Exports (stable; imported by backlink_trends/competitors, domain_competitors and other
 * operations that compare domains): `SetAsideKind`, `SetAside`, `RIVALS`,
 * `labelOf`, `knownSetAside(domain, data?)`, `publicationOf`, `sharedLeadingWord`,
 * `namesakeWord`, `namedLikeOwner(domain, ownerKeys)`, `SET_ASIDE_KINDS`,
 * `KeywordFootprint`, `setAsideByKeywords(row, target)`, `setAsideByLinks(domain, rank100)`,
 * `SET_ASIDE_RULE`. A null answer means a rival.
 */
import { platformOf } from "../understanding/link_sources.ts";
import { MARKETPLACES } from "../understanding/platform_brands.ts";
import { brandKeys, brandOfDomain, brandProfile } from "../business/brand.ts";
import { parse } from "tldts";
import { ABUSED_TLDS } from "../link_risk/signals.ts";

/** Why a domain was set aside. */
export type SetAsideKind =
  | "platform"
  | "marketplace"
  | "generalist"
  | "portal"
  | "namesake"
  | "publication"
  | "directory"
  | "spam_site";

/** Every kind, in one place (for result schemas). */
export const SET_ASIDE_KINDS = [
  "platform",
  "marketplace",
  "generalist",
  "portal",
  "namesake",
  "publication",
  "directory",
  "spam_site",
] as const;

export interface SetAside {
  kind: SetAsideKind;
  reason: string;
}

/** Thresholds, declared once. */
export const RIVALS = {
  generalistSizeRatio: 50,
  generalistShare: 0.01,
  portalRank100: 80,
  /** Authority under which a domain on an abused TLD is read as a spam site. */
  spamSiteRank100: 30,
  namesakePosition: 3,
  namesakeWordLength: 4,
} as const;

/** Encyclopaedias, reference and generalist information sites. */
const GENERALISTS: ReadonlySet<string> = new Set([
  "wikipedia",
  "wikihow",
  "britannica",
  "imdb",
  "google",
  "apple",
  "microsoft",
  "bbc",
  "forbes",
  "yahoo",
  "msn",
]);

/**
 * Business directories, company databases and website-statistics sites: they hold a page for
 * every business or every domain ("x.com traffic", "sites like x.com"), so they share keywords
 * and linking domains with every site of every market.
 */
const DIRECTORIES: ReadonlySet<string> = new Set([
  "similarweb",
  "semrush",
  "ahrefs",
  "builtwith",
  "hypestat",
  "statshow",
  "siteprice",
  "sitelike",
  "similarsites",
  "websiteoutlook",
  "whois",
  "crunchbase",
  "zoominfo",
  "dnb",
  "bloomberg",
  "yellowpages",
  "yell",
  "gelbeseiten",
  "dasoertliche",
  "pagesjaunes",
  "paginegialle",
  "paginasamarillas",
  "pkt",
  "panoramafirm",
  "goudengids",
  "europages",
  "kompass",
]);

/** The registrable label of a domain ("amazon" for www.amazon.co.uk). */
export function labelOf(domain: string): string {
  return parse(domain.toLowerCase()).domainWithoutSuffix ?? domain.toLowerCase();
}

/** Which data a domain was compared on: shared referring domains, or shared keywords. */
export type OverlapData = "links" | "keywords";

/** The known kind of a domain, from the platform and marketplace lists. */
export function knownSetAside(domain: string, data: OverlapData = "links"): SetAside | null {
  const platform = platformOf(domain);
  if (platform) {
    return {
      kind: "platform",
      reason: data === "links"
        ? platform.reason
        : `a ${
          platform.kind === "social" ? "social or video platform" : "user-content platform"
        }: it ranks for every topic`,
    };
  }
  const label = labelOf(domain);
  if (MARKETPLACES.has(label)) {
    return {
      kind: "marketplace",
      reason:
        "a generalist marketplace or price comparison engine: it ranks and is linked in every product market",
    };
  }
  if (DIRECTORIES.has(label)) {
    return {
      kind: "directory",
      reason:
        "a business directory or website-statistics site: it holds a page for every business or domain, so it overlaps with every site",
    };
  }
  if (GENERALISTS.has(label)) {
    return {
      kind: "generalist",
      reason: "an encyclopaedia or generalist site: it overlaps with every site",
    };
  }
  return null;
}

/**
 * Names and TLDs of publications and communities: a name part that is, or ends in, blog,
 * magazine, forum, news or journal, in several languages (Magazin, Zeitschrift, revista,
 * rivista, tidning: "dogfoodforum", "vogue-magazine", "technews"), and the .blog, .news, .media
 * and .press TLDs.
 */
const PUBLICATION =
  /(blog|magazine|magazin|forum|news|journal|zeitschrift|revista|rivista|tidning)$/;
const PUBLICATION_TLDS: ReadonlySet<string> = new Set(["blog", "news", "media", "press"]);

/** A publication or community by its name or TLD, or null. */
export function publicationOf(domain: string): SetAside | null {
  const parsed = parse(domain.toLowerCase());
  const tld = parsed.publicSuffix ?? "";
  const part = (parsed.domainWithoutSuffix ?? "").split("-").find((w) => PUBLICATION.test(w));
  const word = PUBLICATION_TLDS.has(tld) ? `.${tld}` : part;
  if (!word) return null;
  return {
    kind: "publication",
    reason:
      `a publication or community (${word}): a place links come from, a prospect to pitch, not a rival for the same links`,
  };
}

/** The leading word two labels share ("halo" of halomoney and halotop), or null. */
export function sharedLeadingWord(a: string, b: string): string | null {
  const x = labelOf(a).replace(/[^a-z0-9]/g, "");
  const y = labelOf(b).replace(/[^a-z0-9]/g, "");
  let n = 0;
  while (n < Math.min(x.length, y.length) && x[n] === y[n]) n++;
  if (n < RIVALS.namesakeWordLength) return null;
  return x.slice(0, n);
}

/**
 * The owner's brand word another domain's name starts with, or null. With brand terms (the
 * owner named them), the leading word of each term ("halo" of "Halo Money") or the whole
 * single-word name; without, the leading letters the two domain labels share.
 */
export function namesakeWord(
  domain: string,
  target: string,
  brandTerms: readonly string[] = [],
): string | null {
  const label = labelOf(domain).replace(/[^a-z0-9]/g, "");
  if (brandTerms.length === 0) return sharedLeadingWord(domain, target);
  const words = brandTerms.flatMap((t) => {
    const first = t.trim().split(/\s+/)[0] ?? "";
    return [...brandKeys(first), ...brandKeys(t)];
  }).filter((w) => w.length >= RIVALS.namesakeWordLength);
  return words.sort((a, b) => b.length - a.length).find((w) => label.startsWith(w)) ?? null;
}

/**
 * A domain named exactly like the owner's brand (its label folds to one of the owner's brand
 * keys, `business/brand.ts`): the owner's own other site (another country's domain) or a
 * namesake, never a rival to study.
 */
export function namedLikeOwner(domain: string, ownerKeys: readonly string[]): SetAside | null {
  const own = brandOfDomain(domain)?.keys ?? [];
  return own.some((k) => ownerKeys.includes(k))
    ? {
      kind: "namesake",
      reason: "named like your brand: your own other site or a namesake, not a rival",
    }
    : null;
}

/** What the keyword-data test reads of a competitor. */
export interface KeywordFootprint {
  domain: string;
  intersections: number;
  competitor_keywords: number;
  avg_position: number;
}

/** Why a keyword-data competitor is set aside, or null for a rival. */
export function setAsideByKeywords(
  row: KeywordFootprint,
  target: { domain: string; keywords: number | null; brand_terms?: readonly string[] },
): SetAside | null {
  const known = knownSetAside(row.domain, "keywords");
  if (known) return known;
  const owner = brandProfile({ target: target.domain, brand_terms: target.brand_terms });
  const sister = namedLikeOwner(row.domain, owner.terms.flatMap((t) => t.keys));
  if (sister) return sister;
  const word = namesakeWord(row.domain, target.domain, target.brand_terms);
  if (word && row.avg_position <= RIVALS.namesakePosition) {
    return {
      kind: "namesake",
      reason:
        `a namesake: it shares only the word "${word}" and ranks on top (average position ${row.avg_position}) for the shared keywords, its own brand queries`,
    };
  }
  const share = row.competitor_keywords > 0 ? row.intersections / row.competitor_keywords : 1;
  if (
    target.keywords && row.competitor_keywords >= RIVALS.generalistSizeRatio * target.keywords &&
    share < RIVALS.generalistShare
  ) {
    return {
      kind: "generalist",
      reason: `a generalist: ${row.competitor_keywords} ranked keywords (${
        Math.round(row.competitor_keywords / target.keywords)
      }× yours), of which the shared ones are under 1%`,
    };
  }
  return null;
}

/** Why a link-data competitor is set aside, or null for a rival. */
export function setAsideByLinks(domain: string, rank100: number): SetAside | null {
  const known = knownSetAside(domain, "links");
  if (known) return known;
  const publication = publicationOf(domain);
  if (publication) return publication;
  const tld = parse(domain.toLowerCase()).publicSuffix ?? "";
  if (ABUSED_TLDS.has(tld) && rank100 < RIVALS.spamSiteRank100) {
    return {
      kind: "spam_site",
      reason: `a weak domain (authority ${
        Math.round(rank100)
      }/100) on .${tld}, a TLD abuse reports rank among the most abused: a network or scraper site linking across the niche, not a rival`,
    };
  }
  if (rank100 >= RIVALS.portalRank100) {
    return {
      kind: "portal",
      reason: `a portal or platform (authority ${
        Math.round(rank100)
      }/100): linked from everywhere, it shares referring domains with every site`,
    };
  }
  return null;
}

/** The rules as a result's `method` states them. */
export const SET_ASIDE_RULE =
  `platforms, marketplaces, encyclopaedias, business directories and website-statistics sites (maintained lists); a domain named exactly like the owner's brand; in link data, portals of authority >= ${RIVALS.portalRank100}/100, publications (blog, magazine, forum, news by name or TLD) and weak domains (authority < ${RIVALS.spamSiteRank100}) on the most abused TLDs; in keyword data, generalists ranking for ${RIVALS.generalistSizeRatio}x the target's keywords with the shared ones under ${
    RIVALS.generalistShare * 100
  }% of theirs, and namesakes whose name starts with the owner's brand word and that rank at ${RIVALS.namesakePosition} or better on the shared keywords (their own brand queries): set aside with a reason, listed last, never a follow-up target`;
