/** Reads of many keys at once: KV's `getMany` takes at most ten. */
import type { Store } from "./port.ts";

/** KV's limit of keys per `getMany`. */
const GET_MANY_MAX = 10;

/** The entries of `keys`, in order, read ten at a time. */
export async function getAll<T>(kv: Store, keys: Deno.KvKey[]): Promise<Deno.KvEntryMaybe<T>[]> {
  const out: Deno.KvEntryMaybe<T>[] = [];
  for (let i = 0; i < keys.length; i += GET_MANY_MAX) {
    out.push(...await kv.getMany<T[]>(keys.slice(i, i + GET_MANY_MAX)));
  }
  return out;
}

/** The values of `keys` that exist, in order. */
export async function getValues<T>(kv: Store, keys: Deno.KvKey[]): Promise<T[]> {
  return (await getAll<T>(kv, keys)).flatMap((e) => e.value === null ? [] : [e.value]);
}
