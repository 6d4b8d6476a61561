import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { ApiError } from "../../errors.ts";
import { auditSitemap, SitemapAuditResultSchema } from "./mod.ts";
import { NOW, NS, request, serve, urlset } from "./testing.ts";

const noop = () => Promise.resolve();

async function audit(body: Record<string, unknown>, files = {}) {
  const r = await auditSitemap(request(body), { web: serve(files), progress: noop, now: NOW });
  const checked = SitemapAuditResultSchema.safeParse(r);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  assertValidNextCalls(r.agent_workflow);
  return r;
}

const ids = (r: { findings: { id: string }[] }) => r.findings.map((f) => f.id);

Deno.test("[sitemap audit] defects of the file and of the crawl cross-check are found", async () => {
  const xml = urlset([
    "https://shop.com/",
    "https://shop.com/a",
    "https://shop.com/a/",
    "/relative",
    "http://shop.com/old",
    "https://other.com/x",
    "<loc>https://shop.com/b</loc><lastmod>2030-01-01</lastmod><priority>2</priority>",
    "https://shop.com/c?utm_source=x",
  ]);
  const r = await audit({
    sitemap_xml: xml,
    target: "shop.com",
    important_urls: ["https://shop.com/pricing"],
    crawl_urls: [
      { url: "https://shop.com/a", status_code: 301 },
      { url: "https://shop.com/b", indexable: false },
      { url: "https://shop.com/", canonical_url: "https://shop.com/home" },
      { url: "https://shop.com/hot", status_code: 200, indexable: true, clicks: 40 },
    ],
    internal_links: [{ source_url: "https://shop.com/", target_url: "https://shop.com/a" }],
  });
  for (
    const id of [
      "invalid_urls",
      "other_host_urls",
      "mixed_protocol",
      "duplicate_urls",
      "non_canonical_urls",
      "future_lastmod",
      "invalid_optional_tags",
      "non_200_in_sitemap",
      "noindex_in_sitemap",
      "canonicalised_in_sitemap",
      "important_urls_missing",
      "indexable_urls_missing",
      "orphan_urls",
    ]
  ) assert.ok(ids(r).includes(id), `${id} in ${ids(r)}`);
  // Most severe first; the checklist follows the findings.
  assert.equal(r.findings[0].severity, "high");
  assert.equal(r.implementation_checklist.length, r.findings.length);
  assert.equal(r.agent_workflow.decision, "fix_sitemap");
  assert.deepEqual(r.checks.skipped, []);
});

Deno.test("[sitemap audit] a clean sitemap passes, and checks without data are skipped and said", async () => {
  const r = await audit({ sitemap_xml: urlset(["https://a.com/", "https://a.com/b"]) });
  assert.deepEqual(r.findings, []);
  assert.equal(r.agent_workflow.decision, "sitemap_ok");
  assert.ok(r.checks.skipped.some((s) => s.id === "non_200_in_sitemap"));
  assert.ok(r.agent_workflow.limitations.some((l) => /did not run: it needs crawl_urls/.test(l)));
});

Deno.test("[sitemap audit] an index: children read up to the limit, the rest offered as follow-ups", async () => {
  const index = `<sitemapindex ${NS}>${
    [1, 2, 3].map((i) => `<sitemap><loc>https://a.com/s${i}.xml</loc></sitemap>`).join("")
  }</sitemapindex>`;
  const gz = new Uint8Array(
    await new Response(
      new Blob([urlset(["https://a.com/p1", "https://a.com/p2"])]).stream().pipeThrough(
        new CompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>,
      ),
    ).arrayBuffer(),
  );
  const r = await audit({ sitemap_url: "https://a.com/index.xml", max_sitemap_children: 2 }, {
    "https://a.com/index.xml": [200, index],
    "https://a.com/s1.xml": [200, gz, "application/gzip"],
  });
  assert.equal(r.sitemap.kind, "sitemapindex");
  assert.equal(r.sitemap.child_sitemaps, 3);
  assert.equal(r.sitemap.child_sitemaps_read, 2);
  assert.deepEqual(r.sitemap.child_sitemaps_not_read, ["https://a.com/s3.xml"]);
  assert.equal(r.sitemap.urls_listed, 2);
  assert.equal(r.files[1].gzip, true);
  // s2 answers 404: reported, not fatal.
  const unreadable = r.findings.find((f) => f.id === "sitemap_unreadable")!;
  assert.match(unreadable.examples[0], /s2\.xml: the server answered 404/);
  assert.deepEqual(r.agent_workflow.next_calls.map((c) => c.body.sitemap_url), [
    "https://a.com/s3.xml",
  ]);
});

Deno.test("[sitemap audit] a DOCTYPE in sitemap_xml is a 400 naming the field", async () => {
  await assert.rejects(
    () =>
      auditSitemap(request({ sitemap_xml: `<!DOCTYPE x [<!ENTITY a "b">]><urlset ${NS}/>` }), {
        web: serve({}),
        progress: noop,
        now: NOW,
      }),
    (e) =>
      e instanceof ApiError && e.code === "INVALID_PARAMETERS" && /sitemap_xml/.test(e.message),
  );
});
