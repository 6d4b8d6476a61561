/** `/api/v1/keys`: a workspace creates, lists and revokes its own keys, within its own plan. */
import assert from "node:assert/strict";
import { createApiKey, listApiKeys, revokeWorkspaceKey } from "../lib/store/api_keys.ts";
import { delayingCommits } from "./store.ts";
import { createWorkspace } from "../lib/store/workspaces.ts";
import { type Harness, setup } from "./helpers.ts";

async function call(h: Harness, method: string, path: string, key: string, body?: unknown) {
  const res = await h.app.request(`/api/v1${path}`, {
    method,
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

Deno.test("[keys] a workspace makes a key, it works at once, the list never shows keys", async () => {
  const h = await setup();
  try {
    const made = await call(h, "POST", "/keys", h.key, {
      name: "ci",
      allowed_domains: ["https://app.acme.com"],
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.match(made.body.key, /^sk_live_/);
    assert.equal(made.body.plan, "pro", "the caller's plan by default");
    assert.deepEqual(made.body.allowed_domains, ["https://app.acme.com"]);
    assert.equal(made.headers.get("cache-control"), "no-store");
    const plain = await call(h, "POST", "/keys", h.key, { name: "server", plan: "free" });
    assert.equal(plain.status, 201);
    assert.equal((await call(h, "GET", "/usage", plain.body.key)).status, 200);

    const list = await call(h, "GET", "/keys", plain.body.key);
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.keys.map((k: { name: string }) => k.name), [
      "default",
      "ci",
      "server",
    ]);
    assert.ok(list.body.keys.every((k: Record<string, unknown>) => !("key" in k)));
    assert.ok(!JSON.stringify(list.body).includes(plain.body.key));
  } finally {
    await h.close();
  }
});

Deno.test("[keys] no plan above the caller's, no key from a browser key, bad fields named", async () => {
  const h = await setup({ plan: "pro" });
  try {
    const higher = await call(h, "POST", "/keys", h.key, { plan: "scale" });
    assert.equal(higher.status, 403);
    assert.equal(higher.body.error.details.issues[0].path, "plan");
    assert.match(higher.body.error.message, /free, pro/);
    const unknown = await call(h, "POST", "/keys", h.key, { plan: "gold" });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.error.details.issues[0].path, "plan");
    const extra = await call(h, "POST", "/keys", h.key, { name: "x", workspace_id: "ws_other" });
    assert.equal(extra.status, 400);
    assert.match(JSON.stringify(extra.body.error.details.issues), /workspace_id/);
    const origin = await call(h, "POST", "/keys", h.key, { allowed_domains: ["ftp://x"] });
    assert.equal(origin.status, 400);
    assert.equal(origin.body.error.details.issues[0].path, "allowed_domains");

    const browser = await call(h, "POST", "/keys", h.key, {
      allowed_domains: ["https://app.acme.com"],
    });
    const res = await h.app.request("/api/v1/keys", {
      method: "POST",
      headers: {
        "x-api-key": browser.body.key,
        "content-type": "application/json",
        origin: "https://app.acme.com",
      },
      body: "{}",
    });
    assert.equal(res.status, 403);
    assert.match((await res.json()).error.message, /browser key/);
    assert.equal((await call(h, "GET", "/keys", h.key)).body.keys.length, 2, "nothing made");
  } finally {
    await h.close();
  }
});

Deno.test("[keys] revoke: at once; another workspace's key is not found; never the last one", async () => {
  const h = await setup();
  try {
    const other = await createWorkspace(h.kv, { name: "other", credits: 10 });
    const theirs = await createApiKey(h.kv, { workspaceId: other.id, plan: "pro" });
    const foreign = await call(h, "DELETE", `/keys/${theirs.record.id}`, h.key);
    assert.equal(foreign.status, 404);
    assert.equal((await call(h, "GET", "/usage", theirs.key)).status, 200, "theirs still works");

    const spare = await call(h, "POST", "/keys", h.key, { name: "spare" });
    const revoked = await call(h, "DELETE", `/keys/${h.keyId}`, spare.body.key);
    assert.equal(revoked.status, 200);
    assert.ok(revoked.body.revoked_at);
    assert.equal((await call(h, "GET", "/usage", h.key)).status, 403, "revoked at once");

    const last = await call(h, "DELETE", `/keys/${spare.body.id}`, spare.body.key);
    assert.equal(last.status, 409);
    assert.match(last.body.error.message, /last active key/);
    const again = await call(h, "DELETE", `/keys/${h.keyId}`, spare.body.key);
    assert.equal(again.body.revoked_at, revoked.body.revoked_at, "a second revoke changes nothing");
  } finally {
    await h.close();
  }
});

Deno.test("[keys] two revocations at once never leave a workspace without an active key", async () => {
  const h = await setup();
  try {
    const second = await call(h, "POST", "/keys", h.key, { name: "second" });
    // Both revocations read the keys before either commits: each commit waits for the other
    // (or 100 ms, for a retry that has no partner).
    let waiting: { go: () => void; timer: ReturnType<typeof setTimeout> } | null = null;
    const meet = () =>
      new Promise<void>((resolve) => {
        if (waiting) {
          clearTimeout(waiting.timer);
          waiting.go();
          waiting = null;
          resolve();
        } else {
          const timer = setTimeout(() => {
            waiting = null;
            resolve();
          }, 100);
          waiting = { go: resolve, timer };
        }
      });
    const store = delayingCommits(h.kv, meet);
    const now = new Date();
    const answers = await Promise.allSettled([
      revokeWorkspaceKey(store, h.workspaceId, h.keyId, now),
      revokeWorkspaceKey(store, h.workspaceId, second.body.id, now),
    ]);
    assert.deepEqual(answers.map((a) => a.status).sort(), ["fulfilled", "rejected"]);
    const all = await listApiKeys(h.kv, h.workspaceId);
    assert.equal(all.filter((k) => !k.revoked_at).length, 1);
  } finally {
    await h.close();
  }
});
