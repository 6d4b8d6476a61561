/**
 * `/docs` in headless Chromium, with the network outside the service blocked: the reference renders
 * from this server alone, a person pastes a
 * key and prices an operation with `dry_run=true`, nothing is requested outside the service, the
 * key never lands in a URL or in storage, and axe finds no serious or critical violation.
 */
import assert from "node:assert/strict";
import { setup } from "../helpers.ts";
import {
  blockOutside,
  browserTest,
  requestsMade,
  screenshot,
  seriousViolations,
} from "./browser.ts";

browserTest(
  "[browser] /docs: paste a key, price an operation with dry_run, all from this server",
  async (browser) => {
    const h = await setup({ queue: false });
    const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, h.app.fetch);
    const origin = `http://127.0.0.1:${server.addr.port}`;
    try {
      const page = await browser.newPage();
      const outside = await blockOutside(page, origin);
      const urls = requestsMade(page);
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(String(err)));

      await page.goto(`${origin}/docs`);
      const volatility = page.locator("#operations-search-serp_volatility");
      await volatility.waitFor({ timeout: 20_000 });
      for (const link of ["llms.txt", "MCP server card"]) {
        assert.equal(await page.getByRole("link", { name: link }).count(), 1, link);
      }

      // The key, pasted under Authorize (ApiKey).
      await page.locator("button.authorize").first().click();
      const apiKey = page.locator(".auth-container").filter({ hasText: "x-api-key" });
      await apiKey.locator("input").fill(h.key);
      await apiKey.getByRole("button", { name: "Apply credentials" }).or(
        apiKey.locator("button.authorize"),
      ).first().click();
      await page.locator("button.btn-done").first().click();

      // Price /serp/volatility without paying: dry_run=true on its registry example.
      await volatility.locator(".opblock-summary-control").click();
      const tryOut = volatility.locator("button.try-out__btn");
      if (await tryOut.count() > 0 && /try it out/i.test(await tryOut.innerText())) {
        await tryOut.click();
      }
      await volatility.locator('tr[data-param-name="dry_run"] select').selectOption("true");
      await volatility.locator("button.execute").click();
      const body = volatility.locator(".live-responses-table .response-col_description pre");
      await body.first().waitFor({ timeout: 15_000 });
      const answer = JSON.parse(await body.first().innerText());
      assert.equal(answer.operation, "/serp/volatility");
      assert.equal(typeof answer.credits_required, "number");
      assert.equal((await h.services.ledger.balance(h.workspaceId))?.remaining, 1000);
      await screenshot(page, "docs-dry-run");

      assert.deepEqual(await seriousViolations(page), []);
      assert.deepEqual(outside, [], "requests outside the service");
      assert.deepEqual(errors, []);
      assert.ok(!urls.some((u) => u.includes(h.key)), "the key appeared in a URL");
      const stored = await page.evaluate(() =>
        JSON.stringify({ ...localStorage, ...sessionStorage })
      );
      assert.ok(!stored.includes(h.key), "the key was stored");
      await page.close();
    } finally {
      await server.shutdown();
      await h.close();
    }
  },
);
