/**
 * The console (`GET /` in a browser) in headless Chromium, by keyboard, with the network outside
 * the service blocked: a key typed in, an operation run, its job followed live to `completed`, its
 * result opened (markdown rendered, raw JSON a click away), its failed webhook delivery seen and
 * retried, a connected MCP client revoked; at 360 px wide nothing overflows; no request leaves the service; the key is in session
 * storage only, never in a URL or local storage; axe finds nothing serious.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { type Harness, setup } from "../helpers.ts";
import { connectClient } from "../oauth_flow.ts";
import {
  blockOutside,
  browserTest,
  requestsMade,
  screenshot,
  seriousViolations,
} from "./browser.ts";

/** Clicks the webhooks' Refresh button until `selector` shows (the deliveries are retried). */
async function refreshUntil(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector);
  for (let i = 0; i < 50 && await target.count() === 0; i++) {
    await page.getByRole("button", { name: "Refresh" }).click();
    await page.waitForTimeout(100);
  }
  assert.ok(await target.count() > 0, `${selector} never showed`);
}

/** The console opened with the harness key, typed and submitted by keyboard. */
async function openConsole(page: Page, origin: string, h: Harness): Promise<void> {
  await page.goto(`${origin}/`);
  await page.focus("#key");
  await page.keyboard.type(h.key);
  await page.keyboard.press("Enter");
  await page.locator("#overview").waitFor({ state: "visible", timeout: 10_000 });
  await page.locator("#overview-list dd", { hasText: "1,000" }).first().waitFor();
}

browserTest(
  "[browser] console: type a key, run an operation, watch its job finish live, open its result, retry its failed webhook",
  async (browser) => {
    const h = await setup({
      env: {
        ALLOW_INSECURE_WEBHOOKS: "1",
        FETCH_ALLOW_HOSTS: "127.0.0.1",
        WEBHOOK_RETRY_SCHEDULE_MS: "20,20",
        WEBHOOK_TIMEOUT_MS: "2000",
      },
    });
    const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, h.app.fetch);
    const origin = `http://127.0.0.1:${server.addr.port}`;
    // A webhook receiver that refuses until told otherwise.
    let receiverStatus = 503;
    const receiver = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
      await req.body?.cancel();
      return new Response(null, { status: receiverStatus });
    });
    const endpoint = await h.post("/webhooks/endpoints", {
      url: `http://127.0.0.1:${receiver.addr.port}/hook`,
      events: ["job.completed"],
    });
    assert.equal(endpoint.status, 201);
    await endpoint.body?.cancel();
    // An MCP client approved through OAuth, shown under "Connected MCP clients".
    await connectClient(h);
    try {
      const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
      const outside = await blockOutside(page, origin);
      const urls = requestsMade(page);
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(String(err)));
      await openConsole(page, origin, h);

      // The connected MCP client: listed with who approved it, then revoked with its button.
      const connection = page.locator("#connections-table tr", { hasText: "Test Agent" });
      await connection.waitFor();
      assert.match(await connection.innerText(), /Test Agent[\s\S]*key:sk_live_[\s\S]*never/);
      await connection.getByRole("button", { name: /^Revoke Test Agent/ }).click();
      await page.locator("#connections-table .status.revoked").waitFor();
      const listed = await (await h.get("/oauth/connections")).json();
      assert.ok(listed.connections[0].revoked_at, "the API shows the connection revoked");

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

      // Usage over time, by operation: today's bar for /serp/volatility shows its 2 credits.
      const series = page.locator("#usage-series");
      await page.locator('#usage-series option[value="by_operation:/serp/volatility"]')
        .waitFor({ state: "attached" });
      await series.selectOption("by_operation:/serp/volatility");
      const today = new Date().toISOString().slice(0, 10);
      const todayRow = page.locator("#usage-days tr", { hasText: today });
      assert.match(await todayRow.innerText(), new RegExp(`${today}\\s+2\\b`));

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

      // Its webhook failed (the receiver refused every attempt): retry it once it is back.
      await refreshUntil(page, "#deliveries-table .status.failed");
      const row = page.locator("#deliveries-table tr", {
        has: page.locator(".status.failed"),
      });
      assert.match(await row.innerText(), /job\.completed[\s\S]*failed[\s\S]*503[\s\S]*HTTP 503/);
      receiverStatus = 200;
      await row.getByRole("button", { name: /^Retry delivery/ }).click();
      await refreshUntil(page, "#deliveries-table .status.delivered");
      await screenshot(page, "console-webhook-retried");

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
      await receiver.shutdown();
      await h.close();
    }
  },
);
