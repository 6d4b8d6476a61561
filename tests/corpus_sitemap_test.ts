/**
 * Sitemap parsing against real fixtures nobody on the team wrote: crawler-commons' sitemaps
 * (expected counts transcribed from its JUnit asserts) and sitemap.js's field-level expectations;
 * plus the two classic attacks, a gzip bomb and a billion-laughs document, refused quickly.
 */
import assert from "node:assert/strict";
import { SitemapError, sitemapText } from "../lib/web/sitemap/decode.ts";
import { parseSitemap } from "../lib/web/sitemap/parse.ts";
import { needsShared, sharedPath } from "./shared.ts";

interface Expectation {
  file: string;
  base_url?: string;
  type?: string;
  expected_url_count?: number;
  expected_sitemap_count?: number;
  expected_first_url?: string;
  expected_urls_in_order?: string[];
}

const CC = "corpus/crawler-commons/expectations.json";

Deno.test({
  ...needsShared(CC, "[sitemap corpus] crawler-commons fixtures give the expected URL counts"),
  fn: async () => {
    const all = JSON.parse(Deno.readTextFileSync(sharedPath(CC))).sitemaps as Expectation[];
    const cases = all.filter((e) => e.type !== "aux");
    let checked = 0;
    for (const e of cases) {
      const bytes = Deno.readFileSync(sharedPath(`corpus/crawler-commons/${e.file}`));
      const { text } = await sitemapText(bytes);
      const s = parseSitemap(text, { baseUrl: e.base_url });
      if (e.type && e.type !== "aux") assert.equal(s.kind, e.type, e.file);
      if (e.expected_url_count !== undefined) {
        assert.equal(s.urls.length, e.expected_url_count, e.file);
        checked++;
      }
      if (e.expected_sitemap_count !== undefined) {
        assert.equal(s.sitemaps.length, e.expected_sitemap_count, e.file);
        checked++;
      }
      if (e.expected_first_url) assert.equal(s.urls[0].loc, e.expected_first_url, e.file);
      if (e.expected_urls_in_order) {
        assert.deepEqual(s.urls.map((u) => u.loc), e.expected_urls_in_order, e.file);
      }
    }
    console.log(`    ${checked} crawler-commons fixtures with expected counts: all match`);
  },
});

const SJ = "corpus/sitemap-js/mocks/sampleconfig.normalized.json";

/** A URL as the WHATWG parser serialises it (sitemap.js percent-encodes), else as written. */
function urlKey(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/** gzip of `mib` MiB of zeros, compressed as a stream (the zeros are never all in memory). */
async function gzipBomb(mib: number): Promise<Uint8Array> {
  const chunk = new Uint8Array(1024 * 1024);
  let sent = 0;
  const source = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < mib) controller.enqueue(chunk);
      else controller.close();
    },
  });
  const compressed = source.pipeThrough(
    new CompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>,
  );
  return new Uint8Array(await new Response(compressed).arrayBuffer());
}

Deno.test({
  ...needsShared(SJ, "[sitemap corpus] sitemap.js alltags.xml: every field as expected"),
  fn: () => {
    const expected = JSON.parse(Deno.readTextFileSync(sharedPath(SJ))).urls as {
      url: string;
      changefreq?: string;
      priority?: number;
      lastmod?: string;
      img: unknown[];
      video?: unknown[];
      links: unknown[];
      news?: unknown;
    }[];
    const xml = Deno.readTextFileSync(sharedPath("corpus/sitemap-js/mocks/alltags.xml"));
    const s = parseSitemap(xml);
    assert.equal(s.urls.length, expected.length);
    s.urls.forEach((u, i) => {
      const e = expected[i];
      assert.equal(urlKey(u.loc), urlKey(e.url), `loc ${i}`);
      assert.equal(u.changefreq, e.changefreq ?? null, `changefreq ${i}`);
      assert.equal(
        u.priority === null ? undefined : Number(u.priority),
        e.priority,
        `priority ${i}`,
      );
      assert.equal(u.lastmod, e.lastmod ?? null, `lastmod ${i}`);
      assert.equal(u.images.length, e.img.length, `images ${i}`);
      assert.equal(u.videos, e.video?.length ?? 0, `videos ${i}`);
      assert.equal(u.alternates.length, e.links.length, `hreflang links ${i}`);
      assert.equal(u.news, e.news !== undefined, `news ${i}`);
    });
    const bad = parseSitemap(
      Deno.readTextFileSync(sharedPath("corpus/sitemap-js/mocks/bad-tag-sitemap.xml")),
    );
    assert.deepEqual(bad.unknownElements, ["foo"]);
    const index = parseSitemap(
      Deno.readTextFileSync(sharedPath("corpus/sitemap-js/mocks/alltags-index.xml")),
    );
    assert.equal(index.kind, "sitemapindex");
    assert.equal(index.sitemaps.length, 2);
  },
});

Deno.test("[sitemap corpus] a gzip bomb is refused by its inflate ratio within its first MiB, memory flat", async () => {
  // 1 GiB of zeros compresses to ~1 MiB (~1000x): the reader refuses it by its ratio (over 200x
  // past 256 KiB decoded), long before the 50 MiB cap, and never inflates it all.
  const bomb = await gzipBomb(1024);
  const before = Deno.memoryUsage().rss;
  const started = performance.now();
  let read = 0;
  await assert.rejects(
    () => sitemapText(bomb),
    (e) => {
      assert.ok(e instanceof SitemapError && e.code === "too_large" && /50 MiB/.test(e.message));
      read = Number(/refused: (\d+) bytes decoded/.exec(e.message)?.[1]);
      return true;
    },
  );
  const grew = (Deno.memoryUsage().rss - before) / 1024 / 1024;
  // Reported, not asserted: rss is the whole test process's (other files run beside this one).
  console.log(
    `    gzip bomb (${bomb.length} bytes -> 1 GiB): refused in ${
      (performance.now() - started).toFixed(0)
    } ms after inflating ${(read / 1024 / 1024).toFixed(1)} MiB, rss +${grew.toFixed(0)} MiB`,
  );
  // It stopped at the ratio check: past its 256 KiB minimum, within the first MiB.
  assert.ok(read > 256 * 1024 && read < 1024 * 1024, `inflated ${read} bytes`);
});

Deno.test("[sitemap corpus] a billion-laughs document is refused at its DOCTYPE", () => {
  const entities = Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
  ).join("");
  const xml =
    `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${entities}]><urlset><url><loc>&lol9;</loc></url></urlset>`;
  assert.throws(
    () => parseSitemap(xml),
    (e) => e instanceof SitemapError && e.code === "dtd_refused",
  );
});
