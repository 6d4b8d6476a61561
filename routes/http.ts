/** Request helpers shared by the route modules: JSON bodies, flags, attribution headers. */
import type { Context } from "hono";
import { ApiError, invalidParameters } from "../lib/errors.ts";
import type { CallContext } from "../lib/execute.ts";
import { idempotencyKey } from "../lib/idempotency.ts";
import { illFormedPath, LONE_SURROGATE } from "../lib/validation.ts";
import type { Services } from "../lib/services.ts";
import type { AppEnv } from "./env.ts";
import { clientAddressOf } from "../lib/client_address.ts";

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

/**
 * Reads a JSON object body: 415 without a JSON content type, with a charset other than UTF-8 or
 * with a content encoding (gzip bodies are not taken); 400 when it is not valid UTF-8, does not
 * parse, or holds a string with a lone surrogate (it could not be stored or echoed as UTF-8).
 */
export async function readJsonBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  checkBodyHeaders(c);
  let text: string;
  try {
    // Already read and bounded by the body guard (routes/middleware/body.ts).
    text = UTF8.decode(c.get("body") ?? await c.req.arrayBuffer());
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof TypeError && /encoded data|decode/i.test(err.message)) {
      throw new ApiError("INVALID_JSON", "The request body is not valid UTF-8.");
    }
    // The client went away (or sent a broken stream) before the body arrived.
    throw new ApiError("INVALID_JSON", "The request body could not be read completely.");
  }
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new ApiError(
      "INVALID_JSON",
      `The request body is not valid JSON: ${(err as Error).message}`,
    );
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw invalidParameters([{ path: "", message: "the body must be a JSON object" }]);
  }
  const bad = illFormedPath(value);
  if (bad !== null) throw invalidParameters([{ path: bad || "(body)", message: LONE_SURROGATE }]);
  return value as Record<string, unknown>;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** 415 for a body this service does not read: not JSON, not UTF-8, or compressed. */
function checkBodyHeaders(c: Context<AppEnv>): void {
  const type = c.req.header("content-type") ?? "";
  const refuse = (why: string) => {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", why);
  };
  if (!JSON_TYPE.test(type)) {
    refuse(
      `POST bodies must be JSON with Content-Type: application/json (got ${
        type ? `"${type}"` : "no Content-Type"
      }).`,
    );
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1];
  if (charset && !/^utf-?8$/i.test(charset)) {
    refuse(`JSON bodies must be UTF-8 (got charset=${charset}).`);
  }
  const encoding = (c.req.header("content-encoding") ?? "").trim().toLowerCase();
  if (encoding && encoding !== "identity") {
    refuse(`Compressed request bodies are not accepted (got Content-Encoding: ${encoding}).`);
  }
}

/** A boolean query flag (`true`/`false`/`1`/`0`); anything else is a 400 naming it. */
export function queryFlag(c: Context<AppEnv>, name: string, fallback: boolean): boolean {
  const raw = c.req.query(name);
  if (raw === undefined || raw === "") return fallback;
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  throw invalidParameters([{ path: `?${name}`, message: `must be true or false (got "${raw}")` }]);
}

const ATTRIBUTION = /^[A-Za-z0-9][A-Za-z0-9._:\/-]{0,127}$/;

/** An attribution header (`x-project-id`, `x-workflow-id`), validated; null when absent. */
export function attributionHeader(headers: Headers, name: string): string | null {
  const value = headers.get(name);
  if (value === null || value.trim() === "") return null;
  if (!ATTRIBUTION.test(value.trim())) {
    throw invalidParameters([{
      path: name,
      message: `must be 1-128 letters, digits or . _ : / - starting with a letter or digit (got ${
        JSON.stringify(value.slice(0, 40))
      })`,
    }]);
  }
  return value.trim();
}

/**
 * The server's public origin: `PUBLIC_BASE_URL` when configured, else the origin the request came
 * to (links in documents, the OAuth issuer and the MCP resource are named from it).
 */
export function publicBase(services: Services, c: Context<AppEnv>): string {
  return services.config.publicBaseUrl || new URL(c.req.url).origin;
}

/**
 * The header by which the connection front (lib/http_front/) tells the app the peer address of a
 * connection it relays; the front drops any copy a client sends. Read only for requests that came
 * over the front's socket.
 */
export const PEER_HEADER = "x-rankscope-peer";

/** The connection's peer as Deno.serve reports it, or as the front relayed it. */
export function peerAddress(c: Context<AppEnv>): string {
  const info = c.env as { remoteAddr?: Deno.Addr } | undefined;
  const addr = info?.remoteAddr;
  if (addr?.transport === "unix") return c.req.header(PEER_HEADER) ?? "unknown";
  return addr && "hostname" in addr ? addr.hostname : "unknown";
}

/**
 * The client's address (lib/client_address.ts): the peer, or behind TRUSTED_PROXIES the address
 * their X-Forwarded-For names. The key of every per-address limit.
 */
export function clientAddress(services: Services, c: Context<AppEnv>): string {
  return clientAddressOf(
    peerAddress(c),
    c.req.header("x-forwarded-for") ?? null,
    services.config.trustedProxies,
  );
}

/** The call context of an authenticated request. */
export function callContext(
  c: Context<AppEnv>,
  flags: { dryRun: boolean; sync: boolean; explain?: boolean },
): CallContext {
  return {
    key: c.get("apiKey"),
    requestId: c.get("requestId"),
    projectId: c.get("projectId"),
    workflowId: c.get("workflowId"),
    dryRun: flags.dryRun,
    sync: flags.sync,
    explain: flags.explain ?? false,
    idempotencyKey: idempotencyKey(c.req.raw.headers),
    noCache: noCache(c.req.raw.headers),
  };
}

/** `Cache-Control: no-cache` (or `no-store`, or `max-age=0`): skip cached provider answers. */
export function noCache(headers: Headers): boolean {
  const directives = (headers.get("cache-control") ?? "").toLowerCase().split(",")
    .map((d) => d.trim());
  return directives.some((d) => d === "no-cache" || d === "no-store" || d === "max-age=0");
}
