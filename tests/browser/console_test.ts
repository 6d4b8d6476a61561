/**
 * The console (`GET /` in a browser) in headless Chromium, by keyboard, with the network outside
 * the service blocked: a key typed in, an operation run, its job followed live to `completed`, its
 * result opened (markdown rendered, raw JSON a click away), its failed webhook delivery seen and
 * retried, a connected MCP client revoked, an API key made (shown once) and revoked; at 360 px wide nothing overflows; no request leaves
 * the service; the key is in session storage only, never in a URL or local storage; axe finds
 * nothing serious. Then a busy workspace at 360 and 1280 px: no word broken inside, no button
 * narrower than its label, 44 px touch targets on the narrow screen, no sideways scrolling.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { operations } from "../../lib/operations/mod.ts";
import { jobOperations, openGates } from "../fake_ops.ts";
import { balanceOf, type Harness, runJob, setProjectBudget, setup, waitUntil } from "../helpers.ts";
import { connectClient } from "../oauth_flow.ts";
import {
  blockOutside,
  browserTest,
  elementShots,
  requestsMade,
  screenshot,
  seriousViolations,
} from "./browser.ts";
import { layoutProblems } from "./layout.ts";

/** Clicks the webhooks' Refresh button until `selector` shows (the deliveries are retried). */
async function refreshUntil(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector);
  for (let i = 0; i < 50 && await target.count() === 0; i++) {
    await page.getByRole("button", { name: "Refresh" }).click();
    await page.waitForTimeout(100);
  }
  assert.ok(await target.count() > 0, `${selector} never showed`);
}

/** The console opened with the harness key, typed and submitted by keyboard; `balance` shown. */
async function openConsole(
  page: Page,
  origin: string,
  h: Harness,
  balance = "1,000",
): Promise<void> {
  await page.goto(`${origin}/`);
  await page.focus("#key");
  await page.keyboard.type(h.key);
  await page.keyboard.press("Enter");
  await page.locator("#overview").waitFor({ state: "visible", timeout: 10_000 });
  await page.locator("#overview-list dd", { hasText: balance }).first().waitFor();
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

      // API keys: a new one made from the form is shown once and works; then revoked by its
      // button, it stops at once.
      await page.locator("#keys-table tr", { hasText: "default" }).waitFor();
      await page.fill("#key-new-name", "ci");
      await page.getByRole("button", { name: "Create key" }).click();
      const shown = page.locator("#key-new-value");
      await shown.waitFor({ state: "visible" });
      const made = await shown.innerText();
      assert.match(made, /^sk_live_\w{43}$/);
      const works = await h.app.request("/api/v1/usage", { headers: { "x-api-key": made } });
      assert.equal(works.status, 200);
      await works.body?.cancel();
      const ci = page.locator("#keys-table tr", { hasText: "ci" });
      await ci.getByRole("button", { name: /^Revoke key ci/ }).click();
      await ci.locator(".status.revoked").waitFor();
      const revoked = await h.app.request("/api/v1/usage", { headers: { "x-api-key": made } });
      assert.equal(revoked.status, 403);
      await revoked.body?.cancel();

      // Run /serp/volatility on its example, as a job: its price first (a dry run, nothing
      // charged), then the run once that price is confirmed.
      await page.selectOption("#run-op", "/serp/volatility");
      await page.locator("#run-price", { hasText: "This request costs 2 credits" }).waitFor();
      const run = page.getByRole("button", { name: "Run as a job" });
      const confirm = page.locator("#run-confirm");
      await run.click();
      await confirm.waitFor({ state: "visible" });
      assert.equal(
        await confirm.locator("p").innerText(),
        "Run /serp/volatility as a job for 2 credits? The workspace has 1,000; 998 after.",
      );
      assert.equal(await page.evaluate("document.activeElement.id"), "run-confirm-yes");
      assert.ok(urls.some((u) => u.endsWith("/api/v1/serp/volatility?dry_run=true")));
      // Cancel: nothing charged, nothing run.
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await confirm.waitFor({ state: "hidden" });
      assert.equal(await balanceOf(h), 1000);
      assert.deepEqual((await (await h.get("/jobs")).json()).jobs, []);
      await run.click();
      await page.getByRole("button", { name: "Run for 2 credits" }).click();
      const status = page.locator("#activity-table .status").first();
      await status.waitFor();
      // (Page-side expressions are strings: the test itself has no DOM types.)
      await page.waitForFunction(
        `document.querySelector("#activity-table .status")?.textContent === "completed"`,
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
      await page.locator("#activity-table button.link").first().click();
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

/** A project id and a webhook URL as long as real ones get. */
const PROJECT = "acme-international-seo-q3";
const LONG_PATH =
  "/hooks/rankscope/production/seo-alerts/receiver-for-the-content-team?token=9f8e7d6c5b4a39281706f5e4d3c2b1a0";

/**
 * A workspace with what a busy one shows: jobs of every status (completed, failed, cancelled,
 * running and queued), sync runs, a project over its budget warning, a webhook endpoint with a long
 * URL whose deliveries failed, a connected MCP client. One job slot, so that a held job keeps the
 * next one queued; `release` lets them finish.
 */
async function busyWorkspace() {
  const h = await setup({
    operations: [...operations, ...jobOperations],
    env: {
      ALLOW_INSECURE_WEBHOOKS: "1",
      FETCH_ALLOW_HOSTS: "127.0.0.1",
      JOB_CONCURRENCY: "1",
      WEBHOOK_RETRY_SCHEDULE_MS: "20,20",
      WEBHOOK_TIMEOUT_MS: "2000",
    },
  });
  const receiver = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    await req.body?.cancel();
    return new Response(null, { status: 503 });
  });
  const endpoint = await h.post("/webhooks/endpoints", {
    url: `http://127.0.0.1:${receiver.addr.port}${LONG_PATH}`,
    events: ["job.completed", "job.failed", "job.cancelled"],
  });
  assert.equal(endpoint.status, 201);
  await endpoint.body?.cancel();
  await setProjectBudget(h, PROJECT, { limit: 20, warnAt: 10 });
  const project = { "x-project-id": PROJECT, "x-workflow-id": "weekly-serp-check-2026-w27" };
  const volatility = operations.find((op) => op.path === "/serp/volatility")!;
  assert.equal(
    (await runJob(h, "/serp/volatility", volatility.example, project)).status,
    "completed",
  );
  assert.equal((await runJob(h, "/test/steps", { tag: "layout-done" })).status, "completed");
  const failed = await runJob(h, "/test/flaky", { tag: "layout-fail", permanent: true });
  assert.equal(failed.status, "failed");
  // Held at its first step: running, and the only slot is taken.
  const [gate] = openGates("layout-hold", 1);
  const held = await (await h.post("/test/steps", { tag: "layout-hold", steps: 1 })).json();
  await waitUntil(
    "the held job runs",
    async () => (await (await h.get(`/jobs/${held.job_id}`)).json()).status === "running",
  );
  const cancel = await (await h.post("/test/steps", { tag: "layout-cancel" })).json();
  const cancelled = await h.post(`/jobs/${cancel.job_id}/cancel`, {});
  assert.equal(cancelled.status, 202);
  await cancelled.body?.cancel();
  const queued = await (await h.post("/test/steps", { tag: "layout-queued" })).json();
  assert.equal(queued.status, "queued");
  // Runs answered in the request itself: no job is kept for them.
  const syncRuns: [string, unknown][] = [
    ["/serp/volatility", volatility.example],
    ["/test/echo", { word: "hi" }],
  ];
  for (const [path, body] of syncRuns) {
    const res = await h.post(`${path}?sync=true`, body, project);
    assert.equal(res.status, 200, path);
    await res.body?.cancel();
  }
  await waitUntil("a failed webhook delivery", async () => {
    const { deliveries } = await (await h.get("/webhooks/deliveries")).json();
    return deliveries.some((d: { status: string }) => d.status === "failed");
  });
  await connectClient(h);
  return {
    h,
    /** Lets the held job go, and waits for every job to end (the store closes after). */
    release: async () => {
      gate.release();
      await waitUntil("every job ended", async () => {
        const { jobs } = await (await h.get("/jobs")).json();
        return jobs.every((j: { status: string }) => !["queued", "running"].includes(j.status));
      });
      await receiver.shutdown();
    },
  };
}

/** Opens the console at `width` over the busy workspace, every view filled; its layout problems. */
async function consoleLayout(browser: Browser, width: number): Promise<string[]> {
  const { h, release } = await busyWorkspace();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, h.app.fetch);
  const origin = `http://127.0.0.1:${server.addr.port}`;
  try {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const outside = await blockOutside(page, origin);
    await openConsole(page, origin, h, new Intl.NumberFormat("en").format(await balanceOf(h)));
    for (const selector of ["cancelled", "failed", "completed", "running", "queued"]) {
      await page.locator(`#activity-table .status.${selector}`).first().waitFor();
    }
    // The sync runs, which keep no job, beside the jobs: operation, credits, status.
    const syncRuns = page.locator("#activity-table tr", { hasText: "sync run" });
    await syncRuns.first().waitFor();
    assert.deepEqual(
      (await syncRuns.allInnerTexts()).map((row) =>
        /(\/test\/echo|\/serp\/volatility)[\s\S]*sync run req_[\s\S]*\b(\d+)\b[\s\S]*completed/
          .exec(row)?.slice(1)
      ),
      [["/test/echo", "1"], ["/serp/volatility", "2"]],
    );
    await page.locator("#deliveries-table .status.failed").first().waitFor();
    await page.locator("#connections-table button").first().waitFor();
    await page.locator("#budgets-table table").waitFor();
    await page.locator("#endpoints-table table").waitFor();
    // A job's result open, its raw JSON too.
    await page.locator("#activity-table tr", { hasText: "/serp/volatility" }).locator("button")
      .first()
      .click();
    await page.locator("#job-detail .summary").waitFor();
    await page.locator("#job-detail summary").click();
    // A run priced and waiting for its confirmation.
    await page.selectOption("#run-op", "/serp/volatility");
    await page.locator("#run-price", { hasText: "costs 2 credits" }).waitFor();
    await page.getByRole("button", { name: "Run as a job" }).click();
    await page.getByRole("button", { name: "Run for 2 credits" }).waitFor();
    const problems = await layoutProblems(page, { touchTargets: width < 600 });
    // The cards of narrow screens are still tables to a screen reader.
    problems.push(...await seriousViolations(page));
    await screenshot(page, `console-layout-${width}px`, { fullPage: true });
    await elementShots(
      page,
      "main > section, main > form, #activity-table, #job-detail",
      `console-layout-${width}px`,
    );
    assert.deepEqual(outside, [], "requests outside the service");
    await page.close();
    return problems;
  } finally {
    await release();
    await server.shutdown();
    await h.close();
  }
}

browserTest(
  "[browser] console at 360 px: no word broken inside, no button narrower than its label, 44 px targets, no sideways scroll",
  async (browser) => {
    const problems = await consoleLayout(browser, 360);
    assert.deepEqual(problems, [], `at 360 px:\n${problems.join("\n")}`);
  },
);

browserTest(
  "[browser] console at 1280 px: no word broken inside, no button narrower than its label, no sideways scroll",
  async (browser) => {
    const problems = await consoleLayout(browser, 1280);
    assert.deepEqual(problems, [], `at 1280 px:\n${problems.join("\n")}`);
  },
);
