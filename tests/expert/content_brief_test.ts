/**
 * Expert cases 35-36: `/content/brief` for a local service query (a Leeds heating engineer:
 * service pages, directories, a forum and a local pack) and a Japanese YMYL guide (a bank's
 * beginner's NISA guide: brokers' guides, a Q&A thread, news, chrome in Japanese).
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import {
  actions,
  builtOn,
  describe,
  EDITORIAL_FORMATS,
  fill,
  isForumFormat,
  type Item,
  type Json,
  matching,
  nextCalls,
  rankedSite,
  recommendedItems,
  sitesOf,
  sitesOutside,
  textsOf,
} from "./case_reading.ts";

const BRIEF = "/content/brief";
const items = (r: Json) => recommendedItems(BRIEF, r);

type Proof = { kind: string; requirement: string; placement: string; urls: string[] };
type Placement = { where: string; cta: string; why: string };
type Section = { heading: string; source: string; variants: string[]; urls: string[] };

const pageType = (r: Json) => r.page_type as { page_type: string; reason: string; source: string };
const audience = (r: Json) =>
  r.audience as { intent: string; buyer_stage: string; knowledge: string; source: string };
const plan = (r: Json) =>
  r.conversion_plan as { goal: string; cta_style: string; offer: string; placements: Placement[] };
const proofs = (r: Json) => r.proof_requirements as Proof[];
const meta = (r: Json) =>
  r.title_meta as {
    language: string;
    h1: string;
    title_options: { text: string }[];
    description_options: { text: string }[];
  };
const outline = (r: Json) => r.outline as { h1: string; sections: Section[] } | null;
const outlineItems = (r: Json) => items(r).filter((i) => i.where.startsWith("outline."));
const proofText = (p: Proof) => `${p.kind} ${p.requirement} ${p.placement}`;

/** Items whose wording or a variant is, or is built on, one of `phrases`. */
const builtOnAny = (list: readonly Item[], phrases: readonly string[]) =>
  list.filter((i) => textsOf(i).some((t) => phrases.some((p) => builtOn(t, p))));

// ---------------------------------------------------------------------------------------------
// Case 35: a service-page brief, not a blog post with a newsletter.

const c35 = readCase(BRIEF, "content-brief/35_heating_engineer_boiler_repair");
const SERVICE_PAGES = [
  "leedsboilerfix.co.uk",
  "yorkgasandheating.co.uk",
  "leedsplumbingandheating.com",
  "boilercare-uk.co.uk",
];
const DIRECTORIES = ["tradecheckr.co.uk", "localfinder-uk.com"];
const HOMEPAGE = "http://{{PAGES}}/aireheating.co.uk/index.html";

statement(c35, 1, "the page type is a local service landing page, from the service pages", (r) => {
  assert.equal(pageType(r).page_type, "landing_page", JSON.stringify(pageType(r)));
  assert.match(pageType(r).reason, /service|local|business/i, pageType(r).reason);
});

statement(c35, 2, "transactional intent, decision stage, a direct call or booking", (r) => {
  assert.ok(["transactional", "commercial"].includes(audience(r).intent), audience(r).intent);
  assert.equal(audience(r).buyer_stage, "decision");
  assert.ok(["contact_sales", "purchase"].includes(plan(r).goal), plan(r).goal);
  assert.equal(plan(r).cta_style, "direct");
  const newsletter = plan(r).placements.filter((p) =>
    /newsletter|subscribe|sign up/i.test(`${p.cta} ${p.where}`)
  );
  assert.equal(newsletter.length, 0, JSON.stringify(newsletter));
});

const UI_35 = [
  "Request a quote",
  "48 results",
  "Filter results",
  "Sort by",
  "Call · Website · Directions",
  "Reply",
  "Share",
  "More posts you may like",
];

statement(c35, 3, "directories and the forum are recognised and not imitated", (r) => {
  for (const site of DIRECTORIES) {
    const entry = rankedSite(r, site);
    assert.ok(entry, `${site} is not in the ranking`);
    assert.ok(
      !EDITORIAL_FORMATS.includes(entry.format) && entry.format !== "landing_page",
      `${site} read as ${entry.format}`,
    );
  }
  assert.ok(isForumFormat(rankedSite(r, "reddit.com")?.format), "the Reddit thread's format");
  const ui = builtOnAny(items(r), UI_35);
  assert.equal(ui.length, 0, describe(r, ui));
  const patterns = (r.competitor_patterns as { pattern: string }[]).filter((p) =>
    UI_35.some((u) => builtOn(p.pattern, u))
  );
  assert.equal(patterns.length, 0, JSON.stringify(patterns));
  const onlyThere = items(r).filter((i) =>
    i.kind === "section" && i.urls.length > 0 &&
    sitesOutside(i.urls, [...DIRECTORIES, "reddit.com"]).size === 0
  );
  assert.equal(onlyThere.length, 0, describe(r, onlyThere));
});

statement(c35, 4, "proof: Gas Safe registration and customer reviews, from service pages", (r) => {
  const backed = (p: Proof) => [...sitesOf(p.urls)].filter((s) => SERVICE_PAGES.includes(s));
  const gasSafe = proofs(r).filter((p) => /gas safe/i.test(proofText(p)));
  assert.ok(
    gasSafe.some((p) => backed(p).length >= 2),
    `no Gas Safe requirement backed by service pages: ${JSON.stringify(proofs(r))}`,
  );
  const reviews = proofs(r).filter((p) =>
    /^(reviews|rating)$/.test(p.kind) || /review|rating/i.test(p.requirement)
  );
  assert.ok(
    reviews.some((p) => backed(p).length >= 2),
    `no reviews or ratings requirement backed by service pages: ${JSON.stringify(proofs(r))}`,
  );
});

const TOPICS_35: [string, RegExp][] = [
  ["same-day or emergency", /same[- ]day|emergenc|24\/7|out of hours/i],
  ["faults repaired", /fault|problem|issue|what we (fix|repair)/i],
  ["prices", /price|pricing|cost|fee|call-?out|£/i],
  ["areas covered", /area|district|cover|near|postcode|leeds (and|&)/i],
  ["repair or replace", /repair or replace|replace/i],
];
const CHROME_35 =
  /cookie|latest news|other services|popular questions|newsletter|follow us|social/i;

statement(c35, 5, "the outline covers what the service pages share, without chrome", (r) => {
  const sections = outline(r)?.sections ?? [];
  assert.ok(sections.length > 0, "no outline");
  const covered = TOPICS_35.filter(([, pattern]) =>
    sections.some((s) =>
      [s.heading, ...s.variants].some((t) => pattern.test(t)) && sitesOf(s.urls).size >= 2
    )
  ).map(([name]) => name);
  assert.ok(covered.length >= 3, `covered with two sites: ${covered.join(", ") || "none"}`);
  const chrome = matching(outlineItems(r), CHROME_35, ["section"]);
  assert.equal(chrome.length, 0, describe(r, chrome));
});

statement(c35, 6, "the brief never advises reworking the homepage", (r) => {
  const home = fill(r, HOMEPAGE);
  const rework = actions(r).filter((a) => {
    const aboutHome = a.target === home || a.action.includes(home) ||
      /homepage|home page|ranking page/i.test(a.action);
    const changes = /\b(rework|rewrite|optimi[sz]e|update|refresh|expand|improve|replace)\b/i;
    const linkOnly = /\blink\b/i.test(a.action) && !changes.test(a.action);
    return aboutHome && !linkOnly;
  });
  assert.equal(rework.length, 0, rework.map((a) => a.action).join("\n"));
  const calls = nextCalls(r).filter((c) =>
    c.body.url === home && /gap|refresh|title-meta/.test(c.endpoint)
  );
  assert.equal(calls.length, 0, calls.map((c) => c.endpoint).join(", "));
});

statement(c35, 7, "title options name boiler repair and Leeds, in a service page's voice", (r) => {
  const titles = meta(r).title_options.map((t) => t.text);
  assert.ok(titles.length > 0, "no title options");
  for (const t of titles) {
    assert.match(t, /boiler repairs?/i, t);
    assert.match(t, /leeds/i, t);
    assert.doesNotMatch(t, /^\s*(\d+|top \d+)\b|\b\d+ best\b|\bbest \d+\b/i, `listicle: ${t}`);
    assert.doesNotMatch(t, /\?|^(how|what|why|when|which|can|should)\b/i, `question: ${t}`);
    assert.doesNotMatch(t, /pricing|free trial|sign up|demo/i, `software template: ${t}`);
  }
});

statement(c35, 8, "the target is in the local pack and at organic position 7", (r) => {
  const target = r.target as { found: boolean; position: number | null; in_features: string[] };
  assert.ok(target, "no target block");
  assert.equal(target.found, true);
  assert.equal(target.position, 7);
  assert.ok(
    target.in_features.some((f) => /local/i.test(f)),
    `local pack not reported: ${JSON.stringify(target.in_features)}`,
  );
});

// ---------------------------------------------------------------------------------------------
// Case 36: a beginner's NISA guide, in Japanese, with the risk disclosure.

const c36 = readCase(BRIEF, "content-brief/36_regional_bank_nisa_guide");
const QA_NEWS = ["qa-hiroba.jp", "keizai-shimbun.jp"];
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Latin words, the product and qualification names Japanese copy writes in Latin removed. */
const englishIn = (text: string) =>
  text.replace(/\b(NISA|iDeCo|CFP|FP|ETF|My Number)\b/gi, "").match(/[A-Za-z]{3,}/g) ?? [];

statement(c36, 1, "the H1, titles, descriptions, outline and CTAs are Japanese", (r) => {
  assert.equal(meta(r).language, "ja");
  const copy = [
    meta(r).h1,
    ...meta(r).title_options.map((t) => t.text),
    ...meta(r).description_options.map((d) => d.text),
    ...(outline(r)?.sections ?? []).map((s) => s.heading),
    ...plan(r).placements.map((p) => p.cta),
  ];
  for (const text of copy) {
    assert.match(text, JAPANESE, `not Japanese: ${text}`);
    assert.deepEqual(englishIn(text), [], `English in: ${text}`);
  }
});

statement(c36, 2, "an informational guide for beginners, for the audience given", (r) => {
  assert.ok(["guide", "blog_post"].includes(pageType(r).page_type), pageType(r).page_type);
  assert.equal(audience(r).intent, "informational");
  assert.equal(audience(r).knowledge, "beginner");
  assert.equal(audience(r).source, "given");
});

statement(c36, 3, "a soft conversion plan after the explanation, never a newsletter", (r) => {
  assert.equal(plan(r).cta_style, "soft");
  assert.notEqual(plan(r).goal, "subscribe");
  for (const p of plan(r).placements) {
    assert.doesNotMatch(`${p.cta} ${p.where}`, /newsletter|subscribe|メルマガ|ニュースレター/i);
    assert.doesNotMatch(p.where, /^(top|above|hero|at the top|before)/i, p.where);
  }
});

statement(
  c36,
  4,
  "proof: a risk disclosure from two pages, official figures sourced or reviewed",
  (r) => {
    const risk = proofs(r).filter((p) =>
      /risk|loss|principal|元本|損失|リスク/i.test(proofText(p)) && sitesOf(p.urls).size >= 2
    );
    assert.ok(risk.length > 0, `no risk disclosure: ${JSON.stringify(proofs(r))}`);
    const official = proofs(r).filter((p) =>
      /金融庁|\bFSA\b|Financial Services Agency|監修|\bC?FP\b|planner|adviser|advisor/i.test(
        proofText(p),
      )
    );
    assert.ok(
      official.length > 0,
      `figures neither sourced nor reviewed: ${JSON.stringify(proofs(r))}`,
    );
  },
);

const TOPICS_36: [string, RegExp][] = [
  ["steps to open an account", /口座開設|流れ|手順|ステップ|始め方/],
  ["the two allowances", /つみたて投資枠|成長投資枠|投資枠|非課税枠/],
  ["choosing a financial institution", /金融機関|証券会社|選び方/],
  ["cautions", /注意|デメリット|リスク/],
];
const CHROME_36 = [
  "Cookie",
  "メルマガ登録",
  "関連記事",
  "あわせて読みたい",
  "人気記事ランキング",
  "アクセスランキング",
  "この記事をシェアする",
  "コメントを書く",
  "口座開設はこちら（無料）",
  "来店予約",
  "ベストアンサー",
  "関連する質問",
  "監修者",
];

statement(
  c36,
  5,
  "outline sections from the guides, at least three core topics, no chrome",
  (r) => {
    const sections = outline(r)?.sections ?? [];
    assert.ok(sections.length > 0, "no outline");
    const thin = sections.filter((s) =>
      sitesOf(s.urls).size < 2 && !(s.source === "question" && s.urls.length === 0)
    );
    assert.equal(thin.length, 0, `sections without two sites: ${thin.map((s) => s.heading)}`);
    const covered = TOPICS_36.filter(([, pattern]) =>
      sections.some((s) => [s.heading, ...s.variants].some((t) => pattern.test(t)))
    ).map(([name]) => name);
    assert.ok(covered.length >= 3, `covered: ${covered.join(", ") || "none"}`);
    const chrome = builtOnAny(outlineItems(r), CHROME_36);
    assert.equal(chrome.length, 0, describe(r, chrome));
  },
);

statement(c36, 6, "the Q&A thread and the news article are not structure models", (r) => {
  assert.ok(isForumFormat(rankedSite(r, "qa-hiroba.jp")?.format), "the Q&A thread's format");
  const news = rankedSite(r, "keizai-shimbun.jp")?.format;
  assert.match(news ?? "", /news/, `the news article read as ${news}`);
  const onlyThere = outlineItems(r).filter((i) =>
    i.kind === "section" && i.urls.length > 0 && sitesOutside(i.urls, QA_NEWS).size === 0
  );
  assert.equal(onlyThere.length, 0, describe(r, onlyThere));
});

statement(c36, 7, "the key figures or allowances are key terms, each from two pages", (r) => {
  const has = (pattern: RegExp) =>
    items(r).some((i) =>
      (i.kind === "term" || i.kind === "entity") &&
      textsOf(i).some((t) => pattern.test(t.replace(/[,，]/g, ""))) && sitesOf(i.urls).size >= 2
    );
  const figures = has(/360万円?/) && has(/1800万円?/);
  const allowances = has(/つみたて投資枠/) && has(/成長投資枠/);
  assert.ok(figures || allowances, describe(r, items(r).filter((i) => i.kind !== "section")));
});
