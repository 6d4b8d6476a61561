/**
 * Webhook delivery: each attempt is its own queue message; a failed attempt schedules the next
 * one as a delayed message (the published schedule), so a retry 10 hours out survives restarts.
 * An attempt is claimed with a checked commit before it is sent; a crash mid-send leaves the
 * claim to expire and the redelivered message sends again (receivers dedupe on `webhook-id`).
 */
import {
  BodyTooLarge,
  FetchFailed,
  FetchTimeout,
  safeFetch,
  UrlRefused,
} from "../lib/web/safe_fetch.ts";
import { signedHeaders } from "../lib/webhooks/signing.ts";
import type { Deliverer } from "../lib/workers.ts";
import { keyedBatcher } from "../lib/batcher.ts";
import { keys } from "../lib/store/keys.ts";
import { type FanoutMessage, Outbox } from "../lib/store/outbox.ts";
import type { WebhookEvent } from "../lib/store/webhooks.ts";
import {
  type AttemptLog,
  DELIVERY_TTL_MS,
  type DeliveryMessage,
  enqueueDelivery,
  fanOut,
  saveDelivery,
  type WebhookDelivery,
  type WebhookEndpoint,
} from "../lib/store/webhooks.ts";
import type { AtomicOp, Store } from "../lib/store/port.ts";

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

/** Settings of the deliverer. */
export interface DelivererOptions {
  kv: Store;
  schedule?: readonly number[];
  timeoutMs?: number;
  /** Hosts a delivery may reach even at private addresses (FETCH_ALLOW_HOSTS). */
  allowHosts?: readonly string[];
  allowInsecure?: boolean;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** What one attempt produced. */
interface Outcome {
  ok: boolean;
  code: number | null;
  reason: string | null;
}

function reasonOf(err: unknown, timeoutMs: number): string {
  if (err instanceof FetchTimeout) return `timed out after ${timeoutMs / 1000} s`;
  if (err instanceof UrlRefused) return `refused: ${err.message}`;
  if (err instanceof FetchFailed) return `connection failed: ${err.reason}`;
  if (err instanceof BodyTooLarge) return "response too large";
  return `failed: ${(err as Error)?.message ?? String(err)}`;
}

/** The webhook queue handlers of one process. */
export function createDeliverer(options: DelivererOptions): Deliverer {
  const { kv } = options;
  const schedule = options.schedule ?? RETRY_SCHEDULE_MS;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? (() => new Date());

  async function send(delivery: WebhookDelivery, endpoint: WebhookEndpoint): Promise<Outcome> {
    const timestamp = Math.floor(now().getTime() / 1000);
    const headers = {
      "content-type": "application/json",
      "user-agent": "Rankscope-Webhooks/1",
      ...signedHeaders(endpoint.secret, { id: delivery.id, timestamp, body: delivery.payload }),
    };
    try {
      const res = await safeFetch(endpoint.url, {
        method: "POST",
        headers,
        body: delivery.payload,
        timeoutMs,
        maxBytes: 64 * 1024,
        maxRedirects: 0,
        schemes: options.allowInsecure ? ["https:", "http:"] : ["https:"],
        allowHosts: options.allowHosts,
        fetch: options.fetch,
      });
      const ok = res.status >= 200 && res.status < 300;
      return { ok, code: res.status, reason: ok ? null : `HTTP ${res.status}` };
    } catch (err) {
      return { ok: false, code: null, reason: reasonOf(err, timeoutMs) };
    }
  }

  const save = (
    entry: Deno.KvEntry<WebhookDelivery>,
    next: WebhookDelivery,
    then?: (op: AtomicOp) => void,
  ) => saveDelivery(kv, entry, next, then);

  /** Handles one attempt message; idempotent for duplicates and stale messages. */
  async function deliver(message: DeliveryMessage): Promise<void> {
    const entry = await kv.get<WebhookDelivery>(keys.webhookDelivery(message.delivery_id));
    const d = entry.value;
    if (!d || d.status !== "pending") return;
    const t = now();
    // Attempt n is sent once: a duplicate of a finished attempt, or of one still being sent, is
    // dropped; one whose sender died (claim expired) is sent again.
    if (d.attempts > message.attempt) return;
    if (d.attempts === message.attempt && d.sending_until === 0) return;
    if (d.attempts === message.attempt && d.sending_until > t.getTime()) {
      // Being sent elsewhere: this message must not vanish, or a sender that dies would leave
      // the delivery pending for ever. Look again when the sender's claim would expire.
      const op = kv.atomic();
      enqueueDelivery(op, message, d.sending_until - t.getTime() + 250);
      await op.commit();
      return;
    }
    const endpoint =
      (await kv.get<WebhookEndpoint>(keys.webhookEndpoint(d.workspace_id, d.endpoint_id))).value;
    if (!endpoint || !endpoint.is_active) {
      const reason = endpoint ? "endpoint paused" : "endpoint deleted";
      await save(entry as Deno.KvEntry<WebhookDelivery>, {
        ...d,
        status: "failed",
        next_attempt_at: null,
        last_failure_reason: reason,
      });
      return;
    }
    const claimed: WebhookDelivery = {
      ...d,
      attempts: message.attempt,
      sending_until: t.getTime() + timeoutMs + 5_000,
    };
    const claim = kv.atomic().check(entry).set(entry.key, claimed, { expireIn: DELIVERY_TTL_MS });
    // The claim brings its own watchdog for when it lapses: if this process dies mid-send, the
    // attempt is sent again then. The message being handled may be in flight with this process
    // (KV gives it back only after about a minute) or a direct call that no message backs.
    enqueueDelivery(claim, message, claimed.sending_until - t.getTime() + 250);
    const claimRes = await claim.commit();
    if (!claimRes.ok) return;
    const started = performance.now();
    const outcome = await send(claimed, endpoint);
    const finished = now();
    const log: AttemptLog = {
      attempt: message.attempt,
      at: t.toISOString(),
      response_code: outcome.code,
      failure_reason: outcome.reason,
      duration_ms: Math.round(performance.now() - started),
    };
    const retryIn = message.manual ? undefined : schedule[message.attempt - 1];
    const next: WebhookDelivery = {
      ...claimed,
      status: outcome.ok ? "delivered" : retryIn === undefined ? "failed" : "pending",
      delivered_at: outcome.ok ? finished.toISOString() : null,
      last_response_code: outcome.code,
      last_failure_reason: outcome.reason,
      next_attempt_at: !outcome.ok && retryIn !== undefined
        ? new Date(finished.getTime() + retryIn).toISOString()
        : null,
      attempt_log: [...claimed.attempt_log, log].slice(-20),
      sending_until: 0,
    };
    const current = { key: entry.key, value: claimed, versionstamp: claimRes.versionstamp };
    await save(current, next, (op) => {
      if (next.status === "pending") {
        enqueueDelivery(
          op,
          { delivery_id: d.id, attempt: message.attempt + 1, manual: false },
          retryIn!,
        );
      }
    });
  }

  // Events of one workspace that arrive together are fanned out together (one endpoint read).
  const fanoutSoon = keyedBatcher(async (_: string, events: WebhookEvent[]) => {
    const ids = await fanOut(kv, events);
    return events.map((_, i) => (i === 0 ? ids : []));
  });

  // First attempts started in this process right after an event, bounded; the queue
  // messages stay behind them, and a duplicate finds the attempt claimed or done.
  let sending = 0;
  function sendSoon(ids: string[]) {
    for (const id of ids) {
      if (sending >= 32) return;
      sending++;
      deliver({ kind: "webhook_delivery", delivery_id: id, attempt: 1, manual: false })
        .catch(() => {/* the queue message retries */})
        .finally(() => sending--);
    }
  }

  return {
    deliver,
    fanout: async (message: FanoutMessage) => {
      sendSoon(await fanOut(kv, message.events));
    },
    /** Re-queues events whose fan-out messages KV could not deliver. */
    async recoverUndelivered(): Promise<number> {
      let count = 0;
      for await (const e of kv.list<FanoutMessage>({ prefix: keys.fanoutsUndelivered() })) {
        const event = e.value.events?.find((ev) => ev.id === e.key[1]);
        const op = kv.atomic().check(e).delete(e.key);
        if (event) new Outbox().fanout(event).flush(op);
        if ((await op.commit()).ok) count++;
      }
      return count;
    },
    /** Fans an event out now (the committed fan-out message remains as the guarantee). */
    fanoutNow(event: WebhookEvent) {
      fanoutSoon(event.workspace_id, event).then(sendSoon).catch(
        () => {/* the queue message retries */},
      );
    },
  };
}
