/**
 * Expert case 30: `/site/sitemap-audit` of an Irish council's services sitemap with a raw `&`,
 * staging URLs, redirects, a 404, a print copy, an internal search URL, missing key pages, an
 * orphan and one lastmod for every entry.
 */
import assert from "node:assert/strict";
import type { Json } from "./case_reading.ts";
import { readCase, statement } from "./harness.ts";

type Finding = {
  id: string;
  severity: string;
  title: string;
  examples: string[];
  why: string;
  fix: string;
};

const c30 = readCase(
  "/site/sitemap-audit",
  "site-sitemap-audit/30_county_council_services_sitemap",
);

const findings = (r: Json) => r.findings as Finding[];
const byId = (r: Json, id: string) => findings(r).find((f) => f.id === id);
const text = (f: Finding) => [f.title, ...f.examples, f.why, f.fix].join(" ");
const IMPORTANT = new Set(["medium", "high"]);
const SITE = "https://www.kilbarracoco.ie";

statement(c30, 1, "the raw & is critical malformed XML at line 74, fixed with &amp;", (r) => {
  const f = byId(r, "malformed_xml");
  assert.ok(f);
  assert.equal(f.severity, "high");
  assert.equal(findings(r)[0].severity, "high");
  assert.match(text(f), /line 74|type=extensions&status=open/);
  assert.match(f.fix, /&amp;/);
  assert.match(f.fix, /generator/);
});

statement(c30, 2, "the staging URLs are another host; remove them and protect staging", (r) => {
  const f = byId(r, "other_host_urls");
  assert.ok(f);
  assert.ok(IMPORTANT.has(f.severity));
  assert.equal(f.examples.filter((x) => x.includes("staging.kilbarracoco.ie")).length, 2);
  assert.match(f.fix, /remove/i);
  assert.match(f.fix, /authentication/i);
  assert.match(f.fix, /not only noindex/i);
});

statement(c30, 3, "the non-200 URLs are reported; list final https URLs, drop the 404", (r) => {
  const f = byId(r, "non_200_in_sitemap");
  assert.ok(f);
  assert.ok(IMPORTANT.has(f.severity));
  const all = text(f);
  for (
    const path of [
      "/services/water/report-a-leak",
      "/services/environment/report-illegal-dumping",
      "/covid-19/business-supports",
    ]
  ) {
    assert.ok(all.includes(`${SITE}${path}`), path);
  }
  const http = [...text(f), ...text(byId(r, "mixed_protocol")!)].join("");
  assert.equal(new Set(http.match(/http:\/\/www\.kilbarracoco\.ie\/[\w/-]*/g) ?? []).size, 4);
  assert.match(f.fix, /final/);
  assert.match(f.fix, /drop/);
});

statement(c30, 4, "the print copy and the internal search URL are reported, to remove", (r) => {
  const canonicalised = byId(r, "canonicalised_in_sitemap");
  assert.ok(
    canonicalised &&
      text(canonicalised).includes(`${SITE}/services/waste/bin-collection-days/print`),
  );
  const noindex = byId(r, "noindex_in_sitemap");
  assert.ok(noindex && /search\?q=bins/.test(text(noindex)), noindex ? text(noindex) : "");
  assert.match(noindex!.fix, /Remove/);
});

statement(c30, 5, "the important URLs missing from the sitemap are reported", (r) => {
  const f = byId(r, "important_urls_missing");
  assert.ok(f);
  assert.ok(f.examples.includes(`${SITE}/services/housing/apply-for-social-housing`));
  assert.ok(f.examples.includes(`${SITE}/services/roads/report-a-pothole`));
});

statement(c30, 6, "the pre-planning page is an orphan, to link from the planning pages", (r) => {
  const f = byId(r, "orphan_urls");
  assert.ok(f);
  assert.ok(f.examples.includes(`${SITE}/services/planning/pre-planning-consultation`));
  assert.match(f.fix, /link/i);
  assert.match(f.fix, /does not replace internal links/);
});

statement(c30, 7, "one lastmod for all entries is untrustworthy, at most important", (r) => {
  const f = byId(r, "uniform_lastmod");
  assert.ok(f);
  assert.notEqual(f.severity, "high");
  assert.match(f.fix, /last content change|own last/i);
});

statement(
  c30,
  8,
  "no false alarms on changefreq, priority, pagination or hreflang alternates",
  (r) => {
    for (const f of findings(r)) {
      if (/changefreq|priority/i.test(text(f))) assert.equal(f.severity, "low", f.id);
      assert.doesNotMatch(f.fix, /(increase|set|raise)[^.]*\b(priority|changefreq)\b/i, f.id);
      assert.ok(
        !f.examples.some((x) => /\/news\/\?page=[23]/.test(x) && f.severity !== "low"),
        f.id,
      );
      assert.doesNotMatch(text(f), /xhtml:link|ga-IE|en-IE/, f.id);
    }
  },
);
