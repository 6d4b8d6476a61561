/** Test helpers: facts from inline HTML or Markdown, a page builder and a fetcher serving fixed files. */
import { ApiError } from "../../errors.ts";
import { contentTechnicalQa } from "../../operations/content_technical_qa.ts";
import type { WebFetcher } from "../../web/fetcher.ts";
import { NO_WEB } from "../../web/fetcher.ts";
import { type Facts, factsOf } from "./facts.ts";
import type { TechnicalQaInput } from "./input.ts";
import { loadPage } from "./load.ts";
import { readPageMarkup } from "../understanding/rich_results/page_markup.ts";

export const NOW = new Date("2026-11-25T12:00:00Z");
export const PAGE_URL = "https://example.com/blog/kubernetes-costs";

/** The request parsed as the route does. */
export function request(body: Record<string, unknown>): TechnicalQaInput {
  return contentTechnicalQa.input.parse(body) as TechnicalQaInput;
}

/** The facts of a request, its page read from inline input or the fetcher `web`. */
export async function factsFor(
  body: Record<string, unknown>,
  web: WebFetcher = NO_WEB,
): Promise<Facts> {
  const input = request(body);
  const loaded = await loadPage(input, { web });
  return factsOf(loaded, input, NOW, await readPageMarkup(loaded.page, loaded.html));
}

/** The facts of an HTML page served at PAGE_URL (as `html` with `target`). */
export function factsOfHtml(html: string, extra: Record<string, unknown> = {}): Promise<Facts> {
  return factsFor({ html, target: PAGE_URL, ...extra });
}

/** A whole HTML document: `head` and `body` markup inside a minimal valid page. */
export function page(head: string, body: string, lang = "en"): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}

/** A fetcher answering from a map of URL -> [status, body, content type]; others 404. */
export function serve(
  files: Record<string, [number, string, string?, Record<string, string>?]>,
): WebFetcher {
  return {
    get(url, field) {
      if (!url.startsWith("https://")) {
        return Promise.reject(new ApiError("INVALID_PARAMETERS", `${field} ${url} refused`));
      }
      const [status, body, type, headers] = files[url] ?? [404, "not found", "text/plain"];
      return Promise.resolve({
        url,
        status,
        headers: new Headers({ "content-type": type ?? "text/html; charset=utf-8", ...headers }),
        body: new TextEncoder().encode(body),
        redirects: [],
      });
    },
  };
}
