/**
 * One SERP and one fetch per keyword (issue 25, item 5), counted where a self-hoster's servers
 * would see them: a full workup of one keyword by the six SERP-driven content operations and
 * `/analyze/serp`, run over expert case 33 (its provider answer at the fake DataForSEO server,
 * its competitor pages at the page server), makes one SERP call and fetches each competitor
 * page once. A page answered `Cache-Control: no-cache` is fetched again; another workspace
 * reuses the pages already fetched.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createApiKey } from "../lib/store/api_keys.ts";
import { createWorkspace } from "../lib/store/workspaces.ts";
import { type CaseApp, startCaseApp } from "./expert/case_app.ts";
import { needsShared, sharedPath } from "./shared.ts";

const CASE = "eval/expert-cases/content-gap/33_garden_centre_dahlias";
const SERP = "/v3/serp/google/organic/live/advanced";
const KEYWORD = "how to overwinter dahlias";
const OWN_PATH = "/gardenhaven.co.uk/advice/how-to-overwinter-dahlias.html";
const OWN = `http://{{PAGES}}${OWN_PATH}`;
const TARGET = "gardenhaven.co.uk";
/**
 * The market of every request: the case's own (United Kingdom, English). `/content-decay/detect`
 * has no location field and reads it from the owner's country-code domain (gardenhaven.co.uk).
 */
const MARKET = { location: "United Kingdom", language: "en" };

const DRAFT = [
  "# How to overwinter dahlias",
  "",
  "Dahlias are tender tubers: in a cold, wet winter they rot in the ground.",
  "",
  "## When to lift your dahlias",
  "",
  "Lift them a week after the first frost has blackened the foliage.",
].join("\n");

/** The workup: each operation's request, in the order a consultant would run them. */
const WORKUP: [string, Record<string, unknown>][] = [
  ["/analyze/serp", { keyword: KEYWORD, target: TARGET, device: "desktop", ...MARKET }],
  ["/content/serp-outline", { keyword: KEYWORD, target: TARGET, ...MARKET }],
  ["/content/gap", { url: OWN, keyword: KEYWORD, target: TARGET, ...MARKET }],
  ["/content/brief", { keyword: KEYWORD, target: TARGET, ...MARKET }],
  ["/content/refresh-brief", { url: OWN, keyword: KEYWORD, target: TARGET, ...MARKET }],
  ["/content/draft-qa", { keyword: KEYWORD, draft_markdown: DRAFT, target: TARGET, ...MARKET }],
  ["/content-decay/detect", { url: OWN, keyword: KEYWORD, target: TARGET }],
];

/** The competitor pages the case's SERP lists (its organic URLs, less the page under review). */
function competitorPaths(app: CaseApp): string[] {
  const file = join(
    sharedPath(CASE).pathname,
    "provider",
    "serp__google__organic__live__advanced.json",
  );
  const answer = JSON.parse(app.server.fill(Deno.readTextFileSync(file)));
  const items: { type: string; url?: string }[] = answer.tasks[0].result[0].items;
  const paths = items.filter((i) => i.type === "organic" && i.url)
    .map((i) => new URL(i.url!).pathname)
    .filter((p) => p !== OWN_PATH);
  return [...new Set(paths)];
}

async function run(app: CaseApp, endpoint: string, body: unknown, key?: string) {
  const res = key === undefined
    ? await app.run(endpoint, body)
    : await runAs(app, key, endpoint, body);
  assert.equal(res.status, 200, `${endpoint}: ${JSON.stringify(res.body).slice(0, 600)}`);
  return res.body;
}

/** `endpoint` posted with another workspace's key. */
async function runAs(app: CaseApp, key: string, endpoint: string, body: unknown) {
  const res = await app.h.app.request(`/api/v1${endpoint}?sync=true`, {
    method: "POST",
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: app.server.fill(JSON.stringify(body)),
  });
  return { status: res.status, body: await res.json() as Record<string, unknown> };
}

const serpCalls = (app: CaseApp) => app.server.providerCalls.filter((c) => c.path === SERP);
const hitsOf = (app: CaseApp, paths: string[]) =>
  Object.fromEntries(paths.map((p) => [p, app.server.pageHits.get(p) ?? 0]));

Deno.test({
  ...needsShared(
    CASE,
    "[workup] one keyword through the six content operations and /analyze/serp: one SERP call, each competitor page fetched once",
  ),
  fn: async () => {
    await using app = await startCaseApp(sharedPath(CASE).pathname);
    const competitors = competitorPaths(app);
    assert.ok(competitors.length >= 5, JSON.stringify(competitors));
    const paid: number[] = [];
    for (const [endpoint, body] of WORKUP) {
      const result = await run(app, endpoint, body);
      paid.push((result.meta as { provider_cost_usd: number }).provider_cost_usd);
    }
    const calls = serpCalls(app);
    assert.equal(calls.length, 1, JSON.stringify(calls.map((c) => c.body)));
    const [task] = calls[0].body as Record<string, unknown>[];
    assert.deepEqual(
      [task.keyword, task.location_code, task.device, task.depth, task.load_async_ai_overview],
      [KEYWORD, 2826, "desktop", 50, true],
      "the deepest depth any of them reads, with the AI Overview",
    );
    // The SERP is paid once, by the first operation; the others read it from the cache.
    assert.ok(paid[0] > 0, JSON.stringify(paid));
    assert.deepEqual(
      competitors.map((p) => [p, app.server.pageHits.get(p) ?? 0]),
      competitors.map((p) => [p, 1]),
      "each competitor page fetched once",
    );
    // The page under review is the user's own: read afresh by each operation that audits it.
    assert.ok((app.server.pageHits.get(OWN_PATH) ?? 0) >= 1);
  },
});

Deno.test({
  ...needsShared(
    CASE,
    "[workup] a competitor page answered Cache-Control: no-cache is fetched again; another workspace reuses the cached pages",
  ),
  fn: async () => {
    // The case as it is, plus a headers.json (in a copy) marking one competitor no-cache.
    const dir = await Deno.makeTempDir({ prefix: "workup_case_" });
    try {
      await copyDir(sharedPath(CASE).pathname, dir);
      const folder = join(dir, "pages", "sarahsflowerfarm.co.uk", "blog");
      await Deno.writeTextFile(
        join(folder, "headers.json"),
        JSON.stringify({
          "overwintering-dahlias.html": {
            headers: { "cache-control": "no-cache", "content-type": "text/html; charset=utf-8" },
          },
        }),
      );
      await using app = await startCaseApp(dir);
      const competitors = competitorPaths(app);
      const fresh = "/sarahsflowerfarm.co.uk/blog/overwintering-dahlias.html";
      assert.ok(competitors.includes(fresh), JSON.stringify(competitors));
      const outline = { keyword: KEYWORD, target: TARGET, ...MARKET };
      await run(app, "/content/serp-outline", outline);
      const other = await createWorkspace(app.h.kv, { name: "second agency", credits: 1_000 });
      const { key } = await createApiKey(app.h.kv, { workspaceId: other.id, plan: "pro" });
      await run(app, "/content/brief", outline, key);
      const hits = hitsOf(app, competitors);
      assert.equal(hits[fresh], 2, "the no-cache page is fetched for each operation");
      for (const p of competitors.filter((p) => p !== fresh)) {
        assert.equal(hits[p], 1, `${p} is fetched once for both workspaces`);
      }
      // Result pages are per workspace (they carry their fetch time): one SERP call each.
      assert.equal(serpCalls(app).length, 2);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});

async function copyDir(from: string, to: string): Promise<void> {
  await Deno.mkdir(to, { recursive: true });
  for await (const entry of Deno.readDir(from)) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory) await copyDir(source, target);
    else await Deno.copyFile(source, target);
  }
}
