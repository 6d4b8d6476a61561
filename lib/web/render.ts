/**
 * Rendering a page in headless Chromium (Debian's `chromium`, driven by npm `playwright-core`),
 * for pages whose content, title or links exist only after JavaScript (Search Central,
 * *Understand the JavaScript SEO basics*: Google renders pages in an evergreen Chromium). One
 * browser per process, launched on first use; each render gets a fresh context (no cookies, no
 * downloads, no service workers) and is cut at its time limit. Every request the page makes
 * passes the same SSRF guard as the fetcher; anything it refuses is aborted and listed.
 */
// Types only: playwright-core is loaded on the first render (its module start-up reads the home
// directory, which a server without RENDER=chromium must not need permission for).
import type { Browser, Route } from "playwright-core";
import pLimit from "p-limit";
import { checkUrl, type GuardOptions } from "./safe_fetch.ts";

/** A render of one page. */
export interface RenderedPage {
  /** The DOM serialised after rendering (or at the time limit). */
  html: string;
  /** The URL the page ended on. */
  url: string;
  /** True when the network went idle within the limit; false when the render was cut. */
  settled: boolean;
  elapsed_ms: number;
  /** Requests refused by the SSRF guard (first 20). */
  blocked: string[];
}

/** What a page operation needs to render: one method, null when rendering is off. */
export interface PageRenderer {
  render(target: { url: string } | { html: string; baseUrl: string }): Promise<RenderedPage>;
  close(): Promise<void>;
}

/** Limits of one render. */
export const RENDER_LIMITS = {
  /** The whole render, navigation to serialised DOM. */
  timeoutMs: 15_000,
  /** Renders at once per process (each is a browser tab). */
  concurrency: 2,
  /** Bytes of the serialised DOM kept. */
  maxHtmlChars: 5_000_000,
} as const;

/** Options of the renderer. */
export interface RendererOptions {
  executablePath: string;
  guard?: GuardOptions;
  timeoutMs?: number;
}

/** A Chromium renderer (the browser starts on the first render). */
export function createChromiumRenderer(options: RendererOptions): PageRenderer {
  let browser: Promise<Browser> | null = null;
  const slots = pLimit(RENDER_LIMITS.concurrency);
  const launch = () =>
    browser ??= import("playwright-core").then(({ chromium }) =>
      chromium.launch({
        executablePath: options.executablePath,
        args: [
          "--no-sandbox",
          "--disable-dev-shm-usage",
          "--disable-gpu",
          "--js-flags=--max-old-space-size=256",
        ],
      })
    );
  return {
    render: (target) => slots(async () => renderOnce(await launch(), target, options)),
    async close() {
      if (browser) await (await browser).close();
      browser = null;
    },
  };
}

async function renderOnce(
  browser: Browser,
  target: { url: string } | { html: string; baseUrl: string },
  options: RendererOptions,
): Promise<RenderedPage> {
  const started = Date.now();
  const timeout = options.timeoutMs ?? RENDER_LIMITS.timeoutMs;
  const context = await browser.newContext({
    acceptDownloads: false,
    serviceWorkers: "block",
    javaScriptEnabled: true,
    userAgent:
      "Mozilla/5.0 (compatible; RankscopeBot/1.0; +https://github.com/rankscope/rankscope) Chrome/Headless",
  });
  const blocked: string[] = [];
  try {
    const page = await context.newPage();
    await page.route("**/*", (route) => guard(route, options.guard, blocked));
    let settled = true;
    try {
      if ("url" in target) {
        await page.goto(target.url, { waitUntil: "networkidle", timeout });
      } else {
        // The inline page is served at its base URL, so relative URLs resolve as on the site.
        await page.route(
          target.baseUrl,
          (route) =>
            route.fulfill({
              status: 200,
              contentType: "text/html; charset=utf-8",
              body: target.html,
            }),
          { times: 1 },
        );
        await page.goto(target.baseUrl, { waitUntil: "networkidle", timeout });
      }
    } catch (err) {
      if (!/timeout/i.test((err as Error).message)) throw err;
      settled = false; // cut at the limit: the DOM as it is now is what was rendered
    }
    const html = (await page.content()).slice(0, RENDER_LIMITS.maxHtmlChars);
    return { html, url: page.url(), settled, elapsed_ms: Date.now() - started, blocked };
  } finally {
    await context.close();
  }
}

/** Lets a request through when the SSRF guard accepts its URL; aborts and records it otherwise. */
async function guard(route: Route, options: GuardOptions | undefined, blocked: string[]) {
  const url = route.request().url();
  if (/^(data|blob):/.test(url)) return await route.continue();
  try {
    await checkUrl(url, options);
    await route.continue();
  } catch {
    if (blocked.length < 20) blocked.push(url);
    await route.abort("blockedbyclient");
  }
}

/** Where Chromium is: `CHROMIUM_PATH`, else the first of the usual names on the PATH. */
export function findChromium(
  env: (name: string) => string | undefined = Deno.env.get,
): string | null {
  const given = env("CHROMIUM_PATH");
  if (given) return given;
  for (const dir of (env("PATH") ?? "").split(":")) {
    for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
      try {
        if (Deno.statSync(`${dir}/${name}`).isFile) return `${dir}/${name}`;
      } catch { /* not here */ }
    }
  }
  return null;
}
