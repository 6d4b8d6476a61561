/**
 * `deno task admin ...`: manage workspaces, credits, keys, budgets and OAuth connections directly
 * in the KV store (KV_PATH). The same actions serve `/admin/v1`.
 */
import { parseArgs } from "node:util";
import { adminActions } from "../lib/admin.ts";
import { ConfigError, loadConfig } from "../lib/config.ts";
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

oauth lists a workspace's connected MCP clients (OAuth connections) and revokes one: its tokens
stop working at once. The store is KV_PATH (default ./data/service.kv). Output is JSON.`;

/** Runs one admin command against `kv`; returns what to print. */
export async function runAdmin(
  argv: string[],
  kv: Store,
  env: Record<string, string>,
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
  const config = loadConfig(env);
  const admin = adminActions({ kv, ledger: createLedger(kv), config, now: () => new Date() });
  const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  const [group, verb, a, b] = positionals;
  switch (`${group} ${verb}`) {
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

if (import.meta.main) {
  const env = Deno.env.toObject();
  let kv: Store | undefined;
  try {
    kv = await openConfiguredStore(loadConfig(env));
    const out = await runAdmin(Deno.args, kv, env);
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
    } else throw err;
  } finally {
    if (kv) await closeStore(kv);
  }
}
