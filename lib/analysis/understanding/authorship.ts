/**
 * Who wrote a page and when: the article's own structured data first (schema.org `author`,
 * `datePublished`, `dateModified` of the main CreativeWork, in JSON-LD), then the meta tags
 * publishers use (`article:published_time`, `author`, Dublin Core, Parse.ly), then what the
 * byline shows (a `rel="author"` link, an author archive link, an element marked as the author
 * or byline, a `<time datetime>`). An author that is the site or the
 * publisher itself is not the page's author. Google reads the same fields
 * (Search Central, *Article structured data*; *Influence the byline date*).
 */
import { contentBlocks, type PageModel } from "../../web/html.ts";
import { bylineDates } from "./prose_dates.ts";
import { entitiesOfJson } from "./rich_results/page_markup.ts";
import { isA } from "./rich_results/schema_types.ts";

/** The page's author and dates, each with where it was read. */
export interface Authorship {
  author: string | null;
  published: string | null;
  modified: string | null;
  sources: { author: string | null; published: string | null; modified: string | null };
}

type Entity = Record<string, unknown>;

/** Names of the authors of an `author` value (a name, a Person, a list), persons only. */
function personNames(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((a) => {
    if (typeof a === "string") return a.trim() && !/^https?:/.test(a) ? [a.trim()] : [];
    if (a === null || typeof a !== "object") return [];
    const e = a as Entity;
    const type = String(Array.isArray(e["@type"]) ? e["@type"][0] : e["@type"] ?? "Person");
    if (isA(type, "Organization")) return [];
    return typeof e.name === "string" && e.name.trim() ? [e.name.trim()] : [];
  });
}

/** The page's main creative work: an Article, Recipe, BlogPosting ... (not the WebSite). */
function mainWork(page: PageModel): Entity | null {
  const entities = page.json_ld.flatMap((b) =>
    b.data !== null && !b.repaired ? entitiesOfJson(b.data) : []
  );
  const works = entities.filter((e) => {
    const type = String(Array.isArray(e["@type"]) ? e["@type"][0] : e["@type"]);
    return isA(type, "CreativeWork") && !isA(type, "WebSite") && !isA(type, "BreadcrumbList") &&
      (e.author !== undefined || e.datePublished !== undefined);
  });
  const withAuthor = works.find((e) => personNames(e.author).length > 0);
  return withAuthor ?? works[0] ?? null;
}

/** Words that open a byline ("By", "Written by", "Von", "Par", "Por", "Di", "Door", "Av"). */
const BYLINE_PREFIX =
  /^((written|posted|published|reviewed|edited|words|articles|posts|stories)\s+)?(by|von|par|por|di|door|av|af|autor(?:a)?:?|author:?|auteur:?)\s+/i;
/** "byJane Doe": a template that glued the lowercase prefix to the name. */
const GLUED_BY = /^by(?=\p{Lu})/u;
/** Labels that are not a name. */
const NOT_A_NAME =
  /^(author|authors|autor|auteur|by|admin|administrator|staff|guest|anonymous|unknown|editor|editors|about the author|the author|view all posts|more posts|read more)$/i;

/** A degree or credential after a name ("DVM", "PhD", "M.D.", "RN"). */
const CREDENTIAL = /^(\p{Lu}\.?){2,5}$|^(Ph\.?D|M\.?Sc|B\.?Sc|Dipl\.?[\p{L}.-]*|Mag\.|Dr\.)$/u;

/**
 * The names of a byline without what follows them: Google puts only the name in
 * `author.name` (Search Central, *Article structured data*, author best practices), so a
 * credential or a job title after a comma ("Maya Ortiz, DVM, emergency veterinarian") ends it;
 * a second name ("Jane Doe, John Smith") is kept.
 */
function namesOnly(text: string): string {
  const [first, ...rest] = text.split(/\s*,\s*/);
  const kept = [first];
  for (const part of rest) {
    const words = part.split(/\s+/);
    const aName = words.length >= 2 && words.length <= 4 &&
      words.every((w) =>
        /^\p{Lu}[\p{Ll}'’-]+\.?$/u.test(w) || /^(and|und|et|y|e|en|och|og)$/.test(w)
      );
    if (!aName || CREDENTIAL.test(part)) break;
    kept.push(part);
  }
  return kept.join(", ");
}

/** A person's or team's name from a byline text, or null when it does not read as one. */
function bylineName(text: string): string | null {
  const first = text.replace(/\s+/g, " ").trim().split(/\s+[|·•—–]\s+|\s+-\s+|\n/)[0];
  const full = first.replace(BYLINE_PREFIX, "").replace(GLUED_BY, "").replace(
    /\s+(on|am|le|el|il|op|på)\s+.*$/i,
    "",
  )
    .replace(/[,:;]$/, "").trim();
  const name = namesOnly(full);
  const wordCount = name.split(/\s+/).length;
  if (!/\p{L}/u.test(name) || wordCount > 8 || NOT_A_NAME.test(name)) return null;
  // "{name} says:" is how comment templates (WordPress's among them) introduce a commenter.
  if (/\s(says|said|sagt|dit|dice|ha detto)\b/i.test(name)) return null;
  if ((name.match(/\d/g) ?? []).length > 3 || /https?:|@|\.(com|net|org)\b/i.test(name)) {
    return null;
  }
  return name;
}

/**
 * An author archive link's text: WordPress serves a writer's posts at /author/{nicename}/
 * (developer.wordpress.org, Author Templates), and most CMSs follow (/authors/, /autor/).
 */
const AUTHOR_ARCHIVE =
  /\/(author|authors|autor|autores|auteur|auteurs|autore|autori|writers?|contributors?|redaktion\/autoren)\/[^/?#]+\/?$/i;

function archiveAuthor(page: PageModel): string | null {
  for (const link of page.links) {
    if (!link.url || !AUTHOR_ARCHIVE.test(new URL(link.url).pathname)) continue;
    const name = bylineName(link.text);
    if (name) return name;
  }
  return null;
}

/** The first byline element's name (itemprop="author", class "author" or "byline"). */
function bylineAuthor(page: PageModel): string | null {
  for (const text of page.byline_texts) {
    const name = bylineName(text);
    if (name) return name;
  }
  return null;
}

/** The first visible `<time datetime>` that holds a date (a byline's). */
function timeOnPage(page: PageModel): { value: string; source: string } | null {
  const value = page.time_datetimes.find((t) => /^\d{4}-\d{2}-\d{2}/.test(t));
  return value ? { value, source: "a <time datetime> on the page" } : null;
}

function dateOf(value: unknown): string | null {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value.trim()) ? value.trim() : null;
}

/** The byline's dates in words: marked byline elements, and the first short content blocks. */
function proseDates(page: PageModel): { published: string | null; modified: string | null } {
  const leads = contentBlocks(page).slice(0, 12).map((b) => b.text).filter((t) => t.length <= 240);
  return bylineDates(page.byline_texts, leads, [page.lang, page.text_language]);
}

/** Reads the page's author and dates; `siteName` (and the publisher) are never the author. */
export function authorshipOf(page: PageModel, siteName: string | null): Authorship {
  const work = mainWork(page);
  const m = (...keys: string[]) => {
    for (const k of keys) {
      const v = page.meta[k]?.trim();
      if (v) return { value: v, source: `meta ${k}` };
    }
    return null;
  };
  const publisher = work?.publisher && typeof work.publisher === "object"
    ? String((work.publisher as Entity).name ?? "")
    : "";
  // A profile URL ("www.facebook.com/name") is not a name.
  const notSite = (name: string) =>
    name !== siteName && name !== publisher && !/^https?:|^[\w.-]+\.[a-z]{2,}\//i.test(name);
  const ldAuthor = work ? personNames(work.author).filter(notSite) : [];
  const metaAuthor = m(
    "author",
    "article:author",
    "dc.creator",
    "parsely-author",
    "sailthru.author",
  );
  // A visible byline link marked rel="author" (HTML's link type for the author).
  const relAuthor = page.links.find((l) =>
    l.rel.includes("author") && l.text.trim().length > 1 && l.text.split(/\s+/).length <= 6
  )?.text.trim();
  const archive = archiveAuthor(page), byline = bylineAuthor(page);
  const author = ldAuthor.length > 0
    ? { value: ldAuthor.join(", "), source: "JSON-LD author" }
    : metaAuthor && notSite(metaAuthor.value)
    ? metaAuthor
    : relAuthor && notSite(relAuthor)
    ? { value: relAuthor, source: 'a rel="author" link' }
    : archive && notSite(archive)
    ? { value: archive, source: "an author archive link (/author/…)" }
    : byline && notSite(byline)
    ? { value: byline, source: "the byline" }
    : null;
  const published = (work && dateOf(work.datePublished))
    ? { value: dateOf(work.datePublished)!, source: "JSON-LD datePublished" }
    : m(
      "article:published_time",
      "og:article:published_time",
      "article.published",
      "date",
      "dc.date",
      "dc.date.issued",
      "parsely-pub-date",
      "sailthru.date",
      "pubdate",
    ) ?? timeOnPage(page);
  const modified = (work && dateOf(work.dateModified))
    ? { value: dateOf(work.dateModified)!, source: "JSON-LD dateModified" }
    : m(
      "article:modified_time",
      "og:article:modified_time",
      "og:updated_time",
      "article.updated",
      "dc.date.modified",
      "last-modified",
    );
  // Dates written only in the byline's words, when neither markup nor meta gives them.
  const prose = published && modified ? null : proseDates(page);
  const inWords = (value: string | null | undefined) =>
    value ? { value, source: "the byline's words" } : null;
  return withDates(
    author,
    published ?? inWords(prose?.published),
    modified ?? inWords(prose?.modified),
  );
}

type Sourced = { value: string; source: string } | null;

function withDates(author: Sourced, published: Sourced, modified: Sourced): Authorship {
  return {
    author: author?.value ?? null,
    published: published?.value ?? null,
    modified: modified?.value ?? null,
    sources: {
      author: author?.source ?? null,
      published: published?.source ?? null,
      modified: modified?.source ?? null,
    },
  };
}
