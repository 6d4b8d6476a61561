/**
 * Queue messages that belong to one commit. Items of the same kind and delay become one
 * message, so a commit that creates or finishes many jobs enqueues one message for all of them.
 */
import type { WebhookEvent } from "./webhooks.ts";
import { keys } from "./keys.ts";
import { enqueue } from "./queue.ts";
import type { AtomicOp } from "./port.ts";

/** Run (or watch over) these jobs. */
export interface JobMessage {
  kind: "job";
  job_ids: string[];
}

/** Fan these events out to the workspace's webhook endpoints. */
export interface FanoutMessage {
  kind: "webhook_fanout";
  events: WebhookEvent[];
}

/** The messages an outbox merges. */
type Item = { kind: "job"; item: string } | { kind: "webhook_fanout"; item: WebhookEvent };

/** Collects the messages of one commit; `flush` adds them to it. */
export class Outbox {
  #groups = new Map<string, { kind: Item["kind"]; delay: number; items: unknown[] }>();

  /** Asks for job `jobId` to be run (or looked at) after `delay` ms. */
  job(jobId: string, delay = 0): this {
    return this.#add({ kind: "job", item: jobId }, delay);
  }

  /** Asks for `event` to be fanned out. */
  fanout(event: WebhookEvent): this {
    return this.#add({ kind: "webhook_fanout", item: event }, 0);
  }

  #add(entry: Item, delay: number): this {
    const id = `${entry.kind}:${delay}`;
    const group = this.#groups.get(id) ?? { kind: entry.kind, delay, items: [] };
    group.items.push(entry.item);
    this.#groups.set(id, group);
    return this;
  }

  /** Adds one message per kind and delay to `op`. */
  flush(op: AtomicOp): void {
    for (const { kind, delay, items } of this.#groups.values()) {
      if (kind === "job") {
        const ids = items as string[];
        const message: JobMessage = { kind, job_ids: ids };
        enqueue(op, message, {
          delay,
          keysIfUndelivered: ids.map((id) => keys.jobUndelivered(id)),
        });
      } else {
        const events = items as WebhookEvent[];
        const message: FanoutMessage = { kind, events };
        enqueue(op, message, {
          delay,
          keysIfUndelivered: events.map((e) => keys.fanoutUndelivered(e.id)),
        });
      }
    }
    this.#groups.clear();
  }
}
