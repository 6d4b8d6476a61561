/**
 * An order-preserving binary encoding of `Deno.KvKey`s, and the byte ranges of list selectors
 * and cursors, for stores that keep keys as bytes (the PostgreSQL adapter keeps them in a `bytea`
 * primary key). Comparing two encodings byte by byte (memcmp, then length: PostgreSQL's bytea
 * order) gives Deno KV's key order, so prefix and range lists are range scans on the key. The
 * encoding is the tuple encoding Deno KV itself uses, part by part:
 *
 * - a `Uint8Array` (any `ArrayBufferView`): 0x01, its bytes with 0x00 escaped as 0x00 0xff, 0x00;
 * - a string: 0x02, its UTF-8 bytes escaped the same way, 0x00;
 * - a bigint: 0x14 for zero; 0x14 ± n and n big-endian bytes (one's complement when negative) up
 *   to 8 bytes; longer, 0x1d (0x0b when negative), a length byte, then the bytes;
 * - a number: 0x21 and the big-endian float64 with its sign bit flipped (all bits when negative);
 * - a boolean: 0x26 (false) or 0x27 (true).
 *
 * So parts order by type (bytes < string < bigint < number < boolean), then by value, and a key
 * orders before every longer key it prefixes. Cursors are Deno KV's too: the last key's bytes past
 * the selector's common prefix, in URL-safe base64.
 */

const BYTES = 0x01;
const STRING = 0x02;
const NEG_BIG = 0x0b;
const INT_ZERO = 0x14;
const POS_BIG = 0x1d;
const DOUBLE = 0x21;
const FALSE = 0x26;
const TRUE = 0x27;

/** The longest key a write takes, in encoded bytes (as Deno KV). */
export const MAX_WRITE_KEY_BYTES = 2048;
/** The longest key a read takes, in encoded bytes (as Deno KV). */
export const MAX_READ_KEY_BYTES = 2049;

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

/** A growable byte buffer. */
class Writer {
  #buf = new Uint8Array(64);
  #len = 0;

  push(...bytes: number[]): void {
    this.#reserve(bytes.length);
    for (const b of bytes) this.#buf[this.#len++] = b;
  }

  append(bytes: Uint8Array): void {
    this.#reserve(bytes.length);
    this.#buf.set(bytes, this.#len);
    this.#len += bytes.length;
  }

  /** Bytes with 0x00 escaped as 0x00 0xff, then the 0x00 terminator. */
  appendEscaped(bytes: Uint8Array): void {
    this.#reserve(bytes.length * 2 + 1);
    for (const b of bytes) {
      this.#buf[this.#len++] = b;
      if (b === 0) this.#buf[this.#len++] = 0xff;
    }
    this.#buf[this.#len++] = 0;
  }

  bytes(): Uint8Array {
    return this.#buf.slice(0, this.#len);
  }

  #reserve(n: number): void {
    if (this.#len + n <= this.#buf.length) return;
    const next = new Uint8Array(Math.max(this.#buf.length * 2, this.#len + n));
    next.set(this.#buf.subarray(0, this.#len));
    this.#buf = next;
  }
}

/** Encodes `key` so that byte order is Deno KV's key order. Throws a TypeError on a bad part. */
export function encodeKey(key: Deno.KvKey): Uint8Array {
  const w = new Writer();
  for (const part of key) encodePart(w, part);
  return w.bytes();
}

function encodePart(w: Writer, part: Deno.KvKeyPart | ArrayBufferView): void {
  if (typeof part === "string") {
    w.push(STRING);
    w.appendEscaped(utf8.encode(part));
  } else if (typeof part === "number") {
    w.push(DOUBLE);
    w.append(encodeDouble(part));
  } else if (typeof part === "bigint") {
    encodeBigInt(w, part);
  } else if (typeof part === "boolean") {
    w.push(part ? TRUE : FALSE);
  } else if (ArrayBuffer.isView(part)) {
    w.push(BYTES);
    w.appendEscaped(new Uint8Array(part.buffer, part.byteOffset, part.byteLength));
  } else {
    throw new TypeError("expected string, number, bigint, ArrayBufferView, boolean");
  }
}

function encodeDouble(n: number): Uint8Array {
  const bytes = new Uint8Array(8);
  // One NaN: DataView may keep a NaN's payload bits, and equal keys must be equal bytes.
  new DataView(bytes.buffer).setFloat64(0, Number.isNaN(n) ? NaN : n);
  if (bytes[0] & 0x80) { for (let i = 0; i < 8; i++) bytes[i] ^= 0xff; }
  else bytes[0] ^= 0x80;
  return bytes;
}

function encodeBigInt(w: Writer, n: bigint): void {
  if (n === 0n) return w.push(INT_ZERO);
  const negative = n < 0n;
  const magnitude = bigIntBytes(negative ? -n : n);
  if (magnitude.length > 255) throw new TypeError("bigint key part is too large");
  if (negative) { for (let i = 0; i < magnitude.length; i++) magnitude[i] ^= 0xff; }
  const len = magnitude.length;
  if (len <= 8) w.push(negative ? INT_ZERO - len : INT_ZERO + len);
  else w.push(negative ? NEG_BIG : POS_BIG, negative ? len ^ 0xff : len);
  w.append(magnitude);
}

/** The big-endian bytes of a positive bigint, as few as it takes. */
function bigIntBytes(n: bigint): Uint8Array {
  let hex = n.toString(16);
  if (hex.length % 2) hex = "0" + hex;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The key `bytes` encodes (the inverse of `encodeKey`). Throws a TypeError on bad bytes. */
export function decodeKey(bytes: Uint8Array): Deno.KvKey {
  const key: Deno.KvKeyPart[] = [];
  let at = 0;
  while (at < bytes.length) {
    const [part, next] = decodePart(bytes, at);
    key.push(part);
    at = next;
  }
  return key;
}

function decodePart(bytes: Uint8Array, at: number): [Deno.KvKeyPart, number] {
  const tag = bytes[at++];
  if (tag === BYTES || tag === STRING) {
    const [raw, next] = readEscaped(bytes, at);
    return [tag === BYTES ? raw : fromUtf8.decode(raw), next];
  }
  if (tag === DOUBLE) return [decodeDouble(take(bytes, at, 8)), at + 8];
  if (tag === FALSE || tag === TRUE) return [tag === TRUE, at];
  if (tag >= NEG_BIG && tag <= POS_BIG) return decodeBigInt(bytes, at, tag);
  throw new TypeError(`invalid key: unknown type tag ${tag} at byte ${at - 1}`);
}

function readEscaped(bytes: Uint8Array, at: number): [Uint8Array, number] {
  const out: number[] = [];
  for (; at < bytes.length; at++) {
    if (bytes[at] !== 0) out.push(bytes[at]);
    else if (bytes[at + 1] === 0xff) out.push(0), at++;
    else return [new Uint8Array(out), at + 1];
  }
  throw new TypeError("invalid key: unterminated bytes or string part");
}

function take(bytes: Uint8Array, at: number, n: number): Uint8Array {
  if (at + n > bytes.length) throw new TypeError("invalid key: truncated part");
  return new Uint8Array(bytes.subarray(at, at + n)); // a copy of its own, even from a Buffer
}

function decodeDouble(bytes: Uint8Array): number {
  if (bytes[0] & 0x80) bytes[0] ^= 0x80;
  else for (let i = 0; i < 8; i++) bytes[i] ^= 0xff;
  return new DataView(bytes.buffer).getFloat64(0);
}

function decodeBigInt(bytes: Uint8Array, at: number, tag: number): [bigint, number] {
  if (tag === INT_ZERO) return [0n, at];
  const negative = tag < INT_ZERO;
  let len = Math.abs(tag - INT_ZERO);
  if (tag === NEG_BIG || tag === POS_BIG) {
    len = take(bytes, at++, 1)[0];
    if (negative) len ^= 0xff;
  }
  const magnitude = take(bytes, at, len);
  if (negative) { for (let i = 0; i < len; i++) magnitude[i] ^= 0xff; }
  let n = 0n;
  for (const b of magnitude) n = (n << 8n) | BigInt(b);
  return [negative ? -n : n, at + len];
}

/** Byte order (memcmp, then the shorter first): -1, 0 or 1. */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/** Whether `bytes` begins with `prefix`. */
export function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (prefix.length > bytes.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix[i]) return false;
  return true;
}

/** `bytes` followed by `more`. */
export function concatBytes(bytes: Uint8Array, ...more: number[]): Uint8Array {
  const out = new Uint8Array(bytes.length + more.length);
  out.set(bytes);
  out.set(more, bytes.length);
  return out;
}

/** The half-open byte range `[start, end)` a list reads, and the prefix its cursors are under. */
export interface KeyRange {
  start: Uint8Array;
  end: Uint8Array;
  /** The bytes every key of the selector begins with (Deno KV's cursor base). */
  common: Uint8Array;
}

/**
 * The byte range of a list selector, with Deno KV's meaning and errors: `{prefix}` lists the keys
 * under `prefix` but not `prefix` itself, `start` is inclusive, `end` exclusive.
 */
export function selectorRange(selector: Deno.KvListSelector): KeyRange {
  const s = selector as { prefix?: Deno.KvKey; start?: Deno.KvKey; end?: Deno.KvKey };
  if (!s.prefix) {
    if (!s.start || !s.end) {
      throw new TypeError("Selector must specify either 'prefix' or both 'start' and 'end' key");
    }
    const start = readKey(s.start);
    const end = readKey(s.end);
    if (compareBytes(start, end) > 0) throw new TypeError("Start key is greater than end key");
    return { start, end, common: commonPrefix(start, end) };
  }
  if (s.start && s.end) {
    throw new TypeError(
      "Selector can not specify both 'start' and 'end' key when specifying 'prefix'",
    );
  }
  const common = readKey(s.prefix);
  const start = s.start ? inPrefix(readKey(s.start), common, "Start") : concatBytes(common, 0x00);
  const end = s.end ? inPrefix(readKey(s.end), common, "End") : concatBytes(common, 0xff);
  return { start, end, common };
}

/** Encodes a key that a read takes, refusing one longer than Deno KV reads. */
export function readKey(key: Deno.KvKey): Uint8Array {
  const bytes = encodeKey(key);
  if (bytes.length > MAX_READ_KEY_BYTES) {
    throw new TypeError(`Key too large for read (max ${MAX_READ_KEY_BYTES} bytes)`);
  }
  return bytes;
}

/** Encodes a key that a write takes, refusing an empty one or one longer than Deno KV writes. */
export function writeKey(key: Deno.KvKey): Uint8Array {
  if (key.length === 0) throw new TypeError("key cannot be empty");
  const bytes = encodeKey(key);
  if (bytes.length > MAX_WRITE_KEY_BYTES) {
    throw new TypeError(`Key too large for write (max ${MAX_WRITE_KEY_BYTES} bytes)`);
  }
  return bytes;
}

function inPrefix(bytes: Uint8Array, prefix: Uint8Array, which: string): Uint8Array {
  if (bytes.length > prefix.length && startsWith(bytes, prefix)) return bytes;
  throw new TypeError(`${which} key is not in the keyspace defined by prefix`);
}

function commonPrefix(a: Uint8Array, b: Uint8Array): Uint8Array {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}

/** The cursor that resumes a list of `range` after the entry at encoded key `last`. */
export function encodeCursor(range: KeyRange, last: Uint8Array): string {
  let binary = "";
  for (const b of last.subarray(range.common.length)) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_");
}

/**
 * The part of `range` still to read after the entry of `cursor` (forward: the keys after it;
 * `reverse`: the keys before it). Throws a TypeError on a cursor that is not one, or is outside.
 */
export function resumeRange(range: KeyRange, cursor: string, reverse: boolean): KeyRange {
  let binary: string;
  try {
    binary = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
  } catch {
    throw new TypeError("invalid cursor");
  }
  const last = new Uint8Array(range.common.length + binary.length);
  last.set(range.common);
  for (let i = 0; i < binary.length; i++) last[range.common.length + i] = binary.charCodeAt(i);
  const next = reverse ? { ...range, end: last } : { ...range, start: concatBytes(last, 0x00) };
  if (compareBytes(next.start, range.start) < 0 || compareBytes(next.end, range.end) > 0) {
    throw new TypeError("cursor out of bounds");
  }
  return next;
}
