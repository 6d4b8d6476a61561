/** The hosted MCP endpoint, driven by the SDK's own client over a real socket. */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client"
import { Client } from "@modelcontextprotocol/sdk/client";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { readUsage } from "../lib/credits.ts";
import { requestSchema } from "../lib/openapi.ts";
import { operations } from "../lib/operations/mod.ts";
import { createApiKey, listApiKeys } from "../lib/store/api_keys.ts";
import { listenQueue } from "../jobs/queue.ts";
import { loadConfig } from "../lib/config.ts";
import { createServices } from "../lib/services.ts";
import { setup } from "../tests/helpers.ts";
import { createWorkspace } from "../lib/store/workspaces.ts";
import { createApp, renderError } from "./app.ts";
import { jobOperations } from "../tests/fake_ops.ts";
import { workers } from "../jobs/workers.ts";
import { Hono } from "hono";
import type { AppEnv } from "./env.ts";
import { mcpRoutes, toolCatalog } from "./mcp.ts";
import { ANSWER_TOO_LARGE } from "./mcp_answer.ts";
import { bodyGuard, byCaller, keyedSlots } from "./middleware/body.ts";
import { openTestStore } from "../tests/store.ts";

async function serve(env: Record<string, string> = {}) {
  const kv = await openTestStore();
  const services = createServices(loadConfig({ JOB_RETRY_BASE_MS: "10", ...env }), kv, {
    workers,
    operations: [...operations, ...jobOperations],
  });
  const queue = listenQueue(services);
  const ws = await createWorkspace(kv, { name: "mcp", credits: 1000 });
  const { key } = await createApiKey(kv, { workspaceId: ws.id, plan: "pro" });
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    createApp(services).fetch,
  );
  const url = new URL(`http://127.0.0.1:${server.addr.port}/mcp`);
  return {
    url,
    key,
    kv,
    services,
    workspaceId: ws.id,
    close: async () => {
      await services.jobs.idle();
      await server.shutdown();
      await kv.close();
      await queue;
    },
  };
}

async function connect(url: URL, headers: Record<string, string>) {
  const client = new Client({ name: "rankscope-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
  return client;
}

Deno.test("[mcp] tools/list has one tool per registry operation plus the job tools, with the REST schemas", async () => {
  const s = await serve();
  const client = await connect(s.url, { Authorization: `Bearer ${s.key}` });
  const { tools } = await client.listTools();
  const names = tools.map((t) => t.name);
  const registry = s.services.operations;
  assert.equal(tools.length, registry.length + 7);
  for (
    const extra of [
      "job_status",
      "job_wait",
      "job_cancel",
      "jobs_list",
      "serp_history",
      "locations",
      "languages",
    ]
  ) {
    assert.ok(names.includes(extra), extra);
  }
  for (const op of registry) {
    const tool = tools.find((t) => t.name === op.id);
    assert.ok(tool, op.id);
    const { sync, explain, ...properties } = tool.inputSchema.properties as Record<
      string,
      unknown
    >;
    assert.deepEqual(sync, {
      type: "boolean",
      default: true,
      description: (sync as { description: string }).description,
    });
    // `explain` (the result's `method`) is offered exactly where a result has one.
    assert.equal(explain !== undefined, op.output?.shape.method !== undefined, op.id);
    const rest = requestSchema(op) as { properties: unknown; required?: string[] };
    assert.deepEqual(properties, rest.properties, op.id);
    assert.deepEqual(tool.inputSchema.required, rest.required, op.id);
    assert.equal(tool.annotations?.readOnlyHint, true);
  }
  assert.equal(tools.find((t) => t.name === "backlinks_summary")?.title, operations[0].summary);
  await client.close();
  await s.close();
});

Deno.test("[mcp] a tool call charges what REST charges and writes the same usage record", async () => {
  const s = await serve();
  const headers = { "x-api-key": s.key, "x-project-id": "agent-proj", "x-workflow-id": "run-7" };
  const client = await connect(s.url, headers);
  const volatility = operations.find((o) => o.path === "/serp/volatility")!;
  const result = await client.callTool({ name: "serp_volatility", arguments: volatility.example });
  assert.equal(result.isError, false);
  const structured = result.structuredContent as {
    volatility_score: number;
    meta: Record<string, unknown>;
  };
  assert.equal(typeof structured.volatility_score, "number");
  assert.deepEqual([
    structured.meta.credits_charged,
    structured.meta.project_id,
    structured.meta.workflow_id,
  ], [
    2,
    "agent-proj",
    "run-7",
  ]);
  const text = (result.content as { type: string; text: string }[])[0];
  assert.equal(text.type, "text");
  assert.match(text.text, /^## /);
  // The same call over REST costs the same and lands in the same usage buckets.
  const rest = await fetch(new URL("/api/v1/serp/volatility?sync=true", s.url), {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(volatility.example),
  });
  assert.equal(rest.headers.get("x-credits-charged"), "2");
  const restBody = await rest.json();
  assert.deepEqual({ ...restBody, meta: null }, { ...structured, meta: null });
  const usage = await readUsage(s.kv, s.workspaceId);
  assert.deepEqual(usage, {
    credits_used: 4,
    by_project: { "agent-proj": 4 },
    by_workflow: { "run-7": 4 },
    by_operation: { "/serp/volatility": 4 },
    provider_cost_usd: { total: 0, by_operation: {}, by_project: {} },
  });
  await client.close();
  await s.close();
});

Deno.test("[mcp] validation failures are tool errors naming the field, never charged", async () => {
  const s = await serve();
  const client = await connect(s.url, { Authorization: `Bearer ${s.key}` });
  const bad = await client.callTool({
    name: "backlinks_list",
    arguments: { target: "example.com", limit: 500 },
  });
  assert.equal(bad.isError, true);
  const err =
    (bad.structuredContent as { error: { code: string; details: { issues: { path: string }[] } } })
      .error;
  assert.equal(err.code, "INVALID_PARAMETERS");
  assert.equal(err.details.issues[0].path, "limit");
  const typo = await client.callTool({
    name: "serp_volatility",
    arguments: { keyword: "x", snapshot: [] },
  });
  assert.equal(typo.isError, true);
  const paths = (typo.structuredContent as { error: { details: { issues: { path: string }[] } } })
    .error.details.issues
    .map((i) => i.path);
  assert.ok(paths.includes("snapshot") && paths.includes("snapshots"), paths.join(","));
  const pending = await client.callTool({
    // A registered operation not built (every real one is built now): 501, nothing charged.
    name: "test_pending",
    arguments: { url: "https://example.com/" },
  });
  assert.equal(
    (pending.structuredContent as { error: { code: string } }).error.code,
    "NOT_IMPLEMENTED",
  );
  // A tool the server does not have is a protocol error, -32602, as the MCP specification shows.
  await assert.rejects(
    () => client.callTool({ name: "no_such_tool", arguments: {} }),
    (err: { code?: number; message?: string }) =>
      err.code === -32602 && /Unknown tool: no_such_tool/.test(err.message ?? ""),
  );
  assert.equal((await readUsage(s.kv, s.workspaceId)).credits_used, 0);
  await client.close();
  await s.close();
});

Deno.test("[mcp] sync=false returns the job envelope; job_wait, job_status and jobs_list close the loop", async () => {
  const s = await serve();
  const client = await connect(s.url, { "x-api-key": s.key });
  const queued = await client.callTool({
    name: "test_steps",
    arguments: { tag: "mcp-job", steps: 2, sleep_ms: 50, sync: false },
  });
  const env = queued.structuredContent as { job_id: string; status: string; poll_url: string };
  assert.ok(env.job_id && env.poll_url);
  const progress: number[] = [];
  const waited = await client.callTool(
    { name: "job_wait", arguments: { job_id: env.job_id, timeout_seconds: 10 } },
    undefined,
    { onprogress: (p) => progress.push(p.progress) },
  );
  const job = waited.structuredContent as { status: string; result: { tag: string } };
  assert.equal(job.status, "completed");
  assert.equal(job.result.tag, "mcp-job");
  const status = await client.callTool({ name: "job_status", arguments: { job_id: env.job_id } });
  assert.equal((status.structuredContent as { status: string }).status, "completed");
  const list = await client.callTool({ name: "jobs_list", arguments: { limit: 5 } });
  assert.equal(
    (list.structuredContent as { jobs: { job_id: string }[] }).jobs[0].job_id,
    env.job_id,
  );
  const missing = await client.callTool({ name: "job_status", arguments: { job_id: "job_nope" } });
  assert.equal((missing.structuredContent as { error: { code: string } }).error.code, "NOT_FOUND");
  await client.close();
  await s.close();
});

Deno.test("[mcp] bearer and x-api-key both work; no key is 401, a domain-restricted key 403, GET 405", async () => {
  const s = await serve();
  const init = {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "t", version: "1" },
    },
  };
  const post = (headers: Record<string, string>) =>
    fetch(s.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        ...headers,
      },
      body: JSON.stringify(init),
    });
  const none = await post({});
  assert.equal(none.status, 401);
  // The Bearer challenge names the protected-resource metadata (the OAuth flow is tests/oauth_test.ts).
  const challenge = none.headers.get("www-authenticate")!;
  const metadata = new URL("/.well-known/oauth-protected-resource/mcp", s.url).href;
  assert.equal(challenge, `Bearer resource_metadata="${metadata}", scope="mcp"`);
  const unauthorized = (await none.json()).error;
  assert.equal(unauthorized.code, "UNAUTHORIZED");
  assert.match(unauthorized.message, /Authorization: Bearer <key>.*x-api-key.*OAuth/);
  for (
    const path of [
      "/.well-known/oauth-protected-resource",
      "/.well-known/oauth-protected-resource/mcp",
      "/.well-known/oauth-authorization-server",
    ]
  ) {
    const res = await fetch(new URL(path, s.url));
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get("access-control-allow-origin"), "*");
    await res.body?.cancel();
  }
  const forms: Record<string, string>[] = [{ authorization: `Bearer ${s.key}` }, {
    "x-api-key": s.key,
  }];
  for (const headers of forms) {
    const ok = await post(headers);
    assert.equal(ok.status, 200);
    assert.equal((await ok.json()).result.serverInfo.name, "rankscope");
  }
  const { key: browserKey } = await createApiKey(s.kv, {
    workspaceId: s.workspaceId,
    plan: "pro",
    allowedDomains: ["https://app.example.com"],
  });
  const restricted = await post({ authorization: `Bearer ${browserKey}` });
  assert.equal(restricted.status, 403);
  assert.equal((await restricted.json()).error.code, "KEY_NOT_ALLOWED_FOR_MCP");
  // From its browser origin it is refused before the key is looked at (DNS-rebinding rule).
  const fromPage = await post({
    authorization: `Bearer ${browserKey}`,
    origin: "https://app.example.com",
  });
  assert.equal(fromPage.status, 403);
  assert.equal((await fromPage.json()).error.code, "ORIGIN_NOT_ALLOWED");
  for (const method of ["GET", "DELETE"]) {
    const res = await fetch(s.url, { method, headers: { authorization: `Bearer ${s.key}` } });
    assert.equal(res.status, 405);
    assert.equal(res.headers.get("allow"), "POST");
    assert.equal((await res.json()).error.code, "METHOD_NOT_ALLOWED");
  }
  await s.close();
});

Deno.test("[mcp] openWorldHint is true exactly for tools that call a provider or fetch live pages", async () => {
  const s = await serve();
  const client = await connect(s.url, { Authorization: `Bearer ${s.key}` });
  const { tools } = await client.listTools();
  for (const op of s.services.operations) {
    const tool = tools.find((t) => t.name === op.id)!;
    assert.equal(tool.annotations?.openWorldHint, op.provider || op.fetches, op.id);
  }
  const extract = s.services.operations.find((op) => op.path === "/extract")!;
  assert.deepEqual([extract.provider, extract.fetches], [false, true]);
  await client.close();
  await s.close();
});

Deno.test("[mcp] a call over MCP records the key's last_used_at, as REST does", async () => {
  const s = await serve();
  const { key, record } = await createApiKey(s.kv, { workspaceId: s.workspaceId, plan: "pro" });
  assert.equal(record.last_used_at, null);
  const client = await connect(s.url, { Authorization: `Bearer ${key}` });
  await client.listTools();
  let used: string | null = null;
  for (let i = 0; i < 50 && used === null; i++) {
    await new Promise((r) => setTimeout(r, 20));
    used = (await listApiKeys(s.kv, s.workspaceId)).find((k) => k.id === record.id)!.last_used_at;
  }
  assert.ok(used, "last_used_at was not recorded");
  await client.close();
  await s.close();
});

Deno.test("[mcp] a result carries its method only when the call asks for it (explain)", async () => {
  const s = await serve();
  const client = await connect(s.url, { Authorization: `Bearer ${s.key}` });
  const op = operations.find((o) => o.path === "/content/keyword-map")!;
  const plain = await client.callTool({ name: op.id, arguments: op.example });
  const explained = await client.callTool({
    name: op.id,
    arguments: { ...op.example, explain: true },
  });
  const body = (r: typeof plain) => r.structuredContent as Record<string, unknown>;
  assert.equal(body(plain).method, undefined);
  assert.equal(typeof body(explained).method, "object");
  await client.close();
  await s.close();
});

Deno.test("[mcp] serp_history returns the SERPs a tool fetched as volatility snapshots; locations and languages look up what is accepted", async () => {
  const s = await serve();
  const client = await connect(s.url, { "x-api-key": s.key });
  const analyzed = await client.callTool({
    name: "analyze_serp",
    arguments: { keyword: "plumber near me", location: "US", device: "mobile" },
  });
  assert.equal(analyzed.isError, false);
  const history = await client.callTool({
    name: "serp_history",
    arguments: { keyword: "Plumber near me", location: "United States", device: "mobile" },
  });
  const body = history.structuredContent as {
    count: number;
    location: { location_code: number };
    snapshots: { results: unknown[] }[];
  };
  assert.equal(history.isError, false);
  assert.equal(body.count, 1);
  assert.equal(body.location.location_code, 2840);
  assert.ok(body.snapshots[0].results.length > 0);
  const found = await client.callTool({ name: "locations", arguments: { q: "germ" } });
  assert.deepEqual(
    (found.structuredContent as { locations: { name: string }[] }).locations.map((l) => l.name),
    ["Germany"],
  );
  const languages = await client.callTool({ name: "languages", arguments: {} });
  assert.ok((languages.structuredContent as { count: number }).count > 50);
  const bad = await client.callTool({
    name: "serp_history",
    arguments: { keyword: "x", location: "Untied States" },
  });
  assert.equal(bad.isError, true);
  await client.close();
  await s.close();
});

Deno.test("[mcp] an operation's tool call draws from the work bucket only, as REST; other requests from control", async () => {
  // Control allows 3 requests: initialize and its notification take 2. A day-long window: the
  // test never straddles a window boundary (which would reset the count).
  const s = await serve({ RATE_LIMITS: "pro=100/3", RATE_LIMIT_WINDOW_SECONDS: "86400" });
  const client = await connect(s.url, { "x-api-key": s.key });
  for (let i = 0; i < 5; i++) {
    const r = await client.callTool({ name: "test_echo", arguments: { word: `w${i}` } });
    assert.equal(r.isError, false, JSON.stringify(r.structuredContent));
  }
  await client.listTools(); // the third control request
  await assert.rejects(client.listTools(), /429|rate/i, "the fourth control request is over");
  await client.close();
  await s.close();
});

Deno.test("[mcp] malformed tools/call params are -32602 Invalid params with the REST error envelope, not an internal error", async () => {
  const s = await serve();
  const rpc = async (params: unknown) => {
    const res = await fetch(s.url, {
      method: "POST",
      headers: {
        "x-api-key": s.key,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params }),
    });
    return await res.json();
  };
  const cases: [unknown, string][] = [
    [{ arguments: {} }, "params.name"],
    [{ name: 42 }, "params.name"],
    [{ name: "test_echo", arguments: 3 }, "params.arguments"],
  ];
  for (const [params, field] of cases) {
    const answer = await rpc(params);
    assert.equal(answer.error?.code, -32602, JSON.stringify(answer));
    assert.equal(answer.id, 7);
    // The REST error envelope, not a raw validation dump: the field named, as REST names it.
    const envelope = answer.error.data.error;
    assert.equal(envelope.code, "INVALID_PARAMETERS");
    assert.deepEqual(envelope.details.issues.map((i: { path: string }) => i.path), [field]);
    assert.match(answer.error.message, new RegExp(field.replace(".", "\\.")));
  }
  const fine = await rpc({ name: "test_echo", arguments: { word: "hi" } });
  assert.equal(fine.result?.isError, false, JSON.stringify(fine));
  await s.close();
});

Deno.test("[mcp] clients as they are: any Accept, protocol versions 2025-03-26 to 2025-11-25, batches where the version has them", async () => {
  const h = await setup({ queue: false });
  const rpc = async (body: unknown, headers: Record<string, string> = {}) => {
    const res = await h.app.request("/mcp", {
      method: "POST",
      headers: { "x-api-key": h.key, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, type: res.headers.get("content-type"), body: await res.json() };
  };
  const initialize = (protocolVersion: string) => ({
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion, capabilities: {}, clientInfo: { name: "compat", version: "1" } },
  });
  // What clients send: only JSON, anything, or no Accept at all; the answer is JSON.
  for (const accept of ["application/json", "*/*", "application/json, text/event-stream", null]) {
    const answer = await rpc(initialize("2025-06-18"), accept === null ? {} : { accept });
    assert.equal(answer.status, 200, `Accept: ${accept}`);
    assert.match(answer.type!, /^application\/json/);
    assert.equal(answer.body.result.protocolVersion, "2025-06-18");
  }
  for (const version of ["2025-03-26", "2025-06-18", "2025-11-25"]) {
    const answer = await rpc(initialize(version));
    assert.equal(answer.body.result.protocolVersion, version);
  }
  // 2025-03-26 allows JSON-RPC batches: one answer per request, in one array.
  const batch = await rpc([
    { jsonrpc: "2.0", id: 1, method: "tools/list" },
    {
      jsonrpc: "2.0",
      id: 2,
      method: "tools/call",
      params: { name: "languages", arguments: {} },
    },
  ], { "mcp-protocol-version": "2025-03-26" });
  assert.equal(batch.status, 200);
  assert.ok(Array.isArray(batch.body));
  assert.deepEqual(batch.body.map((m: { id: number }) => m.id).sort(), [1, 2]);
  assert.ok(batch.body.every((m: { result?: unknown }) => m.result));
  await h.close();
});

Deno.test("[mcp] protocol versions: initialize answers one the server speaks, with that version's capabilities; a header naming another is 400; the server card lists the same", async () => {
  const h = await setup({ queue: false });
  const volatility = operations.find((op) => op.path === "/serp/volatility")!;
  const rpc = async (body: unknown, version?: string) => {
    const res = await h.app.request("/mcp", {
      method: "POST",
      headers: {
        "x-api-key": h.key,
        "content-type": "application/json",
        ...(version ? { "mcp-protocol-version": version } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const initialize = (protocolVersion: string) => ({
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion, capabilities: {}, clientInfo: { name: "versions", version: "1" } },
  });
  // 2024-11-05 (HTTP+SSE, no Tasks) is not spoken here: the answer is the newest version, and
  // the capabilities are that version's; the client decides whether to go on.
  const old = await rpc(initialize("2024-11-05"));
  assert.equal(old.body.result.protocolVersion, "2025-11-25");
  assert.ok(old.body.result.capabilities.tasks);
  const capabilities: Record<string, string[]> = {};
  for (const version of ["2025-11-25", "2025-06-18", "2025-03-26"]) {
    const answer = await rpc(initialize(version));
    assert.equal(answer.body.result.protocolVersion, version);
    capabilities[version] = Object.keys(answer.body.result.capabilities).sort();
  }
  assert.deepEqual(capabilities, {
    "2025-11-25": ["tasks", "tools"],
    "2025-06-18": ["tools"],
    "2025-03-26": ["tools"],
  });
  // A request naming a version the server does not speak: 400, naming the ones it does.
  for (const version of ["2024-11-05", "2024-10-07"]) {
    const refused = await rpc({ jsonrpc: "2.0", id: 2, method: "tools/list" }, version);
    assert.equal(refused.status, 400, version);
    assert.equal(refused.body.error.code, -32000);
    assert.match(
      refused.body.error.message,
      /Unsupported protocol version: 2024-1.-.. \(supported versions: 2025-11-25, 2025-06-18, 2025-03-26\)/,
    );
  }
  // Under a version without Tasks the tasks/* methods do not exist, and a task-augmented call
  // runs as a plain one (MCP 2025-11-25 Tasks: a receiver without the capability ignores it).
  const call = {
    jsonrpc: "2.0",
    id: 3,
    method: "tools/call",
    params: { name: volatility.id, arguments: volatility.example, task: {} },
  };
  const plain = await rpc(call, "2025-06-18");
  assert.equal(plain.body.result.task, undefined);
  assert.equal(plain.body.result.isError, false);
  assert.ok(plain.body.result.structuredContent.markdown_summary);
  const noTasks = await rpc(
    { jsonrpc: "2.0", id: 4, method: "tasks/list", params: {} },
    "2025-06-18",
  );
  assert.equal(noTasks.body.error.code, -32601);
  // Under 2025-11-25, and without the header (which the server cannot tell), it is a task.
  for (const version of ["2025-11-25", undefined]) {
    assert.match((await rpc(call, version)).body.result.task.taskId, /^job_/, version);
  }
  const card = await (await h.app.request("/mcp/server-card")).json();
  assert.deepEqual(card.remotes[0].supportedProtocolVersions, [
    "2025-11-25",
    "2025-06-18",
    "2025-03-26",
  ]);
  await h.close();
});

Deno.test("[mcp] DNS-rebinding protection: a browser Origin the server does not trust gets 403; clients without one pass", async () => {
  const h = await setup({
    queue: false,
    env: {
      PUBLIC_BASE_URL: "https://seo.example.com",
      MCP_ALLOWED_ORIGINS: "https://agents.example.org",
    },
  });
  const ping = async (origin?: string) => {
    const res = await h.app.request("http://evil.example.net/mcp", {
      method: "POST",
      headers: {
        "x-api-key": h.key,
        "content-type": "application/json",
        ...(origin === undefined ? {} : { origin }),
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    });
    return { status: res.status, body: await res.json() };
  };
  assert.equal((await ping()).status, 200);
  for (
    const ok of ["https://seo.example.com", "https://agents.example.org", "http://localhost:6274"]
  ) {
    assert.equal((await ping(ok)).status, 200, ok);
  }
  // The rebinding case: the page's origin is the very name the request came to.
  for (const bad of ["http://evil.example.net", "null", "https://seo.example.com.evil.net"]) {
    const answer = await ping(bad);
    assert.equal(answer.status, 403, bad);
    assert.equal(answer.body.error.code, "ORIGIN_NOT_ALLOWED");
  }
  await h.close();
});

/** POSTs a JSON-RPC body to `/mcp` with the key and a protocol version header (unless null). */
async function post(
  url: URL,
  key: string,
  body: unknown,
  version: string | null = "2025-03-26",
) {
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "x-api-key": key,
      "content-type": "application/json",
      ...(version === null ? {} : { "mcp-protocol-version": version }),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: text ? JSON.parse(text) : null,
    remaining: Number(res.headers.get("ratelimit-remaining")),
  };
}

const echo = (id: number) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name: "test_echo", arguments: { word: `w${id}` } },
});
const ping = (id: number) => ({ jsonrpc: "2.0", id, method: "ping" });

Deno.test("[mcp] a batch under any version but 2025-03-26 is refused whole (400, -32600) and runs nothing", async () => {
  const s = await serve({ RATE_LIMIT_WINDOW_SECONDS: "86400" });
  const batch = Array.from({ length: 100 }, (_, i) => echo(i + 1));
  const before = (await post(s.url, s.key, ping(0))).remaining;
  for (const version of ["2025-11-25", "2025-06-18"]) {
    const answer = await post(s.url, s.key, batch, version);
    assert.equal(answer.status, 400, `${version}: ${answer.text}`);
    assert.equal(answer.body.error.code, -32600);
    assert.equal(answer.body.id, null);
    assert.match(answer.body.error.message, /batches need protocol version 2025-03-26/);
  }
  // Nothing ran: no echo was charged; each refused request cost one control token, as any
  // request refused for its content does.
  assert.equal((await readUsage(s.kv, s.workspaceId)).credits_used, 0);
  assert.equal((await post(s.url, s.key, ping(0))).remaining, before - 3);
  // Without the header a client speaks 2025-03-26 (2025-06-18 transports: the server SHOULD
  // assume it), which batches: a batch of 100 is taken, and pays a token per message.
  const pings = Array.from({ length: 100 }, (_, i) => ping(i + 1));
  const headerless = await post(s.url, s.key, pings, null);
  assert.equal(headerless.status, 200, headerless.text);
  assert.deepEqual(headerless.body.map((m: { id: number }) => m.id), pings.map((p) => p.id));
  assert.equal((await post(s.url, s.key, ping(0))).remaining, before - 3 - 100 - 1);
  // Under 2025-03-26: over the size cap, or holding an initialize, refused the same way.
  const over = await post(s.url, s.key, Array.from({ length: 101 }, (_, i) => echo(i + 1)));
  assert.equal(over.status, 400);
  assert.match(over.body.error.message, /at most 100 messages \(got 101\)/);
  const init = await post(s.url, s.key, [
    {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-03-26",
        capabilities: {},
        clientInfo: { name: "b", version: "1" },
      },
    },
    ping(2),
  ]);
  assert.equal(init.status, 400);
  assert.match(init.body.error.message, /initialize must not be part of a JSON-RPC batch/);
  const junk = await post(s.url, s.key, [ping(1), { jsonrpc: "2.0", id: 2 }, echo(3)]);
  assert.equal(junk.status, 400);
  assert.match(junk.body.error.message, /Message 1 of the batch/);
  assert.equal((await readUsage(s.kv, s.workspaceId)).credits_used, 0);
  await s.close();
});

Deno.test("[mcp] a 2025-03-26 batch costs one token per message: work for operation calls, control for the rest", async () => {
  const s = await serve({ RATE_LIMIT_WINDOW_SECONDS: "86400" });
  const control0 = (await post(s.url, s.key, ping(0))).remaining;
  const pings = await post(s.url, s.key, [1, 2, 3, 4, 5, 6, 7].map(ping));
  assert.equal(pings.status, 200);
  assert.deepEqual(pings.body.map((m: { id: number }) => m.id), [1, 2, 3, 4, 5, 6, 7]);
  assert.equal(pings.headers.get("ratelimit-policy")?.startsWith('"control"'), true);
  assert.equal(control0 - pings.remaining, 7);
  // Work: a batch of operation calls shows the work bucket; each call drew exactly one token.
  const work0 = (await post(s.url, s.key, [echo(1)])).remaining;
  const echoes = await post(s.url, s.key, [echo(1), echo(2), echo(3)]);
  assert.equal(echoes.headers.get("ratelimit-policy")?.startsWith('"work"'), true);
  assert.equal(work0 - echoes.remaining, 3);
  assert.ok(echoes.body.every((m: { result: { isError: boolean } }) => !m.result.isError));
  assert.equal(echoes.headers.get("x-credits-charged"), "3");
  // Mixed: 2 work and 3 control tokens.
  const mixed = await post(s.url, s.key, [echo(1), ping(2), echo(3), ping(4), ping(5)]);
  assert.equal(mixed.status, 200);
  assert.equal(pings.remaining - mixed.remaining, 3);
  assert.equal(echoes.remaining - (await post(s.url, s.key, [echo(9)])).remaining, 3);
  // Notifications count too, and a batch of only notifications is 202 with no body.
  const note = await post(s.url, s.key, [{ jsonrpc: "2.0", method: "notifications/initialized" }]);
  assert.equal(note.status, 202);
  assert.equal(mixed.remaining - (await post(s.url, s.key, ping(0))).remaining, 2);
  await s.close();
});

Deno.test("[mcp] a batch its bucket cannot cover is refused whole with 429 and Retry-After", async () => {
  const s = await serve({ RATE_LIMITS: "pro=3/100", RATE_LIMIT_WINDOW_SECONDS: "86400" });
  const refused = await post(s.url, s.key, [echo(1), echo(2), echo(3), echo(4)]);
  assert.equal(refused.status, 429, refused.text);
  assert.equal(refused.body.error.code, "RATE_LIMITED");
  assert.match(refused.body.error.message, /needs 4 work tokens/);
  assert.ok(Number(refused.headers.get("retry-after")) > 0);
  assert.equal(refused.headers.get("ratelimit-limit"), "3");
  assert.equal((await readUsage(s.kv, s.workspaceId)).credits_used, 0, "no call ran");
  // The refused batch spent nothing: all three tokens are left, and a batch of three fits.
  const fits = await post(s.url, s.key, [echo(1), echo(2), echo(3)]);
  assert.equal(fits.status, 200, fits.text);
  assert.equal(fits.remaining, 0);
  assert.equal((await readUsage(s.kv, s.workspaceId)).credits_used, 3);
  await s.close();
});

Deno.test("[mcp] tools/list is built once per registry and answered byte-identical, alone or in a batch", async () => {
  const builds = toolCatalog.builds();
  const s = await serve();
  const list = { jsonrpc: "2.0", id: 5, method: "tools/list" };
  const answers = [];
  for (const version of ["2025-11-25", "2025-06-18", "2025-03-26"]) {
    answers.push((await post(s.url, s.key, list, version)).text);
  }
  const batch = await post(s.url, s.key, [list, ping(6)]);
  assert.equal(new Set(answers).size, 1);
  assert.equal(JSON.stringify(batch.body[0]), JSON.stringify(JSON.parse(answers[0])));
  assert.equal(batch.text.slice(1, 1 + answers[0].length), answers[0]);
  assert.equal(JSON.parse(answers[0]).result.tools.length, s.services.operations.length + 7);
  assert.equal(toolCatalog.builds() - builds, 1);
  // What the SDK refuses is still refused: an unsupported version, a cursor that is no string.
  const unsupported = await post(s.url, s.key, list, "1999-01-01");
  assert.equal(unsupported.status, 400);
  assert.match(unsupported.body.error.message, /Unsupported protocol version/);
  const badCursor = await post(s.url, s.key, { ...list, params: { cursor: 5 } }, "2025-11-25");
  assert.ok(badCursor.body.error && !badCursor.body.result, badCursor.text.slice(0, 200));
  // The SDK's client gets the same list.
  const client = await connect(s.url, { "x-api-key": s.key });
  const { tools } = await client.listTools();
  assert.deepEqual(tools, JSON.parse(answers[0]).result.tools);
  assert.equal(toolCatalog.builds() - builds, 1);
  await client.close();
  await s.close();
});

Deno.test("[mcp] an answer over the cap is a JSON-RPC error naming it; what fits still arrives", async () => {
  const h = await setup({ queue: false });
  const config = h.services.config;
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("requestId", "req_cap");
    await next();
  });
  app.onError((err, c) => renderError(c, err));
  const cap = 4000;
  app.route(
    "/",
    mcpRoutes(h.services, bodyGuard(config, keyedSlots(config), byCaller), { answerCapBytes: cap }),
  );
  const rpc = async (body: unknown) => {
    const res = await app.request("/mcp", {
      method: "POST",
      headers: {
        "x-api-key": h.key,
        "content-type": "application/json",
        "mcp-protocol-version": "2025-03-26",
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const list = await rpc({ jsonrpc: "2.0", id: 1, method: "tools/list" });
  assert.equal(list.status, 200);
  assert.equal(list.body.id, 1);
  assert.equal(list.body.error.code, ANSWER_TOO_LARGE);
  assert.equal(list.body.error.data.cap_bytes, cap);
  assert.ok(list.body.error.data.answer_bytes > cap);
  assert.match(list.body.error.message, new RegExp(`cap of ${cap} bytes`));
  // Through the SDK too (a tool result over the cap), and per message in a batch.
  const langs = {
    jsonrpc: "2.0",
    id: 2,
    method: "tools/call",
    params: { name: "languages", arguments: {} },
  };
  assert.equal((await rpc(langs)).body.error.code, ANSWER_TOO_LARGE);
  const batch = await rpc([ping(1), langs, ping(3)]);
  assert.deepEqual(batch.body.map((m: { id: number }) => m.id), [1, 2, 3]);
  assert.deepEqual(batch.body[0].result, {});
  assert.equal(batch.body[1].error.code, ANSWER_TOO_LARGE);
  assert.deepEqual(batch.body[2].result, {});
  // A small answer is untouched.
  assert.deepEqual((await rpc(ping(9))).body, { jsonrpc: "2.0", id: 9, result: {} });
  await h.close();
});
