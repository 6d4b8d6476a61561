/**
 * The npm HTTP/1.1 parser (http-parser-js) behind a typed surface. It frames requests and
 * responses (Content-Length, chunked, close-delimited, HEAD and 1xx/204/304 without a body); the
 * front relays raw bytes and only asks it where each message head and message ends.
 */
import { HTTPParser } from "http-parser-js";
import { Buffer } from "node:buffer";

// Header bytes are decoded byte-for-byte so a re-serialised head is the bytes that came in.
(HTTPParser as unknown as { encoding: string }).encoding = "latin1";

/** What the parser reports when a message head is complete. */
export interface HeadInfo {
  method?: number;
  url?: string;
  statusCode?: number;
  versionMajor: number;
  versionMinor: number;
  /** Flat [name, value, name, value, ...] in arrival order. */
  headers: string[];
  upgrade: boolean;
}

/** Callbacks of one parser; `offset` is the index just past the event inside the fed chunk. */
export interface ParserHooks {
  /** Returns true to skip the body (a response to HEAD, RFC 9110 §9.3.2). */
  head(info: HeadInfo, offset: number): boolean;
  end(offset: number): void;
}

/** The parsing side of one direction: feed it bytes, it calls back with offsets. */
export interface Framer {
  /** Parses `chunk`; an Error when the bytes are not HTTP/1.1 (or a hook threw). */
  execute(chunk: Uint8Array): Error | undefined;
  /** The peer closed: ends a close-delimited response (RFC 9112 §6.3 item 8). */
  finish(): void;
}

interface RawParser {
  offset: number;
  execute(chunk: Buffer, start: number, length: number): number | Error;
  finish(): Error | undefined;
  [key: number]: unknown;
}

/** The request-method names, indexed as the parser reports `method`. */
export const METHODS: readonly string[] = (HTTPParser as unknown as { methods: string[] }).methods;

/** A parser of one direction ("REQUEST" or "RESPONSE") calling `hooks`. */
export function createFramer(kind: "REQUEST" | "RESPONSE", hooks: ParserHooks): Framer {
  const raw = new HTTPParser(HTTPParser[kind]) as unknown as RawParser;
  raw[HTTPParser.kOnHeadersComplete] = (info: HeadInfo) => hooks.head(info, raw.offset);
  raw[HTTPParser.kOnMessageComplete] = () => hooks.end(raw.offset);
  return {
    execute(chunk) {
      const buf = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      let start = 0;
      try {
        while (start < buf.length) {
          const used = raw.execute(buf, start, buf.length - start);
          if (used instanceof Error) return used;
          // The parser pauses after an upgrade head; it is resumed as an ordinary request.
          if (used <= 0) return new Error("parser made no progress");
          start += used;
        }
      } catch (err) {
        return err instanceof Error ? err : new Error(String(err));
      }
    },
    finish() {
      try {
        raw.finish();
      } catch { /* the connection is over either way */ }
    },
  };
}
