/** Service configuration: read once from environment variables and validated with zod. */
import { z } from "zod";
import type { CacheSettings } from "./providers/cache.ts";
import { parseProxies, type ProxyList } from "./client_address.ts";

/** The entries of TRUSTED_PROXIES. */
const proxyEntries = (text: string) => text.split(",").map((p) => p.trim()).filter(Boolean);

/** Requests per window for the two rate-limit buckets of one plan. */
export interface PlanLimits {
  work: number;
  control: number;
}

const DEFAULT_PLANS = "free=60/600,pro=600/6000,scale=6000/60000";

const planList = z.string().transform((text, ctx) => {
  const plans: Record<string, PlanLimits> = {};
  for (const part of text.split(",").map((p) => p.trim()).filter(Boolean)) {
    const m = /^([a-z][a-z0-9_-]*)=(\d+)\/(\d+)$/.exec(part);
    if (!m || Number(m[2]) < 1 || Number(m[3]) < 1) {
      ctx.addIssue({
        code: "custom",
        message: `"${part}" is not of the form plan=work/control (e.g. pro=600/6000)`,
      });
      return z.NEVER;
    }
    plans[m[1]] = { work: Number(m[2]), control: Number(m[3]) };
  }
  if (Object.keys(plans).length === 0) {
    ctx.addIssue({ code: "custom", message: "names no plan" });
    return z.NEVER;
  }
  return plans;
});

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * Every environment variable the service reads, with its default and a description; the
 * README's configuration table is generated from it (`deno task docs`).
 */
export const ConfigSchema = z.object({
  PORT: int(0, 65535).default(8000).describe("The port to listen on (0 picks a free one)."),
  BIND_ADDRESS: z.string().min(1).default("0.0.0.0").refine(
    isBindAddress,
    "must be an IP address (`0.0.0.0`, `127.0.0.1`, `::`) or `localhost`",
  ).describe(
    "The address to bind: `0.0.0.0` is every interface; `127.0.0.1` keeps the server local. " +
      "(`HOSTNAME` is not the bind address: containers set it to their own name; an address in " +
      "`HOSTNAME` while this is unset is refused.)",
  ),
  KV_PATH: z.string().min(1).default("./data/service.kv").describe(
    "Deno KV store: a file (one process per file), `:memory:` (loopback BIND_ADDRESS only), " +
      "`default` " +
      "(`Deno.openKv()` with no path), or a KV Connect URL. Not read when STORE_URL is set. See " +
      "docs/deploy.md.",
  ),
  STORE_URL: z.string().regex(/^postgres(ql)?:\/\//i, "must be a postgres:// URL").optional()
    .describe(
      "A PostgreSQL database as the store (`postgres://user:password@host:5432/db`), shared by " +
        "any number of processes and machines; KV_PATH is then not read. See docs/deploy.md.",
    ),
  DENO_KV_ACCESS_TOKEN: z.string().min(1).optional().describe(
    "Token of a KV Connect URL in KV_PATH (Deno reads it); required with one.",
  ),
  DENO_DEPLOYMENT_ID: z.string().min(1).optional().describe(
    "Set by Deno Deploy: with KV_PATH unset, the app's KV database is opened (no path).",
  ),
  ADMIN_TOKEN: z.string().min(16, "must be at least 16 characters").optional().describe(
    "The admin API's bearer token for `/admin/v1` (at least 16 characters). Unset: on a KV file " +
      "the first start creates one in `<KV_PATH>.admin-token` (owner-only), which `task admin` " +
      "uses while the server runs; on other stores the admin API is off.",
  ),
  SYNC_WINDOW_MS: int(0, 600_000).default(25_000).describe(
    "How long `?sync=true` waits inline before the request becomes a job.",
  ),
  MAX_BODY_BYTES: int(1024, 100 * 1024 * 1024).default(2 * 1024 * 1024).describe(
    "Larger request bodies get 413 before parsing.",
  ),
  BODY_READ_TIMEOUT_MS: int(100, 600_000).default(20_000).describe(
    "A request body must arrive within this time; else `408` with `Connection: close` (a stalled " +
      "upload is refused, not held).",
  ),
  MAX_BODIES_IN_FLIGHT: int(1, 100_000).default(256).describe(
    "Request bodies read at once for callers with a credential (API keys, OAuth connections, the " +
      "admin token); beyond, a request waits up to a second for a slot, then gets 503 with " +
      "Retry-After (bounds memory). The OAuth routes " +
      "read from 32 slots of their own.",
  ),
  MAX_BODIES_PER_CALLER: int(1, 100_000).default(16).describe(
    "Request bodies one API key, OAuth connection or admin token has in flight at once; beyond, " +
      "its requests wait up to a second for one of its slots, then get 503 with Retry-After (one " +
      "caller cannot hold every slot).",
  ),
  MAX_BODIES_PER_ADDRESS: int(1, 100_000).default(4).describe(
    "Request bodies one client address has in flight at once on the routes that take no key " +
      "(OAuth registration, token and consent), from a pool of 32 of their own.",
  ),
  HEADER_TIMEOUT_MS: int(100, 600_000).default(20_000).describe(
    "A request's line and headers must arrive within this time; else `408` and the connection " +
      "is closed (by the connection front: not with CONNECTION_FRONT=0 or on Deno Deploy).",
  ),
  IDLE_TIMEOUT_MS: int(100, 3_600_000).default(30_000).describe(
    "A kept-alive connection with no request in progress is closed after this time (by the " +
      "connection front: not with CONNECTION_FRONT=0 or on Deno Deploy).",
  ),
  CONNECTION_FRONT: flag.default(true).describe(
    "`0` lets Deno.serve own the port directly: faster, but without the header, idle and " +
      "connection-level body timeouts (only behind a proxy that enforces its own, such as nginx's " +
      "`client_header_timeout`, `client_body_timeout` and `keepalive_timeout`).",
  ),
  TRUSTED_PROXIES: z.string().default("").describe(
    "Comma list of proxy addresses or CIDR ranges (`10.0.0.0/8`) whose `X-Forwarded-For` names " +
      "the client; unset, the client is the connection's peer address.",
  ),
  RATE_LIMITS: planList.prefault(DEFAULT_PLANS).describe(
    "Per plan: `work`/`control` requests per window (`plan=work/control`, comma-separated).",
  ),
  RATE_LIMIT_WINDOW_SECONDS: int(1, 86_400).default(60).describe("The rate-limit window."),
  BOOTSTRAP_CREDITS: int(0, 1_000_000_000).default(1000).describe(
    "Credits of the workspace created on the first start.",
  ),
  BOOTSTRAP_PLAN: z.string().min(1).default("pro").describe(
    "Plan of the first start's key, and of admin-created keys without a plan (one of RATE_LIMITS).",
  ),
  PROVIDER: z.enum(["auto", "sandbox", "dataforseo"]).default("auto").describe(
    "`sandbox` (deterministic demo data), `dataforseo`, or `auto` (DataForSEO when credentials are set).",
  ),
  DATAFORSEO_LOGIN: z.string().min(1).optional().describe(
    "DataForSEO login (set together with DATAFORSEO_PASSWORD).",
  ),
  DATAFORSEO_PASSWORD: z.string().min(1).optional().describe(
    "DataForSEO password (set together with DATAFORSEO_LOGIN).",
  ),
  DATAFORSEO_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.dataforseo.com")
    .describe(
      "DataForSEO API root: production, `https://sandbox.dataforseo.com` (free dummy data) or a " +
        "local fake such as `http://127.0.0.1:8080`.",
    ),
  DATAFORSEO_TIMEOUT_MS: int(100, 300_000).default(30_000).describe(
    "How long one DataForSEO call may take before it is abandoned as a retryable timeout " +
      "(each of its up to 3 attempts).",
  ),
  PROVIDER_CACHE: flag.default(true).describe(
    "`0` turns the KV cache of provider answers off (every request then calls the provider).",
  ),
  CACHE_TTL_BACKLINKS_SECONDS: int(0, 30 * 86_400).default(86_400).describe(
    "How long backlink summaries and lists are cached (0: not cached).",
  ),
  CACHE_TTL_TIMESERIES_SECONDS: int(0, 30 * 86_400).default(86_400).describe(
    "How long new/lost timeseries are cached (0: not cached).",
  ),
  CACHE_TTL_KEYWORDS_SECONDS: int(0, 90 * 86_400).default(7 * 86_400).describe(
    "How long keyword metrics and ideas are cached (0: not cached); the provider updates them monthly.",
  ),
  CACHE_TTL_DOMAINS_SECONDS: int(0, 30 * 86_400).default(86_400).describe(
    "How long domain and page rankings, competitors and traffic estimates are cached (0: not cached).",
  ),
  CACHE_TTL_SERP_SECONDS: int(0, 30 * 86_400).default(3_600).describe(
    "How long a fetched search result page is cached (0: not cached).",
  ),
  JOB_TTL_DAYS: int(1, 365).default(7).describe("How long job records are kept."),
  JOB_CONCURRENCY: int(1, 100).default(8).describe("Queued jobs this process runs at once."),
  PROCESSES: int(1, 64).optional().describe(
    "Server processes `task start` runs on this machine, sharing PORT: default one per core with " +
      "STORE_URL (and a PORT), else 1 (a KV file holds one process).",
  ),
  QUEUE_VISIBILITY_MS: int(500, 600_000).default(10_000).describe(
    "A queue message a process took is hidden from the others this long, renewed while it is " +
      "handled: a process that dies gives its messages back after at most this long.",
  ),
  JOB_LEASE_MS: int(500, 600_000).default(15_000).describe(
    "A job's lease: how soon another process takes over a job whose runner died.",
  ),
  JOB_MAX_ATTEMPTS: int(1, 10).default(3).describe(
    "Attempts of a job (the first included) before a retryable failure fails it and refunds it.",
  ),
  JOB_RETRY_BASE_MS: int(10, 600_000).default(2_000).describe(
    "Backoff of job retries: retry n waits JOB_RETRY_BASE_MS × 2^(n-1).",
  ),
  FETCH_ALLOW_HOSTS: z.string().default("").describe(
    "Comma list of hosts (`*.example.com` for subdomains, or IP literals such as `127.0.0.1`) " +
      "that server-side fetches, webhooks included, may reach despite the private/loopback guard.",
  ),
  RENDER: z.enum(["off", "chromium"]).default("off").describe(
    "`chromium`: page audits render pages whose content exists only after JavaScript in headless " +
      "Chromium (Debian's `chromium`, or CHROMIUM_PATH); `off`: they audit the raw HTML and say so.",
  ),
  CHROMIUM_PATH: z.string().optional().describe(
    "The Chromium executable for RENDER=chromium (default: `chromium` on the PATH).",
  ),
  MCP_ALLOWED_ORIGINS: z.string().default("").describe(
    "Comma list of browser origins (`https://app.example.com`) allowed to call /mcp besides this " +
      "server's own; a request with another `Origin` gets 403 (DNS-rebinding protection).",
  ),
  ALLOW_INSECURE_WEBHOOKS: flag.default(false).describe(
    "`1` allows `http:` webhook URLs (local testing only).",
  ),
  WEBHOOK_RETRY_SCHEDULE_MS: z.string().regex(
    /^\d+(,\d+)*$/,
    "must be a comma list of milliseconds",
  )
    .optional().describe(
      "Delays before webhook attempts 2, 3, ... (comma list of ms); unset: 5 s, 5 min, 30 min, " +
        "2 h, 5 h, 10 h, 10 h.",
    ),
  WEBHOOK_TIMEOUT_MS: int(100, 60_000).default(15_000).describe(
    "A webhook attempt must get a 2xx answer within this time.",
  ),
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional().describe(
    "The public origin, e.g. `https://seo.example.com`: prefix of links in webhook payloads " +
      "(`result_url`; unset, links are paths), and the OAuth issuer and MCP resource (unset: " +
      "the origin the request came to; set it behind a proxy).",
  ),
  LOG_REQUESTS: flag.default(false).describe(
    "1 logs one line per request to stdout: method, path, status, duration, request id and workspace (never keys, bodies or query strings).",
  ),
});

/**
 * Where a KV_PATH points: a local sqlite `file`, the process's own `memory`, a `remote` store over
 * KV Connect, or the runtime's `default` store (`Deno.openKv()` without a path).
 */
export type KvKind = "file" | "memory" | "remote" | "default";

/** The value of KV_PATH that opens the runtime's default store (`Deno.openKv()` without a path). */
export const DEFAULT_KV = "default";

/** What kind of store `kvPath` names (a file literally called `default` is `./default`). */
export function kvKind(kvPath: string): KvKind {
  if (kvPath === ":memory:") return "memory";
  if (kvPath === DEFAULT_KV) return "default";
  if (/^https?:\/\//i.test(kvPath)) return "remote";
  return "file";
}

/** The validated configuration of one process. */
export interface Config {
  port: number;
  hostname: string;
  /** A file path, `:memory:`, a KV Connect URL, or `default` (`Deno.openKv()` without a path). */
  kvPath: string;
  /** A PostgreSQL URL: the shared store of many processes (KV_PATH is then not read). */
  storeUrl: string | null;
  /** Running on Deno Deploy (DENO_DEPLOYMENT_ID is set): instances share the app's KV. */
  onDeploy: boolean;
  adminToken?: string;
  syncWindowMs: number;
  maxBodyBytes: number;
  /** A request body must arrive within this time. */
  bodyReadTimeoutMs: number;
  /** Request bodies read at once. */
  maxBodiesInFlight: number;
  /** Request bodies one caller (key, connection, admin token) has in flight at once. */
  maxBodiesPerCaller: number;
  /** Request bodies one address has in flight at once on the routes that take no key. */
  maxBodiesPerAddress: number;
  /** A request's line and headers must arrive within this time (408, then close). */
  headerTimeoutMs: number;
  /** A kept-alive connection with no request in progress is closed after this time. */
  idleTimeoutMs: number;
  /** The connection front (lib/http_front) owns the port and enforces the connection timeouts. */
  connectionFront: boolean;
  /** Proxies (addresses or CIDR ranges) whose X-Forwarded-For names the client. */
  trustedProxies: ProxyList;
  plans: Record<string, PlanLimits>;
  rateLimitWindowSeconds: number;
  bootstrapCredits: number;
  bootstrapPlan: string;
  provider: "sandbox" | "dataforseo";
  /** DataForSEO credentials and API root (no trailing slash); unset without credentials. */
  dataforseo?: { login: string; password: string; baseUrl: string; timeoutMs: number };
  /** The KV cache of provider answers. */
  cache: CacheSettings;
  jobTtlDays: number;
  /** Queued jobs run at once by this process. */
  jobConcurrency: number;
  /** A job's lease: how soon another process takes over a job whose runner died. */
  jobLeaseMs: number;
  /** How long a claimed queue message stays hidden without renewal. */
  queueVisibilityMs: number;
  /** Server processes on this machine sharing the port (more than 1 only on a shared store). */
  processes: number;
  jobMaxAttempts: number;
  /** Retry n of a retryable failure waits JOB_RETRY_BASE_MS * 2^(n-1). */
  jobRetryBaseMs: number;
  fetchAllowHosts: string[];
  /** Rendering of JavaScript pages: off, or headless Chromium at `chromiumPath`. */
  render: { mode: "off" | "chromium"; chromiumPath: string | null };
  /** Origins besides this server's own that may call /mcp from a browser. */
  mcpAllowedOrigins: string[];
  allowInsecureWebhooks: boolean;
  /**
   * Delays before automatic attempts 2, 3, ... of a webhook delivery; default in
   * docs/contract.md#deliveries-and-retries.
   */
  webhookSchedule?: number[];
  webhookTimeoutMs: number;
  /** Prefix of links in webhook payloads, e.g. https://seo.example.com (default: none). */
  publicBaseUrl: string;
  logRequests: boolean;
}

/** Raised for a bad environment; its message lists every offending variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** Variables whose values are never printed, not even in a refusal. */
const SECRETS = new Set([
  "ADMIN_TOKEN",
  "DATAFORSEO_PASSWORD",
  "DENO_KV_ACCESS_TOKEN",
  "STORE_URL",
]);

/** `NAME="value"` for a message; a secret is shown by its length only. */
export function named(name: string, value: string | undefined): string {
  if (SECRETS.has(name)) return `${name}=(${(value ?? "").length} characters, not shown)`;
  return `${name}=${JSON.stringify(value)}`;
}

/** An address `Deno.serve` can bind without a name lookup: an IPv4 or IPv6 literal, or localhost. */
export function isBindAddress(value: string): boolean {
  if (value === "localhost") return true;
  if (/^\[.*\]$/.test(value)) return isBindAddress(value.slice(1, -1)) && value.includes(":");
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(value);
  if (v4) return v4.slice(1).every((n) => Number(n) <= 255);
  return value.includes(":") && URL.canParse(`http://[${value}]/`);
}

/**
 * Before BIND_ADDRESS, HOSTNAME was the bind address; a HOSTNAME that is an address (not a
 * container's name) was meant as one, so it is refused rather than silently ignored (the server
 * would bind every interface instead of the one asked for).
 */
function refuseHostnameAsBind(
  env: Record<string, string | undefined>,
  present: Record<string, string | undefined>,
): void {
  const hostname = env.HOSTNAME;
  if (!hostname || present.BIND_ADDRESS !== undefined || !isBindAddress(hostname)) return;
  throw new ConfigError(
    `Refusing an unsafe configuration:\n  ${named("HOSTNAME", hostname)}: the bind address is ` +
      `BIND_ADDRESS now (containers set HOSTNAME to their own name): set BIND_ADDRESS=${hostname}`,
  );
}

/** `localhost`, 127.0.0.0/8 or ::1: traffic to it never leaves the machine. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return h === "localhost" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || h === "::1";
}

/** An `http:` URL to a host other than loopback (credentials or keys would cross in clear). */
function plainHttpOffMachine(url: string): boolean {
  const u = URL.parse(url);
  return u !== null && u.protocol === "http:" && !isLoopbackHost(u.hostname);
}

/** Why `PROCESSES` above 1 cannot work with these settings (none when it can). */
function processRefusals(c: z.output<typeof ConfigSchema>, onDeploy: boolean): string[] {
  const n = named("PROCESSES", String(c.PROCESSES));
  if (onDeploy) return [`${n}: Deno Deploy runs its own instances; unset PROCESSES there`];
  const lines: string[] = [];
  if (!c.STORE_URL) {
    lines.push(
      `${n}: several processes need a shared store; a KV file holds one process: set STORE_URL ` +
        "to a PostgreSQL database (docs/deploy.md)",
    );
  }
  if (c.PORT === 0) {
    lines.push(`${n}: with PORT=0 each process would listen on a port of its own; set PORT`);
  }
  return lines;
}

/**
 * Settings that parse but are known to be unsafe together: one line per refusal, naming the
 * variable, its value and why (docs/deploy.md lists them).
 */
function unsafeSettings(
  c: z.output<typeof ConfigSchema>,
  kvPath: string,
  onDeploy: boolean,
): string[] {
  const lines: string[] = [];
  const kv = named("KV_PATH", kvPath);
  // With STORE_URL set, KV_PATH is not read.
  const kind: KvKind | "postgres" = c.STORE_URL ? "postgres" : kvKind(kvPath);
  if (onDeploy && kind === "file") {
    lines.push(
      `${kv}: a KV file on Deno Deploy (DENO_DEPLOYMENT_ID is set) is a separate store per ` +
        "instance, so keys, credits and jobs would differ from one request to the next; unset " +
        "KV_PATH to use the app's KV database",
    );
  }
  if (kind === "memory" && (onDeploy || !isLoopbackHost(c.BIND_ADDRESS))) {
    lines.push(
      `${kv}: an in-memory store loses every key, credit and accepted job when the process ` +
        "stops; it is refused on a server other machines reach (" +
        (onDeploy ? "DENO_DEPLOYMENT_ID is set" : named("BIND_ADDRESS", c.BIND_ADDRESS)) +
        "): use a KV file, or BIND_ADDRESS=127.0.0.1 for a throwaway local server",
    );
  }
  if (kind === "remote" && !c.DENO_KV_ACCESS_TOKEN) {
    lines.push(`${kv}: a KV Connect URL needs DENO_KV_ACCESS_TOKEN, which is not set`);
  }
  if (kind === "remote" && plainHttpOffMachine(kvPath)) {
    lines.push(
      `${kv}: KV Connect over plain http would send DENO_KV_ACCESS_TOKEN and every value ` +
        "unencrypted; use https:// (http:// only to localhost or 127.0.0.1)",
    );
  }
  if ((c.PROCESSES ?? 1) > 1) lines.push(...processRefusals(c, onDeploy));
  if (c.PUBLIC_BASE_URL && plainHttpOffMachine(c.PUBLIC_BASE_URL)) {
    lines.push(
      `${named("PUBLIC_BASE_URL", c.PUBLIC_BASE_URL)}: webhook receivers would follow ` +
        "result_url over plain http and send their API key unencrypted; use https:// (http:// " +
        "only for localhost or 127.0.0.1)",
    );
  }
  if (plainHttpOffMachine(c.DATAFORSEO_BASE_URL)) {
    lines.push(
      `${named("DATAFORSEO_BASE_URL", c.DATAFORSEO_BASE_URL)}: the DataForSEO login and ` +
        "password (HTTP Basic auth) would cross the network unencrypted; use https:// (http:// " +
        "only for a local fake on localhost or 127.0.0.1)",
    );
  }
  const proxies = parseProxies(proxyEntries(c.TRUSTED_PROXIES));
  if ("bad" in proxies) {
    lines.push(
      `${named("TRUSTED_PROXIES", c.TRUSTED_PROXIES)}: "${proxies.bad}" is not an address or a ` +
        "CIDR range (e.g. 10.0.0.1 or 10.0.0.0/8)",
    );
  }
  const everyHost = c.FETCH_ALLOW_HOSTS.split(",").map((h) => h.trim()).find((h) => h === "*.");
  if (everyHost) {
    lines.push(
      `${named("FETCH_ALLOW_HOSTS", c.FETCH_ALLOW_HOSTS)}: "*." matches every host name, so ` +
        "server-side fetches and webhooks could reach private, loopback and metadata addresses; " +
        "name the hosts (or `*.example.com`) instead",
    );
  }
  return lines;
}

/** Parses an environment (`Deno.env.toObject()` or a test's object) into a `Config`. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const { c, present } = parseSettings(env);
  refuseHostnameAsBind(env, present);
  const onDeploy = c.DENO_DEPLOYMENT_ID !== undefined;
  // On Deno Deploy an unset KV_PATH is the app's database, not a file on the instance's disk.
  const kvPath = present.KV_PATH === undefined && onDeploy ? DEFAULT_KV : c.KV_PATH;
  const unsafe = unsafeSettings(c, kvPath, onDeploy);
  if (unsafe.length > 0) {
    throw new ConfigError(
      `Refusing an unsafe configuration:\n${unsafe.map((l) => `  ${l}`).join("\n")}`,
    );
  }
  refuseInconsistent(c);
  return configOf(c, kvPath, onDeploy, dataforseoOf(c));
}

/** The settings the environment gives (empty ones unset), validated; ConfigError naming each. */
function parseSettings(env: Record<string, string | undefined>) {
  const present = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k in ConfigSchema.shape && v !== undefined && v !== ""),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0]);
      return `  ${named(name, present[name])}: ${i.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { c: parsed.data, present };
}

type Settings = z.output<typeof ConfigSchema>;

/** Refuses settings that are valid one by one but not together. */
function refuseInconsistent(c: Settings): void {
  if (Boolean(c.DATAFORSEO_LOGIN) !== Boolean(c.DATAFORSEO_PASSWORD)) {
    throw new ConfigError(
      "Invalid configuration:\n  DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD must be set together",
    );
  }
  if (!(c.BOOTSTRAP_PLAN in c.RATE_LIMITS)) {
    throw new ConfigError(
      `Invalid configuration:\n  BOOTSTRAP_PLAN=${
        JSON.stringify(c.BOOTSTRAP_PLAN)
      }: not a plan of RATE_LIMITS (${Object.keys(c.RATE_LIMITS).join(", ")})`,
    );
  }
}

/** The DataForSEO account, when its credentials are set; refused when required but missing. */
function dataforseoOf(c: Settings): Config["dataforseo"] {
  const dataforseo = c.DATAFORSEO_LOGIN
    ? {
      login: c.DATAFORSEO_LOGIN,
      password: c.DATAFORSEO_PASSWORD!,
      baseUrl: c.DATAFORSEO_BASE_URL.replace(/\/+$/, ""),
      timeoutMs: c.DATAFORSEO_TIMEOUT_MS,
    }
    : undefined;
  if (c.PROVIDER === "dataforseo" && !dataforseo) {
    throw new ConfigError(
      "Invalid configuration:\n  PROVIDER=dataforseo needs DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD",
    );
  }
  return dataforseo;
}

/** The configuration object of the validated settings. */
function configOf(
  c: Settings,
  kvPath: string,
  onDeploy: boolean,
  dataforseo: Config["dataforseo"],
): Config {
  return {
    port: c.PORT,
    hostname: c.BIND_ADDRESS,
    kvPath,
    storeUrl: c.STORE_URL ?? null,
    onDeploy,
    adminToken: c.ADMIN_TOKEN,
    syncWindowMs: c.SYNC_WINDOW_MS,
    maxBodyBytes: c.MAX_BODY_BYTES,
    bodyReadTimeoutMs: c.BODY_READ_TIMEOUT_MS,
    maxBodiesInFlight: c.MAX_BODIES_IN_FLIGHT,
    maxBodiesPerCaller: c.MAX_BODIES_PER_CALLER,
    maxBodiesPerAddress: c.MAX_BODIES_PER_ADDRESS,
    headerTimeoutMs: c.HEADER_TIMEOUT_MS,
    idleTimeoutMs: c.IDLE_TIMEOUT_MS,
    connectionFront: c.CONNECTION_FRONT,
    trustedProxies: parseProxies(proxyEntries(c.TRUSTED_PROXIES)) as ProxyList,
    plans: c.RATE_LIMITS,
    rateLimitWindowSeconds: c.RATE_LIMIT_WINDOW_SECONDS,
    bootstrapCredits: c.BOOTSTRAP_CREDITS,
    bootstrapPlan: c.BOOTSTRAP_PLAN,
    provider: c.PROVIDER === "auto" ? (dataforseo ? "dataforseo" : "sandbox") : c.PROVIDER,
    dataforseo,
    cache: {
      enabled: c.PROVIDER_CACHE,
      ttlSeconds: {
        backlinks: c.CACHE_TTL_BACKLINKS_SECONDS,
        timeseries: c.CACHE_TTL_TIMESERIES_SECONDS,
        keywords: c.CACHE_TTL_KEYWORDS_SECONDS,
        domains: c.CACHE_TTL_DOMAINS_SECONDS,
        serp: c.CACHE_TTL_SERP_SECONDS,
      },
    },
    jobTtlDays: c.JOB_TTL_DAYS,
    jobConcurrency: c.JOB_CONCURRENCY,
    jobLeaseMs: c.JOB_LEASE_MS,
    queueVisibilityMs: c.QUEUE_VISIBILITY_MS,
    processes: c.PROCESSES ??
      (c.STORE_URL && !onDeploy && c.PORT !== 0 ? navigator.hardwareConcurrency : 1),
    jobMaxAttempts: c.JOB_MAX_ATTEMPTS,
    jobRetryBaseMs: c.JOB_RETRY_BASE_MS,
    mcpAllowedOrigins: c.MCP_ALLOWED_ORIGINS.split(",").map((o) => o.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    fetchAllowHosts: c.FETCH_ALLOW_HOSTS.split(",").map((h) => h.trim().toLowerCase()).filter(
      Boolean,
    ),
    render: { mode: c.RENDER, chromiumPath: c.CHROMIUM_PATH ?? null },
    allowInsecureWebhooks: c.ALLOW_INSECURE_WEBHOOKS,
    webhookSchedule: c.WEBHOOK_RETRY_SCHEDULE_MS?.split(",").map(Number),
    webhookTimeoutMs: c.WEBHOOK_TIMEOUT_MS,
    publicBaseUrl: (c.PUBLIC_BASE_URL ?? "").replace(/\/$/, ""),
    logRequests: c.LOG_REQUESTS,
  };
}
