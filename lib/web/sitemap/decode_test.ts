import assert from "node:assert/strict";
import { SitemapError, sitemapText } from "./decode.ts";

async function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream()
    .pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const XML = '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
  Array.from({ length: 30_000 }, (_, i) => `<url><loc>https://a.com/p/${i}</loc></url>`).join("") +
  "</urlset>";

Deno.test("[sitemap decode] a .xml.gz file is inflated to its exact text; plain XML is read as is", async () => {
  const plain = new TextEncoder().encode("\uFEFF" + XML);
  const gz = await sitemapText(await gzip(plain));
  assert.deepEqual([gz.text, gz.inflated, gz.bytes], [XML, true, plain.byteLength]);
  const raw = await sitemapText(plain);
  assert.deepEqual([raw.text, raw.inflated], [XML, false]);
});

Deno.test("[sitemap decode] a .xml.gz bomb is refused by its ratio within its first MiB, long before 50 MiB", async () => {
  const bomb = await gzip(new Uint8Array(200 << 20)); // 200 MiB of zeros, ~200 KB
  const err = await sitemapText(bomb).then(() => null, (e) => e);
  assert.ok(err instanceof SitemapError && err.code === "too_large", String(err));
  const decoded = Number(/refused: (\d+) bytes decoded/.exec(err.message)?.[1]);
  assert.ok(decoded > 256 << 10 && decoded < 1 << 20, `inflated ${decoded} bytes`);
});

Deno.test("[sitemap decode] the 50 MiB cap counts inflated bytes, and corrupt gzip is bad_gzip", async () => {
  const big = await gzip(new TextEncoder().encode(XML));
  const err = await sitemapText(big, 100_000).then(() => null, (e) => e);
  assert.ok(err instanceof SitemapError && err.code === "too_large", String(err));
  assert.match(err.message, /over 100000 bytes uncompressed/);
  big[big.length - 8] ^= 0xff;
  const bad = await sitemapText(big).then(() => null, (e) => e);
  assert.ok(bad instanceof SitemapError && bad.code === "bad_gzip", String(bad));
});
