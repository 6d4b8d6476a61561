/**
 * Reading a fetched body with a bounded cost: the service decodes `Content-Encoding` itself
 * while counting both the bytes on the wire and the decoded bytes, caps both, refuses a body
 * whose decoded/compressed ratio is a bomb's, and keeps the decoded bytes in one growing buffer
 * (never many chunks copied at the end). Large bodies take one of a few process-wide slots.
 *
 * Why the service decodes: Deno 2.9.6's `fetch` inflates gzip and br itself unless the request's
 * `Accept-Encoding` is exactly `identity` (tested: any other value, ours included, is decoded
 * before we see a byte, so a 200 KB gzip bomb became 200 MiB in memory before our cap ran), and
 * `Deno.createHttpClient` has no option to turn it off. So fetches send `identity`, and a server
 * that compresses anyway is inflated here, a little input at a time (RFC 9110 §8.4, §12.5.3).
 */

import { Slots } from "../slots.ts";

/** `Accept-Encoding` of every fetch: the only value Deno's fetch does not decode by itself. */
export const ACCEPT_ENCODING = "identity";

/** Codings inflated here (RFC 9110 §8.4.1; `x-gzip` is gzip's alias). Brotli is not: see below. */
const CODINGS: Readonly<Record<string, CompressionFormat>> = {
  "gzip": "gzip",
  "x-gzip": "gzip",
  "deflate": "deflate",
};

/**
 * Compressed bytes given to the inflater at a time. Deno's `DecompressionStream` emits all the
 * output of one write as one chunk (measured: 64 KiB of a gzip bomb is one 63 MiB chunk), and
 * deflate expands at most ~1032x, so 256 bytes in bound one step to ~260 KiB out (and the
 * garbage a refused bomb leaves until the next collection). It costs little: a 28 MiB sitemap
 * gzipped to 1.7 MB inflates in ~160 ms. Brotli has no such bound (1 KiB of a brotli bomb was
 * one 80 MiB chunk), so it is neither asked for nor inflated.
 */
export const INFLATE_FEED = 256;

/**
 * Most decoded bytes per compressed byte. Measured: gzip -9 of real HTML and XML sitemaps is
 * 3-20x, a maximally regular 50,000-URL sitemap 51x; a bomb is ~1000x (deflate's ceiling is
 * 1032x). 200x leaves 4x headroom over the most regular sitemap and refuses a bomb within its
 * first ~300 KiB.
 */
export const MAX_RATIO = 200;

/**
 * Decoded bytes before the ratio applies, so a small, very regular body is never refused (a
 * real page or sitemap over 256 KiB that compresses 200x does not exist); kept small because
 * it is what each refused bomb decodes first.
 */
export const RATIO_MIN_BYTES = 256 * 1024;

/** A body bigger than this (its cap, or what it has grown to) takes a large-read slot. */
export const LARGE_BODY_BYTES = 4 * 1024 * 1024;

/** Large bodies read at once per process: 2 x 50 MiB sitemaps bounds their memory to ~100 MiB. */
export const LARGE_READS_AT_ONCE = 2;

/** A response body grew past `maxBytes`; the connection was cancelled. */
export class BodyTooLarge extends Error {
  readonly url: string;
  readonly maxBytes: number;
  /** Which count passed the cap: the decoded bytes, or the compressed bytes on the wire. */
  readonly counted: "decoded" | "compressed";

  constructor(url: string, maxBytes: number, counted: "decoded" | "compressed" = "decoded") {
    const what = counted === "decoded" ? "" : " compressed";
    super(`The body of "${url}" exceeds ${maxBytes}${what} bytes`);
    this.name = "BodyTooLarge";
    this.url = url;
    this.maxBytes = maxBytes;
    this.counted = counted;
  }
}

/** A body that cannot be decoded safely: a bomb's ratio, an unsupported or corrupt coding. */
export class BodyRefused extends Error {
  readonly url: string;
  /** A short readable reason. */
  readonly reason: string;
  /** Why: a bomb's ratio, a coding not supported, or data that does not inflate. */
  readonly kind: "ratio" | "coding" | "corrupt";

  constructor(url: string, kind: BodyRefused["kind"], reason: string) {
    super(`The body of "${url}" was refused: ${reason}`);
    this.name = "BodyRefused";
    this.url = url;
    this.reason = reason;
    this.kind = kind;
  }
}

/** The process's large-read slots (a count, not a cache: nothing of a body is kept here). */
export const LARGE_READS = new Slots(LARGE_READS_AT_ONCE);

/** What one body read may cost. */
export interface BodyLimits {
  /** The URL, for errors. */
  url: string;
  /** Decoded bytes cap. */
  maxBytes: number;
  /** Cap of the compressed bytes on the wire (a coded body); default `maxBytes`. */
  maxWireBytes?: number;
  /** The response's `Content-Encoding`. */
  encoding?: string | null;
  /** Aborts a wait for a large-read slot (the fetch's deadline). */
  signal?: AbortSignal;
  /** Large-read slots; default the process's `LARGE_READS`. */
  slots?: Slots;
}

/** The coding to inflate, null for identity; throws `BodyRefused` for anything else. */
export function codingOf(url: string, header: string | null | undefined): CompressionFormat | null {
  const codings = (header ?? "").split(",").map((c) => c.trim().toLowerCase())
    .filter((c) => c !== "" && c !== "identity");
  if (codings.length === 0) return null;
  const format = codings.length === 1 ? CODINGS[codings[0]] : undefined;
  if (!format) {
    throw new BodyRefused(
      url,
      "coding",
      `Content-Encoding "${header}" is not supported (asked: identity)`,
    );
  }
  return format;
}

/**
 * Decoded bytes in one buffer that grows in place: a resizable `ArrayBuffer` reserves the cap
 * as address space and commits memory only as it grows, and `bytes()` hands it over at its
 * length without a copy. Passing `maxBytes` throws `BodyTooLarge`.
 */
export class ByteSink {
  readonly #buffer: ArrayBuffer;
  #length = 0;

  constructor(readonly url: string, readonly maxBytes: number) {
    this.#buffer = new ArrayBuffer(0, { maxByteLength: maxBytes });
  }

  /** Bytes held so far. */
  get length(): number {
    return this.#length;
  }

  /** Appends `chunk`, growing the buffer (doubling, at most to the cap). */
  push(chunk: Uint8Array): void {
    const end = this.#length + chunk.byteLength;
    if (end > this.maxBytes) throw new BodyTooLarge(this.url, this.maxBytes);
    if (end > this.#buffer.byteLength) {
      const doubled = Math.max(end, 2 * this.#buffer.byteLength, 64 * 1024);
      this.#buffer.resize(Math.min(this.maxBytes, doubled));
    }
    new Uint8Array(this.#buffer, this.#length, chunk.byteLength).set(chunk);
    this.#length = end;
  }

  /** Gives the memory back now (a refused body), not at the next garbage collection. */
  release(): void {
    this.#buffer.resize(0);
    this.#length = 0;
  }

  /** The bytes, in a fixed-length buffer of exactly their length (the sink is spent after). */
  bytes(): Uint8Array {
    return new Uint8Array(this.#buffer.transferToFixedLength(this.#length));
  }
}

/** Counts of one read: bytes off the wire, compressed bytes fed, bytes decoded. */
interface Counts {
  wire: number;
  fed: number;
}

/**
 * Reads `stream` within `limits`: counts the wire bytes (cap `maxWireBytes`), inflates gzip or
 * deflate `INFLATE_FEED` bytes at a time, counts the decoded bytes (cap `maxBytes`) and refuses a
 * ratio over `MAX_RATIO` past `RATIO_MIN_BYTES`. A body over `LARGE_BODY_BYTES` (its cap, or as
 * it grows) waits for a large-read slot. On any refusal the stream is cancelled and every buffer
 * dropped.
 */
export async function readBody(
  stream: ReadableStream<Uint8Array> | null,
  limits: BodyLimits,
): Promise<Uint8Array> {
  if (stream === null) return new Uint8Array(0);
  const raw = stream.getReader();
  const slots = limits.slots ?? LARGE_READS;
  let release: (() => void) | null = null;
  let sink: ByteSink | null = null;
  try {
    const format = codingOf(limits.url, limits.encoding);
    sink = new ByteSink(limits.url, limits.maxBytes);
    const counts: Counts = { wire: 0, fed: 0 };
    const wireCap = format === null ? Infinity : limits.maxWireBytes ?? limits.maxBytes;
    const pull = async () => {
      const { done, value } = await raw.read();
      if (done) return null;
      counts.wire += value.byteLength;
      if (counts.wire > wireCap) throw new BodyTooLarge(limits.url, wireCap, "compressed");
      return value;
    };
    const onDecoded = async (chunk: Uint8Array) => {
      if (release === null && sink!.length + chunk.byteLength > LARGE_BODY_BYTES) {
        release = await slots.wait(limits.signal);
      }
      sink!.push(chunk);
      if (format !== null) checkRatio(limits.url, sink!.length, counts.fed);
    };
    if (limits.maxBytes > LARGE_BODY_BYTES) release = await slots.wait(limits.signal);
    if (format === null) {
      for (let chunk = await pull(); chunk !== null; chunk = await pull()) {
        counts.fed += chunk.byteLength;
        await onDecoded(chunk);
      }
    } else await inflate(format, pull, counts, onDecoded, limits.url);
    return sink.bytes();
  } catch (err) {
    sink?.release();
    await raw.cancel().catch(() => {});
    throw err;
  } finally {
    (release as (() => void) | null)?.();
  }
}

/** Throws `BodyRefused` when `decoded` is over `MAX_RATIO` times `fed`, past the minimum. */
function checkRatio(url: string, decoded: number, fed: number): void {
  if (decoded > RATIO_MIN_BYTES && decoded > MAX_RATIO * Math.max(fed, 1)) {
    throw new BodyRefused(
      url,
      "ratio",
      `${decoded} bytes decoded from ${fed} compressed bytes is over ${MAX_RATIO}x (a compression bomb)`,
    );
  }
}

/**
 * Inflates what `pull` gives (null at the end) into `onDecoded`, `INFLATE_FEED` bytes at a
 * time: the feeder waits on the inflater's backpressure, so nothing is inflated ahead of what
 * the reader accepted, and a refusal stops both sides.
 */
async function inflate(
  format: CompressionFormat,
  pull: () => Promise<Uint8Array | null>,
  counts: Counts,
  onDecoded: (chunk: Uint8Array) => Promise<void>,
  url: string,
): Promise<void> {
  const inflater = new DecompressionStream(format);
  const writer = inflater.writable.getWriter();
  const reader = inflater.readable.getReader();
  const failures: unknown[] = []; // the first is the cause
  const feeding = (async () => {
    for (let chunk = await pull(); chunk !== null; chunk = await pull()) {
      for (let at = 0; at < chunk.byteLength; at += INFLATE_FEED) {
        const piece = chunk.subarray(at, at + INFLATE_FEED);
        counts.fed += piece.byteLength;
        await writer.write(piece as Uint8Array<ArrayBuffer>);
      }
    }
    await writer.close();
  })().catch(async (error) => {
    failures.push(error);
    await reader.cancel(error).catch(() => {});
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await onDecoded(value);
    }
  } catch (error) {
    // The feeder may be waiting on the network: the caller's cancel of the stream ends it.
    await reader.cancel(error).catch(() => {});
    await writer.abort(error).catch(() => {});
    throw inflateError(failures[0] ?? error, format, url);
  }
  await feeding;
  if (failures.length > 0) throw inflateError(failures[0], format, url);
}

/** A corrupt stream's `TypeError` as `BodyRefused`; anything else as it was. */
function inflateError(error: unknown, format: CompressionFormat, url: string): unknown {
  if (
    error instanceof TypeError &&
    /corrupt|invalid|checksum|stream|deflate|gzip/i.test(error.message)
  ) {
    return new BodyRefused(url, "corrupt", `the ${format} data is corrupt: ${error.message}`);
  }
  return error;
}
