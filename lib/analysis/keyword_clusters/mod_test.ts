import assert from "node:assert/strict";
import fc from "fast-check";
import {
  assertValidNextCalls,
  checkAnalysisProperties,
  opContext,
} from "../../../tests/agent_checks.ts";
import { needsShared, sharedPath } from "../../../tests/shared.ts";
import { multilingualReport } from "../../../tests/fixtures/multilingual.ts";
import { keywordClusterBuild } from "../../operations/keyword_cluster_build.ts";
import { clusterScores } from "../cluster_metrics.ts";
import {
  buildKeywordClusters,
  type KeywordClustersInput,
  type KeywordClustersResult,
  KeywordClustersResultSchema,
  slugify,
  titleCase,
  topicPhrase,
} from "./mod.ts";
import { tokens } from "../../toolkit/tokens.ts";

const NOW = new Date("2026-03-01T12:00:00Z");

function run(keywords: string[]): KeywordClustersResult {
  return buildKeywordClusters({ keywords }, { now: NOW });
}

/** Cluster id (or `single:<keyword>`) of every supplied keyword, variants included. */
function labels(keywords: readonly string[], r: KeywordClustersResult): string[] {
  const label = new Map<string, string>();
  for (const c of r.cluster_plan.clusters) {
    for (const k of c.keywords) for (const s of [k.keyword, ...k.variants]) label.set(s, c.id);
  }
  for (const s of r.cluster_plan.singletons) {
    for (const form of [s.keyword, ...s.variants]) label.set(form, `single:${s.keyword}`);
  }
  return keywords.map((k) => label.get(k.trim()) ?? "missing");
}

function keywordsOf(r: KeywordClustersResult, id: string): string[] {
  return r.cluster_plan.clusters.find((c) => c.id === id)!.keywords.map((k) => k.keyword);
}

/** A hand-labelled SEO list: label = the page an SEO would build for the keyword. */
const SEO_LIST: [string, string][] = [
  ["seo audit", "audit"],
  ["seo audit checklist", "audit"],
  // Searchers of "website audit" want a checker (the SERP is tools).
  ["website audit", "audit-tool"],
  ["technical seo audit", "audit"],
  ["how to do an seo audit", "audit"],
  // A tool is a different page from the how-to guide (intent, not the shared words).
  ["seo audit tool", "audit-tool"],
  ["free seo audit", "audit-tool"],
  ["local seo", "local"],
  ["local seo tips", "local"],
  ["local seo services", "local-services"],
  ["local seo checklist", "local"],
  ["running shoes", "shoes"],
  ["best running shoes", "shoes"],
  ["buy running shoes", "shoes"],
  ["running shoes for women", "shoes"],
  ["trail running shoes", "shoes"],
  ["running socks", "socks"],
  ["best running socks", "socks"],
  ["compression socks for running", "socks"],
  ["crm software", "crm"],
  ["best crm for small business", "crm"],
  ["crm pricing", "crm"],
  ["free crm", "crm"],
  ["what is a crm", "crm-definition"],
  ["keyword research", "kw"],
  ["keyword research tool", "kw-tool"],
  ["how to do keyword research", "kw"],
  ["free keyword research tools", "kw-tool"],
  ["dog food", "dog"],
  ["best dog food for puppies", "dog"],
  ["grain free dog food", "dog"],
  ["dog food delivery", "dog"],
];

Deno.test("[keyword_clusters] six hand-checked keywords form two clusters with the expected heads and intents", () => {
  const keywords = [
    "seo audit",
    "seo audit checklist",
    "website audit",
    "running shoes",
    "best running shoes",
    "buy running shoes",
  ];
  const r = run(keywords);
  const [shoes, audit] = r.cluster_plan.clusters;
  assert.equal(r.cluster_plan.clusters.length, 2);
  assert.deepEqual(r.cluster_plan.singletons, []);

  assert.equal(shoes.id, "c1");
  assert.equal(shoes.head_term, "running shoes");
  assert.deepEqual(keywordsOf(r, "c1"), [
    "running shoes",
    "best running shoes",
    "buy running shoes",
  ]);
  // "best" votes commercial, "buy" transactional; the tie goes to the buying end of the funnel.
  assert.deepEqual(shoes.intent_votes, {
    transactional: 1,
    commercial: 1,
    informational: 0,
    navigational: 0,
  });
  assert.equal(shoes.intent, "transactional");
  assert.equal(shoes.buyer_stage, "decision");
  assert.deepEqual(shoes.suggested_page, {
    title: "Running Shoes",
    slug: "running-shoes",
    page_type: "landing_page",
  });
  assert.deepEqual(shoes.shared_terms, ["running", "shoes"]);

  assert.equal(audit.head_term, "seo audit");
  assert.deepEqual(keywordsOf(r, "c2"), ["seo audit", "seo audit checklist", "website audit"]);
  assert.equal(audit.intent, "informational");
  assert.equal(audit.buyer_stage, "awareness");
  assert.equal(audit.suggested_page.page_type, "guide");
  assert.equal(audit.suggested_page.title, "SEO Audit: The Complete Guide");
  // Keywords are listed head first, then by similarity to the head.
  const sims = audit.keywords.map((k) => k.similarity_to_head);
  assert.equal(sims[0], 1);
  assert.ok(sims[1] > sims[2] && sims[2] > 0);
  assert.ok(audit.cohesion > 0 && audit.cohesion < shoes.cohesion);

  assert.deepEqual(r.cluster_plan.stats, {
    keywords: 6,
    unique_keywords: 6,
    duplicates_merged: 0,
    clusters: 2,
    clustered_keywords: 6,
    singletons: 0,
    no_topic_keywords: 0,
    pillars: 0,
    avg_cluster_size: 3,
    largest_cluster_size: 3,
    mean_cohesion: r.cluster_plan.stats.mean_cohesion,
    coverage: 1,
  });
  assert.equal(r.agent_workflow.decision, "build_cluster_pages");
  assert.deepEqual(
    r.agent_workflow.next_calls.map((c) => [c.endpoint, c.body]),
    [
      ["/content/brief", { keyword: "running shoes", page_type: "landing_page" }],
      ["/content/brief", { keyword: "seo audit", page_type: "guide" }],
      ["/keyword-metrics/overview", { keywords: ["running shoes", "seo audit"] }],
    ],
  );
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[keyword_clusters] one keyword is a singleton and the workflow asks for more keywords", () => {
  const r = run(["seo"]);
  assert.deepEqual(r.cluster_plan.clusters, []);
  assert.equal(r.cluster_plan.singletons.length, 1);
  assert.equal(r.cluster_plan.singletons[0].reason, "below_threshold");
  assert.equal(r.cluster_plan.singletons[0].nearest_cluster, null);
  assert.equal(r.cluster_plan.stats.coverage, 0);
  assert.equal(r.agent_workflow.decision, "expand_keyword_list");
  assert.deepEqual(r.agent_workflow.next_calls.map((c) => [c.endpoint, c.body]), [
    ["/keyword-metrics/overview", { keywords: ["seo"] }],
    ["/keyword-ideas/suggest", { keyword: "seo" }],
  ]);
  assertValidNextCalls(r.agent_workflow);
  assert.ok(KeywordClustersResultSchema.safeParse(r).success);
});

Deno.test("[keyword_clusters] duplicates up to case, accents, punctuation and emoji are merged and reported", () => {
  const r = run([
    "SEO Audit",
    "seo audit",
    "séo audit!",
    "seo audit",
    "🔍 seo audit",
    "seo audit tool",
  ]);
  assert.equal(r.cluster_plan.stats.keywords, 6);
  assert.equal(r.cluster_plan.stats.unique_keywords, 2);
  assert.equal(r.cluster_plan.stats.duplicates_merged, 4);
  assert.deepEqual(r.cluster_plan.duplicates, [{
    keyword: "seo audit",
    variants: ["SEO Audit", "séo audit!", "🔍 seo audit"],
    occurrences: 5,
  }]);
  const [cluster] = r.cluster_plan.clusters;
  assert.equal(cluster.head_term, "seo audit");
  assert.deepEqual(cluster.keywords[0].variants, ["SEO Audit", "séo audit!", "🔍 seo audit"]);
  assert.ok(
    r.agent_workflow.recommended_actions.some((a) => /Remove 4 duplicate keywords/.test(a.action)),
  );
  assert.ok(
    r.agent_workflow.evidence.some((e) => e.claim === "Duplicate keywords merged" && e.value === 4),
  );
});

Deno.test("[keyword_clusters] word-order and plural variants are reported as near-duplicates in one cluster", () => {
  const r = run(["running shoes", "shoes running", "running shoe", "what are running shoes"]);
  assert.deepEqual(r.cluster_plan.near_duplicates, [[
    "running shoe",
    "running shoes",
    "shoes running",
  ]]);
  assert.equal(r.cluster_plan.clusters.length, 1);
  assert.equal(r.cluster_plan.clusters[0].size, 4);
  // A question is not the head while a statement-form keyword is as central.
  assert.notEqual(r.cluster_plan.clusters[0].head_term, "what are running shoes");
});

Deno.test("[keyword_clusters] keywords without topic words stay singletons with a reason", () => {
  const r = run(["how to", "what is", "🙂", "!!!", "🙂", "seo audit", "seo audit tool"]);
  assert.equal(r.cluster_plan.clusters.length, 1);
  const noTopic = r.cluster_plan.singletons.filter((s) => s.reason === "no_topic_terms");
  assert.deepEqual(noTopic.map((s) => s.keyword).sort(), ["!!!", "how to", "what is", "🙂"]);
  assert.equal(r.cluster_plan.stats.no_topic_keywords, 4);
  assert.equal(r.cluster_plan.stats.duplicates_merged, 1);
  assert.ok(r.agent_workflow.limitations.some((l) => /4 keywords have no topic words/.test(l)));
  // Keywords without topic words are not worth measuring.
  const metrics = r.agent_workflow.next_calls.find((c) =>
    c.endpoint === "/keyword-metrics/overview"
  );
  assert.deepEqual(metrics?.body, { keywords: ["seo audit"] });
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[keyword_clusters] unicode keywords cluster by whole words and character n-grams", () => {
  const r = run([
    "кроссовки для бега",
    "купить кроссовки для бега",
    "跑步鞋",
    "跑步鞋 推荐",
    "laufschuhe test",
    "laufschuhe kaufen",
  ]);
  const groups = r.cluster_plan.clusters.map((c) => c.keywords.map((k) => k.keyword).sort());
  assert.deepEqual(
    groups.sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    [
      ["laufschuhe kaufen", "laufschuhe test"],
      ["кроссовки для бега", "купить кроссовки для бега"],
      ["跑步鞋", "跑步鞋 推荐"],
    ],
  );
  const russian = r.cluster_plan.clusters.find((c) => c.head_term === "кроссовки для бега")!;
  // No English title template on a Cyrillic head; the slug keeps its letters. No keyword
  // carries a modifier the lexicon knows, so the page is a landing page.
  assert.deepEqual(russian.suggested_page, {
    title: "Кроссовки для бега",
    slug: "кроссовки-для-бега",
    page_type: "landing_page",
  });
  assert.ok(r.agent_workflow.limitations.some((l) => /in scripts other than Latin/.test(l)));
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[keyword_clusters] misspellings and word forms join through stems and character 3-grams", () => {
  const r = run([
    "keyword research",
    "keyword reserch tool",
    "keywords researching",
    "vaccination for travel",
    "travel vaccines",
  ]);
  assert.equal(r.cluster_plan.clusters.length, 2);
  assert.deepEqual(r.cluster_plan.singletons, []);
  const kw = r.cluster_plan.clusters.find((c) => c.head_term.startsWith("keyword"))!;
  assert.equal(kw.size, 3);
});

Deno.test("[keyword_clusters] questions and buying keywords of one topic become separate pages", () => {
  const r = run([
    "email marketing",
    "what is email marketing",
    "how to do email marketing",
    "email marketing for beginners guide",
    "best email marketing software",
    "email marketing pricing",
    "buy email marketing list",
  ]);
  const home = (k: string) =>
    r.cluster_plan.clusters.find((c) => c.keywords.some((x) => x.keyword === k))?.id ??
      `single:${k}`;
  const questions = ["what is email marketing", "how to do email marketing"].map(home);
  const buying = ["best email marketing software", "email marketing pricing"].map(home);
  for (const q of questions) for (const b of buying) assert.notEqual(q, b);
  const guide = r.cluster_plan.clusters.find((c) => c.id === questions[0])!;
  assert.equal(guide.suggested_page.page_type, "guide");
  assert.equal(guide.mixed_intent, false);
  assertValidNextCalls(r.agent_workflow);
});

Deno.test("[keyword_clusters] related clusters share a pillar and unrelated ones do not", () => {
  const r = run([
    "espresso machine",
    "best espresso machine",
    "espresso machine reviews",
    "coffee grinder",
    "best coffee grinder",
    "coffee grinders for espresso",
    "burr coffee grinder",
    "dog food",
    "best dog food for puppies",
    "grain free dog food",
  ]);
  // Grinders and espresso machines are two products (two pages) under one hub; dog food is apart.
  const byKeyword = (k: string) =>
    r.cluster_plan.clusters.find((c) => c.keywords.some((x) => x.keyword === k))!;
  const coffee = byKeyword("coffee grinder");
  const espresso = byKeyword("espresso machine");
  assert.deepEqual(coffee.keywords.map((k) => k.keyword).sort(), [
    "best coffee grinder",
    "burr coffee grinder",
    "coffee grinder",
    "coffee grinders for espresso",
  ]);
  assert.deepEqual(espresso.keywords.map((k) => k.keyword).sort(), [
    "best espresso machine",
    "espresso machine",
    "espresso machine reviews",
  ]);
  assert.ok(coffee.pillar_id !== null);
  assert.equal(coffee.pillar_id, espresso.pillar_id);
  const dog = r.cluster_plan.clusters.find((c) => c.head_term === "dog food")!;
  assert.notEqual(dog.id, coffee.id);
  assert.equal(dog.pillar_id, null);
  assert.equal(dog.suggested_page.title, "Best Dog Food (2026)");
});

Deno.test("[keyword_clusters] on a hand-labelled SEO list, subtopics recover the pages a shared word merged", () => {
  const keywords = SEO_LIST.map(([k]) => k);
  const r = run(keywords);
  // Page-level truth: a cluster's subtopic when it has them, else the cluster.
  const label = new Map<string, string>();
  for (const c of r.cluster_plan.clusters) {
    for (const k of c.keywords) label.set(k.keyword, c.id);
    c.subtopics.forEach((t, i) => t.keywords.forEach((k) => label.set(k, `${c.id}.${i}`)));
  }
  for (const s of r.cluster_plan.singletons) label.set(s.keyword, `single:${s.keyword}`);
  const pages = keywords.map((k) => label.get(k)!);
  const scores = clusterScores(SEO_LIST.map(([, page]) => page), pages);
  assert.ok(scores.ari >= 0.9, `ARI ${scores.ari}`);
  const crm = r.cluster_plan.clusters.find((c) =>
    c.keywords.some((k) => k.keyword === "crm pricing")
  )!;
  assert.equal(crm.head_term, "free crm");
  assert.equal(crm.suggested_page.title, "Best CRM Software (2026)");
  // The how-to guide and the tool comparison are two pages.
  const kw = r.cluster_plan.clusters.find((c) => c.head_term === "keyword research")!;
  assert.equal(kw.suggested_page.page_type, "guide");
  const tools = r.cluster_plan.clusters.find((c) =>
    c.keywords.some((k) => k.keyword === "keyword research tool")
  )!;
  assert.notEqual(tools.id, kw.id);
  assert.equal(tools.suggested_page.title, "Best Keyword Research Tools (2026)");
  assert.equal(tools.suggested_page.slug, "keyword-research-tools");
});

Deno.test("[keyword_clusters] 200 keywords of 20 topics give 20 clean pages; stems join two topics as subtopics", () => {
  const topics = [
    "running shoes",
    "coffee grinder",
    "dog food",
    "seo audit",
    "email marketing",
    "keyword research",
    "link building",
    "espresso machine",
    "yoga mat",
    "standing desk",
    "electric bike",
    "air fryer",
    "protein powder",
    "web hosting",
    "password manager",
    "project management",
    "credit card",
    "solar panels",
    "wedding dress",
    "car insurance",
  ];
  const patterns = [
    (t: string) => t,
    (t: string) => `best ${t}`,
    (t: string) => `buy ${t}`,
    (t: string) => `cheap ${t}`,
    (t: string) => `${t} reviews`,
    (t: string) => `how to choose a ${t}`,
    (t: string) => `${t} for beginners`,
    (t: string) => `${t} near me`,
    (t: string) => `${t} deals`,
    (t: string) => `top ${t} 2026`,
  ];
  const keywords = topics.flatMap((t) => patterns.map((p) => p(t)));
  assert.equal(keywords.length, 200);
  const input = keywordClusterBuild.input.parse({ keywords }) as { keywords: string[] };
  const r = run(input.keywords);
  assert.equal(r.cluster_plan.stats.unique_keywords, 200);
  // Every cluster holds one topic, and a how-to question never shares a page with buying
  // keywords of its topic (a guide and a shop page are different pages).
  const topicOf = (k: string) => topics.find((t) => k.includes(t))!;
  const buying = /^(best|buy|cheap|top) | (reviews|deals|near me)$/;
  for (const c of r.cluster_plan.clusters) {
    const kws = c.keywords.map((k) => k.keyword);
    const held = new Set(kws.map(topicOf));
    // "manager" and "management" share the stem "manag": one cluster, two page-level subtopics.
    if (held.size > 1) {
      assert.deepEqual([...held].sort(), ["password manager", "project management"]);
    }
    assert.ok(
      !(kws.some((k) => k.startsWith("how to")) && kws.some((k) => buying.test(k))),
      kws.join(" | "),
    );
  }
  const clustered = new Set(
    r.cluster_plan.clusters.flatMap((c) => c.keywords.map((k) => k.keyword)),
  );
  for (const t of topics) assert.ok(clustered.has(`best ${t}`), `no page for ${t}`);
  assert.ok(r.cluster_plan.stats.coverage >= 0.9, String(r.cluster_plan.stats.coverage));
  assertValidNextCalls(r.agent_workflow);
});

const CLINC = "corpus/clinc150/sets/flat-00.json";
const CLINC_SET = sharedPath(CLINC);

Deno.test({
  ...needsShared(CLINC, "[keyword_clusters] on a CLINC150 flat set the ARI beats both baselines"),
  fn: () => {
    const set = JSON.parse(Deno.readTextFileSync(CLINC_SET)) as {
      gold: { keyword: string; intent: string }[];
    };
    const keywords = set.gold.map((g) => g.keyword);
    const intents = set.gold.map((g) => g.intent);
    const r = run(keywords);
    const ours = clusterScores(intents, labels(keywords, r));
    const own = clusterScores(intents, keywords.map((_, i) => `k${i}`));
    const first = clusterScores(intents, keywords.map((k, i) => tokens(k)[0] ?? `none${i}`));
    assert.ok(!labels(keywords, r).includes("missing"));
    assert.ok(ours.ari > own.ari + 0.3, `ARI ${ours.ari} vs own-cluster ${own.ari}`);
    assert.ok(ours.ari > first.ari + 0.3, `ARI ${ours.ari} vs first-token ${first.ari}`);
    assert.ok(ours.v_measure > Math.max(own.v_measure, first.v_measure));
  },
});

Deno.test("[keyword_clusters] the same keywords in any order give byte-identical output", () => {
  const keywords = SEO_LIST.map(([k]) => k);
  const one = JSON.stringify(run(keywords));
  assert.equal(JSON.stringify(run([...keywords])), one);
  assert.equal(JSON.stringify(run([...keywords].reverse())), one);
  const shuffled = [...keywords].sort((a, b) => (a.length - b.length) || (a < b ? 1 : -1));
  assert.equal(JSON.stringify(run(shuffled)), one);
});

Deno.test("[keyword_clusters] every next_calls body is a valid request for its endpoint", () => {
  const inputs = [
    SEO_LIST.map(([k]) => k),
    ["seo"],
    ["how to", "🙂"],
    ["a".repeat(200), `${"a".repeat(199)}s`, "b b"],
    Array.from({ length: 150 }, (_, i) => `topic${i} guide`),
  ];
  for (const keywords of inputs) {
    const body = keywordClusterBuild.input.parse({ keywords }) as { keywords: string[] };
    const r = run(body.keywords);
    assert.ok(KeywordClustersResultSchema.safeParse(r).success);
    assertValidNextCalls(r.agent_workflow);
    for (const call of r.agent_workflow.next_calls) {
      if (call.endpoint === "/keyword-metrics/overview") {
        assert.ok((call.body.keywords as string[]).length <= 100);
      }
    }
  }
});

Deno.test("[keyword_clusters] evidence numbers come from the plan", () => {
  const r = run(SEO_LIST.map(([k]) => k));
  const s = r.cluster_plan.stats;
  const value = (claim: string) => r.agent_workflow.evidence.find((e) => e.claim === claim)?.value;
  assert.equal(value("Keywords supplied"), SEO_LIST.length);
  assert.equal(value("Clusters of 2+ keywords"), s.clusters);
  assert.equal(value("Keywords left unclustered"), s.singletons);
  assert.equal(value("Average cluster size"), s.avg_cluster_size);
  assert.equal(value("Mean cohesion of clusters (mean pairwise cosine)"), s.mean_cohesion);
  assert.equal(s.clustered_keywords + s.singletons, s.unique_keywords);
  const largest = r.cluster_plan.clusters[0];
  assert.equal(value(`Largest cluster "${largest.head_term}": keywords`), largest.size);
  assert.match(r.markdown_summary, /^## Keyword clusters/);
  assert.match(r.markdown_summary, /\| c1: /);
});

Deno.test("[keyword_clusters] titles, slugs and topics read like an editor wrote them", () => {
  assert.equal(titleCase("best crm for small business"), "Best CRM for Small Business");
  assert.equal(titleCase("how to build a sales pipeline"), "How to Build a Sales Pipeline");
  assert.equal(titleCase("HubSpot vs salesforce"), "HubSpot vs Salesforce");
  assert.equal(slugify("How to Build a Sales Pipeline?"), "build-sales-pipeline");
  assert.equal(slugify("Café & Bücher"), "cafe-bucher");
  assert.equal(slugify("how to"), "how-to");
  assert.ok(slugify("x ".repeat(100)).length <= 60);
  assert.equal(topicPhrase("what is a crm"), "crm");
  assert.equal(topicPhrase("best running shoes for women"), "running shoes for women");
  assert.equal(topicPhrase("best free"), "best free");
});

Deno.test("[keyword_clusters] the operation runs its own example through its schema", async () => {
  assert.ok(keywordClusterBuild.run, "run is wired");
  const input = keywordClusterBuild.input.parse(keywordClusterBuild.example);
  const result = await keywordClusterBuild.run!(input, opContext(NOW));
  const checked = KeywordClustersResultSchema.safeParse(result);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  const plan = (result as KeywordClustersResult).cluster_plan;
  assert.ok(plan.clusters.some((c) => c.keywords.some((k) => k.keyword === "crm pricing")));
  assert.ok(
    plan.clusters.some((c) => c.keywords.some((k) => k.keyword === "sales pipeline stages")),
  );
  assert.equal(typeof result.markdown_summary, "string");
  assertValidNextCalls(result.agent_workflow!);
});

const WORDS = [
  "seo",
  "audit",
  "running",
  "shoes",
  "best",
  "buy",
  "crm",
  "software",
  "how",
  "to",
  "guide",
  "price",
  "free",
  "café",
  "кроссовки",
  "跑步鞋",
  "2026",
  "near",
  "me",
];

Deno.test("[keyword_clusters] random keyword lists keep the analysis properties", async () => {
  const phrase = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 })
    .map((w) => w.join(" "));
  const odd = fc.oneof(
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.constantFrom("how to", "🙂", "!!!", "  SEO   Audit ", "Ünïcödé straße", "a".repeat(200)),
  ).filter((s) => s.trim().length > 0);
  const keyword = fc.oneof({ weight: 4, arbitrary: phrase }, { weight: 1, arbitrary: odd });
  await checkAnalysisProperties(
    keywordClusterBuild,
    fc.record({ keywords: fc.array(keyword, { minLength: 1, maxLength: 60 }) }),
    { numRuns: 120, seed: 20260301, now: NOW },
  );
});

Deno.test("[keyword_clusters] multilingual check: 120 keywords in six languages, no cluster, subtopic or pillar mixes two", () => {
  const report = multilingualReport();
  assert.equal(report.languages, 6);
  assert.deepEqual(
    [report.mixed_clusters, report.mixed_subtopics, report.mixed_pillars],
    [0, 0, 0],
    JSON.stringify(report.mixed_examples),
  );
  // Not by clustering nothing: most keywords are clustered, most clusters hold one topic.
  assert.ok(report.clustered >= 0.5, `clustered ${report.clustered}`);
  assert.ok(report.topic_purity >= 0.7, `topic purity ${report.topic_purity}`);
});

Deno.test("[keyword_clusters] with search volumes, each cluster is headed by its highest-demand keyword", () => {
  const keywords = [
    { keyword: "sales pipeline software", search_volume: 900 },
    { keyword: "sales pipeline stages", search_volume: 2400 },
    { keyword: "how to build a sales pipeline", search_volume: 5000 },
    { keyword: "sales pipeline management", search_volume: 1300 },
    "sales pipeline template",
  ];
  const input = keywordClusterBuild.input.parse({ keywords });
  const r = buildKeywordClusters(input as KeywordClustersInput, { now: new Date(0) });
  const cluster = r.cluster_plan.clusters.find((c) =>
    c.keywords.some((k) => k.keyword === "sales pipeline stages")
  )!;
  // The biggest statement-form keyword heads it (the how-to question has more demand but makes
  // a section, not the page).
  assert.equal(cluster.head_term, "sales pipeline stages");
  const given = cluster.keywords.map((k) => k.search_volume).filter((v) => v !== null);
  assert.equal(cluster.total_search_volume, given.reduce((a, b) => a! + b!, 0));
  assert.equal(
    cluster.keywords.find((k) => k.keyword === "sales pipeline template")?.search_volume ?? null,
    null,
  );
  assert.ok(!r.agent_workflow.limitations.some((l) => l.startsWith("No search volume")));
  // Without volumes, the limitation says heads are central, not biggest.
  const plain = run(keywords.map((k) => typeof k === "string" ? k : k.keyword));
  assert.ok(plain.agent_workflow.limitations.some((l) => l.startsWith("No search volume")));
  assert.ok(plain.cluster_plan.clusters.every((c) => c.total_search_volume === null));
});
