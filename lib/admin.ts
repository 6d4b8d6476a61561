/**
 * Admin actions (workspaces, credits, keys, budgets, OAuth connections), shared by `/admin/v1` and
 * the CLI.
 */
import { knownPlan } from "./own_keys.ts";
import type { Config } from "./config.ts";
import type { Ledger } from "./credits.ts";
import { listConnections, revokeConnection } from "./oauth/grants.ts";
import type { Connection, ConnectionList } from "./schemas/oauth.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "./store/api_keys.ts";
import { GrantSchema, NewBudgetSchema, NewKeySchema, NewWorkspaceSchema } from "./schemas/admin.ts";
import { ProjectIdSchema } from "./schemas/budgets.ts";
import { type Budget, setBudget } from "./store/budgets.ts";
import { createWorkspace, getWorkspace, listWorkspaces } from "./store/workspaces.ts";
import { parseInput } from "./validation.ts";
import type { Store } from "./store/port.ts";
import { listDeadLetters } from "./store/queue.ts";
import { restoreBackup, writeBackup } from "./store/backup.ts";
import type { DeadLetterList } from "./schemas/admin.ts";

/** The admin actions over the services; inputs are raw JSON, validated here. */
export function adminActions(
  services: { kv: Store; ledger: Ledger; config: Config; now: () => Date },
) {
  return { ...accountActions(services), ...storeActions(services) };
}

/** Workspaces, credits, keys, budgets and OAuth connections. */
function accountActions(
  services: { kv: Store; ledger: Ledger; config: Config; now: () => Date },
) {
  const { kv, ledger, config } = services;
  return {
    async createWorkspace(body: unknown) {
      const input = parseInput(NewWorkspaceSchema, body);
      const ws = await createWorkspace(kv, { ...input, now: services.now() });
      return {
        workspace_id: ws.id,
        name: ws.name,
        created_at: ws.created_at,
        credits_remaining: input.credits,
      };
    },

    async listWorkspaces() {
      const all = await listWorkspaces(kv);
      const balances = await Promise.all(all.map((ws) => ledger.balance(ws.id)));
      return {
        workspaces: all.map((ws, i) => ({
          workspace_id: ws.id,
          name: ws.name,
          created_at: ws.created_at,
          credits_remaining: balances[i]?.remaining ?? 0,
          credits_used: balances[i]?.used ?? 0,
        })),
      };
    },

    async grantCredits(workspaceId: string, body: unknown) {
      const { amount } = parseInput(GrantSchema, body);
      await getWorkspace(kv, workspaceId);
      const outcome = await ledger.grant(workspaceId, amount);
      return { workspace_id: workspaceId, granted: amount, credits_remaining: outcome.remaining };
    },

    async createKey(body: unknown) {
      const input = parseInput(NewKeySchema, body);
      const plan = input.plan ?? config.bootstrapPlan;
      knownPlan(config, plan);
      const { key, record } = await createApiKey(kv, {
        workspaceId: input.workspace_id,
        name: input.name,
        plan,
        allowedDomains: input.allowed_domains,
        now: services.now(),
      });
      return { ...record, key };
    },

    async listKeys(workspaceId: string) {
      await getWorkspace(kv, workspaceId);
      return { keys: await listApiKeys(kv, workspaceId) };
    },

    revokeKey: (keyId: string) => revokeApiKey(kv, keyId, services.now()),

    /** A workspace's OAuth connections (approved MCP clients), newest first. */
    async listConnections(workspaceId: string): Promise<ConnectionList> {
      await getWorkspace(kv, workspaceId);
      return { connections: await listConnections(kv, workspaceId) };
    },

    /** Revokes an OAuth connection of any workspace: its tokens stop working at once. */
    revokeConnection: (id: string): Promise<Connection> => revokeConnection(kv, id, services.now()),

    async setBudget(projectId: string, body: unknown): Promise<Budget> {
      const project = parseInput(ProjectIdSchema, projectId);
      const input = parseInput(NewBudgetSchema, body);
      await getWorkspace(kv, input.workspace_id);
      return await setBudget(kv, {
        workspace_id: input.workspace_id,
        project_id: project,
        limit_credits: input.limit_credits,
        warn_at_percent: input.warn_at_percent,
        hard_stop: input.hard_stop,
        updated_at: services.now().toISOString(),
      });
    },
  };
}

/** The store's own admin actions: backups, restores and the queue's dead letters. */
function storeActions(services: { kv: Store; now: () => Date }) {
  const { kv } = services;
  return {
    /**
     * A backup of the whole store as of one moment, line by line (`store/backup.ts`); writes
     * wait while it is read.
     */
    backup: (write: (line: string) => Promise<void>) => writeBackup(kv, write, services.now()),

    /** Restores a backup into this store, which must hold nothing yet. */
    restore: (lines: () => AsyncIterable<string>) => restoreBackup(kv, lines, services.now),

    /** Queue messages given up after their last attempt, oldest first (at most 100). */
    async listDeadLetters(): Promise<DeadLetterList> {
      const dead = await listDeadLetters(kv);
      return {
        dead_letters: dead.map((d) => {
          const message = (typeof d.message === "object" && d.message !== null ? d.message : {
            value: d.message,
          }) as Record<string, unknown>;
          return {
            id: d.id,
            kind: typeof message.kind === "string" ? message.kind : "unknown",
            attempts: d.attempts,
            error: d.error ?? null,
            failed_at: d.failed_at,
            message,
          };
        }),
      };
    },
  };
}

/** The admin actions object. */
export type AdminActions = ReturnType<typeof adminActions>;
