/** Keywords without a fitting page, grouped into suggested new pages in the site's own URL style. */
import { type PageMatch, slugify, stemJaccard } from "../page_match.ts";
import { byText, normalizeText } from "../../toolkit/text.ts";
import { type Intent } from "../../toolkit/values.ts";
import { serpShare, type SerpUrls, topSet } from "../keyword_clusters/serp_overlap.ts";
import { SERP_THRESHOLDS } from "../keyword_clusters/thresholds.ts";
import { evidencedLanguageOfText, languageOfText } from "../understanding/language.ts";
import { languageOfUrl } from "../understanding/locale.ts";
import { CONVENTION_MIN_PAGES, FOLDER_DEPTH, SERIES_MIN_WORDS, T } from "./thresholds.ts";
import { type MissingPageOpportunity } from "./result.ts";
import { type Keyword, type Page } from "./facts.ts";
import { type Scored } from "./score.ts";

function compatible(a: Intent | "unknown", b: Intent | "unknown"): boolean {
  return a === b || a === "unknown" || b === "unknown";
}

function pageTypeFor(kw: Keyword): MissingPageOpportunity["suggested_page_type"] {
  const text = kw.phrase.norm;
  switch (kw.intent) {
    case "informational":
      return /\b(how|guide|tutorial|steps|checklist)\b/.test(text) ? "guide" : "blog_post";
    case "commercial":
      return /\b(best|top|vs|versus|compare|comparison|alternatives?|review|reviews)\b/.test(text)
        ? "comparison_page"
        : "landing_page";
    case "transactional":
      if (/\b(price|prices|pricing|cost|costs|quote|plans?)\b/.test(text)) return "pricing";
      return /\b(buy|shop|order|for sale|cheap|deal|deals|discount|coupon)\b/.test(text)
        ? "product"
        : "landing_page";
    case "navigational":
      return "landing_page";
    default:
      // No modifier: a noun phrase names an offering ("cooking class gift voucher paris").
      return "landing_page";
  }
}

const DEFAULT_PREFIX: Record<MissingPageOpportunity["suggested_page_type"], string> = {
  blog_post: "/blog",
  guide: "/guides",
  comparison_page: "/compare",
  landing_page: "",
  product: "/products",
  pricing: "",
};

const TYPE_INTENT: Record<MissingPageOpportunity["suggested_page_type"], Intent> = {
  blog_post: "informational",
  guide: "informational",
  comparison_page: "commercial",
  landing_page: "commercial",
  product: "transactional",
  pricing: "transactional",
};

function sitePrefix(
  type: MissingPageOpportunity["suggested_page_type"],
  pages: readonly Page[],
): string {
  if (type === "landing_page" || type === "pricing") return "";
  const intent = TYPE_INTENT[type];
  const counts = new Map<string, number>();
  for (const p of pages) {
    const segments = p.u.path.split("/").filter(Boolean);
    if (segments.length < FOLDER_DEPTH || !p.intent.intents.includes(intent)) continue;
    counts.set(segments[0], (counts.get(segments[0]) ?? 0) + 1);
  }
  const top =
    [...counts].filter(([, c]) => c >= CONVENTION_MIN_PAGES).sort((a, b) =>
      b[1] - a[1] || byText(a[0], b[0])
    )[0];
  return top ? `/${top[0]}` : DEFAULT_PREFIX[type];
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A working title for a new page. The English framings ("a complete guide", "compared side by
 * side") are added to English keywords only: a keyword in another language keeps its own words.
 */
function titleFor(
  head: string,
  type: MissingPageOpportunity["suggested_page_type"],
  language: string | null,
): string {
  const h = capitalise(head.trim());
  if (language !== null && language !== "en") return h;
  const lower = head.toLowerCase();
  switch (type) {
    case "guide":
    case "blog_post":
      if (/^how\b/.test(lower)) return `${h}: step-by-step guide`;
      if (/^(what|why|when|where|who|which|is|are|can|does|do)\b/.test(lower)) {
        return `${h.replace(/\?+$/, "")}? Explained`;
      }
      return /\bguide\b/.test(lower) ? h : `${h}: a complete guide`;
    case "comparison_page":
      return `${h}: compared side by side`;
    case "product":
      return `${h}: prices and options`;
    case "pricing":
      return /\bpric/.test(lower) ? h : `${h}: plans and pricing`;
    default:
      return h;
  }
}

/**
 * Missing keywords grouped into new pages (similar keywords of compatible intents share one),
 * biggest demand first, each with its page type, URL in the site's own structure, title and
 * the reason no existing page will do.
 */
export function groupMissing(
  missing: readonly Scored[],
  pages: readonly Page[],
  serps?: SerpUrls,
): MissingPageOpportunity[] {
  const taken = new Set(pages.map((p) => p.u.path));
  const prefixes = new Map<MissingPageOpportunity["suggested_page_type"], string>();
  return groupsOf(missing, serps).map(({ members, volume, groupedBy }, i) => {
    const head = members[0].kw;
    const type = pageTypeFor(head);
    const closest = members.map((m) => m.best).filter((b): b is PageMatch => b !== null)
      .sort((a, b) => b.score - a.score || a.page - b.page)[0] ?? null;
    const near = closest ? pages[closest.page].url : null;
    const { slug, url } = placeOf(head, type, i, { pages, taken, prefixes, near });
    return {
      id: `new-${i + 1}`,
      head_keyword: head.phrase.text,
      keywords: members.map((m) => m.kw.phrase.text),
      total_search_volume: volume,
      intent: head.intent,
      suggested_page_type: type,
      suggested_slug: slug,
      suggested_url: url,
      suggested_title: titleFor(head.phrase.text, type, languageOfText(head.phrase.text)),
      closest_page: closest ? { url: pages[closest.page].url, score: closest.score } : null,
      reason: reasonOf(members, closest, pages),
      grouped_by: groupedBy,
    };
  });
}

/**
 * Whether two missing keywords belong on one new page. With both keywords' SERPs, Google's
 * answer decides: they share a page when their top results overlap at the page level (the
 * share SERP clustering uses, `SERP_THRESHOLDS.subtopic`), never across intents or languages;
 * otherwise their words decide (stem Jaccard at `T.group_similarity`, compatible intents).
 */
function onePage(a: Keyword, b: Keyword, serps: SerpUrls | undefined): boolean {
  if (!compatible(a.intent, b.intent)) return false;
  const [sa, sb] = serps ? [topSet(serps, a.phrase.text), topSet(serps, b.phrase.text)] : [];
  if (sa && sb) {
    return languageOfText(a.phrase.text) === languageOfText(b.phrase.text) &&
      serpShare(sa, sb) >= SERP_THRESHOLDS.subtopic - 1e-9;
  }
  return stemJaccard(a.phrase, b.phrase) >= T.group_similarity - 1e-9;
}

interface Group {
  members: Scored[];
  volume: number | null;
  groupedBy: "serp" | "lexical";
}

/** Union-find over missing keywords one page can serve; biggest demand first. */
function groupsOf(missing: readonly Scored[], serps: SerpUrls | undefined): Group[] {
  const parent = missing.map((_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (let i = 0; i < missing.length; i++) {
    for (let j = i + 1; j < missing.length; j++) {
      if (!onePage(missing[i].kw, missing[j].kw, serps)) continue;
      const [ra, rb] = [find(i), find(j)];
      if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
    }
  }
  const groups = Map.groupBy(missing, (_, i) => find(i));
  return [...groups.values()].map((members) => groupOf(members, serps)).sort((a, b) =>
    (b.volume ?? -1) - (a.volume ?? -1) || b.members.length - a.members.length ||
    byText(a.members[0].kw.phrase.text, b.members[0].kw.phrase.text)
  );
}

/** A group's demand, and whether SERPs grouped it (every member had one). Members keep priority order, so the first is the head keyword. */
function groupOf(members: Scored[], serps: SerpUrls | undefined): Group {
  const vols = members.map((m) => m.kw.volume).filter((v): v is number => v !== null);
  const bySerp = serps !== undefined && members.every((m) => topSet(serps, m.kw.phrase.text));
  return {
    members,
    volume: vols.length > 0 ? vols.reduce((a, b) => a + b, 0) : null,
    groupedBy: bySerp ? "serp" : "lexical",
  };
}

/**
 * The new page's slug and URL: the site's folder for the page type (or the series it
 * continues), under the keyword's language folder on a multilingual site, never a taken URL.
 */
function placeOf(
  head: Scored["kw"],
  type: MissingPageOpportunity["suggested_page_type"],
  i: number,
  site: {
    pages: readonly Page[];
    taken: Set<string>;
    prefixes: Map<MissingPageOpportunity["suggested_page_type"], string>;
    /** The closest existing page's URL, whose language folder an unclear keyword follows. */
    near: string | null;
  },
): { slug: string; url: string } {
  const { pages, taken, prefixes } = site;
  // Product slugs name the product, not the act of buying it.
  const question = (type === "blog_post" || type === "guide") &&
    /^(how|what|why|when|where|who|which|is|are|can|does|do)\b/i.test(head.phrase.norm);
  const slugSource = type === "product"
    ? head.phrase.text.replace(/^\s*(buy|shop|order)\s+/i, "").replace(
      /\s+(for sale|online)\s*$/i,
      "",
    )
    : head.phrase.text;
  let slug = slugify(slugSource, { keepStopwords: question }) || slugify(head.phrase.text) ||
    `page-${i + 1}`;
  let prefix = prefixes.get(type);
  if (prefix === undefined) {
    prefix = sitePrefix(type, pages);
    prefixes.set(type, prefix);
  }
  // A sibling of an existing series ("crm for dentists" beside /industries/real-estate,
  // "CRM for real estate agents") goes in that series' folder, named by what differs.
  const sibling = siblingOf(head.phrase.text, pages);
  if (sibling) ({ prefix, slug } = sibling);
  // On a site with language folders, a new page goes under its keyword's language folder when
  // the site has one (never a folder the site lacks: "/sv/" on a Danish site); else under the
  // closest page's, else at the site root.
  const locales = new Set(pages.map((p) => languageOfUrl(p.url)).filter((l) => l !== null));
  const read = evidencedLanguageOfText(head.phrase.text);
  const folder = locales.size > 0
    ? (read !== null && locales.has(read) ? read : languageOfUrl(site.near))
    : null;
  if (folder && !prefix.startsWith(`/${folder}/`) && prefix !== `/${folder}`) {
    prefix = `/${folder}${prefix}`;
  }
  let url = `${prefix}/${slug}`;
  for (let n = 2; taken.has(url.toLowerCase()); n++) url = `${prefix}/${slug}-${n}`;
  taken.add(url.toLowerCase());
  return { slug, url };
}

/** Why no existing page will do: a rule's reason, another intent, a weak best match, or none. */
function reasonOf(
  members: readonly Scored[],
  closest: PageMatch | null,
  pages: readonly Page[],
): string {
  const head = members[0].kw;
  const ruled = members.find((m) => m.ruling?.kind === "missing")?.ruling ?? null;
  if (ruled) return capitalise(ruled.reason);
  if (members.some((m) => m.missingReason === "intent")) {
    return `The closest page serves a different intent (score ${closest?.score}); ${head.intent} searchers need their own page`;
  }
  if (closest) {
    return `No page scores ${T.weak}+ (best ${closest.score}: ${pages[closest.page].url})`;
  }
  return head.phrase.stems.length === 0
    ? "The keyword has no topic words to match; it needs its own page or a rewrite"
    : "No page shares a topic word with the keyword";
}

/** The words of a text, normalised, stopwords kept (a frame is "crm for", "hotels in"). */
function frameWords(text: string): string[] {
  return normalizeText(text).split(" ").filter(Boolean);
}

/**
 * The folder and slug of a new page that continues a series of existing pages: a page two or
 * more levels deep whose title opens with the same two or more words as the keyword ("CRM for
 * real estate agents" and "crm for dentists"), and whose slug names what its title adds after
 * them (`real-estate`). The new page goes beside it, named after what the keyword adds.
 */
export function siblingOf(
  keyword: string,
  pages: readonly Page[],
): { prefix: string; slug: string } | null {
  const words = frameWords(keyword);
  let best: { prefix: string; slug: string; shared: number } | null = null;
  for (const p of pages) {
    const segments = p.u.path.split("/").filter(Boolean);
    if (segments.length < FOLDER_DEPTH) continue;
    const title = frameWords(p.title.split(/\s[|:–—-]\s/)[0]);
    let shared = 0;
    while (shared < words.length && shared < title.length && words[shared] === title[shared]) {
      shared++;
    }
    const rest = words.slice(shared);
    if (shared < SERIES_MIN_WORDS || rest.length === 0 || title.length === shared) continue;
    // The page's slug names its own remainder ("real-estate" in "real estate agents").
    const own = slugify(title.slice(shared).join(" "));
    const last = segments.at(-1)!.toLowerCase();
    if (!own.startsWith(last) && !last.startsWith(own)) continue;
    if (best && best.shared >= shared) continue;
    const slug = slugify(rest.join(" "));
    if (!slug) continue;
    best = { prefix: `/${segments.slice(0, -1).join("/")}`, slug, shared };
  }
  return best ? { prefix: best.prefix, slug: best.slug } : null;
}
