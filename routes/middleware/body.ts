/**
 * `bodyGuard`: a request body is read here, once, before any handler: at most MAX_BODY_BYTES (a
 * declared Content-Length over it is refused with 413 before reading; the bytes are counted as
 * they stream, never preallocated), and within BODY_READ_TIMEOUT_MS (a stalled upload gets
 * `408 REQUEST_TIMEOUT` with `Connection: close`, RFC 9110 §15.5.9, not held; Deno.serve itself
 * closes that socket only once the rest of the declared body arrives or the client leaves, so a
 * socket-level front is what ends a client that never sends more). Handlers then read the body
 * from memory: the `body` variable.
 *
 * A body is read only while a slot of its pool is free (else 503 with Retry-After, naming whose
 * share is full). Two pools, so no caller without a credential can take a slot one with it needs:
 * - the keyed pool (MAX_BODIES_IN_FLIGHT in all), mounted after the credential check on /api/v1,
 *   /mcp and /admin/v1: each caller (an API key, an OAuth connection, the admin token) holds at
 *   most MAX_BODIES_PER_CALLER of it;
 * - the keyless pool (`KEYLESS_BODY_SLOTS` in all) of the OAuth routes, which read a body before
 *   they know the caller: each client address holds at most MAX_BODIES_PER_ADDRESS of it.
 * A request whose share or pool is in use waits for a slot (at most a second, and only so many
 * waiters), so a burst of quick bodies is read in turn rather than refused.
 * A slot is held only while its body is read and given back on every outcome.
 */
import type { Context, MiddlewareHandler } from "hono";
import { ApiError } from "../../lib/errors.ts";
import type { Config } from "../../lib/config.ts";
import type { AppEnv } from "../env.ts";
import { concatBytes } from "../../lib/bytes.ts";
import { type Refusal, Slots } from "../../lib/slots.ts";
import { timeout } from "../../lib/timeouts.ts";

type Limits = Pick<Config, "maxBodyBytes" | "bodyReadTimeoutMs">;

/**
 * The keyless pool's size. OAuth bodies are short forms sent whole by clients that finish in
 * milliseconds (a registration, an hourly refresh, a person's consent), so a few dozen at once
 * is far above real use; 32 × MAX_BODY_BYTES (64 MiB by default) bounds what stalled keyless
 * uploads can make the process hold, and it takes 8 addresses at MAX_BODIES_PER_ADDRESS (4) to
 * fill it. It is never drawn from the keyed pool, whatever its size.
 */
export const KEYLESS_BODY_SLOTS = 32;

/** Who holds a slot: `id` counts against the share, `name` says whose share is full. */
export interface Holder {
  id: string;
  name: string;
}

/**
 * Request bodies in flight (lib/slots.ts): at most `total`, at most `perHolder` for one holder, and
 * up to WAITERS_PER_HOLDER of one holder (WAITERS_PER_SLOT × total in all) waiting for a slot.
 * `settings` names the limits in a refusal's message.
 */
export class BodySlots extends Slots {
  constructor(
    total: number,
    perHolder: number,
    readonly settings: { total: string; perHolder: string },
  ) {
    super(total, perHolder, { perHolder: WAITERS_PER_HOLDER, total: WAITERS_PER_SLOT * total });
  }
}

/**
 * Requests of one holder that may wait for a slot: a client's burst (a few hundred requests at once
 * is what a rate limit of hundreds per window invites; the limiter, not the guard, should refuse
 * them), beyond which 503 at once. A waiter holds its connection, not a body.
 */
export const WAITERS_PER_HOLDER = 256;
/** Requests in all that may wait, per slot of the pool. */
const WAITERS_PER_SLOT = 4;

/** The pool of the keyed routes: MAX_BODIES_IN_FLIGHT, MAX_BODIES_PER_CALLER for one caller. */
export function keyedSlots(
  config: Pick<Config, "maxBodiesInFlight" | "maxBodiesPerCaller">,
): BodySlots {
  return new BodySlots(config.maxBodiesInFlight, config.maxBodiesPerCaller, {
    total: "MAX_BODIES_IN_FLIGHT",
    perHolder: "MAX_BODIES_PER_CALLER",
  });
}

/** The pool of the routes that take no key: `KEYLESS_BODY_SLOTS`, MAX_BODIES_PER_ADDRESS each. */
export function keylessSlots(config: Pick<Config, "maxBodiesPerAddress">): BodySlots {
  return new BodySlots(KEYLESS_BODY_SLOTS, config.maxBodiesPerAddress, {
    total: "OAuth routes'",
    perHolder: "MAX_BODIES_PER_ADDRESS",
  });
}

/** The authenticated caller (the API key or OAuth connection `apiKey` set) as the holder. */
export function byCaller(c: Context<AppEnv>): Holder {
  const caller = c.get("apiKey");
  // A programming error, not a request's: this guard is mounted after the credential check.
  if (!caller) throw new Error("the body guard of a keyed route runs before its credential check");
  return { id: caller.id, name: `The credential ${caller.prefix}... (${caller.name})` };
}

/** The admin token as the holder: one caller, whoever presents it. */
export function byAdminToken(): Holder {
  return { id: "admin", name: "The admin token" };
}

/** The client's address (`addressOf`) as the holder, on the routes that take no key. */
export function byAddress(addressOf: (c: Context<AppEnv>) => string) {
  return (c: Context<AppEnv>): Holder => {
    const address = addressOf(c);
    return { id: address, name: `Address ${address}` };
  };
}

/** The middleware: bodies under `limits`, each holding a slot of `slots` for `holderOf(c)`. */
export function bodyGuard(
  limits: Limits,
  slots: BodySlots,
  holderOf: (c: Context<AppEnv>) => Holder,
): MiddlewareHandler<AppEnv> {
  return async function bodyGuard(c, next) {
    const body = c.req.raw.body;
    if (!body) return await next();
    const declared = Number(c.req.header("content-length") ?? "NaN");
    if (declared > limits.maxBodyBytes) {
      await body.cancel().catch(() => {});
      throw tooLarge(limits);
    }
    const holder = holderOf(c);
    const release = await slots.acquire(holder.id, slotWaitMs(limits));
    if (typeof release !== "function") {
      await body.cancel().catch(() => {});
      throw slotRefused(slots, holder, release);
    }
    let bytes: Uint8Array;
    try {
      bytes = await readBounded(body, limits);
    } finally {
      release();
    }
    c.set("body", bytes);
    await next();
  };
}

/**
 * How long a request waits for a slot: long enough for a burst of quick bodies to take turns, and
 * well under the body timeout, so a slot held by a stalled upload is refused, not inherited.
 */
function slotWaitMs(limits: Limits): number {
  return Math.min(SLOT_WAIT_MS, limits.bodyReadTimeoutMs / 10);
}

/** The longest wait for a slot. */
const SLOT_WAIT_MS = 1_000;

function tooLarge(limits: Limits): ApiError {
  return new ApiError(
    "PAYLOAD_TOO_LARGE",
    `The request body exceeds the limit of ${limits.maxBodyBytes} bytes.`,
  );
}

/** 503 naming whose share (or that the whole pool) is in use; retry in a second. */
function slotRefused(slots: BodySlots, holder: Holder, refusal: Refusal): ApiError {
  const message = refusal === "share"
    ? `${holder.name} has ${slots.perHolder} request bodies being uploaded at once ` +
      `(${slots.settings.perHolder}); retry when one has arrived.`
    : `Too many request bodies are being uploaded at once (the ${slots.settings.total} limit ` +
      `of ${slots.total}); retry.`;
  return new ApiError("SERVICE_UNAVAILABLE", message, {
    retryable: true,
    headers: { "Retry-After": "1" },
  });
}

/**
 * 408 for a body that did not arrive in time (RFC 9110 §15.5.9: the server closes the
 * connection), so the rest of a stalled upload is not read as the next request.
 */
function timedOut(limits: Limits): ApiError {
  return new ApiError(
    "REQUEST_TIMEOUT",
    `The request body did not arrive within ${limits.bodyReadTimeoutMs} ms.`,
    { headers: { Connection: "close" } },
  );
}

/** Reads `body` to its end, within the size and the time. */
async function readBounded(body: ReadableStream<Uint8Array>, limits: Limits): Promise<Uint8Array> {
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
        throw tooLarge(limits);
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (expired) throw timedOut(limits);
    // The client went away (or sent a broken stream) before the body arrived.
    throw new ApiError("INVALID_JSON", "The request body could not be read completely.");
  } finally {
    cancel();
  }
  if (expired) throw timedOut(limits);
  return concatBytes(chunks, size);
}
