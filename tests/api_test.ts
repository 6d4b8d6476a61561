import assert from "node:assert/strict";
import { createApiKey, revokeApiKey } from "../lib/store/api_keys.ts";
import { fakeOperations } from "./fake_ops.ts";
import { operations } from "../lib/operations/mod.ts";
import { balanceOf, runJob, setup } from "./helpers.ts";

const json = async (res: Response) => await res.json();

Deno.test("[api] a sync call charges its cost and reports it in headers and meta", async () => {
  const h = await setup({ operations: fakeOperations, credits: 50 });
  const res = await h.post("/test/echo?sync=true", { word: "hi", limit: 25 }, {
    "x-project-id": "alpha",
    "x-workflow-id": "nightly-1",
    "x-request-id": "req-abc",
  });
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type")!, /application\/json/);
  const body = await json(res);
  assert.equal(body.echoed, "hi");
  assert.deepEqual(
    { ...body.meta, generated_at: "x" },
    {
      operation: "/test/echo",
      provider: "none",
      location: { name: "United States", location_code: 2840, country_iso_code: "US" },
      language: null,
      generated_at: "x",
      credits_charged: 3,
      request_id: "req-abc",
      project_id: "alpha",
      workflow_id: "nightly-1",
      job_id: res.headers.get("x-job-id"),
      cache: null,
      data_age_seconds: null,
      provider_cost_usd: 0,
    },
  );
  assert.equal(res.headers.get("x-credits-charged"), "3");
  assert.equal(res.headers.get("x-credits-remaining"), "47");
  assert.equal(res.headers.get("x-request-id"), "req-abc");
  assert.equal(await balanceOf(h), 47);

  const usage = await json(await h.get("/usage"));
  assert.equal(usage.credits_remaining, 47);
  assert.equal(usage.credits_used, 3);
  assert.deepEqual(usage.by_project, { alpha: 3 });
  assert.deepEqual(usage.by_workflow, { "nightly-1": 3 });
  assert.deepEqual(usage.by_operation, { "/test/echo": 3 });
  await h.close();
});

Deno.test("[api] invalid input is 400 naming every field and value, and is never charged", async () => {
  const h = await setup({ operations: fakeOperations, credits: 50 });
  const res = await h.post("/test/echo?sync=true", { word: "", limit: 101, wrod: "typo" });
  assert.equal(res.status, 400);
  const body = await json(res);
  assert.equal(body.error.code, "INVALID_PARAMETERS");
  assert.equal(body.error.retryable, false);
  assert.ok(body.error.request_id);
  assert.deepEqual(body.error.details.issues, [
    { path: "word", message: 'must have at least 1 character (got "")' },
    { path: "limit", message: "must be at most 100 (got 101)" },
    {
      path: "wrod",
      message: "is not a field of this request (check the spelling against the OpenAPI schema)",
    },
  ]);
  assert.match(body.error.message, /word/);
  assert.equal(res.headers.get("x-credits-charged"), "0");
  assert.equal(res.headers.get("x-credits-remaining"), "50");
  assert.equal(await balanceOf(h), 50);
  await h.close();
});

Deno.test("[api] bodies: not JSON is 400, wrong type 415, too large 413 before parsing", async () => {
  const h = await setup({ operations: fakeOperations, env: { MAX_BODY_BYTES: "2048" } });
  const bad = await h.post("/test/echo?sync=true", "{not json");
  assert.equal(bad.status, 400);
  assert.equal((await json(bad)).error.code, "INVALID_JSON");
  const arr = await h.post("/test/echo?sync=true", "[1,2]");
  assert.equal((await json(arr)).error.code, "INVALID_PARAMETERS");
  const text = await h.app.request("/api/v1/test/echo", {
    method: "POST",
    headers: { "x-api-key": h.key, "content-type": "text/plain" },
    body: "word=hi",
  });
  assert.equal(text.status, 415);
  assert.equal((await json(text)).error.code, "UNSUPPORTED_MEDIA_TYPE");
  const big = await h.post("/test/echo?sync=true", JSON.stringify({ word: "x".repeat(5000) }));
  assert.equal(big.status, 413);
  assert.equal((await json(big)).error.code, "PAYLOAD_TOO_LARGE");
  const chunked = await h.app.request("/api/v1/test/echo", {
    method: "POST",
    headers: {
      "x-api-key": h.key,
      "content-type": "application/json",
      "transfer-encoding": "chunked",
    },
    body: new Blob([JSON.stringify({ word: "y".repeat(5000) })]).stream(),
  });
  assert.equal(chunked.status, 413);
  await chunked.body?.cancel();
  assert.equal(await balanceOf(h), 1000);
  await h.close();
});

Deno.test("[api] bodies: gzip and non-UTF-8 charsets 415; invalid UTF-8 and lone surrogates 400; nothing charged", async () => {
  const h = await setup({ operations: fakeOperations });
  const send = (body: BodyInit, headers: Record<string, string> = {}) =>
    h.app.request("/api/v1/test/echo?sync=true", {
      method: "POST",
      headers: { "x-api-key": h.key, "content-type": "application/json", ...headers },
      body,
    });
  const codeOf = async (res: Response) => [res.status, (await json(res)).error.code];
  const gzipped = new Blob([JSON.stringify({ word: "hi" })]).stream()
    .pipeThrough(new CompressionStream("gzip"));
  assert.deepEqual(
    await codeOf(await send(gzipped, { "content-encoding": "gzip" })),
    [415, "UNSUPPORTED_MEDIA_TYPE"],
  );
  assert.deepEqual(
    await codeOf(
      await send('{"word":"hi"}', { "content-type": "application/json; charset=utf-16" }),
    ),
    [415, "UNSUPPORTED_MEDIA_TYPE"],
  );
  const ok = await send('{"word":"hi"}', { "content-type": "application/json; charset=UTF-8" });
  assert.equal(ok.status, 200);
  await ok.body?.cancel();
  const invalid = new Uint8Array([
    ...new TextEncoder().encode('{"word":"'),
    0xff,
    0xfe,
    0x22,
    0x7d,
  ]);
  assert.deepEqual(await codeOf(await send(invalid)), [400, "INVALID_JSON"]);
  const lone = await send('{"word":"a\\ud800b"}');
  const loneBody = await json(lone);
  assert.equal(lone.status, 400);
  assert.equal(loneBody.error.details.issues[0].path, "word");
  assert.equal(await balanceOf(h), 1000 - 1, "only the UTF-8 request was charged");
  await h.close();
});

Deno.test("[api] missing key 401 with WWW-Authenticate, unknown 401, revoked 403", async () => {
  const h = await setup({ operations: fakeOperations });
  const none = await h.app.request("/api/v1/usage");
  assert.equal(none.status, 401);
  assert.match(
    none.headers.get("www-authenticate")!,
    /^ApiKey realm="rankscope", header="x-api-key"/,
  );
  assert.equal((await json(none)).error.code, "UNAUTHORIZED");
  const unknown = await h.app.request("/api/v1/usage", {
    headers: { "x-api-key": "sk_live_" + "A".repeat(43) },
  });
  assert.equal(unknown.status, 401);
  assert.equal((await json(unknown)).error.code, "UNAUTHORIZED");
  assert.equal((await h.get("/usage")).status, 200); // the key is now cached
  await revokeApiKey(h.kv, h.keyId);
  const revoked = await h.get("/usage");
  assert.equal(revoked.status, 403);
  assert.equal((await json(revoked)).error.code, "KEY_REVOKED");
  await h.close();
});

Deno.test("[api] a domain-restricted key passes with its Origin and is refused otherwise", async () => {
  const h = await setup({
    operations: fakeOperations,
    allowedDomains: ["https://app.example.com"],
  });
  const ok = await h.post("/test/echo?sync=true", { word: "hi" }, {
    origin: "https://app.example.com",
  });
  assert.equal(ok.status, 200);
  assert.equal(ok.headers.get("access-control-allow-origin"), "https://app.example.com");
  const other = await h.post("/test/echo?sync=true", { word: "hi" }, {
    origin: "https://evil.example.com",
  });
  assert.equal(other.status, 403);
  assert.equal((await json(other)).error.code, "ORIGIN_NOT_ALLOWED");
  const none = await h.post("/test/echo?sync=true", { word: "hi" });
  assert.equal(none.status, 403);
  assert.equal((await json(none)).error.code, "ORIGIN_NOT_ALLOWED");
  assert.equal(await balanceOf(h), 999);
  await h.close();
});

Deno.test("[api] out of credits is 402 with what is left and what was needed", async () => {
  const h = await setup({ operations: fakeOperations, credits: 2 });
  const res = await h.post("/test/echo?sync=true", { word: "hi", limit: 30 });
  assert.equal(res.status, 402);
  const body = await json(res);
  assert.equal(body.error.code, "CREDITS_EXHAUSTED");
  assert.deepEqual(body.error.details, { credits_remaining: 2, credits_required: 3 });
  assert.equal(await balanceOf(h), 2);
  await h.close();
});

Deno.test("[api] dry_run quotes the cost without charging or running", async () => {
  const h = await setup({ operations: fakeOperations, credits: 50 });
  const res = await h.post("/test/echo?dry_run=true", { word: "hi", limit: 100 });
  assert.equal(res.status, 200);
  assert.deepEqual(await json(res), {
    operation: "/test/echo",
    credits_required: 10,
    credits_remaining: 50,
  });
  assert.equal(res.headers.get("x-credits-charged"), "0");
  const bad = await h.post("/test/echo?dry_run=maybe", { word: "hi" });
  assert.equal(bad.status, 400);
  assert.equal((await json(bad)).error.details.issues[0].path, "?dry_run");
  assert.equal(await balanceOf(h), 50);
  await h.close();
});

Deno.test("[api] a failed upstream call is refunded; an internal error hides its stack", async () => {
  const h = await setup({ operations: fakeOperations, credits: 10 });
  const up = await h.post("/test/fail?sync=true", { kind: "upstream" });
  assert.equal(up.status, 502);
  const upBody = await json(up);
  assert.equal(upBody.error.code, "UPSTREAM_ERROR");
  assert.equal(upBody.error.retryable, true);
  assert.equal(await balanceOf(h), 10);
  const original = console.error;
  console.error = () => {};
  const internal = await h.post("/test/fail?sync=true", { kind: "internal" });
  console.error = original;
  assert.equal(internal.status, 500);
  const text = await internal.text();
  assert.ok(!text.includes("/secret/path.ts"), text);
  assert.equal(JSON.parse(text).error.code, "INTERNAL_ERROR");
  assert.equal(await balanceOf(h), 10);
  assert.equal((await json(await h.get("/usage"))).credits_used, 0);
  await h.close();
});

Deno.test("[api] an operation not built yet is 501 after validation, never charged", async () => {
  const h = await setup({ operations: fakeOperations });
  const missing = await h.post("/test/pending", {});
  assert.equal(missing.status, 400);
  assert.deepEqual((await json(missing)).error.details.issues, [
    { path: "url", message: "one of url, html is required (none was given)" },
  ]);
  const res = await h.post("/test/pending", { html: "<p>x</p>" });
  assert.equal(res.status, 501);
  assert.equal((await json(res)).error.code, "NOT_IMPLEMENTED");
  assert.equal(res.headers.get("x-credits-charged"), "0");
  assert.equal(await balanceOf(h), 1000);
  await h.close();
});

Deno.test("[api] rate limits: exactly N of N+k pass, then 429 with Retry-After", async () => {
  const h = await setup({ operations: fakeOperations, env: { RATE_LIMITS: "pro=5/100" } });
  const all = await Promise.all(
    Array.from({ length: 8 }, () => h.post("/test/echo?sync=true", { word: "hi" })),
  );
  const statuses = all.map((r) => r.status).sort();
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
  const limited = all.find((r) => r.status === 429)!;
  assert.match(limited.headers.get("retry-after")!, /^\d+$/);
  assert.equal(limited.headers.get("ratelimit-limit"), "5");
  assert.equal(limited.headers.get("ratelimit-remaining"), "0");
  assert.equal(limited.headers.get("ratelimit-policy"), '"work";q=5;w=60');
  assert.equal((await json(limited)).error.code, "RATE_LIMITED");
  // The control bucket is separate.
  const usage = await h.get("/usage");
  assert.equal(usage.status, 200);
  assert.equal(usage.headers.get("ratelimit-policy"), '"control";q=100;w=60');
  assert.equal(await balanceOf(h), 995);
  await h.close();
});

Deno.test("[api] bad attribution headers are 400 naming the header", async () => {
  const h = await setup({ operations: fakeOperations });
  const res = await h.post("/test/echo?sync=true", { word: "hi" }, {
    "x-project-id": "has spaces in it",
  });
  assert.equal(res.status, 400);
  assert.equal((await json(res)).error.details.issues[0].path, "x-project-id");
  assert.equal(await balanceOf(h), 1000);
  await h.close();
});

Deno.test("[api] unknown routes are 404 and wrong methods 405, in the error envelope", async () => {
  const h = await setup({ operations: fakeOperations });
  const missing = await h.get("/nothing/here");
  assert.equal(missing.status, 404);
  assert.equal((await json(missing)).error.code, "NOT_FOUND");
  const wrong = await h.get("/test/echo");
  assert.equal(wrong.status, 405);
  assert.equal(wrong.headers.get("allow"), "POST");
  const refused = await json(wrong);
  assert.equal(refused.error.code, "METHOD_NOT_ALLOWED");
  assert.match(refused.error.message, /accepts POST only \(got GET\)/);
  assert.equal(refused.error.request_id, wrong.headers.get("x-request-id"));
  const endpoint = await h.app.request("/api/v1/webhooks/endpoints/we_1", {
    method: "PUT",
    headers: { "x-api-key": h.key },
  });
  assert.equal(endpoint.status, 405);
  assert.equal(endpoint.headers.get("allow"), "PATCH, DELETE");
  await endpoint.body?.cancel();
  const outside = await h.app.request("/nope");
  assert.equal(outside.status, 404);
  assert.equal((await json(outside)).error.code, "NOT_FOUND");
  await h.close();
});

Deno.test("[api] pricing lists every registered operation with its rule", async () => {
  const h = await setup({ operations: fakeOperations });
  const body = await json(await h.get("/pricing"));
  assert.deepEqual(body.operations.map((o: { operation: string }) => o.operation), [
    "/test/echo",
    "/test/fail",
    "/test/pending",
  ]);
  assert.equal(body.operations[0].rule, "1 credits per started 10 of `limit`, minimum 1");
  assert.equal(body.operations[2].available, false);
  await h.close();
});

Deno.test("[api] a second key of the workspace shares its balance", async () => {
  const h = await setup({ operations: fakeOperations, credits: 10 });
  const { key } = await createApiKey(h.kv, { workspaceId: h.workspaceId, plan: "free" });
  const res = await h.post("/test/echo?sync=true", { word: "hi" }, { "x-api-key": key });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("ratelimit-limit"), "60");
  assert.equal(await balanceOf(h), 9);
  await h.close();
});

Deno.test("[api] the static method of a result is sent only with ?explain=true, sync or queued", async () => {
  const h = await setup({ credits: 100 });
  const example = operations.find((o) => o.path === "/content/keyword-map")!.example;
  const plain = await json(await h.post("/content/keyword-map?sync=true", example));
  assert.equal(plain.method, undefined);
  assert.ok(plain.mappings.length > 0);
  const explained = await json(
    await h.post("/content/keyword-map?sync=true&explain=true", example),
  );
  assert.equal(typeof explained.method.status, "string");
  const job = await runJob(h, "/content/keyword-map?explain=true", example);
  assert.equal(typeof job.result.method.status, "string");
  const quiet = await runJob(h, "/content/keyword-map", example);
  assert.equal(quiet.result.method, undefined);
  await h.close();
});

Deno.test("[api] a body that never finishes is refused at the read timeout; bodies beyond the cap get 503", async () => {
  const h = await setup({
    operations: fakeOperations,
    env: { BODY_READ_TIMEOUT_MS: "300", MAX_BODIES_IN_FLIGHT: "2" },
  });
  const post = (body: BodyInit) =>
    h.app.request("/api/v1/test/echo?sync=true", {
      method: "POST",
      headers: { "x-api-key": h.key, "content-type": "application/json" },
      body,
    });
  const stalled = () =>
    post(
      new ReadableStream<Uint8Array>({
        start: (c) => c.enqueue(new TextEncoder().encode('{"word":')), // and never more
      }),
    );
  // Two stalled uploads hold the two slots; a third request is turned away at once.
  const [a, b] = [stalled(), stalled()];
  await new Promise((r) => setTimeout(r, 50));
  const third = await post(JSON.stringify({ word: "hi" }));
  assert.equal(third.status, 503);
  assert.equal(third.headers.get("retry-after"), "1");
  assert.equal((await json(third)).error.retryable, true);
  for (const res of await Promise.all([a, b])) {
    assert.equal(res.status, 408);
    assert.equal(res.headers.get("connection"), "close");
    assert.match((await json(res)).error.message, /did not arrive within 300 ms/);
  }
  const ok = await post(JSON.stringify({ word: "hi" }));
  assert.equal(ok.status, 200, "the slots are free again");
  await ok.body?.cancel();
  assert.equal(await balanceOf(h), 1000 - 1);
  await h.close();
});
