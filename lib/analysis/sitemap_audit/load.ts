/**
 * Reading the sitemaps: the inline XML or the fetched `sitemap_url`, and for an index up to
 * `max_sitemap_children` child sitemaps, each decoded (gzip within 50 MiB) and parsed once.
 * A child that cannot be read is recorded, never fatal; the root must be readable.
 */
import { ApiError } from "../../errors.ts";
import type { OperationContext } from "../../operations/define.ts";
import { SitemapError, sitemapText } from "../../web/sitemap/decode.ts";
import { SITEMAP_LIMITS } from "../../web/sitemap/limits.ts";
import { type ParsedSitemap, parseSitemap } from "../../web/sitemap/parse.ts";
import type { SitemapAuditInput } from "./input.ts";

/** One sitemap file as read. */
export interface SitemapFile {
  /** Where it came from; null for inline `sitemap_xml`. */
  url: string | null;
  status: number | null;
  contentType: string | null;
  bytes: number;
  gzip: boolean;
  parsed: ParsedSitemap;
  /** Why it could not be read (then `parsed` is empty). */
  error: string | null;
}

/** Every file read, and the child sitemaps left unread. */
export interface Loaded {
  root: SitemapFile;
  children: SitemapFile[];
  notFetched: string[];
}

const EMPTY: ParsedSitemap = {
  kind: "unknown",
  namespace: null,
  urls: [],
  sitemaps: [],
  total: 0,
  missingLoc: 0,
  unknownElements: [],
};

const ACCEPT = "application/xml, text/xml, application/gzip, text/plain;q=0.5, */*;q=0.1";

/** Reads the root sitemap and, for an index, the first child sitemaps. */
export async function loadSitemaps(
  input: SitemapAuditInput,
  ctx: Pick<OperationContext, "web" | "progress">,
): Promise<Loaded> {
  const root = input.sitemap_xml !== undefined
    ? readInline(input.sitemap_xml)
    : await readRemote(input.sitemap_url!, "sitemap_url", ctx, true);
  const childUrls = root.parsed.sitemaps.map((s) => s.loc);
  const take = childUrls.slice(0, input.max_sitemap_children);
  const children: SitemapFile[] = [];
  for (const [i, url] of take.entries()) {
    await ctx.progress(Math.round((100 * i) / Math.max(1, take.length)), `reading ${url}`);
    children.push(await readRemote(url, "sitemap_url", ctx, false));
  }
  return { root, children, notFetched: childUrls.slice(take.length) };
}

function readInline(xml: string): SitemapFile {
  try {
    const parsed = parseSitemap(xml.replace(/^\uFEFF/, ""));
    const bytes = new TextEncoder().encode(xml).length;
    return { url: null, status: null, contentType: null, bytes, gzip: false, parsed, error: null };
  } catch (err) {
    if (err instanceof SitemapError) {
      throw new ApiError("INVALID_PARAMETERS", `sitemap_xml is refused: ${err.message}`, {
        details: { issues: [{ path: "sitemap_xml", message: err.message }] },
      });
    }
    throw err;
  }
}

/**
 * Fetches and reads one sitemap. A root that cannot be fetched is an error of the request
 * (the fetcher's coded error); one that answers but cannot be parsed, and any child that fails,
 * is recorded as the file's `error` for the checks to report.
 */
async function readRemote(
  url: string,
  field: string,
  ctx: Pick<OperationContext, "web">,
  isRoot: boolean,
): Promise<SitemapFile> {
  const file: SitemapFile = {
    url,
    status: null,
    contentType: null,
    bytes: 0,
    gzip: false,
    parsed: EMPTY,
    error: null,
  };
  try {
    const res = await ctx.web.get(url, field, {
      maxBytes: SITEMAP_LIMITS.maxBytes,
      accept: ACCEPT,
    });
    file.status = res.status;
    file.contentType = res.headers.get("content-type");
    if (res.status !== 200) return { ...file, error: `the server answered ${res.status}` };
    const text = await sitemapText(res.body);
    file.bytes = text.bytes;
    file.gzip = text.inflated;
    file.parsed = parseSitemap(text.text, { baseUrl: res.url });
    return file;
  } catch (err) {
    if (err instanceof SitemapError) return { ...file, error: err.message };
    if (isRoot) throw err;
    return { ...file, error: err instanceof Error ? err.message : String(err) };
  }
}
