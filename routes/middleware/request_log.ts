/**
 * `requestLog` (LOG_REQUESTS=1): one line per request on stdout with its method, path,
 * status, duration, request id and workspace; never a key, a body or a query string.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";

/** The `requestLog` middleware; `write` is where lines go (stdout by default). */
export function requestLog(
  write: (line: string) => void = (line) => console.log(line),
): MiddlewareHandler<AppEnv> {
  return async function requestLog(c, next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round(performance.now() - started);
      const workspace = c.get("apiKey")?.workspace_id ?? "-";
      write(
        `${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms ${c.get("requestId")} ${workspace}`,
      );
    }
  };
}
