import assert from "node:assert/strict";
import { Slots } from "../slots.ts";
import {
  BodyRefused,
  BodyTooLarge,
  ByteSink,
  LARGE_BODY_BYTES,
  MAX_RATIO,
  RATIO_MIN_BYTES,
  readBody,
} from "./body.ts";

const URL_ = "http://pages.test/x";

/** `bytes` compressed with `format`. */
async function compress(bytes: Uint8Array, format: CompressionFormat): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream()
    .pipeThrough(new CompressionStream(format));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A stream of `bytes` in `size`-byte chunks that counts the chunks pulled and sees a cancel. */
function chunked(bytes: Uint8Array, size = 16 * 1024) {
  const seen = { pulled: 0, chunks: Math.ceil(bytes.byteLength / size), cancelled: false };
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      if (at >= bytes.byteLength) return c.close();
      seen.pulled++;
      c.enqueue(bytes.slice(at, at += size));
    },
    cancel() {
      seen.cancelled = true;
    },
  }, { highWaterMark: 0 });
  return { stream, seen };
}

async function refused<E extends Error>(p: Promise<unknown>, type: new (...a: never[]) => E) {
  try {
    await p;
  } catch (err) {
    if (err instanceof type) return err;
    throw err;
  }
  throw new assert.AssertionError({ message: `expected ${type.name}` });
}

const TEXT = new TextEncoder().encode(
  Array.from(
    { length: 4000 },
    (_, i) => `<url><loc>https://example.com/p/${i * 7919}</loc></url>\n`,
  )
    .join(""),
);

Deno.test("[body] gzip, x-gzip and deflate bodies are decoded to the exact bytes; identity is kept", async () => {
  for (const [encoding, format] of [["gzip", "gzip"], ["x-gzip", "gzip"], ["deflate", "deflate"]]) {
    const { stream } = chunked(await compress(TEXT, format as CompressionFormat), 300);
    const body = await readBody(stream, { url: URL_, maxBytes: 1 << 20, encoding });
    assert.deepEqual(body, TEXT, encoding);
  }
  const { stream } = chunked(TEXT, 777);
  assert.deepEqual(await readBody(stream, { url: URL_, maxBytes: 1 << 20, encoding: null }), TEXT);
});

Deno.test("[body] a gzip bomb is refused by its ratio within its first ~500 KiB, before the cap, and the stream is cancelled", async () => {
  const bomb = await compress(new Uint8Array(64 << 20), "gzip"); // 64 MiB of zeros, ~64 KB
  const { stream, seen } = chunked(bomb, 4096);
  const err = await refused(
    readBody(stream, { url: URL_, maxBytes: 50 << 20, encoding: "gzip", slots: new Slots(1) }),
    BodyRefused,
  );
  const decoded = Number(/^The body .* refused: (\d+) bytes decoded/.exec(err.message)?.[1]);
  assert.ok(
    decoded > RATIO_MIN_BYTES && decoded < RATIO_MIN_BYTES + (300 << 10),
    `decoded ${decoded}`,
  );
  assert.match(err.message, new RegExp(`over ${MAX_RATIO}x`));
  assert.ok(seen.pulled < 4, `${seen.pulled} of ${seen.chunks} chunks were read`);
  assert.ok(seen.cancelled);
});

Deno.test("[body] a small, very regular body is under the ratio's minimum and is kept", async () => {
  const zeros = new Uint8Array(RATIO_MIN_BYTES - 1);
  const gz = await compress(zeros, "gzip");
  assert.ok(zeros.byteLength / gz.byteLength > MAX_RATIO);
  const { stream } = chunked(gz);
  const body = await readBody(stream, { url: URL_, maxBytes: 1 << 20, encoding: "gzip" });
  assert.equal(body.byteLength, zeros.byteLength);
  const over = await compress(new Uint8Array(RATIO_MIN_BYTES + 300_000), "gzip");
  await refused(
    readBody(chunked(over).stream, { url: URL_, maxBytes: 1 << 20, encoding: "gzip" }),
    BodyRefused,
  );
});

Deno.test("[body] the compressed bytes have their own cap, and the decoded cap counts decoded bytes", async () => {
  const noise = crypto.getRandomValues(new Uint8Array(60_000));
  const gz = await compress(noise, "gzip");
  const wire = await refused(
    readBody(chunked(gz, 1000).stream, {
      url: URL_,
      maxBytes: 1 << 20,
      maxWireBytes: 30_000,
      encoding: "gzip",
    }),
    BodyTooLarge,
  );
  assert.equal(wire.counted, "compressed");
  const decoded = await refused(
    readBody(chunked(await compress(TEXT, "gzip")).stream, {
      url: URL_,
      maxBytes: 100_000,
      encoding: "gzip",
    }),
    BodyTooLarge,
  );
  assert.equal(decoded.counted, "decoded");
  assert.match(decoded.message, /exceeds 100000 bytes$/);
});

Deno.test("[body] brotli, stacked or unknown codings and corrupt gzip are refused, and the stream cancelled", async () => {
  for (const encoding of ["br", "gzip, gzip", "zstd"]) {
    const { stream, seen } = chunked(TEXT);
    const err = await refused(
      readBody(stream, { url: URL_, maxBytes: 1 << 20, encoding }),
      BodyRefused,
    );
    assert.match(err.reason, /not supported/);
    assert.ok(seen.cancelled, encoding);
  }
  const gz = await compress(TEXT, "gzip");
  gz[gz.byteLength - 6] ^= 0xff; // the CRC32
  const err = await refused(
    readBody(chunked(gz).stream, { url: URL_, maxBytes: 1 << 20, encoding: "gzip" }),
    BodyRefused,
  );
  assert.match(err.reason, /corrupt/);
});

Deno.test("[body] the sink grows one buffer and hands it over at its exact length", () => {
  const sink = new ByteSink(URL_, 10);
  sink.push(new Uint8Array([1, 2, 3]));
  sink.push(new Uint8Array([4, 5]));
  assert.throws(() => sink.push(new Uint8Array(6)), BodyTooLarge);
  const bytes = sink.bytes();
  assert.deepEqual(bytes, new Uint8Array([1, 2, 3, 4, 5]));
  assert.equal(bytes.buffer.byteLength, 5);
  assert.equal((bytes.buffer as ArrayBuffer).resizable, false);
});

/** Whether `p` has settled after the queued callbacks ran. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  p.then(() => done = true, () => done = true);
  await new Promise((r) => setTimeout(r, 10));
  return done;
}

Deno.test("[body] slots: the N+1st waits until one is released, and leaves the queue when its signal aborts", async () => {
  const slots = new Slots(2);
  const a = await slots.wait();
  await slots.wait();
  const third = slots.wait();
  assert.equal(await settled(third), false);
  const gone = new AbortController();
  const fourth = slots.wait(gone.signal);
  gone.abort(new Error("deadline"));
  await assert.rejects(fourth, /deadline/);
  a();
  a(); // a second release is a no-op
  const c = await third;
  assert.equal(slots.inFlight, 2);
  c();
  assert.equal(slots.inFlight, 1);
});

Deno.test("[body] a body with a large allowance, or one growing past the threshold, waits for a slot", async () => {
  const slots = new Slots(1);
  const held = await slots.wait();
  const large = readBody(chunked(TEXT).stream, {
    url: URL_,
    maxBytes: LARGE_BODY_BYTES + 1,
    encoding: null,
    slots,
  });
  const small = readBody(chunked(TEXT).stream, { url: URL_, maxBytes: 1 << 20, slots });
  const growing = readBody(chunked(new Uint8Array(LARGE_BODY_BYTES + 10), 1 << 20).stream, {
    url: URL_,
    maxBytes: LARGE_BODY_BYTES + 1000,
    slots: new Slots(0),
    signal: AbortSignal.timeout(50),
  });
  assert.equal(await settled(large), false);
  assert.deepEqual(await small, TEXT); // a small body never waits
  await assert.rejects(growing, (e: Error) => e.name === "TimeoutError");
  held();
  assert.deepEqual(await large, TEXT);
  assert.equal(slots.inFlight, 0);
});
