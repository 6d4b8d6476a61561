/**
 * `GET /api/v1/usage/requests`: the usage log the ledger writes with every charge, read back newest
 * first. Sync runs (REST `?sync=true`, MCP tool calls), which keep no job, are listed beside the
 * charges of jobs; dry runs and replays are not; pages follow a cursor through the log's records.
 */
import assert from "node:assert/strict";
import { sortableId } from "../lib/ids.ts";
import { ChargedRequestListSchema } from "../lib/schemas/account.ts";
import { createApiKey } from "../lib/store/api_keys.ts";
import { keys } from "../lib/store/keys.ts";
import { createWorkspace } from "../lib/store/workspaces.ts";
import { jobOperations } from "./fake_ops.ts";
import { type Harness, mcpToolCall, runJob, setup } from "./helpers.ts";

type Charged = {
  request_id: string;
  operation: string;
  credits: number;
  at: string;
  kind: "sync" | "job" | null;
  job_id: string | null;
  key_id: string;
  project_id: string | null;
  workflow_id: string | null;
};

/** One page of `GET /usage/requests?<query>`, checked against its declared schema. */
async function page(h: Harness, query = ""): Promise<{ requests: Charged[]; next_cursor: string }> {
  const res = await h.get(`/usage/requests${query}`);
  assert.equal(res.status, 200, query);
  const body = await res.json();
  const parsed = ChargedRequestListSchema.safeParse(body);
  assert.ok(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3)));
  return body;
}

Deno.test("[usage] charged requests: sync runs over REST and MCP beside jobs, newest first; dry runs and replays are not charged requests", async () => {
  const h = await setup({ operations: jobOperations });
  const attribution = { "x-project-id": "client-a", "x-workflow-id": "audit-7" };
  const sync = await h.post("/test/echo?sync=true", { word: "a", limit: 20 }, attribution);
  assert.equal(sync.status, 200);
  const syncRequestId = sync.headers.get("x-request-id");
  await sync.body?.cancel();
  const job = await runJob(h, "/test/steps", { tag: "usage-requests" });
  const dry = await h.post("/test/echo?dry_run=true", { word: "b" });
  assert.equal(dry.status, 200);
  await dry.body?.cancel();
  const replayed = [];
  for (let i = 0; i < 2; i++) {
    const res = await h.post("/test/steps", { tag: "usage-idem" }, { "idempotency-key": "k-1" });
    replayed.push((await res.json()).job_id);
  }
  assert.equal(replayed[0], replayed[1]);
  await h.services.jobs.waitFor(replayed[0], 10_000);
  const mcp = await h.app.request("/mcp", mcpToolCall(h.key, "test_echo", { word: "m" }));
  assert.equal(mcp.status, 200);
  await mcp.body?.cancel();

  const { requests, next_cursor } = await page(h);
  assert.equal(next_cursor, null);
  assert.deepEqual(
    requests.map((r) => [r.operation, r.kind, r.credits]),
    [
      ["/test/echo", "sync", 1], // MCP
      ["/test/steps", "job", 2], // the idempotent request, charged once
      ["/test/steps", "job", 2],
      ["/test/echo", "sync", 2],
    ],
  );
  const [viaMcp, idem, ran, viaRest] = requests;
  assert.equal(idem.job_id, replayed[0]);
  assert.equal(ran.job_id, job.job_id);
  assert.equal(ran.request_id, job.request_id);
  assert.deepEqual(
    [viaRest.job_id, viaRest.request_id, viaRest.project_id, viaRest.workflow_id, viaRest.key_id],
    [null, syncRequestId, "client-a", "audit-7", h.keyId],
  );
  assert.equal(viaMcp.job_id, null);
  assert.ok(requests.every((r, i) => i === 0 || requests[i - 1].at >= r.at), "newest first");

  assert.deepEqual((await page(h, "?kind=sync")).requests, [viaMcp, viaRest]);
  assert.deepEqual((await page(h, "?kind=job")).requests, [idem, ran]);
  // What the usage totals count is what the log lists.
  const usage = await (await h.get("/usage")).json();
  assert.equal(usage.credits_used, requests.reduce((n, r) => n + r.credits, 0));
  await h.close();
});

Deno.test("[usage] charged requests page by cursor inside one commit's record and across records: each once", async () => {
  const h = await setup({ operations: jobOperations });
  // Concurrent charges share ledger commits, so one log record holds several of them.
  const answers = await Promise.all(
    Array.from({ length: 23 }, (_, i) => h.post("/test/echo?sync=true", { word: `w${i}` })),
  );
  const sent = new Set<string>();
  for (const res of answers) {
    assert.equal(res.status, 200);
    sent.add(res.headers.get("x-request-id")!);
    await res.body?.cancel();
  }
  const oneByOne: string[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await h.post("/test/echo?sync=true", { word: `s${i}` });
    oneByOne.unshift(res.headers.get("x-request-id")!);
    await res.body?.cancel();
  }
  for (const id of oneByOne) sent.add(id);
  let records = 0;
  for await (const _ of h.kv.list({ prefix: ["usage_log", h.workspaceId] })) records++;
  assert.ok(records < sent.size, `${records} log records for ${sent.size} charges`);

  const seen: Charged[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const body: { requests: Charged[]; next_cursor: string | null } = await page(
      h,
      `?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    assert.ok(body.requests.length <= 5);
    seen.push(...body.requests);
    cursor = body.next_cursor;
    if (!cursor) break;
  }
  assert.equal(cursor, null, "the last page has no cursor");
  assert.equal(seen.length, sent.size, "each charge once");
  assert.deepEqual(new Set(seen.map((r) => r.request_id)), sent);
  // In the order they were charged, newest first (concurrent ones in their commits' order).
  assert.deepEqual(seen.slice(0, 4).map((r) => r.request_id), oneByOne);

  for (const bad of ["nope", "use_x.-1", "a.b", `${"x".repeat(101)}.1`]) {
    const res = await h.get(`/usage/requests?cursor=${encodeURIComponent(bad)}`);
    assert.equal(res.status, 400, bad);
    await res.body?.cancel();
  }
  for (const bad of ["?limit=0", "?limit=101", "?kind=refund", "?other=1"]) {
    const res = await h.get(`/usage/requests${bad}`);
    assert.equal(res.status, 400, bad);
    await res.body?.cancel();
  }
  await h.close();
});

Deno.test("[usage] charged requests: only the key's workspace; a charge logged before job_id was kept has kind null", async () => {
  const h = await setup({ operations: jobOperations });
  const other = await createWorkspace(h.kv, { name: "other", credits: 100 });
  const { key } = await createApiKey(h.kv, { workspaceId: other.id, plan: "pro" });
  const theirs = await h.app.request("/api/v1/test/echo?sync=true", {
    method: "POST",
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: JSON.stringify({ word: "theirs" }),
  });
  assert.equal(theirs.status, 200);
  await theirs.body?.cancel();
  // As the ledger logged charges before it kept `job_id`.
  const at = new Date().toISOString();
  await h.kv.set(keys.usageLog(h.workspaceId, sortableId("use")), {
    entries: [{
      request_id: "req_old",
      operation: "/test/steps",
      key_id: h.keyId,
      project_id: null,
      workflow_id: null,
      at,
      credits: 2,
    }],
  });
  const { requests } = await page(h);
  assert.deepEqual(requests, [{
    request_id: "req_old",
    operation: "/test/steps",
    credits: 2,
    at,
    kind: null,
    job_id: null,
    key_id: h.keyId,
    project_id: null,
    workflow_id: null,
  }]);
  assert.deepEqual((await page(h, "?kind=sync")).requests, []);
  await h.close();
});
