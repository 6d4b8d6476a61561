/** Random identifiers and secrets. */
import { createHash } from "node:crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Encodes random bytes as base62 (rejection-free: 62^k over the byte string as a big integer). */
export function base62(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  let out = "";
  while (n > 0n) {
    out = BASE62[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(Math.ceil(bytes.length * 8 / Math.log2(62)), "0");
}

/** `count` cryptographically random bytes. */
export function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/**
 * A sortable id: `<prefix>_` + 9 base-36 characters of time (ms) + 12 random hex characters, so
 * KV listings by id come out in creation order.
 */
export function sortableId(prefix: string, now = Date.now()): string {
  const rand = crypto.getRandomValues(new Uint8Array(6));
  let hex = "";
  for (const b of rand) hex += (b < 16 ? "0" : "") + b.toString(16);
  return `${prefix}_${now.toString(36).padStart(9, "0")}${hex}`;
}

/** The last id `risingId` gave in this process: its time and its random part. */
let lastRising = { time: -1, rand: 0n };

/**
 * A sortable id (`sortableId`'s shape) that is greater than every id this process made before
 * with it, even within one millisecond: ids of records written one after another list in the
 * order they were written (two in the same ms would otherwise order by their random parts).
 */
export function risingId(prefix: string, now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  let rand = bytes.reduce((n, b) => (n << 8n) | BigInt(b), 0n);
  let time = now;
  if (time <= lastRising.time) {
    time = lastRising.time;
    rand = lastRising.rand + 1n + (rand & 0xffffn);
    if (rand > 0xffffffffffffn) {
      time += 1;
      rand &= 0xffffn;
    }
  }
  lastRising = { time, rand };
  return `${prefix}_${time.toString(36).padStart(9, "0")}${rand.toString(16).padStart(12, "0")}`;
}

/** Hex SHA-256 of a string (synchronous: it runs on every request's key lookup). */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
