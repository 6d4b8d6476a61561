/**
 * `apiKey`: who is calling. Authenticates the presented key, applies the rule of the surface
 * (a key's allowed browser origins on REST; no browser key on hosted MCP), records the key's
 * `last_used_at`, and sets `apiKey` for everything after it.
 */
import type { MiddlewareHandler } from "hono";
import { authenticate, checkOrigin, type KeySurface, presentedKey } from "../../lib/auth.ts";
import { ApiError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.ts";
import { touchKey } from "../../lib/store/api_keys.ts";
import type { AppEnv } from "../env.ts";

/** The `apiKey` middleware of a surface (`rest` under /api/v1, `mcp` on /mcp). */
export function apiKey(services: Services, surface: KeySurface): MiddlewareHandler<AppEnv> {
  return async function apiKey(c, next) {
    const key = presentedKey(c.req.raw.headers, surface);
    const record = await authenticate(services.kv, key, surface);
    if (surface === "rest") checkOrigin(record, c.req.raw.headers);
    else if (record.allowed_domains.length > 0) {
      throw new ApiError(
        "KEY_NOT_ALLOWED_FOR_MCP",
        `API key ${record.prefix}... is restricted to browser origins; hosted MCP needs a key without allowed domains.`,
      );
    }
    c.set("apiKey", record);
    touchKey(services.kv, key!, record, services.now());
    await next();
  };
}
