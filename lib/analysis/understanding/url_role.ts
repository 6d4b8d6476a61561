/**
 * What a ranking URL is by its address, read before its traffic, as an SEO reads a site's top
 * pages. Google Search Central names the cases:
 *
 * - **duplicate**: a variant of another page of the site: a printer-friendly view, an AMP copy,
 *   a sorted, tracked or reply-to variant ("Consolidate duplicate URLs": device variants, site
 *   functions such as sorting, accidental variants). Its rankings belong to the page it copies:
 *   point its rel="canonical" there or noindex it.
 * - **internal_search**: the site's own search results (`?s=`, `/search?q=`). Google asks
 *   sites to keep such auto-generated pages out of its index (spam policies, thin
 *   auto-generated content; "Manage crawl budget": block internal search results).
 * - **archive**: a tag, author or date archive, or page 2+ of a paginated series: it lists
 *   content and is not content to grow (Google indexes paginated pages one by one, so such a
 *   page stays crawlable; the items it lists should own its queries).
 * - **utility**: legal, account, cart, contact and career pages: they should rank for the
 *   brand's own navigational searches and need no content work.
 * - **homepage**: the site root, the brand's front door: it earns brand searches.
 * - **content**: the rest, the pages content work is for.
 */

/** The role of a URL. */
export type UrlRole =
  | "content"
  | "homepage"
  | "duplicate"
  | "internal_search"
  | "archive"
  | "utility";

/** The value list of `UrlRole`, for schemas. */
export const URL_ROLES = [
  "content",
  "homepage",
  "duplicate",
  "internal_search",
  "archive",
  "utility",
] as const satisfies readonly UrlRole[];

/** A URL's role, why, and for a duplicate the URL it copies; for a search, what was searched. */
export interface UrlRoleOf {
  role: UrlRole;
  reason: string;
  /** For a duplicate: the address it copies (the variant part removed). */
  original: string | null;
  /** For an internal search page: the searched words. */
  searched: string | null;
}

/** Trailing path segments of print and AMP views (en, de, fr, es, it, pt, nl, pl). */
const VARIANT_SEGMENT =
  /^(print|printable|print-version|amp|drucken|druckversion|imprimer|imprimir|stampa|afdrukken|drukuj)$/;
/** Query parameters that make a variant: print, AMP, tracking, sessions, sorting, replies. */
const VARIANT_PARAM =
  /^(print|printable|amp|output|format|view|replytocom|utm_\w+|fbclid|gclid|msclkid|sessionid|sid|phpsessid|sort|sort_by|orderby|order)$/;
/** Query parameters that carry a site-search query. */
const SEARCH_PARAM = /^(s|q|query|search|keyword|keywords|k|term|suche|recherche|busca|buscar)$/;
/** Path segments of a site-search page (en, de, fr, es, pt, it, nl, pl). */
const SEARCH_SEGMENT =
  /^(search|suche|recherche|buscar|busca|pesquisa|cerca|ricerca|zoeken|szukaj)$/;
/** Archive folders (tags, authors) and paginated listings. */
const ARCHIVE_SEGMENT = /^(tag|tags|author|autor|auteur|schlagwort|etiqueta|etichetta)$/;
const DATE_ARCHIVE = /^\/(19|20)\d\d\/([01]\d\/)?$/;
const PAGE_PARAM = /^(page|paged|pg|seite)$/;
/** Whole path segments of utility pages (legal, account, cart, contact, careers). */
const UTILITY_SEGMENT =
  /^(privacy|privacy-policy|privacy-notice|datenschutz|datenschutzerklaerung|datenschutzerklarung|politique-de-confidentialite|confidentialite|privacidad|politica-de-privacidad|politica-de-privacidade|privacidade|cookie-policy|cookies-policy|cookie-richtlinie|terms|terms-of-service|terms-of-use|terms-and-conditions|tos|agb|legal|legal-notice|disclaimer|impressum|imprint|mentions-legales|aviso-legal|cgv|cgu|login|log-in|signin|sign-in|signup|sign-up|register|account|my-account|mein-konto|mon-compte|mi-cuenta|cart|basket|checkout|warenkorb|panier|carrito|carrinho|contact|contact-us|kontakt|contacto|contato|contatti|careers|jobs|karriere|emplois|empleo|vagas)$/;

function parse(url: string): URL | null {
  try {
    return new URL(/^[a-z]+:\/\//i.test(url) ? url : `https://${url}`);
  } catch {
    return null;
  }
}

const segmentsOf = (u: URL) => u.pathname.toLowerCase().split("/").filter((s) => s !== "");

function duplicateOf(u: URL): UrlRoleOf | null {
  const segments = segmentsOf(u);
  const last = segments.at(-1) ?? "";
  const params = [...u.searchParams.keys()].filter((k) => VARIANT_PARAM.test(k.toLowerCase()));
  if (!VARIANT_SEGMENT.test(last) && params.length === 0) return null;
  const original = new URL(u.href);
  if (VARIANT_SEGMENT.test(last)) {
    original.pathname = u.pathname.replace(/\/[^/]+\/?$/, "/");
  }
  for (const k of params) original.searchParams.delete(k);
  const what = VARIANT_SEGMENT.test(last) ? `a ${last} view` : `a ?${params[0]}= variant`;
  return {
    role: "duplicate",
    reason:
      `${what} of ${original.href}: its rankings belong to that page (point rel="canonical" there or noindex it, as Google's guide to consolidating duplicate URLs describes)`,
    original: original.href,
    searched: null,
  };
}

function searchOf(u: URL): UrlRoleOf | null {
  const segments = segmentsOf(u);
  const param = [...u.searchParams.entries()].find(([k, v]) =>
    SEARCH_PARAM.test(k.toLowerCase()) && v.trim() !== ""
  );
  const inPath = segments.findIndex((s) => SEARCH_SEGMENT.test(s));
  if (!param && inPath < 0) return null;
  if (!param && inPath === segments.length - 1) return null;
  const searched = param ? param[1] : decodeURIComponent(segments.slice(inPath + 1).join(" "));
  return {
    role: "internal_search",
    reason:
      `the site's own search results for "${searched}": Google asks sites to keep internal search results out of its index; the searches belong on a real page`,
    original: null,
    searched: searched.replace(/[+_-]+/g, " ").trim(),
  };
}

function archiveOf(u: URL): UrlRoleOf | null {
  const segments = segmentsOf(u);
  const pageAt = segments.lastIndexOf("page");
  const pageNumber = pageAt >= 0 ? Number(segments[pageAt + 1]) : NaN;
  const pageParam = [...u.searchParams.entries()].find(([k]) => PAGE_PARAM.test(k.toLowerCase()));
  const paged = pageNumber >= 2 || Number(pageParam?.[1]) >= 2;
  const folder = segments.find((s) => ARCHIVE_SEGMENT.test(s));
  const dated = DATE_ARCHIVE.test(u.pathname);
  if (!paged && !folder && !dated) return null;
  const what = [
    folder ? `a ${folder} archive` : dated ? "a date archive" : "",
    paged ? `page ${pageNumber >= 2 ? pageNumber : pageParam?.[1]} of a paginated listing` : "",
  ].filter((s) => s !== "").join(", ");
  return {
    role: "archive",
    reason:
      `${what}: it lists content and is not content to grow; the pages it lists should own its queries`,
    original: null,
    searched: null,
  };
}

/** The role of a ranking URL (see the header for the rules and their sources). */
export function urlRole(url: string): UrlRoleOf {
  const u = parse(url);
  const none = { original: null, searched: null };
  if (!u) return { role: "content", reason: "an address that does not parse", ...none };
  const segments = segmentsOf(u);
  const found = duplicateOf(u) ?? searchOf(u) ?? archiveOf(u);
  if (found) return found;
  if (segments.length === 0 && u.search === "") {
    return {
      role: "homepage",
      reason: "the homepage: the brand's front door, where brand searches land",
      ...none,
    };
  }
  const utility = segments.find((s) => UTILITY_SEGMENT.test(s));
  if (utility) {
    return {
      role: "utility",
      reason:
        `a ${utility} page: it should rank for the brand's own searches and needs no content work`,
      ...none,
    };
  }
  return { role: "content", reason: "a content page", ...none };
}
