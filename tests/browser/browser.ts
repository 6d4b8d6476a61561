/**
 * Browser tests' tools: headless Chromium through `playwright-core` (Debian's `chromium`, which
 * `.ci/run` installs), a watch on every request a page makes, and an `axe-core` check.
 */
import { type Browser, chromium, type Page } from "playwright-core";
import { findChromium } from "../../lib/web/render.ts";

export { findChromium };

const found = findChromium();

/**
 * A `Deno.test` that runs only where Chromium is; elsewhere it is listed as ignored with what is
 * missing and how to get it.
 */
export function browserTest(name: string, fn: (browser: Browser) => Promise<void>): void {
  Deno.test({
    name: found
      ? name
      : `${name} (skipped: no Chromium; apt-get install chromium, or set CHROMIUM_PATH)`,
    ignore: !found,
    sanitizeOps: false, // playwright keeps its pipe to the browser open between calls
    sanitizeResources: false,
    fn: async () => {
      const browser = await chromium.launch({
        executablePath: found!,
        args: ["--no-sandbox", "--disable-dev-shm-usage"],
      });
      try {
        await fn(browser);
      } finally {
        await browser.close();
      }
    },
  });
}

/**
 * Blocks every request `page` makes outside `origin` (the network beyond the service is cut, as on
 * an intranet) and records it; data: and blob: URLs are the page's own.
 */
export async function blockOutside(page: Page, origin: string): Promise<string[]> {
  const outside: string[] = [];
  await page.route("**/*", async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`) || /^(data|blob):/.test(url)) return await route.continue();
    outside.push(url);
    await route.abort("blockedbyclient");
  });
  return outside;
}

/** Every URL `page` requests (to check that a key never appears in one). */
export function requestsMade(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (req) => urls.push(req.url()));
  return urls;
}

const AXE = new URL("../../node_modules/axe-core/axe.min.js", import.meta.url);

/** axe-core's serious and critical violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's CSP (no inline script) does not apply.
  await page.evaluate(await Deno.readTextFile(AXE));
  return await page.evaluate(async () => {
    type Node = { target: string[]; any: { data?: { fgColor?: string; bgColor?: string } }[] };
    type Violation = { id: string; impact: string; help: string; nodes: Node[] };
    const where = (n: Node) => {
      const colours = n.any[0]?.data?.fgColor
        ? ` ${n.any[0].data.fgColor} on ${n.any[0].data.bgColor}`
        : "";
      return `${n.target.join(" ")}${colours}`;
    };
    const axe = (globalThis as unknown as {
      axe: { run(): Promise<{ violations: Violation[] }> };
    }).axe;
    const { violations } = await axe.run();
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}: ${
          v.nodes.slice(0, 4).map(where).join("; ")
        })`
      );
  });
}

/** Where screenshots go: `ARTIFACTS_DIR`, else `test-artifacts/` of the project (git-ignored). */
async function artifactPath(name: string): Promise<string> {
  const dir = Deno.env.get("ARTIFACTS_DIR") ??
    new URL("../../test-artifacts/", import.meta.url).pathname;
  await Deno.mkdir(dir, { recursive: true });
  return `${dir.replace(/\/$/, "")}/${name}.png`;
}

/** A screenshot of the viewport (or the whole page) named `name`; its path. */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  const path = await artifactPath(name);
  await page.screenshot({ path, fullPage: options.fullPage ?? false });
  return path;
}

/** A screenshot of each element `selector` matches, named `name-<its id>`. */
export async function elementShots(page: Page, selector: string, name: string): Promise<void> {
  for (const element of await page.locator(selector).all()) {
    if (!await element.isVisible()) continue;
    const id = await element.getAttribute("id");
    await element.screenshot({ path: await artifactPath(`${name}-${id}`) });
  }
}
