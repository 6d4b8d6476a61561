/**
 * `bodyGuard`: a request body is read here, once, before any handler: at most MAX_BODY_BYTES (a
 * declared Content-Length over it is refused before reading; the bytes are counted as they
 * stream, never preallocated), within BODY_READ_TIMEOUT_MS (a stalled upload is refused, not
 * held), and only while fewer than MAX_BODIES_IN_FLIGHT bodies are being read (else 503 with
 * Retry-After). Handlers then read the body from memory: the `body` variable.
 */
import type { MiddlewareHandler } from "hono";
import { ApiError } from "../../lib/errors.ts";
import type { Config } from "../../lib/config.ts";
import type { AppEnv } from "../env.ts";
import { concatBytes } from "../../lib/bytes.ts";
import { timeout } from "../../lib/timeouts.ts";

type Limits = Pick<Config, "maxBodyBytes" | "bodyReadTimeoutMs" | "maxBodiesInFlight">;

/** The middleware; one per app (its in-flight count is the app's). */
export function bodyGuard(limits: Limits): MiddlewareHandler<AppEnv> {
  let inFlight = 0;
  const tooLarge = () =>
    new ApiError(
      "PAYLOAD_TOO_LARGE",
      `The request body exceeds the limit of ${limits.maxBodyBytes} bytes.`,
    );
  return async function bodyGuard(c, next) {
    const body = c.req.raw.body;
    if (!body) return await next();
    const declared = Number(c.req.header("content-length") ?? "NaN");
    if (declared > limits.maxBodyBytes) {
      await body.cancel().catch(() => {});
      throw tooLarge();
    }
    if (inFlight >= limits.maxBodiesInFlight) {
      await body.cancel().catch(() => {});
      throw new ApiError("SERVICE_UNAVAILABLE", "Too many request bodies are being read; retry.", {
        retryable: true,
        headers: { "Retry-After": "1" },
      });
    }
    inFlight++;
    let bytes: Uint8Array;
    try {
      bytes = await readBounded(body, limits, tooLarge);
    } finally {
      inFlight--;
    }
    c.set("body", bytes);
    await next();
  };
}

/** Reads `body` to its end, within the size and the time. */
async function readBounded(
  body: ReadableStream<Uint8Array>,
  limits: Limits,
  tooLarge: () => ApiError,
): Promise<Uint8Array> {
  const reader = body.getReader();
  let expired = false;
  const cancel = timeout(limits.bodyReadTimeoutMs, () => {
    expired = true;
    reader.cancel("timeout").catch(() => {});
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limits.maxBodyBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    // The client went away (or sent a broken stream) before the body arrived.
    throw new ApiError("INVALID_JSON", "The request body could not be read completely.");
  } finally {
    cancel();
  }
  if (expired) {
    throw new ApiError(
      "INVALID_JSON",
      `The request body did not arrive within ${limits.bodyReadTimeoutMs} ms.`,
    );
  }
  return concatBytes(chunks, size);
}
