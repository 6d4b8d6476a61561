/**
 * The pages the audited page names as its canonical and its hreflang alternates, fetched to read
 * what Google would find there (Search Central: a canonical must point to an indexable 200 URL,
 * *How to specify a canonical URL*; alternates must link back, *Tell Google about localized
 * versions of your page*). Bounded in count and time, through the same SSRF-guarded fetcher;
 * a page that cannot be read is recorded with its error, never thrown.
 */
import pLimit from "p-limit";
import type { OperationContext } from "../../operations/define.ts";
import { decodeHtml } from "../../web/load_page.ts";
import { parsePage } from "../../web/html.ts";
import { sameUrlKey } from "./urls.ts";

/** Alternates read at most (a set larger than this is read in part, and says so). */
export const MAX_ALTERNATES = 8;
/** Linked pages read at once. */
const CONCURRENCY = 4;
/** Bytes read of a linked page (its head and links are near the top). */
const MAX_BYTES = 2 * 1024 * 1024;

/** A page the audited page links to as canonical or alternate, as fetched. */
export interface LinkedPage {
  role: "canonical" | "alternate";
  /** The URL as the audited page declares it (resolved). */
  url: string;
  /** The hreflang code of an alternate; null for the canonical. */
  lang: string | null;
  /** The final status after redirects; null when the fetch failed. */
  status: number | null;
  /** The first status when it redirected (301, 302 ...), else null. */
  redirect_status: number | null;
  final_url: string | null;
  noindex: boolean;
  /** The linked page's own canonical. */
  canonical: string | null;
  /** The linked page's hreflang entries. */
  hreflang: { lang: string; url: string | null }[];
  error: string | null;
}

/** Which linked pages to read: the canonical when it is another URL, and the alternates. */
export function linkedTargets(
  canonical: string | null,
  alternates: readonly { lang: string; url: string | null }[],
  self: string,
): { role: LinkedPage["role"]; url: string; lang: string | null }[] {
  const own = sameUrlKey(self);
  const out: { role: LinkedPage["role"]; url: string; lang: string | null }[] = [];
  if (canonical && /^https?:/i.test(canonical) && sameUrlKey(canonical) !== own) {
    out.push({ role: "canonical", url: canonical, lang: null });
  }
  const seen = new Set([own]);
  for (const a of alternates) {
    if (!a.url || seen.has(sameUrlKey(a.url)) || !/^https?:/i.test(a.url)) continue;
    seen.add(sameUrlKey(a.url));
    out.push({ role: "alternate", url: a.url, lang: a.lang });
  }
  return out.slice(0, 1 + MAX_ALTERNATES);
}

/** Reads the linked pages. */
export function loadLinked(
  targets: ReturnType<typeof linkedTargets>,
  ctx: Pick<OperationContext, "web">,
): Promise<LinkedPage[]> {
  const limit = pLimit(CONCURRENCY);
  return Promise.all(targets.map((t) => limit(() => readOne(t, ctx))));
}

async function readOne(
  t: ReturnType<typeof linkedTargets>[number],
  ctx: Pick<OperationContext, "web">,
): Promise<LinkedPage> {
  const base = { ...t, status: null, redirect_status: null, final_url: null, noindex: false };
  try {
    const res = await ctx.web.get(t.url, "url", {
      maxBytes: MAX_BYTES,
      accept: "text/html,application/xhtml+xml",
    });
    const type = res.headers.get("content-type");
    const html = /html/i.test(type ?? "text/html") ? decodeHtml(res.body, type) : "";
    const page = parsePage(html, { url: res.url, headers: res.headers });
    return {
      ...base,
      status: res.status,
      redirect_status: res.redirects.length > 0 ? (res.redirect_statuses?.[0] ?? 301) : null,
      final_url: res.url,
      noindex: page.noindex,
      canonical: page.canonical,
      hreflang: page.hreflang.map((h) => ({ lang: h.lang, url: h.url })),
      error: null,
    };
  } catch (err) {
    return { ...base, canonical: null, hreflang: [], error: (err as Error).message };
  }
}
