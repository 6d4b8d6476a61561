/**
 * `apiKey`: who is calling. Authenticates the presented key (or, on hosted MCP, an OAuth access
 * token), applies the rule of the surface (a key's allowed browser origins on REST; no browser
 * key on hosted MCP), records when the credential was last used, and sets `apiKey` for everything
 * after it. A 401 on MCP carries the Bearer challenge that points OAuth clients at the metadata.
 */
import type { Context, MiddlewareHandler } from "hono";
import {
  authenticate,
  checkOrigin,
  connectionCaller,
  type KeySurface,
  presentedKey,
  unauthorized,
} from "../../lib/auth.ts";
import { ApiError } from "../../lib/errors.ts";
import {
  TOKEN_PREFIX,
  TokenRefused,
  touchConnection,
  verifyAccessToken,
} from "../../lib/oauth/grants.ts";
import { bearerChallenge, resourceOf } from "../../lib/oauth/metadata.ts";
import { MCP_SCOPE } from "../../lib/schemas/oauth.ts";
import type { Services } from "../../lib/services.ts";
import { touchKey } from "../../lib/store/api_keys.ts";
import type { AppEnv } from "../env.ts";
import { publicBase } from "../http.ts";

/** The `apiKey` middleware of a surface (`rest` under /api/v1, `mcp` on /mcp). */
export function apiKey(services: Services, surface: KeySurface): MiddlewareHandler<AppEnv> {
  return async function apiKey(c, next) {
    const key = presentedKey(c.req.raw.headers, surface);
    if (surface === "mcp") {
      const caller = key?.startsWith(TOKEN_PREFIX.access)
        ? await tokenCaller(services, c, key)
        : await mcpKeyCaller(services, c, key);
      c.set("apiKey", caller);
      return await next();
    }
    const record = await authenticate(services.kv, key, surface);
    checkOrigin(record, c.req.raw.headers);
    c.set("apiKey", record);
    touchKey(services.kv, key!, record, services.now());
    await next();
  };
}

/** An API key on MCP: any key without allowed domains; a 401 gets the Bearer challenge. */
async function mcpKeyCaller(services: Services, c: Context<AppEnv>, key: string | null) {
  const challenge = bearerChallenge(publicBase(services, c));
  const record = await authenticate(services.kv, key, "mcp", challenge);
  if (record.allowed_domains.length > 0) {
    throw new ApiError(
      "KEY_NOT_ALLOWED_FOR_MCP",
      `API key ${record.prefix}... is restricted to browser origins; hosted MCP needs a key without allowed domains.`,
    );
  }
  touchKey(services.kv, key!, record, services.now());
  return record;
}

/** An OAuth access token on MCP: its connection's caller, or 401/403 with the challenge. */
async function tokenCaller(services: Services, c: Context<AppEnv>, token: string) {
  const base = publicBase(services, c);
  try {
    const connection = await verifyAccessToken(
      services.kv,
      token,
      resourceOf(base),
      MCP_SCOPE,
      services.now(),
    );
    touchConnection(services.kv, connection, services.now());
    return connectionCaller(connection, token);
  } catch (err) {
    if (!(err instanceof TokenRefused)) throw err;
    const challenge = bearerChallenge(base, {
      error: err.status === 403 ? "insufficient_scope" : "invalid_token",
      description: err.message,
    });
    if (err.status === 401) throw unauthorized(err.message, challenge);
    throw new ApiError("FORBIDDEN", err.message, { headers: { "WWW-Authenticate": challenge } });
  }
}
