/**
 * One page for an on-page analysis, whatever the input form: fetched from a URL (HTML only;
 * an error status or another content type is a clear error naming the field), or read from
 * Markdown. Parsed once into a `PageModel`.
 */
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
  /** The fetched page's parsed document (null for Markdown), shared with extraction. */
  document: Document | null;
}

const HTML = /text\/html|application\/xhtml\+xml/i;

/** Reads the page from its source. */
export async function loadPage(source: PageSource, web: WebFetcher): Promise<LoadedPage> {
  if (source.markdown !== undefined) {
    const page = pageFromMarkdown(source.markdown, { url: source.url });
    return {
      page,
      url: source.url ?? null,
      source: "markdown",
      status: null,
      headers: null,
      document: null,
    };
  }
  const field = source.urlField;
  const res = await web.get(source.url!, field, { accept: "text/html,application/xhtml+xml" });
  if (res.status >= 400) {
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
  const html = new TextDecoder("utf-8").decode(res.body);
  const { document, limits } = parseHtml(html);
  const page = pageFromDocument(document, { url: res.url, headers: res.headers }, limits);
  return { page, url: res.url, source: "url", status: res.status, headers: res.headers, document };
}
