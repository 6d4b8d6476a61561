import assert from "node:assert/strict";
import { runProgress, type RunReport } from "./run_progress.ts";
import type { WebFetcher } from "./web/fetcher.ts";
import type { SafeResponse } from "./web/safe_fetch.ts";

/** A fetcher whose answers wait until `answer(url)`. */
function heldWeb() {
  const waiting = new Map<string, () => void>();
  const web: WebFetcher = {
    get: (url) =>
      new Promise<SafeResponse>((resolve) =>
        waiting.set(url, () => resolve({ url } as unknown as SafeResponse))
      ),
  };
  return { web, answer: (url: string) => waiting.get(url)!() };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

Deno.test("[run progress] fetching while any fetch is in flight, then analyzing at 50% for a run that reports nothing", async () => {
  const reports: RunReport[] = [];
  const held = heldWeb();
  const run = runProgress(held.web, (r) => (reports.push(r), Promise.resolve()));
  const a = run.web.get("https://a.example/", "url");
  const b = run.web.get("https://b.example/", "url");
  held.answer("https://a.example/");
  await a;
  held.answer("https://b.example/");
  await b;
  await tick();
  assert.deepEqual(reports, [
    { phase: "fetching", percent: 0, message: "fetching https://a.example/" },
    { phase: "analyzing", percent: 50, message: "analyzing" },
  ]);
});

Deno.test("[run progress] an operation's own percent is kept; a new sink gets the latest report first", async () => {
  const first: RunReport[] = [];
  const held = heldWeb();
  const run = runProgress(held.web, (r) => (first.push(r), Promise.resolve()));
  await run.progress(10, "SERP read");
  const page = run.web.get("https://a.example/", "url");
  await run.progress(30, "pages read: 1 of 3");
  held.answer("https://a.example/");
  await page;
  await tick();
  assert.deepEqual(first.map((r) => [r.phase, r.percent, r.message]), [
    ["analyzing", 10, "SERP read"],
    ["fetching", 10, "fetching https://a.example/"],
    ["fetching", 30, "pages read: 1 of 3"],
    ["analyzing", 30, "analyzing"],
  ]);
  const adopted: RunReport[] = [];
  run.reportTo((r) => (adopted.push(r), Promise.resolve()));
  assert.deepEqual(adopted, [{ phase: "analyzing", percent: 30, message: "analyzing" }]);
});
