/**
 * Reading the page: fetched from `url` (status, headers, final URL; HTML only) with the host's
 * `/robots.txt` beside it (a robots.txt that cannot be read skips its check, never fails the
 * request) and the pages it names as canonical and hreflang alternates, or the inline `html` or
 * `markdown`. The page is parsed once, here.
 */
import type { Document } from "domhandler";
import { loadPage as loadWebPage } from "../../web/load_page.ts";
import type { OperationContext } from "../../operations/define.ts";
import { pageFromDocument, type PageModel, parseHtml, parsePage } from "../../web/html.ts";
import { type ShellSignals, shellSignals } from "../../web/html_shell.ts";
import type { TechnicalQaInput } from "./input.ts";
import { pageFromMarkdown } from "../../web/markdown.ts";
import { extractMainContent } from "../../web/extract.ts";
import { type LinkedPage, linkedTargets, loadLinked } from "./linked.ts";
import { pageStateOf } from "./page_state.ts";

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
  /** The page's HTML as received (null for markdown), for the markup readers. */
  html: string | null;
  /** Client-side rendering signs of the raw HTML (null for markdown). */
  shell: ShellSignals | null;
  /** The main content's text (chrome removed), read from the parsed HTML; null for markdown. */
  main_text: string | null;
  /** The URL asked for (url input) or the `target` (html, markdown), else null. */
  requested_url: string | null;
  /** The URL that answered, after redirects; null for inline input. */
  final_url: string | null;
  status: number | null;
  content_type: string | null;
  redirects: string[];
  robots_txt: RobotsTxt | null;
  /** The declared canonical and hreflang alternates as fetched (url input only). */
  linked: LinkedPage[];
  /** The page as headless Chromium rendered it (RENDER=chromium, JavaScript shells only), else null. */
  rendered: RenderedView | null;
}

/** A render of the page and its page model. */
export interface RenderedView {
  page: PageModel;
  settled: boolean;
  elapsed_ms: number;
  blocked: string[];
  /** Why the render failed, when it did (then `page` is the raw page). */
  error: string | null;
}

/** Reads the page in whichever form the request gives it. */
export async function loadPage(
  input: TechnicalQaInput,
  ctx: Pick<OperationContext, "web">,
): Promise<Loaded> {
  if (input.url !== undefined) return await loadUrl(input.url, ctx);
  const base = targetUrl(input.target);
  const inline = { requested_url: base, final_url: null, status: null, content_type: null };
  const none = { redirects: [], robots_txt: null, linked: [], rendered: null };
  if (input.html !== undefined) {
    const { document, limits } = parseHtml(input.html);
    const page = pageFromDocument(document, base ? { url: base } : {}, limits);
    return {
      form: "html",
      page,
      html: input.html,
      shell: shellSignals(document),
      main_text: mainTextOf(document, base),
      ...inline,
      ...none,
    };
  }
  const page = pageFromMarkdown(input.markdown ?? "", base ? { url: base } : {});
  return { form: "markdown", page, html: null, shell: null, main_text: null, ...inline, ...none };
}

/** The main content's text, from the document already parsed (extraction does not modify it). */
function mainTextOf(document: Document, url: string | null): string {
  return extractMainContent(document, { format: "text", url: url ?? undefined }).text;
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
  // The shared loader (HTML only, charset sniffed); an error status is kept: it is a finding here.
  const loaded = await loadWebPage({ url, urlField: "url" }, ctx.web, { keepErrorStatus: true });
  const finalUrl = loaded.url ?? url;
  const targets = linkedTargets(loaded.page.canonical, loaded.page.hreflang, finalUrl);
  const [robots, linked] = await Promise.all([
    loadRobots(finalUrl, ctx),
    loadLinked(targets, ctx),
  ]);
  return {
    form: "url",
    page: loaded.page,
    html: loaded.html,
    shell: loaded.document ? shellSignals(loaded.document as Document) : null,
    main_text: loaded.document ? mainTextOf(loaded.document as Document, finalUrl) : null,
    requested_url: url,
    final_url: finalUrl,
    status: loaded.status ?? 200,
    content_type: loaded.headers?.get("content-type") ?? null,
    redirects: loaded.redirects,
    robots_txt: robots,
    linked,
    rendered: null,
  };
}

/**
 * The page rendered in headless Chromium when rendering is on and its raw HTML is a JavaScript
 * shell (only such pages need it: the rest say in their HTML what they are). Inline HTML renders
 * at its `target` URL. A failed render is recorded, never thrown: the raw audit stands.
 */
export async function withRender(
  loaded: Loaded,
  ctx: Pick<OperationContext, "render">,
): Promise<Loaded> {
  if (!ctx.render || loaded.form === "markdown" || !loaded.html) return loaded;
  if (pageStateOf(loaded.page, loaded.status, loaded.shell).kind !== "shell") return loaded;
  const url = loaded.final_url ?? loaded.requested_url;
  if (!url) return loaded;
  try {
    const r = await ctx.render.render(
      loaded.form === "url" ? { url } : { html: loaded.html, baseUrl: url },
    );
    const page = parsePage(r.html, { url: r.url });
    const view = {
      page,
      settled: r.settled,
      elapsed_ms: r.elapsed_ms,
      blocked: r.blocked,
      error: null,
    };
    return { ...loaded, rendered: view };
  } catch (err) {
    const view = {
      page: loaded.page,
      settled: false,
      elapsed_ms: 0,
      blocked: [],
      error: (err as Error).message,
    };
    return { ...loaded, rendered: view };
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
