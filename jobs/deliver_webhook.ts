/**
 * Webhook delivery: each attempt is its own queue message; a failed attempt schedules the next
 * one as a delayed message (the published schedule), so a retry 10 hours out survives restarts.
 * An attempt is claimed with a checked commit before it is sent; a crash mid-send leaves the
 * claim to expire and the redelivered message sends again (receivers dedupe on `webhook-id`).
 *
 * An attempt message followed through the steps (jobs/deliver/), each given the context:
 *   load (deliver/load.ts)     the delivery, unless this message has nothing to send; its endpoint
 *   claim (deliver/claim.ts)   the attempt is claimed with a checked commit and a watchdog message
 *   send (deliver/send.ts)     one signed (deliver/sign.ts) POST through the guarded fetch
 *   record (deliver/record.ts) the outcome is saved, with the retry queued in the same commit
 *   retry/give up (deliver/retry.ts)  the schedule's next delay, or the delivery failed
 */
import type { Deliverer } from "../lib/workers.ts";
import type { FanoutMessage } from "../lib/store/outbox.ts";
import type { DeliveryMessage, WebhookEvent } from "../lib/store/webhooks.ts";
import type { DelivererContext, DelivererOptions } from "./deliver/context.ts";
import { load, loadEndpoint } from "./deliver/load.ts";
import { claim } from "./deliver/claim.ts";
import { send } from "./deliver/send.ts";
import { record } from "./deliver/record.ts";
import { fanoutBatcher, recoverUndelivered, sendSoon } from "./deliver/fanout.ts";
import { fanOut } from "../lib/store/webhooks.ts";

export type { DelivererOptions } from "./deliver/context.ts";

/**
 * Delays before attempts 2, 3, ... (docs/contract.md#deliveries-and-retries): 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h.
 */
export const RETRY_SCHEDULE_MS = [
  5_000,
  300_000,
  1_800_000,
  7_200_000,
  18_000_000,
  36_000_000,
  36_000_000,
];

/** Handles one attempt message; idempotent for duplicates and stale messages. */
async function deliver(ctx: DelivererContext, message: DeliveryMessage): Promise<void> {
  const loaded = await load(ctx, message);
  if (!loaded) return;
  const { entry, at: t } = loaded;
  const endpoint = await loadEndpoint(ctx, entry);
  if (!endpoint) return;
  const claimed = await claim(ctx, entry, message, t);
  if (!claimed) return;
  const started = performance.now();
  const outcome = await send(ctx, claimed.value, endpoint);
  const finished = ctx.now();
  const durationMs = Math.round(performance.now() - started);
  await record(ctx, claimed, message, outcome, { at: t, finished, durationMs });
}

/** The webhook queue handlers of one process. */
export function createDeliverer(options: DelivererOptions): Deliverer {
  const ctx: DelivererContext = {
    options,
    kv: options.kv,
    schedule: options.schedule ?? RETRY_SCHEDULE_MS,
    timeoutMs: options.timeoutMs ?? 15_000,
    now: options.now ?? (() => new Date()),
    sending: 0,
  };
  const deliverOne = (message: DeliveryMessage) => deliver(ctx, message);
  const fanoutSoon = fanoutBatcher(ctx);
  return {
    deliver: deliverOne,
    fanout: async (message: FanoutMessage) => {
      sendSoon(ctx, deliverOne, await fanOut(ctx.kv, message.events));
    },
    /** Re-queues events whose fan-out messages KV could not deliver. */
    recoverUndelivered: () => recoverUndelivered(ctx),
    /** Fans an event out now (the committed fan-out message remains as the guarantee). */
    fanoutNow(event: WebhookEvent) {
      fanoutSoon(event.workspace_id, event).then((ids) => sendSoon(ctx, deliverOne, ids)).catch(
        () => {/* the queue message retries */},
      );
    },
  };
}
