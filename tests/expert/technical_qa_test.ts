/**
 * Expert cases 21-24: `/content/technical-qa` on a museum page a CDN header keeps out of the
 * index, a pharmacy product with snippet rules and broken offer markup, a sold car answering 200,
 * and a course page that is a JavaScript shell.
 */
import assert from "node:assert/strict";
import { fill, type Json } from "./case_reading.ts";
import { readCase, statement } from "./harness.ts";

type Finding = {
  id: string;
  severity: string;
  title: string;
  count: number;
  examples: string[];
  why: string;
  fix: string;
  source: { title: string; url: string } | null;
};
type Step = { step: number; action: string; priority: string; finding: string | null };

const findings = (r: Json) => r.findings as Finding[];
const checklist = (r: Json) => r.publish_checklist as Step[];
const actions = (r: Json) =>
  (r.agent_workflow as { recommended_actions: { action: string }[] }).recommended_actions;
const text = (f: Finding) => [f.title, ...f.examples, f.why, f.fix].join(" ");
/** Everything the result tells the user to do. */
const advice = (r: Json) =>
  [
    ...findings(r).map((f) => f.fix),
    ...checklist(r).map((s) => s.action),
    ...actions(r).map((a) => a.action),
  ].join("\n");
const IMPORTANT = new Set(["medium", "high"]);
const withText = (r: Json, pattern: RegExp) => findings(r).filter((f) => pattern.test(text(f)));
const byId = (r: Json, id: string) => findings(r).find((f) => f.id === id);

/** The finding is critical: high, and no finding ranks before it with a lower severity. */
function assertCritical(r: Json, f: Finding | undefined): asserts f is Finding {
  assert.ok(f, JSON.stringify(findings(r).map((x) => x.id)));
  assert.equal(f.severity, "high", f.id);
  const first = findings(r).findIndex((x) => x.severity !== "high");
  assert.ok(first === -1 || findings(r).indexOf(f) < first, "ranked after a lesser finding");
}

function assertNoThinContent(r: Json): void {
  assert.ok(!findings(r).some((f) => f.id === "thin_content"), "thin content reported");
  assert.doesNotMatch(advice(r), /\b(add|expand|write)\b[^.]{0,40}\b(words|content)\b/i);
}

// ---------------------------------------------------------------------------------------------
// Case 21: the CDN's X-Robots-Tag noindex, a canonical that redirects back, one-way hreflang.
const c21 = readCase(
  "/content/technical-qa",
  "content-technical-qa/21_museum_exhibition_header_noindex",
);

statement(c21, 1, "not indexable, because of the X-Robots-Tag header", (r) => {
  const idx = r.indexability as { indexable: boolean; reasons: string[] };
  assert.equal(idx.indexable, false);
  assert.ok(
    idx.reasons.some((x) => /X-Robots-Tag/i.test(x) && /noindex/i.test(x)),
    idx.reasons.join(),
  );
  const f = byId(r, "is_crawlable")!;
  assert.match(text(f), /X-Robots-Tag/);
  assert.doesNotMatch(JSON.stringify(r.indexability), /meta tag allows/i);
});

statement(c21, 2, "critical, first finding and first step; band blocked", (r) => {
  const f = byId(r, "is_crawlable");
  assertCritical(r, f);
  assert.equal(findings(r)[0].severity, "high");
  assert.equal(checklist(r)[0].priority, "high");
  assert.match(checklist(r).slice(0, 2).map((s) => s.action).join(" "), /X-Robots-Tag/);
  assert.equal(r.readiness_band, "blocked");
});

statement(c21, 3, "the fix is on the HTTP header; no step touches the robots meta tag", (r) => {
  const f = byId(r, "is_crawlable")!;
  assert.match(f.fix, /X-Robots-Tag/);
  assert.match(f.fix, /(server|CDN|header)/i);
  assert.doesNotMatch(advice(r), /remove[^.]{0,30}noindex[^.]{0,30}meta tag/i);
  assert.doesNotMatch(advice(r), /meta tag[^.]{0,40}(?<!does not |doesn't )overrides?\b/i);
  assert.match(f.source?.title ?? "", /Robots meta tag/);
});

statement(
  c21,
  4,
  "the canonical points to another URL that redirects; fix: self-canonical",
  (r) => {
    const own = fill(r, "http://{{PAGES}}/it/mostre/luce-e-ombra-caravaggio.html");
    const old = fill(r, "http://{{PAGES}}/it/mostre/luce-e-ombra.html");
    const f = withText(r, /redirect/i).find((x) => text(x).includes(old));
    assert.ok(f, JSON.stringify(findings(r).map((x) => x.id)));
    assert.ok(IMPORTANT.has(f.severity), f.severity);
    assert.match(text(f), /301/);
    assert.ok(f.fix.includes(own), f.fix);
    assert.match(f.fix, /self-referencing|own URL|final URL/i);
    const canonical = r.canonical as { declared: string; matches: boolean | null };
    assert.notEqual(canonical.matches, true);
    assert.ok(!(r.checks as { passed: string[] }).passed.includes("canonical_target"));
  },
);

statement(
  c21,
  5,
  "the English alternate has no return link: important; x-default at most minor",
  (r) => {
    const en = fill(r, "http://{{PAGES}}/en/exhibitions/light-and-shadow-caravaggio.html");
    const f = withText(r, /return link|link back/i).find((x) => text(x).includes(en));
    assert.ok(f, JSON.stringify(findings(r).map((x) => x.id)));
    assert.ok(IMPORTANT.has(f.severity));
    assert.match(f.fix, /reciprocal/i);
    assert.match(f.fix, /\bit\b/);
    assert.match(f.fix, /\ben\b/);
    for (const x of withText(r, /x-default/i)) {
      if (x !== f) assert.equal(x.severity, "low", x.id);
    }
    assert.doesNotMatch(f.examples.join(" "), /x-default/);
  },
);

statement(c21, 6, "ExhibitionEvent lacks location.address; the fix uses the address shown", (r) => {
  const f = withText(r, /location\.address/).find((x) => /ExhibitionEvent/.test(text(x)));
  assert.ok(f, JSON.stringify(findings(r).map((x) => x.id)));
  assert.ok(IMPORTANT.has(f.severity));
  assert.match(text(f), /Piazza Sordello 23/);
  assert.match(f.fix, /Piazza Sordello 23, 46100 Mantova/);
  assert.doesNotMatch(text(f), /(no|missing|absent)[^.]{0,20}address (on|from) the page/i);
});

statement(c21, 7, "FAQPage is not a rich-result opportunity, nor an error", (r) => {
  assert.doesNotMatch(advice(r), /FAQ/i);
  for (const f of withText(r, /FAQ/i)) assert.doesNotMatch(text(f), /eligible|opportunit|add faq/i);
  const sd = r.structured_data as { errors: string[]; not_shown: { type: string; note: string }[] };
  assert.ok(!sd.errors.some((e) => /FAQ/.test(e)), sd.errors.join());
  const faq = sd.not_shown.find((x) => x.type === "FAQPage");
  if (faq) assert.match(faq.note, /2023/);
  if (faq) assert.match(faq.note, /May 2026/);
});

statement(c21, 8, "no false alarms: image preview, robots.txt, thin content", (r) => {
  assert.ok(!findings(r).some((f) => /max-image-preview:large/.test(text(f))));
  assert.ok(!byId(r, "snippet_directives"));
  assert.ok(!byId(r, "robots_txt"));
  assertNoThinContent(r);
});

// ---------------------------------------------------------------------------------------------
// Case 22: max-snippet:0, cz for Czech, an offer with "18,99" and "zł", lang="en" on Polish.
const c22 = readCase(
  "/content/technical-qa",
  "content-technical-qa/22_pharmacy_otc_snippet_and_offer_errors",
);

statement(c22, 1, "indexable, not blocked", (r) => {
  assert.equal((r.indexability as { indexable: boolean }).indexable, true);
  assert.notEqual(r.readiness_band, "blocked");
});

statement(
  c22,
  2,
  "the snippet rules are an important snippet restriction, fixed by lifting them",
  (r) => {
    const f = byId(r, "snippet_directives");
    assert.ok(f, JSON.stringify(findings(r).map((x) => x.id)));
    assert.ok(IMPORTANT.has(f.severity));
    assert.match(text(f), /max-snippet:0/);
    assert.match(text(f), /max-image-preview:none/);
    assert.match(f.why, /no text snippet/i);
    assert.match(f.why, /AI Overviews/);
    assert.match(f.why, /AI Mode/);
    assert.match(f.why, /image preview/i);
    assert.match(f.fix, /max-snippet:-1/);
    assert.match(f.fix, /max-image-preview:large/);
    assert.match(f.fix, /data-nosnippet/);
    assert.doesNotMatch(f.fix, /\badd\b[^.]{0,20}\b(noindex|nosnippet)\b/i);
    assert.match(f.source?.url ?? "", /robots-meta-tag/);
  },
);

statement(c22, 3, "not ready", (r) => {
  assert.notEqual(r.readiness_band, "ready");
  assert.ok((r.readiness_score as number) < 85);
});

statement(c22, 4, "hreflang cz is an invalid language code; the fix is cs-CZ", (r) => {
  const f = withText(r, /"cz"/).find((x) => x.id.startsWith("hreflang"));
  assert.ok(f, JSON.stringify(findings(r).map((x) => x.id)));
  assert.ok(IMPORTANT.has(f.severity));
  assert.match(text(f), /not a language code|invalid|unknown language/i);
  assert.match(f.fix, /cs-CZ/);
  assert.doesNotMatch(f.examples.join(" "), /pl-PL|x-default/);
});

statement(c22, 5, "two structured-data errors in the offer: price and currency", (r) => {
  const f = byId(r, "structured_data");
  assert.ok(f);
  assert.ok(IMPORTANT.has(f.severity));
  const lines = f.examples.join("\n");
  assert.match(lines, /price[^\n]*"18,99"[^\n]*18\.99/);
  assert.match(lines, /priceCurrency[^\n]*"zł"[^\n]*PLN/);
});

statement(c22, 6, "the product's customer rating is not self-serving", (r) => {
  assert.ok(!byId(r, "self_serving_review"));
  assert.ok(!findings(r).some((f) => /self-serving/i.test(text(f))));
});

statement(c22, 7, "lang=en on a Polish page: minor, fixed with lang=pl", (r) => {
  const f = byId(r, "mixed_language");
  assert.ok(f);
  assert.equal(f.severity, "low");
  assert.match(f.fix, /lang="pl"/);
  const worse = findings(r).filter((x) => x.severity !== "low");
  assert.ok(worse.every((x) => findings(r).indexOf(x) < findings(r).indexOf(f)));
});

statement(c22, 8, "no thin content on a product page", (r) => assertNoThinContent(r));

// ---------------------------------------------------------------------------------------------
// Case 23: a sold car answering 200 with "Fahrzeug nicht gefunden".
const c23 = readCase("/content/technical-qa", "content-technical-qa/23_used_car_sold_soft_404");

statement(c23, 1, "a critical soft 404", (r) => {
  const f = byId(r, "soft_404");
  assertCritical(r, f);
  assert.match(text(f), /nicht gefunden|nicht mehr verfügbar/);
  assert.match(f.source?.title ?? "", /HTTP status codes/);
});

statement(c23, 2, "the fix is 404/410 or a 301 to an equivalent, never status 200", (r) => {
  const f = byId(r, "soft_404")!;
  assert.match(f.fix, /404/);
  assert.match(f.fix, /410/);
  assert.match(f.fix, /301/);
  assert.doesNotMatch(advice(r), /serve the page with status 200/i);
});

statement(c23, 3, "not ready", (r) => assert.notEqual(r.readiness_band, "ready"));

statement(c23, 4, "no content optimisation of a dead URL", (r) => {
  assert.ok(!byId(r, "keyword_placement"));
  assert.ok(!byId(r, "document_title"));
  assert.ok(!byId(r, "meta_description"));
  assert.doesNotMatch(advice(r), /vw golf 8 variant 2\.0 tdi gebraucht augsburg/i);
  assertNoThinContent(r);
});

statement(c23, 5, "the stale Car markup is no rich-result opportunity", (r) => {
  assert.doesNotMatch(advice(r), /vehicle|Car markup|structured data/i);
  for (const f of withText(r, /InStock/)) assert.notEqual(f.severity, "high");
});

statement(c23, 6, "robots.txt is not reported as blocking the page", (r) => {
  assert.ok(!byId(r, "robots_txt"));
  assert.ok(!JSON.stringify(r.indexability).includes("robots.txt disallows"));
});

// ---------------------------------------------------------------------------------------------
// Case 24: an SPA shell with noindex and a homepage canonical in the raw HTML.
const c24 = readCase(
  "/content/technical-qa",
  "content-technical-qa/24_course_marketplace_js_shell",
);

statement(c24, 1, "the raw HTML's noindex blocks indexing; fix it in the server response", (r) => {
  const f = byId(r, "is_crawlable");
  assertCritical(r, f);
  assert.match(f.fix, /server/i);
  assert.doesNotMatch(advice(r), /indexable once JavaScript/i);
});

statement(c24, 2, "the canonical to the homepage does not match expected_canonical", (r) => {
  assert.equal((r.canonical as { matches: boolean }).matches, false);
  const f = byId(r, "expected_canonical");
  assert.ok(f);
  assert.ok(IMPORTANT.has(f.severity));
  assert.match(text(f), /https:\/\/skillhaven\.com\/(?!course)/);
  assert.ok(f.fix.includes("https://skillhaven.com/course/excel-data-analysis-bootcamp"));
});

statement(c24, 3, "recognised as a client-side-rendered shell; fix SSR or pre-rendering", (r) => {
  const f = byId(r, "js_shell");
  assert.ok(f);
  assert.ok(IMPORTANT.has(f.severity));
  assert.match(f.fix, /server-side rendering|pre-render/i);
  assert.match(f.fix, /<a href>/);
});

statement(
  c24,
  4,
  "the title is a placeholder, not one to lengthen or fill with the keyword",
  (r) => {
    const f = withText(r, /placeholder/i).find((x) => x.id === "document_title");
    assert.ok(f);
    assert.ok(!byId(r, "keyword_placement"));
    assert.doesNotMatch(advice(r), /lengthen|shorten the title/i);
  },
);

statement(c24, 5, "no thin-content fix", (r) => assertNoThinContent(r));

statement(c24, 6, "blocked", (r) => assert.equal(r.readiness_band, "blocked"));

statement(c24, 7, "says the raw HTML was audited; no bare 'no H1' about the course", (r) => {
  const rendering = r.rendering as { mode: string; note: string };
  assert.equal(rendering.mode, "raw_html");
  assert.match(rendering.note, /raw HTML/);
  assert.match(rendering.note, /not rendered/);
  assert.ok(!byId(r, "headings"));
  assert.ok(!byId(r, "internal_links"));
});
