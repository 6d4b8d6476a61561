/**
 * Request side of the front: frames what the client sends, rewrites each head to carry the peer
 * address, and passes body bytes through untouched (RFC 9112 §6 message body framing).
 */
import { PEER_HEADER } from "../../routes/http.ts";
import { createFramer, type HeadInfo, METHODS } from "./parser.ts";

/** Where the client side of a connection stands. */
export type RequestPhase = "idle" | "head" | "body";

/** A request head as the front saw it. */
export interface RequestStart {
  method: string;
}

/** What one chunk from the client produced. */
export interface RequestFeed {
  /** Bytes to write to the app, in order (views into the chunk or freshly built heads). */
  out: Uint8Array[];
  /** Request heads completed in this chunk, in order. */
  started: RequestStart[];
  /** Requests whose bodies ended in this chunk. */
  ended: number;
  /** Set when the bytes cannot be framed: answer 400 and close. */
  error?: string;
}

/** Frames the requests of one connection. */
export interface RequestFramer {
  feed(chunk: Uint8Array): RequestFeed;
  readonly phase: RequestPhase;
}

const CHUNKED = /^chunked$/i;
const DIGITS = /^\d+$/;

/**
 * Refuses framing the app could read differently: Transfer-Encoding other than exactly one
 * `chunked` (RFC 9112 §6.1: a request whose final coding is not chunked is 400), and a
 * Content-Length that is not digits or differs between copies (RFC 9112 §6.3 item 5).
 */
export function framingProblem(headers: readonly string[]): string | undefined {
  const te: string[] = [];
  const cl = new Set<string>();
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i].toLowerCase();
    if (name === "transfer-encoding") te.push(headers[i + 1]);
    else if (name === "content-length") cl.add(headers[i + 1]);
  }
  if (te.length > 1 || (te.length === 1 && !CHUNKED.test(te[0]))) {
    return "Transfer-Encoding must be exactly chunked";
  }
  if (cl.size > 1) return "conflicting Content-Length";
  const [length] = cl;
  if (length !== undefined && !DIGITS.test(length)) return "invalid Content-Length";
}

/**
 * The head relayed to the app: the request line and headers as received, without any
 * client-sent peer header and (for chunked) without Content-Length, plus the peer header.
 */
export function relayedHead(info: HeadInfo, peer: string): string {
  const method = METHODS[info.method ?? -1];
  const lines = [`${method} ${info.url} HTTP/${info.versionMajor}.${info.versionMinor}`];
  const chunked = info.headers.some((h, i) =>
    i % 2 === 0 && h.toLowerCase() === "transfer-encoding"
  );
  for (let i = 0; i < info.headers.length; i += 2) {
    const name = info.headers[i].toLowerCase();
    if (name === PEER_HEADER || (chunked && name === "content-length")) continue;
    lines.push(`${info.headers[i]}: ${info.headers[i + 1]}`);
  }
  lines.push(`${PEER_HEADER}: ${peer}`, "", "");
  return lines.join("\r\n");
}

function latin1(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/** A framer for the requests of a connection from `peer`. */
export function requestFramer(peer: string): RequestFramer {
  let phase: RequestPhase = "idle";
  let feed: RequestFeed;
  let chunk: Uint8Array;
  let pos = 0;
  const parser = createFramer("REQUEST", {
    head(info, offset) {
      const problem = framingProblem(info.headers);
      if (problem) throw new Error(problem);
      feed.out.push(latin1(relayedHead(info, peer)));
      feed.started.push({ method: METHODS[info.method ?? -1] });
      phase = "body";
      pos = offset;
      return false;
    },
    end(offset) {
      if (offset > pos) feed.out.push(chunk.subarray(pos, offset));
      feed.ended++;
      phase = "idle";
      pos = offset;
    },
  });
  return {
    get phase() {
      return phase;
    },
    feed(bytes) {
      feed = { out: [], started: [], ended: 0 };
      chunk = bytes;
      pos = 0;
      const err = parser.execute(bytes);
      if (err) return { ...feed, error: err.message };
      if (phase === "body" && pos < bytes.length) feed.out.push(bytes.subarray(pos));
      else if (phase === "idle" && pos < bytes.length) phase = "head";
      return feed;
    },
  };
}
