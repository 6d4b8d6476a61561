/**
 * The console (`GET /` in a browser) in headless Chromium, by keyboard: a key typed in, an
 * operation run, its job followed live to `completed`, its result opened (markdown rendered, raw
 * JSON a click away); at 360 px wide nothing overflows; no request leaves the service; the key is
 * in session storage only, never in a URL or local storage; axe finds nothing serious.
 */
import assert from "node:assert/strict";
import { setup } from "../helpers.ts";
import {
  browserTest,
  requestsLeaving,
  requestsMade,
  screenshot,
  seriousViolations,
} from "./browser.ts";

browserTest(
  "[browser] console: type a key, run an operation, watch its job finish live, open its result",
  async (browser) => {
    const h = await setup();
    const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, h.app.fetch);
    const origin = `http://127.0.0.1:${server.addr.port}`;
    try {
      const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
      const outside = requestsLeaving(page, origin);
      const urls = requestsMade(page);
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(String(err)));

      await page.goto(`${origin}/`);
      await page.focus("#key");
      await page.keyboard.type(h.key);
      await page.keyboard.press("Enter");
      const overview = page.locator("#overview");
      await overview.waitFor({ state: "visible", timeout: 10_000 });
      await page.locator("#overview-list dd", { hasText: "1,000" }).first().waitFor();

      // Run /serp/volatility on its example, as a job, and watch it finish without reloading.
      await page.selectOption("#run-op", "/serp/volatility");
      await page.getByRole("button", { name: "Run as a job" }).click();
      const status = page.locator("#jobs-table .status").first();
      await status.waitFor();
      // (Page-side expressions are strings: the test itself has no DOM types.)
      await page.waitForFunction(
        `document.querySelector("#jobs-table .status")?.textContent === "completed"`,
        null,
        { timeout: 15_000 },
      );
      assert.equal(await status.innerText(), "completed");

      // Its result: the markdown summary rendered, the raw JSON behind a disclosure.
      await page.locator("#jobs-table button.link").first().click();
      const detail = page.locator("#job-detail");
      await detail.waitFor({ state: "visible" });
      assert.ok((await detail.locator(".summary").innerText()).length > 40);
      await detail.getByText("Raw JSON").click();
      const raw = JSON.parse(await detail.locator("pre").innerText());
      assert.equal(raw.status, "completed");
      assert.equal(raw.operation, "/serp/volatility");
      await screenshot(page, "console-job-result");

      assert.deepEqual(await seriousViolations(page), []);

      // Narrow: nothing wider than a 360 px screen.
      await page.setViewportSize({ width: 360, height: 800 });
      const overflow = await page.evaluate<number>(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth",
      );
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px at 360 px`);
      await screenshot(page, "console-360px");

      assert.deepEqual(outside, [], "requests outside the service");
      assert.deepEqual(errors, []);
      assert.ok(!urls.some((u) => u.includes(h.key)), "the key appeared in a URL");
      const stored = await page.evaluate(() => ({
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
      }));
      assert.ok(!stored.local.includes(h.key), "the key was put in local storage");
      assert.ok(stored.session.includes(h.key), "the key is kept for the tab");
      await page.close();
    } finally {
      await server.shutdown();
      await h.close();
    }
  },
);
