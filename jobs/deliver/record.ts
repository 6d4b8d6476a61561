/**
 * Record: the outcome of an attempt is saved on the claimed delivery (its attempt log, its
 * status), with the next attempt queued in the same commit when it is to be retried.
 */
import {
  type AttemptLog,
  type DeliveryMessage,
  saveDelivery,
  type WebhookDelivery,
} from "../../lib/store/webhooks.ts";
import type { DelivererContext } from "./context.ts";
import type { Outcome } from "./send.ts";
import { retryIn, scheduleRetry } from "./retry.ts";

/** When an attempt was sent and how long it took. */
export interface Timing {
  at: Date;
  finished: Date;
  durationMs: number;
}

/** Saves an attempt's outcome (and queues its retry when due). */
export async function record(
  ctx: DelivererContext,
  claimed: Deno.KvEntry<WebhookDelivery>,
  message: DeliveryMessage,
  outcome: Outcome,
  timing: Timing,
): Promise<void> {
  const log: AttemptLog = {
    attempt: message.attempt,
    at: timing.at.toISOString(),
    response_code: outcome.code,
    failure_reason: outcome.reason,
    duration_ms: timing.durationMs,
  };
  const delay = retryIn(ctx, message);
  const { finished } = timing;
  const next: WebhookDelivery = {
    ...claimed.value,
    status: outcome.ok ? "delivered" : delay === undefined ? "failed" : "pending",
    delivered_at: outcome.ok ? finished.toISOString() : null,
    last_response_code: outcome.code,
    last_failure_reason: outcome.reason,
    next_attempt_at: !outcome.ok && delay !== undefined
      ? new Date(finished.getTime() + delay).toISOString()
      : null,
    attempt_log: [...claimed.value.attempt_log, log].slice(-20),
    sending_until: 0,
  };
  await saveDelivery(ctx.kv, claimed, next, (op) => scheduleRetry(op, next, message, delay));
}
