/** Expert case 32: `/content/draft-qa` (a stuffed, unsourced YMYL draft; chrome on every ranking page). */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";

type Json = Record<string, unknown>;
type Issue = {
  id: string;
  check: string;
  severity: string;
  title: string;
  why: string;
  fix: string;
  urls: string[];
  support: number;
  kind?: string;
  expectation?: string;
  examples?: string[];
};
type Task = { task: string; why: string; priority: string; issue: string; urls: string[] };

const list = (r: Json, key: string) => (r[key] ?? []) as Issue[];
const issues = (r: Json) =>
  [
    "missing_serp_expectations",
    "weak_sections",
    "proof_gaps",
    "spam_risks",
    "title_meta_issues",
    "schema_issues",
  ].flatMap((k) => list(r, k));
const tasks = (r: Json) => r.editor_tasks as Task[];
const text = (i: Issue) => [i.title, i.why, i.fix, ...(i.examples ?? [])].join(" ");
const IMPORTANT = new Set(["medium", "high"]);
/** The site of a case page (`http://host:port/<domain>/...`). */
const siteOf = (url: string) => new URL(url).pathname.split("/")[1];

const c32 = readCase("/content/draft-qa", "content-draft-qa/32_mortgage_broker_stuffed_draft");

statement(c32, 1, "not ready, and the reason names the stuffing and the missing trust", (r) => {
  assert.notEqual(r.readiness, "ready");
  assert.ok(["needs_work", "not_ready"].includes(r.readiness as string));
  const reason = r.readiness_reason as string;
  assert.match(reason, /stuff/i, reason);
  assert.match(reason, /(author|review|regulat|source|trust)/i, reason);
  assert.ok((r.publish_readiness_score as number) < 80, `score ${r.publish_readiness_score}`);
});

statement(c32, 2, "keyword stuffing flagged at medium or above with the counts", (r) => {
  const stuffing = issues(r).filter((i) => /stuff/i.test(i.check));
  const body = stuffing.find((i) => /first time buyer mortgage ireland/i.test(text(i)));
  assert.ok(body, JSON.stringify(stuffing));
  assert.ok(IMPORTANT.has(body.severity), body.severity);
  // 22 times in the body (the H1 and headings may be counted with it), 2 in the title.
  const counts = [...text(body).matchAll(/\b(\d+) times?\b/g)].map((m) => Number(m[1]));
  assert.ok(counts.some((n) => n >= 20 && n <= 28), text(body));
  assert.match(text(body), /\b2\b[^.]*title|title[^.]*\b2\b/i, text(body));
  assert.match(body.fix, /once/i);
  assert.match(body.fix, /title/i);
  assert.match(body.fix, /H1/);
  assert.match(body.fix, /(natural|vari|synonym)/i);
  assert.ok(tasks(r).some((t) => t.issue === body.id), "no editor task for the stuffing");
  // Red flag: never "use the keyword more often".
  for (const t of tasks(r)) assert.doesNotMatch(t.task, /keyword more|more often/i);
});

statement(c32, 3, "missing author/reviewer and regulatory statement flagged as trust gaps", (r) => {
  const gaps = list(r, "proof_gaps");
  const author = gaps.find((g) => /(author|byline|review)/i.test(`${g.kind} ${g.title}`));
  const regulated = gaps.find((g) => /regulat/i.test(`${g.kind} ${g.title}`));
  assert.ok(author, JSON.stringify(gaps.map((g) => g.title)));
  assert.ok(regulated, JSON.stringify(gaps.map((g) => g.title)));
  for (const g of [author, regulated]) {
    assert.ok(IMPORTANT.has(g.severity), `${g.title}: ${g.severity}`);
    assert.ok(new Set(g.urls.map(siteOf)).size >= 2, `${g.title}: ${g.urls.join(", ")}`);
  }
  assert.ok(
    author.urls.some((u) => /mortgagewise|moneyhub/.test(u)),
    `the QFA bylines: ${author.urls.join(", ")}`,
  );
  assert.ok(regulated.urls.every((u) => /mortgagewise|shannonbank|lakeshorecu/.test(u)));
});

statement(c32, 4, "unsourced claims are flagged, quoting at least two of the four", (r) => {
  const claims = list(r, "proof_gaps").filter((g) =>
    g.kind === "unsupported_claims" || g.kind === "no_sources"
  );
  const quoted = claims.flatMap((g) => g.examples ?? []).join("\n");
  const four = [
    /9 out of 10 first-time buyers/,
    /rates will fall below 3% next year/,
    /only need a 5% deposit/,
    /approve within 48 hours/,
  ].filter((re) => re.test(quoted));
  assert.ok(four.length >= 2, quoted);
  assert.ok(claims.some((g) => IMPORTANT.has(g.severity)));
});

statement(
  c32,
  5,
  "missing expectations from main content, two sites each, two of four topics",
  (r) => {
    const expected = list(r, "missing_serp_expectations");
    for (const e of expected.filter((x) => x.kind !== "format" && x.kind !== "media")) {
      assert.ok(new Set(e.urls.map(siteOf)).size >= 2, `${e.title}: ${e.urls.join(", ")}`);
    }
    const topics = [
      /(4 times|4 x|4×|lending (limit|rule)|central bank|10%)/i,
      /first home/i,
      /(approval in principle|\bAIP\b)/i,
      /(cost|stamp duty|legal fee)/i,
    ];
    const found = topics.filter((re) =>
      expected.some((e) => re.test(`${e.expectation} ${e.title} ${(e.examples ?? []).join(" ")}`))
    );
    assert.ok(found.length >= 2, JSON.stringify(expected.map((e) => e.title)));
  },
);

const CHROME =
  /(privacy|cookie|subscribe|newsletter|sign up|related (posts|documents)|you may also like|most read|was this page helpful|book a (free )?(consultation|mortgage appointment)|apply now|mortgage calculator|share this|about the author|\breply\b|more posts you may like)/i;

statement(c32, 6, "no task or expectation comes from chrome", (r) => {
  for (const e of list(r, "missing_serp_expectations")) {
    assert.doesNotMatch(`${e.title} ${e.expectation} ${e.fix}`, CHROME);
  }
  for (const w of list(r, "weak_sections")) assert.doesNotMatch(`${w.title} ${w.fix}`, CHROME);
  for (const t of tasks(r)) assert.doesNotMatch(t.task, CHROME);
  const actions = (r.agent_workflow as { recommended_actions: { action: string }[] })
    .recommended_actions;
  for (const a of actions) assert.doesNotMatch(a.action, CHROME);
});

statement(c32, 7, "no FAQPage recommendation promising a rich result", (r) => {
  const recs = r.schema_recommendations as { type: string; reason: string; priority: string }[];
  for (const s of recs.filter((x) => x.type === "FAQPage")) {
    assert.doesNotMatch(s.reason, /rich (result|snippet)/i);
    assert.notEqual(s.priority, "high");
  }
  for (const t of tasks(r)) assert.doesNotMatch(t.task, /FAQ ?Page|FAQ rich/i);
});
