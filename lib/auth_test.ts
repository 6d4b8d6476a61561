import assert from "node:assert/strict";
import { authenticate, checkOrigin, presentedKey } from "./auth.ts";
import { ApiError } from "./errors.ts";
import {
  type ApiKeyRecord,
  createApiKey,
  normalizeAllowedDomain,
  revokeApiKey,
} from "./store/api_keys.ts";
import { createWorkspace } from "./store/workspaces.ts";
import { openTestStore } from "../tests/store.ts";

function record(allowed: string[]): ApiKeyRecord {
  return {
    id: "key_1",
    workspace_id: "ws_1",
    name: "t",
    prefix: "sk_live_abcdef",
    plan: "pro",
    allowed_domains: allowed.map(normalizeAllowedDomain),
    created_at: "",
    last_used_at: null,
    revoked_at: null,
  };
}

function passes(allowed: string[], headers: Record<string, string>): boolean {
  try {
    checkOrigin(record(allowed), new Headers(headers));
    return true;
  } catch (err) {
    assert.ok(err instanceof ApiError && err.code === "ORIGIN_NOT_ALLOWED");
    return false;
  }
}

Deno.test("[auth] the allowed-domain table: exact origins pass, look-alikes and missing headers do not", () => {
  const allowed = ["https://app.example.com"];
  const table: [Record<string, string>, boolean][] = [
    [{ origin: "https://app.example.com" }, true],
    [{ origin: "https://APP.example.com" }, true],
    [{ origin: "https://app.example.com:443" }, true],
    [{ origin: "https://app.example.com.evil.com" }, false],
    [{ origin: "https://evilapp.example.com" }, false],
    [{ origin: "http://app.example.com" }, false],
    [{ origin: "https://app.example.com:8443" }, false],
    [{ origin: "null" }, false],
    // An Origin header is a bare origin: one with a path, query or credentials names none.
    [{ origin: "https://app.example.com/x" }, false],
    [{ origin: "https://app.example.com/" }, false],
    [{ origin: "https://app.example.com?x" }, false],
    [{ origin: "https://user@app.example.com" }, false],
    [{ referer: "https://app.example.com/x?y" }, true],
    [{ referer: "https://evil.com/?https://app.example.com" }, false],
    [{}, false],
  ];
  for (const [headers, expected] of table) {
    assert.equal(passes(allowed, headers), expected, JSON.stringify(headers));
  }
  assert.equal(passes([], { origin: "https://anything.test" }), true);
  assert.equal(passes([], {}), true);
});

Deno.test("[auth] a *. entry matches subdomains only", () => {
  const allowed = ["https://*.example.com"];
  assert.equal(passes(allowed, { origin: "https://a.example.com" }), true);
  assert.equal(passes(allowed, { origin: "https://a.b.example.com" }), true);
  assert.equal(passes(allowed, { origin: "https://example.com" }), false);
  assert.equal(passes(allowed, { origin: "https://badexample.com" }), false);
  assert.equal(passes(allowed, { origin: "http://a.example.com" }), false);
  assert.equal(passes(allowed, { origin: "https://.example.com" }), false, "no label of its own");
  assert.equal(passes(allowed, { origin: "https://a..example.com" }), false);
});

Deno.test("[auth] allowed-domain entries must be bare origins", () => {
  assert.equal(normalizeAllowedDomain("https://App.Example.com:443"), "https://app.example.com");
  assert.equal(normalizeAllowedDomain("http://localhost:3000"), "http://localhost:3000");
  assert.throws(() => normalizeAllowedDomain("app.example.com"), /not an origin|bare/);
  assert.throws(() => normalizeAllowedDomain("https://app.example.com/path"), /bare/);
  assert.throws(() => normalizeAllowedDomain("ftp://app.example.com"), /bare/);
});

Deno.test("[auth] missing, malformed and unknown keys are 401 with a challenge; revoked keys 403", async () => {
  const kv = await openTestStore();
  const ws = await createWorkspace(kv, { name: "t", credits: 0 });
  const { key, record } = await createApiKey(kv, { workspaceId: ws.id, plan: "pro" });
  assert.match(key, /^sk_live_[0-9A-Za-z]{43}$/);
  assert.equal((await authenticate(kv, key)).id, record.id);
  for (
    const bad of [
      null,
      "",
      "sk_test_abc",
      key.slice(0, -1),
      key.slice(0, -1) + (key.endsWith("A") ? "B" : "A"),
    ]
  ) {
    const err = await authenticate(kv, bad).catch((e) => e);
    assert.ok(err instanceof ApiError);
    assert.equal(err.code, "UNAUTHORIZED");
    assert.match(err.headers["WWW-Authenticate"], /^ApiKey realm="rankscope"/);
  }
  await revokeApiKey(kv, record.id);
  const revoked = await authenticate(kv, key).catch((e) => e);
  assert.equal(revoked.code, "KEY_REVOKED");
  await kv.close();
});

Deno.test("[auth] the key is never stored, only its hash", async () => {
  const kv = await openTestStore();
  const ws = await createWorkspace(kv, { name: "t", credits: 0 });
  const { key } = await createApiKey(kv, { workspaceId: ws.id, plan: "pro" });
  for await (const entry of kv.list({ prefix: [] })) {
    assert.ok(!JSON.stringify(entry.value ?? null).includes(key.slice(8)));
  }
  await kv.close();
});

Deno.test("[auth] REST reads x-api-key; bearer is read only where allowed", () => {
  const h = new Headers({ authorization: "Bearer sk_live_x" });
  assert.equal(presentedKey(h, "rest"), null);
  assert.equal(presentedKey(h, "mcp"), "sk_live_x");
  assert.equal(presentedKey(new Headers({ "x-api-key": " k " }), "mcp"), "k");
});
