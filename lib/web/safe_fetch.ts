/**
 * The SSRF guard for every server-side fetch: webhook delivery, page and sitemap fetches
 * (docs/contract.md#live-fetches-and-the-ssrf-guard).
 *
 * Pipeline: parse with `new URL` (which normalizes `127.1`, `0x7f000001`, `2130706433`,
 * `%31%32%37.0.0.1` ... to `127.0.0.1`), allow only the given schemes, refuse userinfo and
 * `localhost` names, classify an IP literal, otherwise resolve A and AAAA and classify every
 * answer. Redirects are followed by hand (`redirect: "manual"`) and every hop is checked
 * again. One timeout covers the whole chain (DNS, connects, bodies). Requests say
 * `Accept-Encoding: identity` (the one value Deno's fetch does not decode itself), and bodies
 * are read by `readBody` (./body.ts): a server that compresses anyway is inflated there while
 * both the compressed and the decoded bytes are counted and capped.
 *
 * Residual risk (DNS rebinding): Deno's `fetch` takes no resolver, so it resolves the name
 * again when it connects, and a record may change between our check and that lookup. This
 * window stays open unless the process runs with `--deny-net=<private CIDRs>`: Deno 2.9.6
 * checks the address it actually connects to against `--deny-net`, so the connect then
 * fails (and surfaces here as `FetchFailed` "network access denied by the runtime").
 */
import { ACCEPT_ENCODING, BodyRefused, BodyTooLarge, readBody } from "./body.ts";
import type { Slots } from "../slots.ts";

export { BodyRefused, BodyTooLarge };

/** Why a URL or address was refused. */
export class UrlRefused extends Error {
  /** A readable reason, e.g. `127.0.0.1 is a loopback address`. */
  readonly reason: string;
  /** The refused URL (a redirect target when a hop was refused). */
  readonly url: string;

  constructor(url: string, reason: string) {
    super(`Refused "${url}": ${reason}`);
    this.name = "UrlRefused";
    this.url = url;
    this.reason = reason;
  }
}

/** The whole fetch chain (DNS, redirects, body) took longer than `timeoutMs`. */
export class FetchTimeout extends Error {
  readonly url: string;
  readonly timeoutMs: number;

  constructor(url: string, timeoutMs: number) {
    super(`Fetching "${url}" timed out after ${timeoutMs} ms`);
    this.name = "FetchTimeout";
    this.url = url;
    this.timeoutMs = timeoutMs;
  }
}

/** A network failure (refused, reset, DNS, TLS ...), with a readable `reason`. */
export class FetchFailed extends Error {
  /** A short readable reason, e.g. `connection refused`. */
  readonly reason: string;
  readonly url: string;

  constructor(url: string, reason: string, options?: ErrorOptions) {
    super(`Fetching "${url}" failed: ${reason}`, options);
    this.name = "FetchFailed";
    this.url = url;
    this.reason = reason;
  }
}

/** What `checkUrl` lets through. */
export interface GuardOptions {
  /** Hostnames (lowercase, exact; or "*.example.com" for subdomains) allowed even when they resolve to private/loopback addresses — for tests and intranets (FETCH_ALLOW_HOSTS). Also IP literals like "127.0.0.1". */
  allowHosts?: readonly string[];
  /** Schemes allowed: default ["https:", "http:"]; webhooks pass ["https:"] unless insecure is allowed. */
  schemes?: readonly string[];
  /** DNS resolver, injectable for tests; default uses Deno.resolveDns for A and AAAA (both; a failure of one type is fine if the other answers; no answers at all -> refused "does not resolve"). */
  resolve?: (hostname: string) => Promise<string[]>;
}

const DEFAULT_SCHEMES: readonly string[] = ["https:", "http:"];

/** IPv4 special-purpose ranges, most specific first: [network, prefix length, reason]. */
const V4_RANGES: readonly [string, number, string][] = [
  ["169.254.169.254", 32, "metadata"], // AWS, GCP, Azure, OpenStack
  ["100.100.100.200", 32, "metadata"], // Alibaba Cloud
  ["255.255.255.255", 32, "broadcast"],
  ["0.0.0.0", 32, "unspecified"],
  ["0.0.0.0", 8, "reserved"], // "this network"
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "carrier-grade NAT"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "reserved"], // IETF protocol assignments (incl. 192.0.0.192, OCI metadata)
  ["192.0.2.0", 24, "documentation"],
  ["192.88.99.0", 24, "reserved"], // 6to4 relay anycast
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "reserved"], // benchmarking
  ["198.51.100.0", 24, "documentation"],
  ["203.0.113.0", 24, "documentation"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"],
];

const V4_TABLE = V4_RANGES.map(([net, bits, reason]) => {
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return { net: (v4ToInt(net)! & mask) >>> 0, mask, reason };
});

/** A strict dotted quad to a 32-bit number, or null. */
function v4ToInt(ip: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0] << 24) | (parts[1] << 16) | (parts[2] << 8) | parts[3]) >>> 0;
}

function v4Problem(n: number): string | null {
  for (const r of V4_TABLE) if (((n & r.mask) >>> 0) === r.net) return r.reason;
  return null;
}

/** A normalized (WHATWG-serialized, hex-only) IPv6 address to eight 16-bit groups. */
function v6Groups(ip: string): number[] | null {
  const halves = ip.split("::");
  if (halves.length > 2) return null;
  const part = (s: string) => (s === "" ? [] : s.split(":").map((g) => parseInt(g, 16)));
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const groups = [...head, ...Array(Math.max(fill, 0)).fill(0), ...tail];
  if (groups.length !== 8 || groups.some((g) => !(g >= 0 && g <= 0xffff))) return null;
  return groups;
}

function v6Problem(g: number[]): string | null {
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 8)) return "unspecified";
  if (zero(0, 7) && g[7] === 1) return "loopback";
  if (zero(0, 5) && g[5] === 0xffff) {
    const inner = v4Problem(((g[6] << 16) | g[7]) >>> 0);
    return inner === null ? null : `ipv4-mapped ${inner}`;
  }
  if (zero(0, 6)) return "ipv4-compatible"; // ::/96, deprecated; ipaddr.js calls it unicast
  if (g[0] === 0x64 && g[1] === 0xff9b && (zero(2, 6) || g[2] === 1)) return "nat64";
  if (g[0] === 0x100 && zero(1, 4)) return "reserved"; // 100::/64 discard-only
  if (g[0] === 0x2001 && g[1] === 0) return "teredo";
  if (g[0] === 0x2001 && g[1] === 0xdb8) return "documentation";
  if (g[0] === 0x2002) return "6to4";
  if (g[0] === 0xfd00 && g[1] === 0xec2 && zero(2, 7) && g[7] === 0x254) return "metadata"; // AWS
  if ((g[0] & 0xfe00) === 0xfc00) return "unique-local";
  if ((g[0] & 0xffc0) === 0xfe80) return "link-local";
  if ((g[0] & 0xffc0) === 0xfec0) return "site-local";
  if ((g[0] & 0xff00) === 0xff00) return "multicast";
  if ((g[0] & 0xe000) !== 0x2000) return "reserved"; // outside 2000::/3 global unicast
  return null;
}

/** Classifies an IP address string (v4 or v6, any spelling that `new URL` would normalize to): returns null if public unicast, else a short reason like "loopback", "private", "link-local", "metadata", "unspecified", "multicast", "reserved", "ipv4-mapped loopback", "carrier-grade NAT", "unique-local", "6to4", "nat64", "ipv4-compatible". Anything that is not an IP address gives "invalid". */
export function addressProblem(ip: string): string | null {
  let s = ip.trim();
  if (s.startsWith("[") && s.endsWith("]")) s = s.slice(1, -1);
  if (s.includes(":")) s = s.replace(/%.*$/s, ""); // drop an IPv6 zone id (fe80::1%eth0)
  if (s === "" || /[\s/\\@?#[\]]/.test(s)) return "invalid";
  try {
    if (s.includes(":")) {
      const groups = v6Groups(new URL(`http://[${s}]/`).hostname.slice(1, -1));
      return groups ? v6Problem(groups) : "invalid";
    }
    const n = v4ToInt(new URL(`http://${s}/`).hostname);
    return n === null ? "invalid" : v4Problem(n);
  } catch {
    return "invalid";
  }
}

/** "a loopback address", "an unspecified address". */
function describe(reason: string): string {
  return `${/^(?:[aeio]|un(?!i))/i.test(reason) ? "an" : "a"} ${reason} address`;
}

/** A hostname without its brackets or trailing dots, lowercase. */
function bareHost(hostname: string): string {
  const h = hostname.toLowerCase();
  return h.startsWith("[") ? h.slice(1, -1) : h.replace(/\.+$/, "");
}

function isAllowedHost(host: string, allowHosts: readonly string[]): boolean {
  return allowHosts.some((entry) => {
    const e = bareHost(entry.trim());
    if (e.startsWith("*.")) return host.endsWith(e.slice(1)) && host.length > e.length - 1;
    return e === host;
  });
}

/** Resolves A and AAAA with `Deno.resolveDns`; one type failing is fine. */
async function resolveBoth(hostname: string): Promise<string[]> {
  const answers = await Promise.allSettled([
    Deno.resolveDns(hostname, "A"),
    Deno.resolveDns(hostname, "AAAA"),
  ]);
  return answers.flatMap((a) => (a.status === "fulfilled" ? a.value : []));
}

/** Checks a URL before any connection: scheme, no userinfo, hostname not localhost/*.localhost, IP literal classified, otherwise every resolved address classified. Throws UrlRefused. Returns the parsed URL. */
export async function checkUrl(input: string, options: GuardOptions = {}): Promise<URL> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new UrlRefused(input, "not a valid absolute URL");
  }
  const schemes = options.schemes ?? DEFAULT_SCHEMES;
  if (!schemes.includes(url.protocol)) {
    throw new UrlRefused(
      url.href,
      `the scheme ${url.protocol} is not allowed (allowed: ${schemes.join(", ")})`,
    );
  }
  if (url.username !== "" || url.password !== "") {
    throw new UrlRefused(url.href, "URLs with credentials (user@host) are not allowed");
  }
  const host = bareHost(url.hostname);
  if (host === "") throw new UrlRefused(url.href, "the URL has no host");
  if (isAllowedHost(host, options.allowHosts ?? [])) return url;

  const literal = url.hostname.startsWith("[") || v4ToInt(host) !== null;
  if (literal) {
    const problem = addressProblem(host);
    if (problem !== null) throw new UrlRefused(url.href, `${host} is ${describe(problem)}`);
    return url;
  }
  if (host === "localhost" || host.endsWith(".localhost")) {
    throw new UrlRefused(url.href, `${host} is a loopback name`);
  }
  let addresses: string[];
  try {
    addresses = await (options.resolve ?? resolveBoth)(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) throw new UrlRefused(url.href, `${host} does not resolve`);
  for (const ip of addresses) {
    const problem = addressProblem(ip);
    if (problem === "invalid") {
      throw new UrlRefused(url.href, `${host} resolves to ${ip}, which is not an IP address`);
    }
    if (problem !== null) {
      throw new UrlRefused(url.href, `${host} resolves to ${ip}, ${describe(problem)}`);
    }
  }
  return url;
}

/** Options of `safeFetch`: the guard plus the request and its limits. */
export interface SafeFetchOptions extends GuardOptions {
  method?: string;
  headers?: HeadersInit;
  body?: string | Uint8Array;
  /** The whole chain (DNS, connects, redirects, bodies); default 10_000. */
  timeoutMs?: number;
  /** Decoded body cap in bytes, default 5 MiB; over it `BodyTooLarge` is thrown. */
  maxBytes?: number;
  /** Cap of the compressed bytes on the wire, default `maxBytes`. */
  maxWireBytes?: number;
  /** Large-read slots (./body.ts); default the process's. */
  slots?: Slots;
  /** Default 5; webhooks pass 0 (a redirect is then returned as the response, not followed). */
  maxRedirects?: number;
  /** Injectable `fetch`; defaults to the global one. */
  fetch?: typeof fetch;
  /** Stops the fetch when it aborts (a cancelled job); its reason is what is thrown. */
  signal?: AbortSignal;
}

/** A fully read response. */
export interface SafeResponse {
  /** The URL that gave this response (the last hop). */
  url: string;
  status: number;
  headers: Headers;
  body: Uint8Array;
  /** Every URL that answered with a followed redirect, in order (the input first). */
  redirects: string[];
  /** The status of each followed redirect, in the order of `redirects`. */
  redirect_statuses?: number[];
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const CREDENTIAL_HEADERS = ["authorization", "cookie", "proxy-authorization"];

/** Rejects with `signal.reason` as soon as the signal aborts (for steps that take none). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** A short readable reason from a fetch error and its causes. */
function failureReason(err: unknown): string {
  const messages: string[] = [];
  for (let e: unknown = err; e instanceof Error && messages.length < 5; e = e.cause) {
    messages.push(e.message);
  }
  const all = messages.join(" | ");
  const known: [RegExp, string][] = [
    [/connection refused|os error 111/i, "connection refused"],
    [/dns error|failed to lookup|name or service not known/i, "name does not resolve"],
    [/connection reset|os error 104/i, "connection reset"],
    [/network is unreachable|os error 101/i, "network unreachable"],
    [/no route to host|host is unreachable|os error 113/i, "host unreachable"],
    [/requires net access|NotCapable/i, "network access denied by the runtime"],
    [/certificate|tls|ssl|handshake/i, "TLS handshake failed"],
    [/port \d+ (?:are|is) blocked|requests to port/i, "the port is blocked by the runtime"],
    [/connection closed|incomplete message|unexpected eof|broken pipe/i, "connection closed early"],
  ];
  for (const [re, reason] of known) if (re.test(all)) return reason;
  const last = messages.at(-1) ?? String(err);
  return last.split("\n")[0].slice(0, 200) || "network error";
}

/** Fetches with redirect: "manual", re-checking every hop with checkUrl; reads the body with `readBody` (compressed and decoded bytes counted and capped, a bomb's ratio refused, large bodies bounded process-wide); times out the whole chain (AbortSignal.timeout) and throws a FetchTimeout error on timeout. Network errors propagate as a FetchFailed error with a readable reason (e.g. "connection refused"). Refusals throw UrlRefused, oversized bodies BodyTooLarge. */
export async function safeFetch(
  input: string,
  options: SafeFetchOptions = {},
): Promise<SafeResponse> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const fetchImpl = options.fetch ?? fetch;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const redirects: string[] = [];
  const redirectStatuses: number[] = [];
  let method = (options.method ?? "GET").toUpperCase();
  let body: BodyInit | undefined = options.body as BodyInit | undefined;
  const headers = new Headers(options.headers);
  headers.set("accept-encoding", ACCEPT_ENCODING);
  let current = input;
  try {
    let target = await untilAborted(checkUrl(input, options), signal);
    current = target.href;
    for (;;) {
      const res = await fetchImpl(target.href, {
        method,
        headers,
        body,
        redirect: "manual",
        signal,
      });
      const location = REDIRECT_STATUSES.has(res.status) ? res.headers.get("location") : null;
      if (location === null || maxRedirects === 0) {
        const bytes = await readBody(res.body, {
          url: target.href,
          maxBytes,
          maxWireBytes: options.maxWireBytes,
          encoding: res.headers.get("content-encoding"),
          signal,
          slots: options.slots,
        });
        return {
          url: target.href,
          status: res.status,
          headers: res.headers,
          body: bytes,
          redirects,
          redirect_statuses: redirectStatuses,
        };
      }
      await res.body?.cancel();
      let next: URL;
      try {
        next = new URL(location, target);
      } catch {
        throw new UrlRefused(location, `the redirect from ${target.href} is not a valid URL`);
      }
      if (redirects.length >= maxRedirects) {
        throw new UrlRefused(next.href, `more than ${maxRedirects} redirects`);
      }
      redirects.push(target.href);
      redirectStatuses.push(res.status);
      // Browser rules: 303 (and 301/302 after POST) become a GET without a body.
      if ((res.status === 303 && method !== "HEAD") || (res.status <= 302 && method === "POST")) {
        method = "GET";
        body = undefined;
        headers.delete("content-type");
        headers.delete("content-length");
      }
      if (next.origin !== target.origin) { for (const h of CREDENTIAL_HEADERS) headers.delete(h); }
      current = next.href;
      target = await untilAborted(checkUrl(next.href, options), signal);
    }
  } catch (err) {
    if (err instanceof UrlRefused || err instanceof BodyTooLarge || err instanceof BodyRefused) {
      throw err;
    }
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout.aborted) throw new FetchTimeout(current, timeoutMs);
    throw new FetchFailed(current, failureReason(err), { cause: err });
  }
}
