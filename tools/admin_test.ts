import assert from "node:assert/strict";
import { runAdmin } from "./admin.ts";

Deno.test("[admin cli] creates a workspace and key, grants credits, lists and revokes keys and connections", async () => {
  const kv = await Deno.openKv(":memory:");
  const env = {};
  const ws = await runAdmin(
    ["workspace", "create", "--name", "acme", "--credits", "50"],
    kv,
    env,
  ) as {
    workspace_id: string;
  };
  assert.match(ws.workspace_id, /^ws_/);
  const granted = await runAdmin(["credits", "grant", ws.workspace_id, "25"], kv, env);
  assert.deepEqual(granted, { workspace_id: ws.workspace_id, granted: 25, credits_remaining: 75 });
  const key = await runAdmin(
    [
      "key",
      "create",
      "--workspace",
      ws.workspace_id,
      "--plan",
      "free",
      "--allowed-domain",
      "https://app.example.com",
    ],
    kv,
    env,
  ) as { id: string; key: string; allowed_domains: string[] };
  assert.match(key.key, /^sk_live_/);
  assert.deepEqual(key.allowed_domains, ["https://app.example.com"]);
  const listed = await runAdmin(["key", "list", ws.workspace_id], kv, env) as { keys: unknown[] };
  assert.equal(listed.keys.length, 1);
  const revoked = await runAdmin(["key", "revoke", key.id], kv, env) as { revoked_at: string };
  assert.ok(revoked.revoked_at);
  const budget = await runAdmin(
    ["budget", "set", "proj-1", "--workspace", ws.workspace_id, "--limit", "100", "--no-hard-stop"],
    kv,
    env,
  ) as { hard_stop: boolean; warn_at_percent: number };
  assert.deepEqual([budget.hard_stop, budget.warn_at_percent], [false, 80]);
  // OAuth connections (made end to end in tests/connections_test.ts): none yet, unknown ids refused.
  assert.deepEqual(await runAdmin(["oauth", "list", ws.workspace_id], kv, env), {
    connections: [],
  });
  await assert.rejects(() => runAdmin(["oauth", "list", "ws_nope"], kv, env), /ws_nope/);
  await assert.rejects(() => runAdmin(["oauth", "revoke", "oac_nope"], kv, env), /oac_nope/);
  assert.equal(await runAdmin(["nonsense"], kv, env), null);
  await assert.rejects(
    () => runAdmin(["credits", "grant", ws.workspace_id, "zero"], kv, env),
    /amount/,
  );
  kv.close();
});
