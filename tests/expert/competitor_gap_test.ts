/** Expert cases 10-12: `/content/competitor-gap-matrix` (utility pages, languages, focus). */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";

type Json = Record<string, unknown>;
type Opportunity = {
  rank: number;
  topic: string;
  priority: string;
  gap_type: string;
  page_type: string;
  buyer_stage: string;
  top_pages: { url: string }[];
  own_coverage: { status: string; url: string | null };
  recommended_action: string;
};

const opportunities = (r: Json) => r.opportunities as Opportunity[];
const covered = (r: Json) => r.covered_topics as { topic: string; own_url: string | null }[];
const workflow = (r: Json) =>
  r.agent_workflow as {
    summary: string;
    limitations: string[];
    recommended_actions: { action: string; priority: string; target?: string }[];
    next_calls: { endpoint: string; body: Json }[];
  };
const titles = (r: Json) =>
  (r.suggested_titles as { titles: { title: string }[] }[]).flatMap((t) =>
    t.titles.map((x) => x.title)
  );
/** The opportunity one of whose proof pages is `url`. */
const fromPage = (r: Json, url: string) =>
  opportunities(r).find((o) => o.top_pages.some((p) => p.url === url)) ?? null;
const withTopic = (r: Json, pattern: RegExp) =>
  opportunities(r).filter((o) => pattern.test(o.topic));

const c10 = readCase(
  "/content/competitor-gap-matrix",
  "content-competitor-gap-matrix/10_injury_law_utility_pages",
);

statement(c10, 1, "no utility, legal or bio page produces an opportunity", (r) => {
  for (const o of opportunities(r)) {
    for (const p of o.top_pages) {
      assert.doesNotMatch(
        p.url,
        /\/(careers|join-our-team|privacy|terms|contact|client-portal|attorneys\/)|\.com\/?$/,
        `${o.topic} from ${p.url}`,
      );
    }
  }
});

statement(c10, 2, "the truck-accident topic is a high opportunity ranked first", (r) => {
  const first = opportunities(r)[0];
  assert.ok(first, "no opportunity");
  assert.match(first.topic, /truck/);
  assert.equal(first.priority, "high");
});

statement(c10, 3, "truck accident lawyer and attorney are one topic", (r) => {
  assert.equal(
    withTopic(r, /truck/).length,
    1,
    withTopic(r, /truck/).map((o) => o.topic).join(" | "),
  );
});

statement(
  c10,
  4,
  "truck accidents and dog bites are new practice-area pages at the decision stage",
  (r) => {
    for (const pattern of [/truck/, /dog bite/]) {
      const found = withTopic(r, pattern);
      assert.ok(found.length > 0, `no ${pattern} opportunity`);
      for (const o of found) {
        assert.ok(!["blog_post", "guide"].includes(o.page_type), `${o.topic}: ${o.page_type}`);
        assert.equal(o.buyer_stage, "decision", o.topic);
        assert.doesNotMatch(o.recommended_action, /expand/i, o.recommended_action);
      }
    }
  },
);

statement(c10, 5, "the statute of limitations is an informational opportunity", (r) => {
  const [o] = withTopic(r, /statute of limitations/);
  assert.ok(o, "no statute-of-limitations opportunity");
  assert.ok(["guide", "blog_post"].includes(o.page_type), o.page_type);
  assert.equal(o.buyer_stage, "awareness");
});

statement(c10, 6, "what to do after a car accident is not an opportunity", (r) => {
  assert.equal(withTopic(r, /what to do after a car accident|car accident colorado/).length, 0);
});

const c11 = readCase(
  "/content/competitor-gap-matrix",
  "content-competitor-gap-matrix/11_security_vendor_german_competitor",
);
const OWN_GUIDE = "https://vaultline.io/blog/ransomware-protection-guide";

statement(
  c11,
  1,
  "no login, pricing, careers, legal or German legal page is an opportunity",
  (r) => {
    for (const o of opportunities(r)) {
      for (const p of o.top_pages) {
        assert.doesNotMatch(
          p.url,
          /\/(login|pricing|careers|privacy|impressum|datenschutz|karriere|kundenportal)/,
          `${o.topic} from ${p.url}`,
        );
      }
    }
  },
);

statement(c11, 2, "ransomware protection is an underperforming gap, not covered", (r) => {
  const gap = opportunities(r).find((o) => /^ransomware protection/.test(o.topic));
  assert.ok(gap, "ransomware protection is not reported as a gap");
  assert.equal(gap.gap_type, "underperforming");
  assert.ok(!covered(r).some((c) => /^ransomware protection/.test(c.topic)));
});

statement(c11, 3, "the SOC 2 compliance checklist is a missing-page opportunity", (r) => {
  const soc = opportunities(r).find((o) => /soc/.test(o.topic));
  assert.ok(soc, "no SOC opportunity");
  assert.equal(soc.gap_type, "missing");
});

statement(c11, 4, "German topics are not matched to English own pages", (r) => {
  const schutz = opportunities(r).find((o) => /schutz/.test(o.topic));
  if (schutz) assert.notEqual(schutz.own_coverage.url, OWN_GUIDE);
  assert.ok(!covered(r).some((c) => /schutz/.test(c.topic)));
  for (const a of workflow(r).recommended_actions) {
    assert.ok(!(/expand/i.test(a.action) && /schutz|richtlinie/i.test(a.action)), a.action);
  }
});

statement(c11, 5, "no suggested title mixes German and English", (r) => {
  for (const title of titles(r)) {
    if (/schutz|richtlinie|datenschutz/i.test(title)) {
      assert.doesNotMatch(title, /\b(A Practical Guide|Guide|How|Best|Explained)\b/, title);
    }
  }
});

statement(c11, 6, "the SOC 2 topic keeps its number", (r) => {
  const soc = opportunities(r).find((o) => /soc/i.test(o.topic));
  assert.ok(soc, "no SOC opportunity");
  assert.match(soc.topic, /soc 2/i);
  for (const title of titles(r).filter((t) => /soc/i.test(t))) assert.match(title, /SOC 2/);
});

const c12 = readCase(
  "/content/competitor-gap-matrix",
  "content-competitor-gap-matrix/12_travel_blog_focus_no_match",
);

statement(c12, 1, "no opportunity is returned", (r) => assert.equal(opportunities(r).length, 0));

statement(c12, 2, "the response says the focus topic matched nothing", (r) => {
  const w = workflow(r);
  const focus = r.focus as { applied: boolean; unmatched: string[] } | null;
  const said = [w.summary, ...w.limitations].join(" ");
  assert.ok(
    (focus?.unmatched.includes("japan rail pass") && !focus.applied) &&
      /japan rail pass/i.test(said) && /match/i.test(said),
    said,
  );
});

statement(c12, 3, "no recommended action is high", (r) => {
  for (const a of workflow(r).recommended_actions) assert.notEqual(a.priority, "high", a.action);
});

statement(c12, 4, "no follow-up call works on the unrelated topics", (r) => {
  for (const c of workflow(r).next_calls) {
    assert.doesNotMatch(
      JSON.stringify(c.body),
      /tbilisi|savannah|lisbon|alhambra|grenada/i,
      c.endpoint,
    );
  }
});

statement(c12, 5, "the Work With Us page produces no opportunity", (r) => {
  assert.ok(!opportunities(r).some((o) => o.top_pages.some((p) => /work-with-us/.test(p.url))));
  assert.equal(fromPage(r, "https://nomadicnotes.com/work-with-us"), null);
});
