/**
 * Admin without downtime, as a self-hoster runs it: `deno task admin` while the server holds its
 * KV file goes to that server over /admin/v1 (the token the first start kept beside the file), a
 * backup is taken while it serves, a restore refuses the running store, and the backup restored
 * into a new file starts a server that knows the same workspaces and keys.
 */
import assert from "node:assert/strict";
import { spawnDeno, startTaskArgs } from "./process.ts";

const LISTENING = /listening on http:\/\/[^:]+:(\d+)/;
const ADMIN = new URL("../tools/admin.ts", import.meta.url).pathname;
const CONFIG = new URL("../deno.json", import.meta.url).pathname;

/** `deno task admin <args>` with the task's own permissions; its exit code, stdout and stderr. */
async function admin(env: Record<string, string>, ...args: string[]) {
  const tasks = JSON.parse(await Deno.readTextFile(CONFIG)).tasks as Record<string, string>;
  const flags = tasks.admin.split(/\s+/).filter((part) => part.startsWith("--"));
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--config", CONFIG, ...flags, ADMIN, ...args],
    env: { NO_COLOR: "1", ...env },
    stdin: "null",
  }).output();
  const text = (b: Uint8Array) => new TextDecoder().decode(b);
  return { code: out.code, stdout: text(out.stdout), stderr: text(out.stderr) };
}

function json(run: { code: number; stdout: string; stderr: string }) {
  assert.equal(run.code, 0, run.stderr);
  return JSON.parse(run.stdout);
}

Deno.test("[admin channel] the CLI works while the server runs; a backup restores into a new file", async () => {
  const dir = await Deno.makeTempDir({ prefix: "rankscope-admin-" });
  const base = { PORT: "0", BIND_ADDRESS: "127.0.0.1", PROVIDER: "sandbox" };
  const env = { ...base, KV_PATH: `${dir}/service.kv` };
  const args = await startTaskArgs();
  const server = await spawnDeno(args, { env, marker: LISTENING });
  let next;
  try {
    const key = /^\s+(sk_live_\S+)\s*$/m.exec(server.output)![1];
    assert.match(
      server.output,
      /Admin API on \/admin\/v1, its token in .*service\.kv\.admin-token/,
    );
    assert.equal((await Deno.stat(`${dir}/service.kv.admin-token`)).mode! & 0o077, 0);

    const ws = json(await admin(env, "workspace", "create", "--name", "acme", "--credits", "70"));
    const made = json(await admin(env, "key", "create", "--workspace", ws.workspace_id));
    json(await admin(env, "credits", "grant", ws.workspace_id, "30"));
    const refused = await admin(env, "key", "create", "--workspace", "ws_nope");
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /ws_nope/);

    const file = `${dir}/backup.ndjson`;
    const summary = json(await admin(env, "backup", file));
    assert.ok(summary.entries > 5, JSON.stringify(summary));
    const restoring = await admin(env, "restore", file);
    assert.equal(restoring.code, 1);
    assert.match(restoring.stderr, /stop the server/);
    await server.stop();

    const moved = { ...base, KV_PATH: `${dir}/restored.kv` };
    assert.equal(json(await admin(moved, "restore", file)).entries, summary.entries);
    next = await spawnDeno(args, { env: moved, marker: LISTENING });
    assert.doesNotMatch(next.output, /Created workspace/, "the restored store is not new");
    const url = `http://127.0.0.1:${LISTENING.exec(next.output)![1]}/api/v1/usage`;
    for (const k of [key, made.key]) {
      const res = await fetch(url, { headers: { "x-api-key": k } });
      assert.equal(res.status, 200, await res.text());
    }
    const listed = json(await admin(moved, "workspace", "list")).workspaces;
    const acme = listed.find((w: { workspace_id: string }) => w.workspace_id === ws.workspace_id);
    assert.equal(acme.credits_remaining, 100);
  } finally {
    await server.stop().catch(() => {});
    await next?.stop();
    await Deno.remove(dir, { recursive: true });
  }
});
