/**
 * `deno task admin ...`: manage workspaces, credits, keys, budgets and OAuth connections, and
 * back up or restore the store. The CLI opens the configured store itself; while a server holds
 * its KV file, it sends the same actions to that server's `/admin/v1` (`lib/admin_channel.ts`).
 */
import { parseArgs } from "node:util";
import { adminActions } from "../lib/admin.ts";
import { type Config, ConfigError, loadConfig } from "../lib/config.ts";
import { findRunningServer } from "../lib/admin_channel.ts";
import { type AdminPort, remoteAdmin } from "../lib/admin_remote.ts";
import { lineWriter, readLines } from "../lib/backup_file.ts";
import { createLedger } from "../lib/credits.ts";
import { ApiError } from "../lib/errors.ts";
import { closeStore, openConfiguredStore } from "../lib/store/open.ts";
import type { Store } from "../lib/store/port.ts";

const USAGE = `Usage: deno task admin <command>

  workspace create --name NAME [--credits N]
  workspace list
  credits grant WORKSPACE_ID AMOUNT
  key create --workspace WORKSPACE_ID [--name NAME] [--plan PLAN] [--allowed-domain ORIGIN ...]
  key list WORKSPACE_ID
  key revoke KEY_ID
  budget set PROJECT_ID --workspace WORKSPACE_ID --limit CREDITS [--warn PERCENT] [--no-hard-stop]
  oauth list WORKSPACE_ID
  oauth revoke CONNECTION_ID
  backup FILE
  restore FILE

oauth lists a workspace's connected MCP clients (OAuth connections) and revokes one: its tokens
stop working at once. backup writes the whole store as of one moment to FILE (the server may be
running); restore reads FILE into an empty store (the server stopped, KV_PATH or STORE_URL naming
a new store). The store is STORE_URL, else KV_PATH (default ./data/service.kv); while a server
runs on that KV file, commands go to it over /admin/v1. Output is JSON.`;

/** Runs one admin command against `kv`, in process; returns what to print. */
export async function runAdmin(
  argv: string[],
  kv: Store,
  env: Record<string, string>,
): Promise<unknown> {
  const config = loadConfig(env);
  const admin = adminActions({ kv, ledger: createLedger(kv), config, now: () => new Date() });
  return await runCommand(argv, admin, (lines) => admin.restore(lines));
}

/** Parses and runs one command on `admin`; null for an unknown command (usage is printed). */
export async function runCommand(
  argv: string[],
  admin: AdminPort,
  restore: ((lines: () => AsyncIterable<string>) => Promise<unknown>) | null,
): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      credits: { type: "string" },
      workspace: { type: "string" },
      plan: { type: "string" },
      "allowed-domain": { type: "string", multiple: true },
      limit: { type: "string" },
      warn: { type: "string" },
      "no-hard-stop": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  const [group, verb, a, b] = positionals;
  switch (group === "backup" || group === "restore" ? group : `${group} ${verb}`) {
    case "backup":
      return await backupTo(verb, admin);
    case "restore":
      return await restoreFrom(verb, restore);
    case "workspace create":
      return await admin.createWorkspace({ name: values.name, credits: num(values.credits) });
    case "workspace list":
      return await admin.listWorkspaces();
    case "credits grant":
      return await admin.grantCredits(a, { amount: num(b) });
    case "key create":
      return await admin.createKey({
        workspace_id: values.workspace,
        name: values.name,
        plan: values.plan,
        allowed_domains: values["allowed-domain"],
      });
    case "key list":
      return await admin.listKeys(a);
    case "key revoke":
      return await admin.revokeKey(a);
    case "budget set":
      return await admin.setBudget(a, {
        workspace_id: values.workspace,
        limit_credits: num(values.limit),
        warn_at_percent: num(values.warn),
        hard_stop: values["no-hard-stop"] ? false : undefined,
      });
    case "oauth list":
      return await admin.listConnections(a);
    case "oauth revoke":
      return await admin.revokeConnection(a);
    default:
      return null;
  }
}

/** Writes a backup to `path` (through a temporary file, renamed when whole). */
async function backupTo(path: string | undefined, admin: AdminPort): Promise<unknown> {
  if (!path) throw new TypeError("backup needs a FILE to write.");
  const partial = `${path}.partial`;
  const out = await lineWriter(partial);
  try {
    const summary = await admin.backup(out.write);
    await out.close();
    await Deno.rename(partial, path);
    return { file: path, ...(summary as Record<string, unknown>) };
  } catch (err) {
    await out.close().catch(() => {});
    await Deno.remove(partial).catch(() => {});
    throw err;
  }
}

async function restoreFrom(
  path: string | undefined,
  restore: ((lines: () => AsyncIterable<string>) => Promise<unknown>) | null,
): Promise<unknown> {
  if (!path) throw new TypeError("restore needs the backup FILE to read.");
  if (!restore) {
    throw new TypeError(
      "restore writes into an empty store, not one a server is using: stop the server, and point " +
        "KV_PATH (or STORE_URL) at a new store.",
    );
  }
  await Deno.stat(path);
  return await restore(() => readLines(path));
}

/** The running server this CLI should talk to instead of the store, if the store is held. */
async function serverHolding(config: Config, refused: ConfigError): Promise<AdminPort> {
  const server = await findRunningServer(config);
  if (!server) throw refused;
  return remoteAdmin(server.url, server.token);
}

if (import.meta.main) {
  const env = Deno.env.toObject();
  let kv: Store | undefined;
  try {
    const config = loadConfig(env);
    let out: unknown;
    try {
      kv = await openConfiguredStore(config);
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      out = await runCommand(Deno.args, await serverHolding(config, err), null);
    }
    if (kv) out = await runAdmin(Deno.args, kv, env);
    if (out === null) {
      console.error(USAGE);
      Deno.exitCode = 2;
    } else console.log(JSON.stringify(out, null, 2));
  } catch (err) {
    if (err instanceof ApiError || err instanceof ConfigError || err instanceof TypeError) {
      console.error(`admin: ${err.message}`);
      const issues = err instanceof ApiError ? err.details?.issues : undefined;
      if (issues) console.error(JSON.stringify(issues, null, 2));
      Deno.exitCode = 1;
    } else if (err instanceof Deno.errors.NotFound) {
      console.error(`admin: ${err.message}`);
      Deno.exitCode = 1;
    } else throw err;
  } finally {
    if (kv) await closeStore(kv);
  }
}
