/**
 * Response side of the front: follows the app's answers so the front knows when one is
 * outstanding (an idle connection is one with neither a request nor a response in progress,
 * RFC 9112 §9.5) and whether the current request's response has started.
 */
import { createFramer } from "./parser.ts";

/** Counts the responses of one connection against the requests sent to the app. */
export interface ResponseTracker {
  /** A request head was relayed; `method` decides whether its response has a body. */
  expect(method: string): void;
  /** Bytes the app wrote; false when they are not HTTP/1.1 responses. */
  feed(chunk: Uint8Array): boolean;
  /** The app closed its side (ends a close-delimited response). */
  finish(): void;
  /** Requests relayed whose final response has not fully arrived. */
  readonly outstanding: number;
  /** True while a response is partly written (a 408 now would corrupt it). */
  readonly midResponse: boolean;
  /** True when the app has started (or finished) the response to the latest request. */
  readonly latestStarted: boolean;
  /** True once the app answered 101: the connection is a tunnel from then on. */
  readonly switched: boolean;
}

/** Final responses are 2xx-5xx and 101; other 1xx are interim (RFC 9110 §15.2). */
export function isInterim(status: number): boolean {
  return status >= 100 && status < 200 && status !== 101;
}

/** 1xx, 204 and 304 never carry content (RFC 9110 §15.3.5, §15.4.5). */
export function bodiless(status: number): boolean {
  return (status >= 100 && status < 200) || status === 204 || status === 304;
}

/** A tracker for one connection's responses. */
export function responseTracker(): ResponseTracker {
  const methods: string[] = [];
  let requests = 0;
  let finals = 0;
  let inMessage = false;
  let interim = false;
  let switched = false;
  let endAt = -1;
  const parser = createFramer("RESPONSE", {
    head(info) {
      interim = isInterim(info.statusCode ?? 0);
      if (info.statusCode === 101) switched = true;
      // No body whatever the headers say (RFC 9112 §6.3 item 1): a response to HEAD, and 1xx,
      // 204 and 304 (the parser would read a 304's Content-Length as a body).
      return interim || bodiless(info.statusCode ?? 0) || methods[0] === "HEAD";
    },
    end(offset) {
      endAt = offset;
      if (interim) return void (interim = false);
      methods.shift();
      finals++;
    },
  });
  return {
    expect(method) {
      methods.push(method);
      requests++;
    },
    feed(chunk) {
      if (switched) return true;
      endAt = -1;
      const err = parser.execute(chunk);
      inMessage = endAt < chunk.length;
      return err === undefined || switched;
    },
    finish() {
      if (inMessage) parser.finish();
      inMessage = false;
    },
    get outstanding() {
      return requests - finals;
    },
    get midResponse() {
      return inMessage;
    },
    get latestStarted() {
      return finals + (inMessage ? 1 : 0) >= requests;
    },
    get switched() {
      return switched;
    },
  };
}
