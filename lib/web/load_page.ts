/**
 * One page for an on-page analysis, whatever the input form: fetched from a URL (HTML only;
 * an error status or another content type is a clear error naming the field), or read from
 * Markdown. Parsed once into a `PageModel`.
 */
import { detect } from "chardet";
import { ApiError } from "../errors.ts";
import type { WebFetcher } from "./fetcher.ts";
import type { Document } from "domhandler";
import { pageFromDocument, type PageModel, parseHtml } from "./html.ts";
import { pageFromMarkdown } from "./markdown.ts";

/** Where the page comes from. */
export interface PageSource {
  /** The page URL (fetched when `markdown` is absent). */
  url?: string;
  /** The request field that holds the URL, for errors ("url", "source_url"). */
  urlField: string;
  /** The page as Markdown; `url` then only resolves relative links. */
  markdown?: string;
}

/** A page read once, and how. */
export interface LoadedPage {
  page: PageModel;
  /** The final URL after redirects, or the given one, or null. */
  url: string | null;
  source: "url" | "markdown";
  /** HTTP status of the fetched page (null for Markdown). */
  status: number | null;
  headers: Headers | null;
  /** URLs that answered with a followed redirect, in order (empty for Markdown). */
  redirects: string[];
  /** The fetched page's parsed document (null for Markdown), shared with extraction. */
  document: Document | null;
  /** The fetched page's decoded HTML (null for Markdown), for readers that parse it their own way. */
  html: string | null;
}

const HTML = /text\/html|application\/xhtml\+xml/i;

/** Options of `loadPage`. */
export interface LoadOptions {
  /** Keep a page that answers 4xx/5xx (an audit reports the status) instead of failing. */
  keepErrorStatus?: boolean;
}

/** Reads the page from its source. */
export async function loadPage(
  source: PageSource,
  web: WebFetcher,
  options: LoadOptions = {},
): Promise<LoadedPage> {
  if (source.markdown !== undefined) {
    const page = pageFromMarkdown(source.markdown, { url: source.url });
    return {
      page,
      url: source.url ?? null,
      source: "markdown",
      status: null,
      headers: null,
      redirects: [],
      document: null,
      html: null,
    };
  }
  const field = source.urlField;
  const res = await web.get(source.url!, field, { accept: "text/html,application/xhtml+xml" });
  if (res.status >= 400 && !options.keepErrorStatus) {
    throw new ApiError("UPSTREAM_ERROR", `${field} ${source.url} answered ${res.status}`, {
      retryable: res.status >= 500,
    });
  }
  const type = res.headers.get("content-type") ?? "";
  if (type && !HTML.test(type)) {
    throw new ApiError(
      "UPSTREAM_ERROR",
      `${field} ${source.url} is ${type.split(";")[0]}, not an HTML page`,
      { retryable: false },
    );
  }
  const html = decodeHtml(res.body, type);
  const { document, limits } = parseHtml(html);
  const page = pageFromDocument(document, { url: res.url, headers: res.headers }, limits);
  return {
    page,
    url: res.url,
    source: "url",
    status: res.status,
    headers: res.headers,
    redirects: res.redirects,
    document,
    html,
  };
}

/** Byte-order marks and the encodings they name (the WHATWG "BOM sniff"). */
const BOMS: [number[], string][] = [
  [[0xef, 0xbb, 0xbf], "utf-8"],
  [[0xfe, 0xff], "utf-16be"],
  [[0xff, 0xfe], "utf-16le"],
];

/** Bytes the statistical detector reads. */
const SNIFF_BYTES = 64 * 1024;

function decodeAs(body: Uint8Array, label: string): string | null {
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return null; // a label TextDecoder does not know
  }
}

/**
 * The body as text, by the WHATWG encoding-sniffing order: a byte-order mark; the charset the
 * Content-Type header names; a `<meta charset>` in the first 1,024 bytes. When nothing is declared,
 * or UTF-8 is declared and the bytes are not UTF-8 (a legacy page mislabelled), the bytes decide:
 * valid UTF-8 is UTF-8, otherwise the encoding npm `chardet`'s statistics name (windows-1252, the
 * web's legacy default, when they name none).
 */
export function decodeHtml(body: Uint8Array, type: string | null): string {
  const bom = BOMS.find(([bytes]) => bytes.every((b, i) => body[i] === b));
  if (bom) return decodeAs(body.subarray(bom[0].length), bom[1]) ?? "";
  const head = new TextDecoder("latin1").decode(body.subarray(0, 1024));
  const declared = /charset=["']?([\w.:-]+)/i.exec(type ?? "")?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ?? null;
  if (declared && !/^utf-?8$/i.test(declared)) {
    const text = decodeAs(body, declared);
    if (text !== null) return text;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    const guess = detect(body.subarray(0, SNIFF_BYTES));
    return (guess && decodeAs(body, guess)) ?? decodeAs(body, "windows-1252") ?? "";
  }
}
