/**
 * The job event stream (docs/contract.md#job-event-stream): `job.open` with the current record,
 * then every logged event after it (`job.status`, then `job.done` or `job.failed`), driven by a KV
 * watch on the record. Every event carries an `id` (a logged event its sequence number, `job.open`
 * the sequence it reflects), so `Last-Event-ID` resumes exactly after the last event a client saw;
 * resuming after a finished job's terminal event closes the stream at once.
 */
import type { SSEStreamingApi } from "hono/streaming";
import { getJob, isTerminal, publicJob, readJobEvents, readJobResult } from "../store/jobs.ts";
import { keys } from "../store/keys.ts";
import type { JobRecord } from "../store/jobs.ts";
import type { Store } from "../store/port.ts";

/** Options of `streamJobEvents`. */
export interface StreamOptions {
  kv: Store;
  jobId: string;
  /** The client's `Last-Event-ID`: resume after it (no `job.open`). */
  lastEventId: number | null;
  keepAliveMs: number;
  retryMs: number;
  /** The server is stopping: say so in a last event and end the stream (the client reconnects). */
  shutdown?: AbortSignal;
}

/** Writes the stream until the job ends or the client goes away. */
export async function streamJobEvents(
  stream: SSEStreamingApi,
  options: StreamOptions,
): Promise<void> {
  const { kv, jobId } = options;
  let cursor: number;
  if (options.lastEventId === null) {
    const record = (await getJob(kv, jobId)).value;
    if (!record) return;
    // A job that already ended still gets its terminal event, from the log. `job.open` carries
    // the cursor as its id: resuming with it replays exactly the events after the open.
    cursor = isTerminal(record.status) ? record.seq - 1 : record.seq;
    await stream.writeSSE({
      event: "job.open",
      data: JSON.stringify(publicJob(record, await readJobResult(kv, record))),
      id: String(cursor),
      retry: options.retryMs,
    });
  } else {
    await stream.write(`retry: ${options.retryMs}\n\n`);
    cursor = options.lastEventId;
  }

  const reader = kv.watch<[JobRecord]>([keys.job(jobId)]).getReader();
  stream.onAbort(() => {
    reader.cancel().catch(() => {});
  });
  let stopping = false;
  const onShutdown = () => {
    stopping = true;
    reader.cancel().catch(() => {});
  };
  if (options.shutdown?.aborted) onShutdown();
  options.shutdown?.addEventListener("abort", onShutdown, { once: true });
  const keepAlive = setInterval(() => {
    stream.write(": keep-alive\n\n");
  }, options.keepAliveMs);
  try {
    while (!stream.aborted) {
      const { value, done } = await reader.read();
      if (done) return;
      const record = value[0].value;
      if (!record) return;
      for (const { seq, event } of await readJobEvents(kv, jobId, cursor, record.seq)) {
        const data = event.event === "job.done"
          ? { ...event.data, result: await readJobResult(kv, record) }
          : event.data;
        await stream.writeSSE({ event: event.event, data: JSON.stringify(data), id: String(seq) });
        cursor = seq;
        if (event.event !== "job.status") return;
      }
      // Resumed after the terminal event: nothing is left to send.
      if (isTerminal(record.status) && cursor >= record.seq) return;
    }
  } finally {
    clearInterval(keepAlive);
    options.shutdown?.removeEventListener("abort", onShutdown);
    await reader.cancel().catch(() => {});
    if (stopping && !stream.aborted) {
      // Resume with Last-Event-ID at another (or the restarted) process.
      await stream.writeSSE({
        event: "server.shutdown",
        data: JSON.stringify({ job_id: jobId, reconnect_after_ms: options.retryMs }),
        id: String(cursor),
      }).catch(() => {});
    }
  }
}
