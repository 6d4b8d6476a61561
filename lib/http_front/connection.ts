/**
 * One relayed connection: client bytes are framed and written to the app, app bytes are tracked
 * and written back, and the deadline in force (timeouts.ts) closes it when it passes.
 */
import { malformedAnswer, timeoutAnswer } from "./answers.ts";
import { requestFramer } from "./request.ts";
import { responseTracker } from "./response.ts";
import { type ConnectionState, type Deadline, deadlineFor, type FrontLimits } from "./timeouts.ts";

/** The socket operations the relay needs (a Deno.Conn has them all). */
export interface Socket {
  read(p: Uint8Array): Promise<number | null>;
  write(p: Uint8Array): Promise<number>;
  close(): void;
  closeWrite(): Promise<void>;
}

/** A running relay; `done` settles when both sockets are closed. */
export interface Relay {
  done: Promise<void>;
  /** Closes both sides now (shutdown). */
  close(): void;
}

const READ_SIZE = 64 * 1024;

async function writeAll(socket: Socket, bytes: Uint8Array): Promise<void> {
  let sent = 0;
  while (sent < bytes.length) sent += await socket.write(bytes.subarray(sent));
}

/** One buffer for the pieces of a chunk: one write (one syscall) per client read. */
function joined(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Relays `client` to `app`, stamping each request with `peer` and enforcing `limits`. */
export function relay(client: Socket, app: Socket, peer: string, limits: FrontLimits): Relay {
  const framer = requestFramer(peer);
  const tracker = responseTracker();
  let requests = 0;
  let tunnelBytes: number | undefined;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let armed: string | null = null;

  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    for (const s of [client, app]) {
      try {
        s.close();
      } catch { /* already closed */ }
    }
  };
  const answerAndClose = async (answer: Uint8Array) => {
    if (closed) return;
    try {
      if (!tracker.midResponse) await writeAll(client, answer);
    } catch { /* the client left */ }
    close();
  };
  const expire = (deadline: Deadline) => {
    if (deadline.kind === "idle") return close();
    if (deadline.kind === "header") return void answerAndClose(timeoutAnswer("headers"));
    // A body that stalled after the app answered (401, 413 before reading) is just closed.
    if (tracker.latestStarted) return close();
    void answerAndClose(timeoutAnswer("body"));
  };
  const rearm = () => {
    if (closed) return;
    const state: ConnectionState = {
      phase: framer.phase,
      requests,
      outstanding: tracker.outstanding,
      tunnelBytes,
    };
    const deadline = deadlineFor(state, limits);
    if (deadline?.key === armed) return;
    clearTimeout(timer);
    armed = deadline?.key ?? null;
    if (deadline) timer = setTimeout(() => expire(deadline), deadline.ms);
  };

  const fromClient = async () => {
    const buf = new Uint8Array(READ_SIZE);
    while (!closed) {
      const n = await client.read(buf);
      if (n === null) return void await app.closeWrite().catch(() => close());
      const chunk = buf.subarray(0, n);
      if (tunnelBytes !== undefined) {
        tunnelBytes += n;
        rearm();
        await writeAll(app, chunk);
        continue;
      }
      const fed = framer.feed(chunk);
      for (const start of fed.started) tracker.expect(start.method);
      requests += fed.started.length;
      if (fed.out.length > 0) await writeAll(app, joined(fed.out));
      if (fed.error) return await answerAndClose(malformedAnswer(fed.error));
      rearm();
    }
  };
  const fromApp = async () => {
    const buf = new Uint8Array(READ_SIZE);
    while (!closed) {
      const n = await app.read(buf);
      if (n === null) return tracker.finish();
      const chunk = buf.subarray(0, n);
      if (!tracker.feed(chunk)) return close();
      if (tracker.switched) tunnelBytes = (tunnelBytes ?? 0) + n;
      await writeAll(client, chunk);
      rearm();
    }
  };

  rearm();
  const done = Promise.allSettled([
    fromClient().catch(close),
    fromApp().catch(close).finally(close),
  ]).then(close);
  return { done, close };
}
