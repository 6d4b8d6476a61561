/**
 * What kind of page a link-gap source is, as a link builder reads it before outreach. Only an
 * earned editorial page (a comparison, a roundup, a resource list, an article) can be asked to
 * add the owner; the rest are set aside or handled another way:
 *
 * - **generated**: a page generated for every domain ("sites like x.com", "x.com vs y.com
 *   website worth", whois and traffic-stat pages). Its title or address carries a linked
 *   target's domain name itself, as such generators write it; an editor names a brand. Google's
 *   spam policies class pages produced at scale without value for the reader (scaled content,
 *   scraped content) as spam: no pitch, no value.
 * - **paid**: the link carries rel="sponsored", which Google asks for on ads, affiliate and paid
 *   placements (Search Central, "Qualify your outbound links"): a coupon or deals listing to buy
 *   into, not a link to earn.
 * - **ugc**: rel="ugc" (Google: user-generated content, forums and comments) or a known social
 *   or UGC platform (`understanding/link_sources.ts`): a conversation to take part in, never a
 *   link request.
 * - **listing**: a review or listing platform (Trustpilot, G2 ...): a profile to claim.
 * - **directory**: a directory, deals or coupon page by its title, in several languages: links
 *   listed by submission, not by an editor's choice (Google's link spam policy names
 *   low-quality directory links); a free, edited submission at most.
 * - **gone**: the page answers an error (4xx/5xx) or its links are all lost: there is no page to
 *   pitch and no link to earn beside the others.
 * - **hacked**: its title or address is about a spam vertical (casino, pills, payday loans ...:
 *   `link_risk/spam_topics.ts`) on a domain whose name is not: Google's spam policies describe
 *   hacked sites filled with such pages and links; a page that links to rivals from there is an
 *   injected link, never a prospect.
 * - **editorial**: the rest; `comparison` when its title compares or ranks options in any of
 *   several languages, `news` when its address is dated (/2026/05/) as news sites file stories.
 */
import { spamTopicOf } from "../link_risk/spam_topics.ts";
import { platformOf } from "../understanding/link_sources.ts";

export type PageKind =
  | "editorial"
  | "generated"
  | "paid"
  | "ugc"
  | "listing"
  | "directory"
  | "gone"
  | "hacked";

/** The page kinds, for schemas. */
export const PAGE_KINDS = [
  "editorial",
  "generated",
  "paid",
  "ugc",
  "listing",
  "directory",
  "gone",
  "hacked",
] as const satisfies readonly PageKind[];

/** What the rule reads of one source page. */
export interface SourcePage {
  url_from: string;
  domain_from: string;
  title: string;
  attributes: readonly string[];
  /** The domains the page links to (the request's targets it links). */
  targets: readonly string[];
  /** The page's HTTP status, when known. */
  status_code?: number | null;
  /** Every link of the page to the targets is lost. */
  all_lost?: boolean;
}

export interface PageKindOf {
  kind: PageKind;
  /** For an editorial page: a comparison/roundup, a dated news story, or another article. */
  angle: "comparison" | "news" | "article" | null;
  reason: string;
}

/**
 * Titles that compare or rank options: "best", "top 10", "vs", "compared", "tested", "review",
 * "alternatives" (en), "beste", "Vergleich", "Test" (de), "meilleur", "comparatif" (fr), "mejor",
 * "comparativa" (es), "migliori", "confronto" (it), "najlepsze", "ranking", "porównanie" (pl),
 * "vergelijking" (nl), "melhores" (pt).
 */
const COMPARISON =
  /\b(best|top \d+|\d+ best|vs\.?|versus|compared|comparison|tested|reviews?|alternatives|beste|vergleich|testsieger|meilleur(e)?s?|comparatif|mejor(es)?|comparativa|miglior[ie]|confronto|najlepsze|ranking|por[oó]wnanie|vergelijking|melhores)\b/iu;

/**
 * Titles of directories and deal listings: directory, deals, coupons, promo/voucher codes (en),
 * Verzeichnis, Gutscheine (de), annuaire, bons plans (fr), directorio, cupones (es), elenco,
 * coupon (it), katalog, kody rabatowe (pl), gids (nl).
 */
const DIRECTORY =
  /\b(director(y|ies)|deals|coupons?|promo codes?|vouchers?|verzeichnis|gutscheine?|annuaire|bons plans|directorio|cupones|elenco|katalog|kody rabatowe)\b/i;

/** A dated address, as news sites file stories: /2026/05/ or /2026-05-19/. */
const DATED = /\/20\d\d[/-][01]\d([/-]|$)/;

/** The bare host of a domain or URL. */
function looseHostOf(value: string): string {
  return value.toLowerCase().replace(/^[a-z]+:\/\//, "").replace(/^www\./, "").split(/[/?#]/)[0];
}

/** The page's kind, angle and the reason. */
export function pageKindOf(p: SourcePage): PageKindOf {
  const title = p.title.toLowerCase();
  const address = p.url_from.toLowerCase();
  if ((p.status_code ?? 200) >= 400 || p.all_lost) {
    return {
      kind: "gone",
      angle: null,
      reason: p.all_lost
        ? "its links are all lost: the page no longer links to anyone here"
        : `the page answers ${p.status_code}: there is no page to pitch`,
    };
  }
  const pathWords = address.replace(/^[a-z]+:\/\/[^/]*/, "").replace(/[/_.?=&-]+/g, " ");
  const topic = spamTopicOf(`${title} ${pathWords}`);
  if (topic && !spamTopicOf(looseHostOf(p.domain_from).replace(/[.-]+/g, " "))) {
    return {
      kind: "hacked",
      angle: null,
      reason:
        `a ${topic} page on a site that is not about it: hacked or injected content (Google's spam policies); its links are placed, not earned; no pitch`,
    };
  }
  const named = p.targets.map(looseHostOf).find((t) =>
    t.includes(".") && (title.includes(t) || address.includes(t))
  );
  if (named) {
    return {
      kind: "generated",
      angle: null,
      reason:
        `a page generated for every domain: its title or address carries the domain "${named}" itself (similar-sites, site-worth and stats generators); no value, no pitch`,
    };
  }
  if (p.attributes.includes("sponsored")) {
    return {
      kind: "paid",
      angle: null,
      reason:
        `its links carry rel="sponsored" (a paid, affiliate or coupon placement): bought, not earned; no pitch`,
    };
  }
  const platform = platformOf(p.domain_from);
  if (platform?.kind === "review_listing") {
    return { kind: "listing", angle: null, reason: platform.reason };
  }
  if (platform || p.attributes.includes("ugc")) {
    return {
      kind: "ugc",
      angle: null,
      reason: platform?.reason ??
        `its links carry rel="ugc": user-generated content (a forum or comments); take part, never ask for a link`,
    };
  }
  if (DIRECTORY.test(p.title)) {
    return {
      kind: "directory",
      angle: null,
      reason:
        "a directory or deals listing (by its title): links by submission, not an editor's choice",
    };
  }
  const angle = COMPARISON.test(p.title)
    ? "comparison"
    : DATED.test(address.replace(/^[a-z]+:\/\/[^/]*/, ""))
    ? "news"
    : "article";
  return { kind: "editorial", angle, reason: `an editorial page (${angle})` };
}
