/**
 * The store conformance suite on Deno KV itself (`:memory:`): proves the suite states Deno KV's
 * real behaviour, which the PostgreSQL adapter must then match (`postgres_test.ts`). `:memory:`
 * has no second handle, so the two-store concurrency tests share one store; and Deno KV sweeps
 * expired entries about once a minute, so its expiry test does not wait for them to go.
 */
import { storeConformance } from "./store_conformance.ts";

storeConformance("deno-kv", () => Deno.openKv(":memory:"), {
  openPair: async () => {
    const kv = await Deno.openKv(":memory:");
    return [kv, kv];
  },
  expiryWithinMs: null,
});
