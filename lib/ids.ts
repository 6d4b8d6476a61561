/** Random identifiers and secrets. */

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
 * A sortable id: `<prefix>_` + 10 chars of time + 12 random chars (base62 time then random),
 * so KV listings by id are in creation order.
 */
export function sortableId(prefix: string, now = Date.now()): string {
  const time = base62(numberBytes(now)).slice(-10).padStart(10, "0");
  return `${prefix}_${time}${base62(randomBytes(9)).slice(0, 12)}`;
}

function numberBytes(n: number): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(n));
  return out;
}

/** Hex SHA-256 of a string. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
