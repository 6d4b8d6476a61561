/**
 * Who the client is, for the limits keyed by address (registration, unauthenticated body slots).
 * The peer of the connection is the client unless it is a trusted proxy (TRUSTED_PROXIES); then
 * X-Forwarded-For is read from the right, skipping trusted proxies, and the first address that is
 * not one is the client (MDN, X-Forwarded-For: "the rightmost untrusted IP"). Entries a client
 * could have written itself (left of it) are never believed.
 */
import ipaddr from "ipaddr.js";

/** A parsed list of trusted proxies: addresses and CIDR ranges. */
export type ProxyList = readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];

/** Parses TRUSTED_PROXIES entries (`10.0.0.1`, `10.0.0.0/8`, `::1`); null names the bad one. */
export function parseProxies(entries: readonly string[]): ProxyList | { bad: string } {
  const list: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const entry of entries) {
    try {
      if (entry.includes("/")) list.push(ipaddr.parseCIDR(entry));
      else {
        const ip = ipaddr.parse(entry);
        list.push([ip, ip.kind() === "ipv4" ? 32 : 128]);
      }
    } catch {
      return { bad: entry };
    }
  }
  return list;
}

/** An address in its canonical form (IPv4-mapped IPv6 as IPv4); null when it is not one. */
export function canonicalAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = text.trim().replace(/^\[(.*)\](?::\d+)?$/, "$1").replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return null;
  return ipaddr.process(bare);
}

/** Whether `address` is one of `proxies`. */
export function isTrusted(address: ipaddr.IPv4 | ipaddr.IPv6, proxies: ProxyList): boolean {
  return proxies.some(([range, bits]) =>
    range.kind() === address.kind() && address.match(range as never, bits)
  );
}

/**
 * The client's address: the peer, or behind trusted proxies the rightmost X-Forwarded-For entry
 * that is not a trusted proxy (the leftmost entry when all are trusted). Unparseable entries end
 * the walk at the last address known good.
 */
export function clientAddressOf(
  peer: string,
  forwardedFor: string | null,
  proxies: ProxyList,
): string {
  let client = canonicalAddress(peer);
  if (client === null) return peer || "unknown";
  if (!forwardedFor || proxies.length === 0) return client.toString();
  const hops = forwardedFor.split(",").map((h) => h.trim()).filter(Boolean).reverse();
  for (const hop of hops) {
    if (!isTrusted(client, proxies)) break;
    const next = canonicalAddress(hop);
    if (next === null) break;
    client = next;
  }
  return client.toString();
}
