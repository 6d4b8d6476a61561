/**
 * Budgets of unauthenticated work on the authorization server, per client address and in total:
 * client registrations (open to anyone, RFC 7591 without an initial access token) and credential
 * checks on the consent page. Each is a fixed window: an address over its share, or everyone once
 * the global ceiling is reached, is told when to retry (429 with Retry-After). Addresses are the
 * client's as `clientAddress` reads it (TRUSTED_PROXIES honoured); IPv6 counts by /64, the block
 * one subscriber gets (RFC 6177), IPv4 per address. Kept in the process: a restart forgets it.
 */
import { canonicalAddress } from "../client_address.ts";

/** A budget: `perAddress` uses by one address and `global` by all, per `windowMs`. */
export interface Budget {
  perAddress: number;
  global: number;
  windowMs: number;
}

/**
 * Registrations: 20 per address and 200 in all per 10 minutes. A client installation registers
 * once and keeps its client id; 200 per 10 minutes (28,800 a day, every unused one forgotten after
 * a day) is far above any real sign-up rate yet bounds what a crowd of addresses can store.
 */
export const REGISTRATION_BUDGET: Budget = { perAddress: 20, global: 200, windowMs: 10 * 60_000 };

/**
 * Refused credentials on the consent page: 10 per address and 100 in all per minute. A person
 * mistypes a key a few times; guessing an admin token at ~2,000/s becomes 10 a minute.
 */
export const CONSENT_CHECK_BUDGET: Budget = { perAddress: 10, global: 100, windowMs: 60_000 };

const MAX_ADDRESSES = 10_000;
const GLOBAL = "*";

/** The key an address is counted under: IPv6 by its /64, IPv4 (and anything else) as given. */
export function addressKey(address: string): string {
  const ip = canonicalAddress(address);
  if (ip === null || ip.kind() === "ipv4") return ip?.toString() ?? address;
  const parts = (ip.toNormalizedString()).split(":").slice(0, 4);
  return `${parts.join(":")}::/64`;
}

/** Why a use is refused: the seconds to wait and whose budget ran out. */
export interface Refusal {
  wait: number;
  scope: "address" | "global";
}

/** The counter of `budget`: `refusal(address)` before the work, `count(address)` after it. */
export function addressLimit(budget: Budget, now: () => number = Date.now) {
  // The global window is kept apart so that evicting old addresses never forgets it.
  const windows = new Map<string, { start: number; count: number }>();
  const total = new Map<string, { start: number; count: number }>();
  const mapOf = (key: string) => key === GLOBAL ? total : windows;
  const current = (key: string) => {
    const window = mapOf(key).get(key);
    return window && now() - window.start < budget.windowMs ? window : null;
  };
  const waitOf = (key: string, max: number) => {
    const window = current(key);
    if (!window || window.count < max) return 0;
    return Math.max(1, Math.ceil((window.start + budget.windowMs - now()) / 1000));
  };
  const bump = (key: string) => {
    const window = current(key);
    if (window) return void window.count++;
    const map = mapOf(key);
    map.delete(key);
    if (map.size >= MAX_ADDRESSES) map.delete(map.keys().next().value!);
    map.set(key, { start: now(), count: 1 });
  };
  return {
    /** Null when `address` may go on; else how long to wait and why. */
    refusal(address: string): Refusal | null {
      const own = waitOf(addressKey(address), budget.perAddress);
      if (own > 0) return { wait: own, scope: "address" };
      const all = waitOf(GLOBAL, budget.global);
      return all > 0 ? { wait: all, scope: "global" } : null;
    },
    /** Counts one use by `address` (and in the global window). */
    count(address: string): void {
      bump(addressKey(address));
      bump(GLOBAL);
    },
  };
}

/** An `addressLimit` counter. */
export type AddressLimit = ReturnType<typeof addressLimit>;
