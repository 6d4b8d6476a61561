/** API keys: `sk_live_` + 32 random bytes in base62; only the SHA-256 is stored. */
import type { z } from "zod";
import type { ApiKeySchema } from "../schemas/admin.ts";
import { ApiError } from "../errors.ts";
import { base62, randomBytes, sha256Hex, sortableId } from "../ids.ts";
import { keys } from "./keys.ts";
import { getAll, getValues } from "./get_all.ts";
import { recordCache } from "./record_cache.ts";
import type { Store } from "./port.ts";

/** The stored record of a key (docs/contract.md#keys); never holds the key itself. */
export type ApiKeyRecord = z.output<typeof ApiKeySchema>;

/** The live key prefix, the only key format. */
export const KEY_PREFIX = "sk_live_";
const KEY_SHAPE = /^sk_live_[0-9A-Za-z]{43}$/;

/** True when `key` has the shape of a live key (checked before any KV read). */
export function isKeyShaped(key: string): boolean {
  return KEY_SHAPE.test(key);
}

/** Options of `createApiKey`. */
export interface NewKey {
  workspaceId: string;
  name?: string;
  plan: string;
  allowedDomains?: string[];
  now?: Date;
}

/** Creates a key; the returned `key` is shown once and never stored. */
export async function createApiKey(
  kv: Store,
  input: NewKey,
): Promise<{ key: string; record: ApiKeyRecord }> {
  const now = input.now ?? new Date();
  const key = KEY_PREFIX + base62(randomBytes(32));
  const hash = sha256Hex(key);
  const record: ApiKeyRecord = {
    id: sortableId("key", now.getTime()),
    workspace_id: input.workspaceId,
    name: input.name ?? "default",
    prefix: key.slice(0, KEY_PREFIX.length + 6),
    plan: input.plan,
    allowed_domains: (input.allowedDomains ?? []).map(normalizeAllowedDomain),
    created_at: now.toISOString(),
    last_used_at: null,
    revoked_at: null,
  };
  const workspace = await kv.get(keys.workspace(input.workspaceId));
  if (workspace.value === null) {
    throw new ApiError("NOT_FOUND", `Workspace "${input.workspaceId}" does not exist.`);
  }
  const res = await kv.atomic()
    .check(workspace)
    .check({ key: keys.apiKeyByHash(hash), versionstamp: null })
    .set(keys.apiKeyByHash(hash), record)
    .set(keys.apiKeyId(record.id), hash)
    .set(keys.workspaceKey(input.workspaceId, record.id), hash)
    .commit();
  if (!res.ok) {
    throw new ApiError("CONFLICT", "The workspace changed while creating the key; retry.");
  }
  return { key, record };
}

/**
 * Key records are cached in the process for `KEY_CACHE_MS` (`record_cache.ts`): the lookup runs
 * on every request.
 */
export const KEY_CACHE_MS = 1000;
const keyCache = recordCache<ApiKeyRecord>(KEY_CACHE_MS);

/** The record of a presented key, or null (unknown keys are never cached). */
export function findKey(kv: Store, key: string): Promise<ApiKeyRecord | null> {
  const hash = sha256Hex(key);
  return keyCache.get(
    kv,
    hash,
    async () => (await kv.get<ApiKeyRecord>(keys.apiKeyByHash(hash))).value,
  );
}

/** Keys of a workspace, oldest first (records only: keys are never stored). */
export async function listApiKeys(kv: Store, workspaceId: string): Promise<ApiKeyRecord[]> {
  const hashes: string[] = [];
  for await (const e of kv.list<string>({ prefix: keys.workspaceKeys(workspaceId) })) {
    hashes.push(e.value);
  }
  return await getValues<ApiKeyRecord>(kv, hashes.map((h) => keys.apiKeyByHash(h)));
}

/** Revokes a key; revoking twice keeps the first revocation time. */
export async function revokeApiKey(
  kv: Store,
  id: string,
  now = new Date(),
): Promise<ApiKeyRecord> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const hash = (await kv.get<string>(keys.apiKeyId(id))).value;
    if (!hash) throw new ApiError("NOT_FOUND", `API key "${id}" does not exist.`);
    const entry = await kv.get<ApiKeyRecord>(keys.apiKeyByHash(hash));
    if (!entry.value) throw new ApiError("NOT_FOUND", `API key "${id}" does not exist.`);
    if (entry.value.revoked_at) return entry.value;
    const record = { ...entry.value, revoked_at: now.toISOString() };
    if ((await kv.atomic().check(entry).set(entry.key, record).commit()).ok) {
      keyCache.forget(kv, hash);
      return record;
    }
  }
  throw new ApiError("SERVICE_UNAVAILABLE", `Could not revoke API key "${id}"; retry.`);
}

/**
 * Revokes key `id` of `workspaceId` (another workspace's key is "not found"), unless it is the
 * workspace's last active key (409). The commit checks every active key it counted, so two
 * revocations at once cannot both remove the last two.
 */
export async function revokeWorkspaceKey(
  kv: Store,
  workspaceId: string,
  id: string,
  now: Date,
): Promise<ApiKeyRecord> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const hashes: string[] = [];
    for await (const e of kv.list<string>({ prefix: keys.workspaceKeys(workspaceId) })) {
      hashes.push(e.value);
    }
    const entries = await getAll<ApiKeyRecord>(kv, hashes.map((h) => keys.apiKeyByHash(h)));
    const target = entries.find((e) => e.value?.id === id);
    if (!target?.value) throw new ApiError("NOT_FOUND", `API key "${id}" does not exist.`);
    if (target.value.revoked_at) return target.value;
    const active = entries.filter((e) => e.value && !e.value.revoked_at);
    if (active.length <= 1) {
      throw new ApiError(
        "CONFLICT",
        `API key "${id}" is the workspace's last active key: create another one first.`,
      );
    }
    const record = { ...target.value, revoked_at: now.toISOString() };
    const op = kv.atomic();
    // Far from the last key (more than a commit's 100 checks), only the target is checked.
    for (const entry of active.length < 100 ? active : [target]) op.check(entry);
    if ((await op.set(target.key, record).commit()).ok) {
      keyCache.forget(kv, target.key[1] as string);
      return record;
    }
  }
  throw new ApiError("SERVICE_UNAVAILABLE", `Could not revoke API key "${id}"; retry.`);
}

/** Records that a key was used, at most once a minute per key (best effort, never blocks). */
export function touchKey(kv: Store, key: string, record: ApiKeyRecord, now: Date): void {
  const hash = sha256Hex(key);
  keyCache.touch(kv, hash, keys.apiKeyByHash(hash), record, now);
}

/**
 * Normalises an allowed-domain entry to `scheme://host[:port]` (default ports dropped,
 * host lowercased); `https://*.example.com` keeps its wildcard. Throws 400 on a bad entry.
 */
export function normalizeAllowedDomain(entry: string): string {
  const wildcard = /^(https?:\/\/)\*\.(.+)$/i.exec(entry.trim());
  const candidate = wildcard ? `${wildcard[1]}wildcard-placeholder.${wildcard[2]}` : entry.trim();
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw new ApiError(
      "INVALID_PARAMETERS",
      `allowed_domains entry "${entry}" is not an origin such as https://app.example.com`,
      { details: { issues: [{ path: "allowed_domains", message: "not an origin" }] } },
    );
  }
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username;
  if (!(url.protocol === "https:" || url.protocol === "http:") || !bare) {
    throw new ApiError(
      "INVALID_PARAMETERS",
      `allowed_domains entry "${entry}" must be a bare http(s) origin such as https://app.example.com`,
      { details: { issues: [{ path: "allowed_domains", message: "not a bare http(s) origin" }] } },
    );
  }
  return url.origin.replace("wildcard-placeholder.", "*.");
}
