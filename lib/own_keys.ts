/**
 * A workspace manages its own keys: create (a plan no higher than the calling key's), list and
 * revoke. Rules, each with its reason:
 * - a browser key (one with allowed domains) manages none: it lives in pages anyone can read, and
 *   must not mint keys without that restriction;
 * - a new key's plan has rate limits no higher than the caller's (both buckets), so a key cannot
 *   raise its own limits;
 * - the workspace's last active key cannot be revoked: without a key, only an operator could let
 *   the workspace back in;
 * - at most `MAX_ACTIVE_KEYS` active keys, so a leaked key cannot fill the store with keys.
 */
import type { Config } from "./config.ts";
import { ApiError } from "./errors.ts";
import { NewOwnKeySchema } from "./schemas/keys.ts";
import {
  type ApiKeyRecord,
  createApiKey,
  listApiKeys,
  revokeWorkspaceKey,
} from "./store/api_keys.ts";
import type { Store } from "./store/port.ts";
import { parseInput } from "./validation.ts";

/** Active keys a workspace may hold at once. */
export const MAX_ACTIVE_KEYS = 50;

/** The key actions of the calling key's workspace. */
export function ownKeys(services: { kv: Store; config: Config; now: () => Date }) {
  const { kv, config } = services;
  return {
    async create(caller: ApiKeyRecord, body: unknown) {
      refuseBrowserKey(caller);
      const input = parseInput(NewOwnKeySchema, body);
      const plan = input.plan ?? caller.plan;
      assertPlanWithin(config, plan, caller.plan);
      const active = (await listApiKeys(kv, caller.workspace_id)).filter((k) => !k.revoked_at);
      if (active.length >= MAX_ACTIVE_KEYS) {
        throw new ApiError(
          "CONFLICT",
          `A workspace holds at most ${MAX_ACTIVE_KEYS} active keys; revoke one first.`,
        );
      }
      const { key, record } = await createApiKey(kv, {
        workspaceId: caller.workspace_id,
        name: input.name,
        plan,
        allowedDomains: input.allowed_domains,
        now: services.now(),
      });
      return { ...record, key };
    },

    async list(caller: ApiKeyRecord) {
      return { keys: await listApiKeys(kv, caller.workspace_id) };
    },

    async revoke(caller: ApiKeyRecord, keyId: string) {
      refuseBrowserKey(caller);
      return await revokeWorkspaceKey(kv, caller.workspace_id, keyId, services.now());
    },
  };
}

function refuseBrowserKey(caller: ApiKeyRecord): void {
  if (caller.allowed_domains.length === 0) return;
  throw new ApiError(
    "FORBIDDEN",
    `API key ${caller.prefix}... is a browser key (allowed_domains): it cannot create or revoke ` +
      "keys. Use a key without allowed domains.",
  );
}

/** The limits of a configured plan; 400 naming `plan` for one RATE_LIMITS does not have. */
export function knownPlan(config: Config, plan: string): Config["plans"][string] {
  const limits = config.plans[plan];
  if (limits) return limits;
  throw new ApiError(
    "INVALID_PARAMETERS",
    `plan "${plan}" is not configured; plans are ${Object.keys(config.plans).join(", ")}.`,
    { details: { issues: [{ path: "plan", message: `unknown plan "${plan}"` }] } },
  );
}

/** Refuses a plan that is unknown, or whose limits exceed the caller's in either bucket. */
function assertPlanWithin(config: Config, plan: string, callerPlan: string): void {
  const wanted = knownPlan(config, plan);
  const own = config.plans[callerPlan];
  if (own && wanted.work <= own.work && wanted.control <= own.control) return;
  const within = Object.entries(config.plans)
    .filter(([, l]) => own && l.work <= own.work && l.control <= own.control)
    .map(([name]) => name);
  throw new ApiError(
    "FORBIDDEN",
    `plan "${plan}" allows more requests than this key's plan "${callerPlan}"; a key can create ` +
      `keys of ${within.join(", ") || "no plan"} only.`,
    { details: { issues: [{ path: "plan", message: "higher than the calling key's plan" }] } },
  );
}
