/**
 * Connected MCP clients (OAuth connections) as a workspace and an operator see them: listed and
 * revoked over REST with the workspace's key (never another workspace's), over `/admin/v1` and with
 * `deno task admin oauth ...`; a revoked connection's access token is refused on `/mcp` at once.
 */
import assert from "node:assert/strict";
import { operations } from "../lib/operations/mod.ts";
import { ConnectionListSchema, ConnectionSchema } from "../lib/schemas/oauth.ts";
import { createApiKey } from "../lib/store/api_keys.ts";
import { createWorkspace } from "../lib/store/workspaces.ts";
import { runAdmin } from "../tools/admin.ts";
import { type Harness, mcpToolCall, setup, waitUntil } from "./helpers.ts";
import { BASE, connectClient, RESOURCE } from "./oauth_flow.ts";

const ADMIN = { authorization: "Bearer test-admin-token-0123456789" };
const EXAMPLE_OP = operations.find((op) => op.id === "keyword_metrics_overview")!;

/** A tool call to /mcp with a bearer access token. */
async function toolCall(h: Harness, token: string): Promise<Response> {
  return await h.app.request(
    `${BASE}/mcp`,
    mcpToolCall(token, EXAMPLE_OP.id, EXAMPLE_OP.example),
  );
}

/** Asserts status and JSON content type, and returns the body. */
async function json(res: Response, status: number, label: string) {
  const text = await res.text();
  assert.equal(res.status, status, `${label}: ${text.slice(0, 300)}`);
  assert.match(res.headers.get("content-type") ?? "", /^application\/json/, label);
  return JSON.parse(text);
}

/** A second workspace in the harness store, with its own key. */
async function otherWorkspace(h: Harness) {
  const ws = await createWorkspace(h.kv, { name: "other", credits: 10 });
  const { key } = await createApiKey(h.kv, { workspaceId: ws.id, plan: "pro" });
  return { workspaceId: ws.id, key };
}

Deno.test("[connections] the workspace's key lists a connection made through OAuth, as ConnectionSchema declares it", async () => {
  const h = await setup();
  try {
    const empty = await json(await h.get("/oauth/connections"), 200, "empty list");
    assert.deepEqual(empty, { connections: [] });

    const { tokens } = await connectClient(h);
    const called = await toolCall(h, tokens.access_token);
    assert.equal(called.status, 200);
    await called.body?.cancel();

    // last_used_at is written in the background after the call.
    const list = await waitUntil("the connection's last_used_at", async () => {
      const body = ConnectionListSchema.parse(
        await json(await h.get("/oauth/connections"), 200, "list"),
      );
      return body.connections[0]?.last_used_at ? body : null;
    });
    assert.equal(list.connections.length, 1);
    const [connection] = list.connections;
    assert.match(connection.id, /^oac_/);
    assert.equal(connection.workspace_id, h.workspaceId);
    assert.equal(connection.client_name, "Test Agent");
    assert.match(connection.client_id, /\S/);
    assert.equal(connection.redirect_uri, "http://127.0.0.1:7777/callback");
    assert.equal(connection.scope, "mcp");
    assert.equal(connection.resource, RESOURCE);
    assert.equal(connection.plan, "pro");
    assert.match(connection.approved_by, /^key:sk_live_/);
    assert.ok(Date.parse(connection.created_at) <= Date.parse(connection.last_used_at!));
    assert.equal(connection.revoked_at, null);

    // Newest first.
    await connectClient(h);
    const two = ConnectionListSchema.parse(
      await json(await h.get("/oauth/connections"), 200, "two"),
    );
    assert.equal(two.connections.length, 2);
    assert.equal(two.connections[1].id, connection.id);
    assert.ok(two.connections[0].id > connection.id);
  } finally {
    await h.close();
  }
});

Deno.test("[connections] revoking through REST makes the token's next /mcp call 401, and the list shows revoked_at", async () => {
  const h = await setup();
  try {
    const { tokens } = await connectClient(h);
    const call = await toolCall(h, tokens.access_token);
    assert.equal(call.status, 200);
    await call.body?.cancel();
    const [{ id }] = ConnectionListSchema.parse(await (await h.get("/oauth/connections")).json())
      .connections;

    const del = (connectionId: string) =>
      h.app.request(`/api/v1/oauth/connections/${connectionId}`, {
        method: "DELETE",
        headers: { "x-api-key": h.key },
      });
    const revoked = ConnectionSchema.parse(await json(await del(id), 200, "DELETE"));
    assert.equal(revoked.id, id);
    assert.ok(revoked.revoked_at);

    const refused = await toolCall(h, tokens.access_token);
    assert.equal(refused.status, 401);
    assert.match(refused.headers.get("www-authenticate")!, /^Bearer .*error="invalid_token"/);
    assert.equal((await refused.json()).error.code, "UNAUTHORIZED");

    const list = ConnectionListSchema.parse(
      await json(await h.get("/oauth/connections"), 200, "after"),
    );
    assert.deepEqual(list.connections.map((c) => [c.id, c.revoked_at]), [[
      id,
      revoked.revoked_at,
    ]]);

    // Revoking again answers the same connection with the first revoked_at.
    const again = ConnectionSchema.parse(await json(await del(id), 200, "DELETE again"));
    assert.equal(again.revoked_at, revoked.revoked_at);

    const unknown = await json(await del("oac_unknown"), 404, "unknown id");
    assert.equal(unknown.error.code, "NOT_FOUND");
  } finally {
    await h.close();
  }
});

Deno.test("[connections] another workspace's key neither sees nor revokes the connection (404)", async () => {
  const h = await setup();
  try {
    const { tokens } = await connectClient(h);
    const [{ id }] = (await (await h.get("/oauth/connections")).json()).connections;
    const other = await otherWorkspace(h);
    const asOther = (method: string, path: string) =>
      h.app.request(`/api/v1${path}`, { method, headers: { "x-api-key": other.key } });

    assert.deepEqual(
      await json(await asOther("GET", "/oauth/connections"), 200, "other's list"),
      { connections: [] },
    );
    const refused = await json(
      await asOther("DELETE", `/oauth/connections/${id}`),
      404,
      "other's DELETE",
    );
    assert.equal(refused.error.code, "NOT_FOUND");
    assert.ok(!JSON.stringify(refused).includes(h.workspaceId), "names the owner's workspace");

    // Still working for its own workspace.
    const call = await toolCall(h, tokens.access_token);
    assert.equal(call.status, 200);
    await call.body?.cancel();
    const own = ConnectionListSchema.parse(await (await h.get("/oauth/connections")).json());
    assert.equal(own.connections[0].revoked_at, null);
  } finally {
    await h.close();
  }
});

Deno.test("[connections] the admin API and `task admin oauth` list and revoke a workspace's connections", async () => {
  const h = await setup();
  try {
    const first = await connectClient(h);
    const second = await connectClient(h);
    const admin = (method: string, path: string) =>
      h.app.request(`/admin/v1${path}`, { method, headers: ADMIN });

    const listed = ConnectionListSchema.parse(
      await json(
        await admin("GET", `/oauth/connections?workspace_id=${h.workspaceId}`),
        200,
        "admin list",
      ),
    );
    assert.equal(listed.connections.length, 2);
    assert.deepEqual(
      listed,
      ConnectionListSchema.parse(await (await h.get("/oauth/connections")).json()),
    );

    const missing = await json(await admin("GET", "/oauth/connections"), 400, "no workspace_id");
    assert.equal(missing.error.code, "INVALID_PARAMETERS");
    assert.deepEqual(missing.error.details.issues, [{
      path: "?workspace_id",
      message: "is required",
    }]);
    const unknownWs = await json(
      await admin("GET", "/oauth/connections?workspace_id=ws_nope"),
      404,
      "unknown workspace",
    );
    assert.equal(unknownWs.error.code, "NOT_FOUND");

    // The admin revokes one of any workspace by its id.
    const [newest, oldest] = listed.connections;
    const revoked = ConnectionSchema.parse(
      await json(await admin("DELETE", `/oauth/connections/${newest.id}`), 200, "admin revoke"),
    );
    assert.equal(revoked.id, newest.id);
    assert.ok(revoked.revoked_at);
    assert.equal((await toolCall(h, second.tokens.access_token)).status, 401);
    const stillWorks = await toolCall(h, first.tokens.access_token);
    assert.equal(stillWorks.status, 200);
    await stillWorks.body?.cancel();
    const gone = await json(await admin("DELETE", "/oauth/connections/oac_nope"), 404, "unknown");
    assert.equal(gone.error.code, "NOT_FOUND");

    // The CLI: the same list, and a revocation.
    const cli = ConnectionListSchema.parse(
      await runAdmin(["oauth", "list", h.workspaceId], h.kv, {}),
    );
    assert.deepEqual(cli.connections.map((c) => [c.id, c.revoked_at]), [
      [newest.id, revoked.revoked_at],
      [oldest.id, null],
    ]);
    const cliRevoked = ConnectionSchema.parse(
      await runAdmin(["oauth", "revoke", oldest.id], h.kv, {}),
    );
    assert.ok(cliRevoked.revoked_at);
    assert.equal((await toolCall(h, first.tokens.access_token)).status, 401);
    await assert.rejects(() => runAdmin(["oauth", "list", "ws_nope"], h.kv, {}), /ws_nope/);
    await assert.rejects(() => runAdmin(["oauth", "revoke", "oac_nope"], h.kv, {}), /oac_nope/);
  } finally {
    await h.close();
  }
});

Deno.test("[connections] junk ids and wrong methods get the error envelope, never a 5xx", async () => {
  const h = await setup();
  try {
    for (const id of ["__proto__", "%ed%a0%80", "%00", "a%2Fb", "x".repeat(256)]) {
      for (
        const [path, headers] of [
          [`/api/v1/oauth/connections/${id}`, { "x-api-key": h.key }],
          [`/admin/v1/oauth/connections/${id}`, ADMIN],
        ] as const
      ) {
        const res = await h.app.request(path, { method: "DELETE", headers });
        const body = await json(res, 404, `DELETE ${path.slice(0, 60)}`);
        assert.equal(body.error.code, "NOT_FOUND");
      }
    }
    const post = await h.app.request("/api/v1/oauth/connections", {
      method: "POST",
      headers: { "x-api-key": h.key, "content-type": "application/json" },
      body: "{}",
    });
    assert.equal((await json(post, 405, "POST")).error.code, "METHOD_NOT_ALLOWED");
    const anonymous = await h.app.request("/api/v1/oauth/connections");
    assert.equal((await json(anonymous, 401, "no key")).error.code, "UNAUTHORIZED");
  } finally {
    await h.close();
  }
});
