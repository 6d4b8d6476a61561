/** Authentication of API keys and the allowed-domain rule (spec "Authentication", decisions §3). */
import { ApiError } from "./errors.ts";
import { type ApiKeyRecord, findKey, isKeyShaped } from "./store/api_keys.ts";

const CHALLENGE = { "WWW-Authenticate": 'Bearer realm="rankscope", charset="UTF-8"' };

/** 401 with the `WWW-Authenticate` challenge RFC 9110 requires. */
export function unauthorized(message: string): ApiError {
  return new ApiError("UNAUTHORIZED", message, { headers: CHALLENGE });
}

/** The key presented in `x-api-key`, or (when `bearer` is allowed) `Authorization: Bearer`. */
export function presentedKey(headers: Headers, options: { bearer: boolean }): string | null {
  const direct = headers.get("x-api-key");
  if (direct !== null) return direct.trim();
  if (!options.bearer) return null;
  const auth = headers.get("authorization");
  const m = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  return m ? m[1] : null;
}

/** Looks up and checks a presented key: 401 missing/malformed/unknown, 403 revoked. */
export async function authenticate(kv: Deno.Kv, key: string | null): Promise<ApiKeyRecord> {
  if (key === null || key === "") {
    throw unauthorized("Missing API key: send it in the x-api-key header.");
  }
  if (!isKeyShaped(key)) {
    throw unauthorized(
      "Malformed API key: keys look like sk_live_ followed by 43 letters and digits.",
    );
  }
  const record = await findKey(kv, key);
  if (!record) throw unauthorized(`Unknown API key "${key.slice(0, 14)}...".`);
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

/** True when `origin` matches an allowed entry exactly, or a `*.` entry by subdomain. */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  const url = new URL(origin);
  return allowed.some((entry) => {
    const wild = /^(https?:)\/\/\*\.(.+)$/.exec(entry);
    if (!wild) return entry === origin;
    const [, scheme, rest] = wild;
    const suffix = new URL(`${scheme}//${rest}`);
    return url.protocol === scheme && url.port === suffix.port &&
      url.hostname.endsWith("." + suffix.hostname);
  });
}

/** Enforces a key's allowed domains against `Origin`, else `Referer` (403 `ORIGIN_NOT_ALLOWED`). */
export function checkOrigin(record: ApiKeyRecord, headers: Headers): void {
  if (record.allowed_domains.length === 0) return;
  const originHeader = headers.get("origin");
  const origin = originHeader !== null ? originOf(originHeader) : originOf(headers.get("referer"));
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
