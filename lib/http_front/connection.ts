/**
 * One relayed connection: client bytes are framed and written to the app, app bytes are tracked
 * and written back, and the deadline in force (timeouts.ts) closes it when it passes.
 */
import { malformedAnswer, timeoutAnswer } from "./answers.ts";
import { type RequestFramer, requestFramer } from "./request.ts";
import { type ResponseTracker, responseTracker } from "./response.ts";
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

/** The state one relay's two pumps share, and the actions on it. */
interface Link {
  client: Socket;
  app: Socket;
  framer: RequestFramer;
  tracker: ResponseTracker;
  /** Requests relayed so far. */
  requests: number;
  /** Bytes either way since a 101 made the connection a tunnel; undefined before. */
  tunnelBytes?: number;
  closed: boolean;
  close(): void;
  /** Writes `answer` unless a response is partly written, then closes. */
  answerAndClose(answer: Uint8Array): Promise<void>;
  /** Arms the deadline now in force (timeouts.ts), unless it is the one already armed. */
  rearm(): void;
}

/** What to do when `deadline` passes: 408 for a late head or an unanswered late body. */
function expire(link: Link, deadline: Deadline): void {
  if (deadline.kind === "idle") return link.close();
  if (deadline.kind === "header") return void link.answerAndClose(timeoutAnswer("headers"));
  // A body that stalled after the app answered (401, 413 before reading) is just closed.
  if (link.tracker.latestStarted) return link.close();
  void link.answerAndClose(timeoutAnswer("body"));
}

function createLink(client: Socket, app: Socket, peer: string, limits: FrontLimits): Link {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let armed: string | null = null;
  const link: Link = {
    client,
    app,
    framer: requestFramer(peer),
    tracker: responseTracker(),
    requests: 0,
    closed: false,
    close() {
      if (link.closed) return;
      link.closed = true;
      clearTimeout(timer);
      for (const s of [client, app]) {
        try {
          s.close();
        } catch { /* already closed */ }
      }
    },
    async answerAndClose(answer) {
      if (link.closed) return;
      try {
        if (!link.tracker.midResponse) await writeAll(client, answer);
      } catch { /* the client left */ }
      link.close();
    },
    rearm() {
      if (link.closed) return;
      const state: ConnectionState = {
        phase: link.framer.phase,
        requests: link.requests,
        outstanding: link.tracker.outstanding,
        tunnelBytes: link.tunnelBytes,
      };
      const deadline = deadlineFor(state, limits);
      if (deadline?.key === armed) return;
      clearTimeout(timer);
      armed = deadline?.key ?? null;
      if (deadline) timer = setTimeout(() => expire(link, deadline), deadline.ms);
    },
  };
  return link;
}

/** Client to app: heads rewritten, bodies as sent; the deadline follows before the write. */
async function pumpClient(link: Link): Promise<void> {
  const buf = new Uint8Array(READ_SIZE);
  while (!link.closed) {
    const n = await link.client.read(buf);
    if (n === null) return void await link.app.closeWrite().catch(() => link.close());
    const chunk = buf.subarray(0, n);
    if (link.tunnelBytes !== undefined) {
      link.tunnelBytes += n;
      link.rearm();
      await writeAll(link.app, chunk);
      continue;
    }
    const fed = link.framer.feed(chunk);
    for (const start of fed.started) link.tracker.expect(start.method);
    link.requests += fed.started.length;
    link.rearm();
    if (fed.out.length > 0) await writeAll(link.app, joined(fed.out));
    if (fed.error) return await link.answerAndClose(malformedAnswer(fed.error));
  }
}

/** App to client, byte for byte; the deadline follows once the bytes are written. */
async function pumpApp(link: Link): Promise<void> {
  const buf = new Uint8Array(READ_SIZE);
  while (!link.closed) {
    const n = await link.app.read(buf);
    if (n === null) return link.tracker.finish();
    const chunk = buf.subarray(0, n);
    if (!link.tracker.feed(chunk)) return link.close();
    if (link.tracker.switched) link.tunnelBytes = (link.tunnelBytes ?? 0) + n;
    await writeAll(link.client, chunk);
    link.rearm();
  }
}

/** Relays `client` to `app`, stamping each request with `peer` and enforcing `limits`. */
export function relay(client: Socket, app: Socket, peer: string, limits: FrontLimits): Relay {
  const link = createLink(client, app, peer, limits);
  const close = () => link.close();
  link.rearm();
  const done = Promise.allSettled([
    pumpClient(link).catch(close),
    pumpApp(link).catch(close).finally(close),
  ]).then(close);
  return { done, close };
}
