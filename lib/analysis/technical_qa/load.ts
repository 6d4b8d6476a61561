/**
 * Reading the page: fetched from `url` (status, headers, final URL; HTML only) with the host's
 * `/robots.txt` beside it (a robots.txt that cannot be read skips its check, never fails the
 * request), or the inline `html` or `markdown`. The page is parsed once, here.
 */
import { ApiError } from "../../errors.ts";
import type { OperationContext } from "../../operations/define.ts";
import { type PageModel, parsePage } from "../../web/html.ts";
import type { TechnicalQaInput } from "./input.ts";
import { pageFromMarkdown } from "../../web/markdown.ts";

/** How the page came in. */
export type InputForm = "url" | "html" | "markdown";

/** The host's robots.txt as read. */
export interface RobotsTxt {
  url: string;
  /** HTTP status, null when the fetch failed. */
  status: number | null;
  body: string;
  /** Why it could not be read (then the check is skipped), or null. */
  error: string | null;
}

/** The page as read, and what the fetch said about it. */
export interface Loaded {
  form: InputForm;
  page: PageModel;
  /** The URL asked for (url input) or the `target` (html, markdown), else null. */
  requested_url: string | null;
  /** The URL that answered, after redirects; null for inline input. */
  final_url: string | null;
  status: number | null;
  content_type: string | null;
  redirects: string[];
  robots_txt: RobotsTxt | null;
}

const HTML_ACCEPT = "text/html, application/xhtml+xml;q=0.9, */*;q=0.1";
const HTML_TYPE = /^(text\/html|application\/xhtml\+xml)\b/i;

/** Reads the page in whichever form the request gives it. */
export async function loadPage(
  input: TechnicalQaInput,
  ctx: Pick<OperationContext, "web">,
): Promise<Loaded> {
  if (input.url !== undefined) return await loadUrl(input.url, ctx);
  const base = targetUrl(input.target);
  const inline = { requested_url: base, final_url: null, status: null, content_type: null };
  if (input.html !== undefined) {
    const page = parsePage(input.html, base ? { url: base } : {});
    return { form: "html", page, ...inline, redirects: [], robots_txt: null };
  }
  const page = pageFromMarkdown(input.markdown ?? "", base ? { url: base } : {});
  return { form: "markdown", page, ...inline, redirects: [], robots_txt: null };
}

/** `target` as an absolute URL (a bare domain gets https://), or null. */
function targetUrl(target: string | undefined): string | null {
  if (!target) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(target) ? target : `https://${target}`).href;
  } catch {
    return null;
  }
}

async function loadUrl(url: string, ctx: Pick<OperationContext, "web">): Promise<Loaded> {
  const res = await ctx.web.get(url, "url", { accept: HTML_ACCEPT });
  const type = res.headers.get("content-type");
  if (type && !HTML_TYPE.test(type.trim())) {
    const bare = type.split(";")[0].trim();
    throw new ApiError("UPSTREAM_ERROR", `url ${url} is ${bare}, not an HTML page`, {
      retryable: false,
    });
  }
  const html = decodeHtml(res.body, type);
  const page = parsePage(html, { url: res.url, headers: res.headers });
  return {
    form: "url",
    page,
    requested_url: url,
    final_url: res.url,
    status: res.status,
    content_type: type,
    redirects: res.redirects,
    robots_txt: await loadRobots(res.url, ctx),
  };
}

/**
 * The body as text: in the charset the header names, else the one a `<meta charset>` in the first
 * 1,024 bytes names (the HTML sniffing window), else UTF-8 (also for an unknown label).
 */
export function decodeHtml(body: Uint8Array, type: string | null): string {
  const head = new TextDecoder("latin1").decode(body.subarray(0, 1024));
  const charset = /charset=["']?([\w.:-]+)/i.exec(type ?? "")?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder().decode(body);
  }
}

/** The host's robots.txt; a failure is recorded, never thrown. */
async function loadRobots(pageUrl: string, ctx: Pick<OperationContext, "web">): Promise<RobotsTxt> {
  const url = new URL("/robots.txt", pageUrl).href;
  try {
    const res = await ctx.web.get(url, "url", { maxBytes: 512 * 1024, accept: "text/plain" });
    const body = res.status === 200 ? new TextDecoder().decode(res.body) : "";
    const error = res.status >= 500 ? `robots.txt answered ${res.status}` : null;
    return { url, status: res.status, body, error };
  } catch (err) {
    return { url, status: null, body: "", error: err instanceof Error ? err.message : String(err) };
  }
}
