/** Expert cases 07-09: `/keyword-cluster/build` (shared words, brands, languages). */
import assert from "node:assert/strict";
import { accepts, type ExpertCase, readCase, statement, variantOf } from "./harness.ts";

/** Realistic top-10 results per keyword of these cases (`tests/fixtures/serp_clusters/`). */
const FIXTURES = new URL("../fixtures/serp_clusters/", import.meta.url).pathname;

/** The case asked with `method: "serp"`, its SERPs served from the fixtures. */
const serpCase = (c: ExpertCase | null, knownFailing: number[] = []) =>
  variantOf(
    c,
    "method serp",
    { method: "serp" },
    `${FIXTURES}${c?.file.split("/")[1]}`,
    knownFailing,
  );

/** A statement that must hold for the lexical default and for SERP-overlap clustering. */
function statements(
  cases: (ExpertCase | null)[],
  n: number,
  summary: string,
  check: (r: Record<string, unknown>) => void,
): void {
  for (const c of cases) statement(c, n, summary, check);
}

type Json = Record<string, unknown>;
type Cluster = {
  id: string;
  keywords: { keyword: string }[];
  subtopics: { keywords: string[] }[];
  suggested_page: { title: string; page_type: string };
};

const clusters = (r: Json) => (r.cluster_plan as { clusters: Cluster[] }).clusters;
const clusterOf = (r: Json, keyword: string) =>
  clusters(r).find((c) => c.keywords.some((k) => k.keyword === keyword)) ?? null;
/** True when the two keywords are in one top-level cluster. */
const together = (r: Json, a: string, b: string) => {
  const c = clusterOf(r, a);
  return c !== null && c === clusterOf(r, b);
};
/** True when one page would target both: one cluster and no subtopic separating them. */
const samePage = (r: Json, a: string, b: string) => {
  const c = clusterOf(r, a);
  if (!c || c !== clusterOf(r, b)) return false;
  if (c.subtopics.length === 0) return true;
  const sub = (k: string) => c.subtopics.findIndex((t) => t.keywords.includes(k));
  return sub(a) === sub(b);
};
const calls = (r: Json) =>
  (r.agent_workflow as { next_calls: { endpoint: string; body: Json }[] }).next_calls;

// Case 07: one shared word is not a topic.
const c07 = readCase("/keyword-cluster/build", "keyword-cluster-build/07_furniture_shared_words");
// Statement 4 with SERPs: in the fixtures (written by an SEO who did not read the statements),
// "standing desk with drawers" shares 2 of its top 10 with "standing desk" and with "electric
// standing desk", and "best standing desk for small spaces" reaches the desks' cluster first;
// by Google's own results the drawers query is a page of its own. Listed, not forced.
const s07 = serpCase(c07, [4]);

statements([c07, s07], 1, "dog beds, sofa beds and bed frames are not one cluster", (r) => {
  for (const dog of ["dog bed", "orthopedic dog bed large"]) {
    for (const other of ["sofa bed", "king bed frame"]) {
      assert.ok(!together(r, dog, other), `${dog} + ${other}`);
    }
  }
});

statements([c07, s07], 2, "table lamps are not in a cluster with tables", (r) => {
  for (const lamp of ["table lamp", "brass table lamp"]) {
    for (
      const table of [
        "console table",
        "marble console table",
        "dining table set",
        "dining table set sale",
      ]
    ) {
      assert.ok(!together(r, lamp, table), `${lamp} + ${table}`);
    }
  }
});

statements([c07, s07], 3, "cleaning a velvet sofa and a velvet sofa sale are not one page", (r) => {
  assert.ok(!samePage(r, "how to clean a velvet sofa", "velvet sofa sale"));
});

statements([c07, s07], 4, "the standing desks are one cluster", (r) => {
  assert.ok(together(r, "standing desk", "electric standing desk"));
  assert.ok(together(r, "standing desk", "standing desk with drawers"));
});

statements([c07, s07], 5, "the page for velvet sofa sale is not a blog post or guide", (r) => {
  const c = clusterOf(r, "velvet sofa sale");
  if (c) {
    assert.ok(
      !["blog_post", "guide"].includes(c.suggested_page.page_type),
      c.suggested_page.page_type,
    );
  }
});

// Case 08: other brands' navigation is set aside; comparisons and definitions are their own pages.
const c08 = readCase(
  "/keyword-cluster/build",
  "keyword-cluster-build/08_devtools_competitor_navigation",
);
const s08 = serpCase(c08);

statements([c08, s08], 1, "sentry login and datadog login are in no cluster", (r) => {
  assert.equal(clusterOf(r, "sentry login"), null);
  assert.equal(clusterOf(r, "datadog login"), null);
});

statements(
  [c08, s08],
  2,
  "own-brand navigation is not clustered with other brands' navigation",
  (r) => {
    for (const own of ["tracehound login", "tracehound pricing"]) {
      for (const other of ["sentry login", "sentry pricing", "datadog login"]) {
        assert.ok(!together(r, own, other), `${own} + ${other}`);
      }
    }
  },
);

statements([c08, s08], 3, "sentry alternatives is not with sentry login", (r) => {
  assert.ok(!together(r, "sentry alternatives", "sentry login"));
});

statements([c08, s08], 4, "the cluster with sentry alternatives is a comparison page", (r) => {
  assert.equal(clusterOf(r, "sentry alternatives")?.suggested_page.page_type, "comparison_page");
});

statements([c08, s08], 5, "the definition query is not with the software comparison", (r) => {
  for (const other of ["error tracking software", "best error tracking tools"]) {
    assert.ok(!together(r, "what is error tracking", other), other);
  }
});

statements([c08, s08], 6, "no suggested page title contains login", (r) => {
  for (const c of clusters(r)) assert.doesNotMatch(c.suggested_page.title, /login/i);
});

// Case 09: four languages never share a cluster; titles and follow-ups keep the language.
const c09 = readCase(
  "/keyword-cluster/build",
  "keyword-cluster-build/09_language_school_four_languages",
);
const s09 = serpCase(c09);
const LANGUAGE: Record<string, string> = {
  "spanish course valencia": "en",
  "intensive spanish course valencia": "en",
  "spanish school valencia": "en",
  "learn spanish in valencia": "en",
  "dele exam preparation valencia": "en",
  "spanischkurs valencia": "de",
  "sprachschule valencia": "de",
  "spanisch lernen in valencia": "de",
  "bildungsurlaub spanisch valencia": "de",
  "cours d'espagnol valence": "fr",
  "école d'espagnol valence": "fr",
  "apprendre l'espagnol à valence": "fr",
  "cursos de español valencia": "es",
  "escuela de español valencia": "es",
  "aprender español en valencia": "es",
  "preparación dele valencia": "es",
};

statements([c09, s09], 1, "no cluster holds keywords of two languages", (r) => {
  for (const c of clusters(r)) {
    const languages = new Set(c.keywords.map((k) => LANGUAGE[k.keyword]));
    assert.equal(languages.size, 1, c.keywords.map((k) => k.keyword).join(" | "));
  }
});

statements([c09, s09], 2, "the Spanish and English DELE keywords are not together", (r) => {
  assert.ok(!together(r, "preparación dele valencia", "dele exam preparation valencia"));
});

statements(
  [c09, s09],
  3,
  "titles of non-English clusters contain no English template words",
  (r) => {
    for (const c of clusters(r)) {
      const language = LANGUAGE[c.keywords[0].keyword];
      if (language === "en") continue;
      assert.doesNotMatch(
        c.suggested_page.title,
        /\b(Best|Guide|Complete|What You Need to Know|How)\b/,
        c.suggested_page.title,
      );
    }
  },
);

statements([c09, s09], 4, "follow-up calls carry de, fr and es for those keywords", (r) => {
  for (const call of calls(r)) {
    if (!accepts(call.endpoint, "language")) continue;
    const sent = [call.body.keyword, ...((call.body.keywords as string[]) ?? [])]
      .filter((k): k is string => typeof k === "string");
    const languages = new Set(sent.map((k) => LANGUAGE[k]).filter((l) => l && l !== "en"));
    assert.ok(languages.size <= 1, `${call.endpoint} mixes languages`);
    for (const l of languages) assert.equal(call.body.language, l, call.endpoint);
  }
});

statement(
  c09,
  5,
  "spanish course valencia and intensive spanish course valencia are together",
  (r) => {
    assert.ok(together(r, "spanish course valencia", "intensive spanish course valencia"));
  },
);
