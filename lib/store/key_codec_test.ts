/**
 * Tests of the key codec (`key_codec.ts`) that need no database: round trips, byte order against
 * Deno KV's own list order (a `:memory:` store, for fixed and for random keys), Deno KV's cursor
 * strings, the selector ranges and their errors.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import fc from "fast-check";
import {
  compareBytes,
  decodeKey,
  encodeCursor,
  encodeKey,
  resumeRange,
  selectorRange,
  writeKey,
} from "./key_codec.ts";
import { orderedParts } from "./store_conformance.ts";

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

Deno.test("key codec: every part type round-trips, -0 and NaN included", () => {
  for (const key of orderedParts()) assert.deepStrictEqual(decodeKey(encodeKey(key)), key);
  assert.deepStrictEqual(decodeKey(encodeKey([])), []);
  const view = new Int16Array([1, -1]);
  assert.deepStrictEqual(decodeKey(encodeKey([view as unknown as Uint8Array])), [
    new Uint8Array(view.buffer),
  ]);
});

Deno.test("key codec: the encodings of Deno KV's ordered keys are in byte order", () => {
  const encoded = orderedParts().map(encodeKey);
  for (let i = 1; i < encoded.length; i++) {
    assert.equal(compareBytes(encoded[i - 1], encoded[i]), -1, `${i - 1} < ${i}`);
  }
});

Deno.test("key codec: the tuple bytes Deno KV uses", () => {
  assert.equal(hex(encodeKey(["a\0b"])), "0261" + "00ff" + "6200");
  assert.equal(hex(encodeKey([new Uint8Array([0, 1])])), "0100ff0100");
  assert.equal(hex(encodeKey([1])), "21bff0000000000000");
  assert.equal(hex(encodeKey([-1])), "21400fffffffffffff");
  assert.equal(hex(encodeKey([0n, 1n, -1n, 256n])), "14" + "1501" + "13fe" + "160100");
  assert.equal(hex(encodeKey([2n ** 64n])), "1d09010000000000000000");
  assert.equal(hex(encodeKey([-(2n ** 64n)])), "0bf6feffffffffffffffff");
  assert.equal(hex(encodeKey([false, true])), "2627");
  const nan = new Float64Array(new Uint32Array([1, 0x7ff00000]).buffer)[0]; // another NaN
  assert.equal(hex(encodeKey([nan])), hex(encodeKey([NaN])));
});

Deno.test("key codec: decoding a Buffer gives parts of their own", () => {
  const buf = Buffer.from(encodeKey([new Uint8Array([7]), 2.5, "x"]));
  const key = decodeKey(buf);
  assert.deepStrictEqual(key, [new Uint8Array([7]), 2.5, "x"]);
  buf.fill(0);
  assert.deepStrictEqual(key, [new Uint8Array([7]), 2.5, "x"]);
});

Deno.test("key codec: refuses bad parts, bad bytes and oversized keys", () => {
  assert.throws(() => encodeKey([{} as unknown as string]), TypeError);
  assert.throws(() => encodeKey([2n ** 2100n]), TypeError);
  assert.throws(() => decodeKey(new Uint8Array([0x02, 0x61])), /unterminated/);
  assert.throws(() => decodeKey(new Uint8Array([0x21, 0x01])), /truncated/);
  assert.throws(() => decodeKey(new Uint8Array([0x99])), /unknown type tag/);
  assert.throws(() => writeKey([]), /key cannot be empty/);
  assert.throws(() => writeKey(["x".repeat(2047)]), /Key too large for write/);
  assert.equal(writeKey(["x".repeat(2046)]).length, 2048);
});

Deno.test("key codec: selector ranges and their errors", () => {
  const p = encodeKey(["p"]);
  const prefixed = selectorRange({ prefix: ["p"] });
  assert.deepStrictEqual(prefixed, {
    start: Uint8Array.from([...p, 0]),
    end: Uint8Array.from([...p, 0xff]),
    common: p,
  });
  const range = selectorRange({ start: ["p", 1], end: ["p", 3] });
  assert.equal(hex(range.common), hex(p) + "21");
  assert.throws(() => selectorRange({ prefix: ["p"], start: ["p"] }), /Start key is not in/);
  assert.throws(() => selectorRange({ prefix: ["p"], end: ["q"] }), /End key is not in/);
  assert.throws(() => selectorRange({ start: ["b"], end: ["a"] }), /greater than end/);
  assert.throws(() => resumeRange(prefixed, "%%%", false), /invalid cursor/);
  const fromThree = selectorRange({ prefix: ["p"], start: ["p", 3] });
  const atOne = encodeCursor(prefixed, encodeKey(["p", 1]));
  assert.throws(() => resumeRange(fromThree, atOne, false), /cursor out of bounds/);
});

/** The keys Deno KV lists, and the cursor after the first of `limit` entries. */
async function denoKvOrder(kv: Deno.Kv, keys: Deno.KvKey[], prefix: Deno.KvKey) {
  for (const key of keys) await kv.set([...prefix, ...key], 1);
  const listed: Deno.KvKey[] = [];
  for await (const e of kv.list({ prefix })) listed.push(e.key.slice(prefix.length));
  for (const key of keys) await kv.delete([...prefix, ...key]);
  return listed;
}

Deno.test("key codec: byte order is Deno KV's list order, for random keys", async () => {
  const kv = await Deno.openKv(":memory:");
  const edge = fc.constantFrom<Deno.KvKeyPart>(0, -0, NaN, 0n, -1n, "", "a", true, false);
  const part = fc.oneof(
    fc.uint8Array({ maxLength: 3 }),
    fc.string({ unit: "binary", maxLength: 3 }),
    fc.double(),
    fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }),
    fc.boolean(),
    edge,
  );
  const keys = fc.array(fc.array(part, { minLength: 1, maxLength: 3 }), { maxLength: 15 });
  let run = 0;
  try {
    await fc.assert(
      fc.asyncProperty(keys, async (keys) => {
        const listed = await denoKvOrder(kv, keys, ["order", run++]);
        const byBytes = new Map(keys.map((k) => [hex(encodeKey(k)), k]));
        const sorted = [...byBytes.keys()].sort().map((h) => decodeKey(hexBytes(h)));
        assert.deepStrictEqual(sorted, listed);
      }),
      { numRuns: 150 },
    );
  } finally {
    kv.close();
  }
});

function hexBytes(h: string): Uint8Array {
  return Uint8Array.from(h.match(/../g) ?? [], (b) => parseInt(b, 16));
}

Deno.test("key codec: cursors are Deno KV's strings and resume where Deno KV does", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    for (const n of [1, 2, 3, 4]) await kv.set(["c", n], n);
    const selectors: Deno.KvListSelector[] = [
      { prefix: ["c"] },
      { start: ["c", 2], end: ["c", 4] },
      { prefix: ["c"], start: ["c", 2] },
    ];
    for (const selector of selectors) {
      for (const reverse of [false, true]) {
        const it = kv.list(selector, { limit: 1, reverse });
        const [first] = await Array.fromAsync(it);
        const range = selectorRange(selector);
        assert.equal(encodeCursor(range, encodeKey(first.key)), it.cursor);
        const rest = resumeRange(range, it.cursor, reverse);
        assert.equal(
          hex(reverse ? rest.end : rest.start),
          hex(encodeKey(first.key)) + (reverse ? "" : "00"),
        );
      }
    }
  } finally {
    kv.close();
  }
});
