/** The shared state of one webhook deliverer, passed explicitly to each step (jobs/deliver/). */
import type { Store } from "../../lib/store/port.ts";

/** Settings of the deliverer. */
export interface DelivererOptions {
  kv: Store;
  schedule?: readonly number[];
  timeoutMs?: number;
  /** Hosts a delivery may reach even at private addresses (FETCH_ALLOW_HOSTS). */
  allowHosts?: readonly string[];
  allowInsecure?: boolean;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** The state every step of the deliverer shares. */
export interface DelivererContext {
  options: DelivererOptions;
  kv: Store;
  /** Delays before attempts 2, 3, ... */
  schedule: readonly number[];
  timeoutMs: number;
  now: () => Date;
  /** First attempts being sent at once in this process (`sendSoon`). */
  sending: number;
}
