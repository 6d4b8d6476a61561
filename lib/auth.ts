/**
 * Authentication of API keys and the allowed-domain rule (docs/contract.md#keys).
 */
import { timingSafeEqual } from "node:crypto";
import { ApiError } from "./errors.ts";
import { sha256Hex } from "./ids.ts";
import { type ApiKeyRecord, findKey, isKeyShaped } from "./store/api_keys.ts";
import { TOKEN_PREFIX } from "./oauth/grants.ts";
import type { Connection } from "./schemas/oauth.ts";
import type { Store } from "./store/port.ts";

/**
 * The challenge of a 401 on REST. Deliberately not `Bearer`: REST takes API keys only, and that
 * scheme tells OAuth-aware clients to go looking for an authorization server. (A 401 on `/mcp`
 * carries the Bearer challenge of `lib/oauth/metadata.ts` instead: MCP takes OAuth tokens too.)
 */
const CHALLENGE = { "WWW-Authenticate": 'ApiKey realm="rankscope", header="x-api-key"' };

/** Where a key is presented: REST (`x-api-key`) or hosted MCP (also `Authorization: Bearer`). */
export type KeySurface = "rest" | "mcp";

/** How to send a key, as 401 messages say it. */
const HOW_TO_SEND: Record<KeySurface, string> = {
  rest: "send it in the x-api-key header",
  mcp:
    "send it as Authorization: Bearer <key> or in the x-api-key header, or connect with OAuth (the WWW-Authenticate header names the metadata)",
};

/** 401 with the `WWW-Authenticate` challenge (REST's unless another is given). */
export function unauthorized(message: string, challenge = CHALLENGE["WWW-Authenticate"]): ApiError {
  return new ApiError("UNAUTHORIZED", message, { headers: { "WWW-Authenticate": challenge } });
}

/** The key presented in `x-api-key`, or (on MCP) `Authorization: Bearer`. */
export function presentedKey(headers: Headers, surface: KeySurface): string | null {
  const direct = headers.get("x-api-key");
  if (direct !== null) return direct.trim();
  if (surface !== "mcp") return null;
  const auth = headers.get("authorization");
  const m = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  return m ? m[1] : null;
}

/**
 * The caller of an OAuth access token: its connection acting as a key of the workspace (id, plan
 * and rate limits are the connection's; `prefix` is the token's start, for logs and `/status`).
 */
export function connectionCaller(connection: Connection, token: string): ApiKeyRecord {
  return {
    id: connection.id,
    workspace_id: connection.workspace_id,
    name: `OAuth: ${connection.client_name}`,
    prefix: token.slice(0, TOKEN_PREFIX.access.length + 6),
    plan: connection.plan,
    allowed_domains: [],
    created_at: connection.created_at,
    last_used_at: connection.last_used_at,
    revoked_at: null,
  };
}

/**
 * Looks up and checks a presented key: 401 missing/malformed/unknown (with `challenge`, else
 * REST's), 403 revoked.
 */
export async function authenticate(
  kv: Store,
  key: string | null,
  surface: KeySurface = "rest",
  challenge?: string,
): Promise<ApiKeyRecord> {
  if (key === null || key === "") {
    throw unauthorized(`Missing API key: ${HOW_TO_SEND[surface]}.`, challenge);
  }
  if (!isKeyShaped(key)) {
    throw unauthorized(
      "Malformed API key: keys look like sk_live_ followed by 43 letters and digits.",
      challenge,
    );
  }
  const record = await findKey(kv, key);
  if (!record) throw unauthorized(`Unknown API key "${key.slice(0, 14)}...".`, challenge);
  if (record.revoked_at) {
    throw new ApiError(
      "KEY_REVOKED",
      `API key ${record.prefix}... was revoked at ${record.revoked_at}.`,
    );
  }
  return record;
}

/** The origin (`scheme://host[:port]`) of a header value, or null when it has none. */
function originOf(value: string | null): string | null {
  if (!value || value === "null") return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** An `Origin` header is `scheme://host[:port]` and nothing more; anything else names none. */
function bareOrigin(value: string): string | null {
  const text = value.trim();
  const origin = originOf(text);
  if (origin === null || text.endsWith("/")) return null;
  const url = new URL(text);
  const extra = url.pathname !== "/" || url.search || url.hash || url.username || url.password;
  return extra ? null : origin;
}

/** True when `origin` matches an allowed entry exactly, or a `*.` entry by subdomain. */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  const url = new URL(origin);
  return allowed.some((entry) => {
    const wild = /^(https?:)\/\/\*\.(.+)$/.exec(entry);
    if (!wild) return entry === origin;
    const [, scheme, rest] = wild;
    const suffix = new URL(`${scheme}//${rest}`);
    // A subdomain has labels of its own: "https://.example.org" is no host under example.org.
    const labels = url.hostname.split(".");
    return url.protocol === scheme && url.port === suffix.port &&
      url.hostname.endsWith("." + suffix.hostname) && labels.every((l) => l.length > 0);
  });
}

/** Enforces a key's allowed domains against `Origin`, else `Referer` (403 `ORIGIN_NOT_ALLOWED`). */
export function checkOrigin(record: ApiKeyRecord, headers: Headers): void {
  if (record.allowed_domains.length === 0) return;
  const originHeader = headers.get("origin");
  const origin = originHeader !== null
    ? bareOrigin(originHeader)
    : originOf(headers.get("referer"));
  if (origin && originAllowed(origin, record.allowed_domains)) return;
  const seen = originHeader !== null
    ? `Origin "${originHeader}"`
    : headers.get("referer") !== null
    ? `the Referer's origin "${origin ?? "(none)"}"`
    : "no Origin or Referer header";
  throw new ApiError(
    "ORIGIN_NOT_ALLOWED",
    `API key ${record.prefix}... is restricted to its allowed domains; the request came with ${seen}.`,
  );
}

/** Compares two secrets in constant time (over equal-length digests). */
export function sameSecret(a: string, b: string): boolean {
  const enc = new TextEncoder();
  return timingSafeEqual(enc.encode(sha256Hex(a)), enc.encode(sha256Hex(b)));
}
