/**
 * What a backup keeps of each kind of record, by the first part of its key (`keys.ts`), and why.
 * A backup is for what cannot be made again: workspaces, keys, credits, usage, budgets, jobs and
 * their results, webhooks and deliveries, queued work, OAuth connections, SERP history. Short-
 * lived state that rebuilds itself (rate-limit windows, provider caches, one-use codes, the
 * process lease) is left out. An entry that expires keeps its expiry: from the store when it
 * says (PostgreSQL) or the record states it (`expires_at`), else its kind's full lifetime counted
 * from the restore (Deno KV does not tell an entry's expiry).
 */
import { BUDGET_ALERT_TTL_MS, IDEMPOTENCY_TTL_MS, USAGE_LOG_TTL_MS } from "./lifetimes.ts";

/** How a backup treats one kind of record. */
export type Keeping =
  | { keep: true; ttlMs?: number; expiresAtField?: string; unless?: (key: Deno.KvKey) => boolean }
  | { keep: false; why: string };

const kept: Keeping = { keep: true };

/** Every kind of record the service writes, by the first part of its key. */
export const BACKUP_PLAN: Readonly<Record<string, Keeping>> = {
  workspace: kept,
  balance: kept,
  api_key: kept,
  api_key_id: kept,
  workspace_key: kept,
  usage: kept,
  usage_log: { keep: true, ttlMs: USAGE_LOG_TTL_MS },
  budget: kept,
  budget_alert: { keep: true, ttlMs: BUDGET_ALERT_TTL_MS },
  job: kept,
  workspace_job: kept,
  job_event: kept,
  job_input: kept,
  job_result: kept,
  // Queued messages come back due: a running job's message is claimed again after the
  // visibility timeout and its run recovers as after a crash.
  queue: kept,
  queue_tick: kept,
  queue_dead: kept,
  job_undelivered: kept,
  fanout_undelivered: kept,
  idempotency: { keep: true, ttlMs: IDEMPOTENCY_TTL_MS },
  webhook_endpoint: kept,
  webhook_delivery: kept,
  workspace_delivery: kept,
  serp_history: kept,
  serp_history_at: kept,
  // A registered client is kept for good once a connection uses it; an unused one expires a day
  // after registration, which a Deno KV read cannot tell apart: both are kept for good.
  oauth_client: kept,
  oauth_connection: kept,
  workspace_connection: kept,
  oauth_access: { keep: true, expiresAtField: "expires_at" },
  oauth_refresh: { keep: true, expiresAtField: "expires_at" },
  oauth_code: { keep: false, why: "one-use authorization codes live five minutes" },
  oauth_spent: {
    keep: false,
    why: "replay marks of spent codes and rotated refresh tokens, whose records are gone",
  },
  rate_limit: { keep: false, why: "rate-limit windows last seconds to a minute" },
  provider_cache: { keep: false, why: "a cache: answers are fetched from the provider again" },
  provider_cache_ws: { keep: false, why: "a cache: answers are fetched from the provider again" },
  provider_cache_seen: { keep: false, why: "a cache's read marks" },
  meta: { keep: true, unless: (key) => isProcessMark(key) },
};

/** The process lease and start-up commit probes: marks of the process that wrote them. */
function isProcessMark(key: Deno.KvKey): boolean {
  const name = String(key[1] ?? "");
  return name === "process_lease" || name.startsWith("commit_probe_");
}

/**
 * A kept entry's expiry as known at backup (ms since the epoch): the record's own `expires_at`
 * (the validity it states), else the store's; null: it never expires; undefined: it expires, the store does not say when.
 */
export function knownExpiry(
  entry: { key: Deno.KvKey; value: unknown; expiresAt?: number | null },
): number | null | undefined {
  const plan = BACKUP_PLAN[String(entry.key[0])];
  if (plan?.keep && plan.expiresAtField) {
    const at = (entry.value as Record<string, unknown> | null)?.[plan.expiresAtField];
    if (typeof at === "number") return at;
  }
  if (entry.expiresAt !== undefined) return entry.expiresAt;
  if (!plan?.keep) return null;
  return plan.ttlMs === undefined ? null : undefined;
}

/**
 * The `expireIn` of a restored entry: what is left of its known expiry, else its kind's full
 * lifetime; null: none; 0 or less: it has expired since (not restored).
 */
export function restoredExpireIn(
  key: Deno.KvKey,
  expiresAt: number | null | undefined,
  now: number,
): number | null {
  if (expiresAt === null) return null;
  if (expiresAt !== undefined) return expiresAt - now;
  const plan = BACKUP_PLAN[String(key[0])];
  return plan?.keep && plan.ttlMs !== undefined ? plan.ttlMs : null;
}

/** Whether a backup keeps `key`; a kind missing from the plan is kept (never lost unseen). */
export function keeps(key: Deno.KvKey): boolean {
  const plan = BACKUP_PLAN[String(key[0])];
  if (!plan) return true;
  return plan.keep && !(plan.unless?.(key) ?? false);
}
