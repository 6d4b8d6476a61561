/**
 * Credentials read on every request (API keys, OAuth connections) are cached in the process for a
 * short while per store: a revocation through this process takes effect at once (`forget`), one
 * made by another process (the admin CLI, another Deno Deploy instance) within `ttlMs`. Misses
 * are never cached. `touch` records a use at most once a minute, best effort, never blocking.
 */
import type { Store } from "./port.ts";

/** What a cached credential records about its use. */
interface Usable {
  last_used_at: string | null;
  revoked_at: string | null;
}

const MAX_ENTRIES = 10_000;

/** A cache of records of one kind, by id, per store. */
export function recordCache<T extends Usable>(ttlMs: number) {
  const caches = new WeakMap<Store, Map<string, { record: T; until: number }>>();
  const cacheOf = (kv: Store) => {
    let cache = caches.get(kv);
    if (!cache) caches.set(kv, cache = new Map());
    return cache;
  };

  return {
    /** The record of `id`: cached, else read (and cached when found). */
    async get(kv: Store, id: string, read: () => Promise<T | null>): Promise<T | null> {
      const cache = cacheOf(kv);
      const hit = cache.get(id);
      if (hit && hit.until > Date.now()) return hit.record;
      const record = await read();
      cache.delete(id);
      if (record) {
        if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
        cache.set(id, { record, until: Date.now() + ttlMs });
      }
      return record;
    },

    /** Drops the cached copy of `id` (after a revocation). */
    forget(kv: Store, id: string): void {
      cacheOf(kv).delete(id);
    },

    /**
     * Records that `record` (cached as `id`, stored at `key`) was used, at most once a minute;
     * the cached copy is marked too, so requests within the cache period do not touch again.
     */
    touch(kv: Store, id: string, key: Deno.KvKey, record: T, now: Date): void {
      const last = record.last_used_at ? Date.parse(record.last_used_at) : 0;
      if (now.getTime() - last < 60_000) return;
      const cached = cacheOf(kv).get(id);
      if (cached) cached.record = { ...cached.record, last_used_at: now.toISOString() };
      kv.get<T>(key).then(async (entry) => {
        if (!entry.value || entry.value.revoked_at) return;
        await kv.atomic().check(entry).set(key, { ...entry.value, last_used_at: now.toISOString() })
          .commit();
      }).catch(() => {/* a lost last_used_at update is harmless */});
    },
  };
}
