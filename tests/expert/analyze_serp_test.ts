/**
 * Expert cases 58 and 59: `/analyze/serp` on a SERP of forums, video and an AI overview (an
 * Irish university's course page at #9 for "is a masters in data science worth it") and on a
 * Dutch city-named local query ("fietsenmaker utrecht", mobile) with a local pack, directories
 * and a trades marketplace. Each numbered statement is its own test on the served case.
 */
import assert from "node:assert/strict";
import { accepts, readCase, statement } from "./harness.ts";
import { actions, assertMarketCarried, type Json, nextCalls } from "./case_reading.ts";

const SERP = "/analyze/serp";

type Feature = { type: string; won_by: string; holds_target: boolean | null };
type Opportunity = { type: string; won_by: string; priority: string; how: string };
type Ranked = { url: string; domain: string; type: string };

const intent = (r: Json) => r.intent as Record<string, unknown>;
const features = (r: Json) => r.features as Feature[];
const featureOf = (r: Json, type: string) => features(r).find((f) => f.type === type);
const target = (r: Json) => r.target as Record<string, unknown>;
const opportunity = (r: Json) =>
  r.serp_opportunity as {
    verdict: string;
    winnable_with_a_page: boolean;
    opportunities: Opportunity[];
  };
const opportunities = (r: Json) => opportunity(r).opportunities;
const ranking = (r: Json) =>
  r.ranking as { results: Ranked[]; page_to_build: { page_type: string; avoid: string[] } };

/** Every piece of advice the result gives: opportunities and recommended actions. */
const advice = (r: Json) => [
  ...opportunities(r).map((o) => o.how),
  ...actions(r).map((a) => a.action),
];

const c58 = readCase(SERP, "analyze-serp/58_university_degree_worth_it_forums_video");
const COURSE = "https://www.kilcarra.ie/study/postgraduate/msc-data-science";

statement(c58, 1, "the intent is informational or commercial, not a decision", (r) => {
  assert.ok(
    ["informational", "commercial"].includes(intent(r).intent as string),
    `${intent(r).intent}`,
  );
  assert.notEqual(intent(r).buyer_stage, "decision");
});

statement(c58, 2, "forums are won by the community, videos by a video", (r) => {
  assert.equal(featureOf(r, "discussions_and_forums")?.won_by, "community");
  assert.equal(featureOf(r, "video")?.won_by, "video");
});

statement(c58, 3, "the target's course page is found at position 9", (r) => {
  assert.equal(target(r).found, true);
  assert.equal(target(r).position, 9);
  assert.equal(target(r).url, COURSE);
});

statement(c58, 4, "the verdict is not a clean organic top 10", (r) => {
  assert.notEqual(opportunity(r).verdict, "organic_top_10");
  // The forums and the video among the ten are read as what they are.
  const firstHand = ranking(r).results.filter((x) => x.type === "forum" || x.type === "video");
  assert.ok(firstHand.length >= 5, JSON.stringify(ranking(r).results.map((x) => x.type)));
});

statement(c58, 5, "no community opportunity is high priority", (r) => {
  const high = opportunities(r).filter((o) => o.won_by === "community" && o.priority === "high");
  assert.deepEqual(high, []);
});

statement(
  c58,
  6,
  "the page proposed is an informational answer with evidence, not the course page re-optimised",
  (r) => {
    assert.equal(ranking(r).page_to_build.page_type, "guide");
    const organic = opportunities(r).find((o) => o.type === "organic_top_10");
    const ai = opportunities(r).find((o) => o.type === "ai_overview_citation");
    for (const o of [organic, ai]) {
      assert.ok(o, "no organic or AI-overview opportunity");
      assert.match(o.how, /informational page that answers the question with evidence/i, o.how);
    }
    // The course page may be linked from the new page; it is never the whole answer.
    assert.match(organic!.how, /publish/i, organic!.how);
    assert.doesNotMatch(organic!.how, /^move from position/i);
    for (const text of advice(r)) {
      assert.doesNotMatch(text, /apply button|optimi[sz]e the course page'?s title/i, text);
    }
  },
);

statement(c58, 7, "the AI overview's citations include the rival university's guide", (r) => {
  const cited = (r.feature_details as { ai_overview_citations: { domain: string; url: string }[] })
    .ai_overview_citations;
  assert.ok(
    cited.some((c) => c.domain === "dublinmetrou.ie" || c.url.includes("www.dublinmetrou.ie")),
  );
});

const c59 = readCase(SERP, "analyze-serp/59_utrecht_bike_repair_local_pack");
const DIRECTORIES = ["goudengids.nl", "telefoonboek.nl", "werkspot.nl"];

statement(c59, 1, "a city-named query answered with a local pack is local", (r) => {
  assert.equal(intent(r).local_query, true);
});

statement(c59, 2, "the verdict is local pack first", (r) => {
  assert.equal(opportunity(r).verdict, "local_pack_first");
});

statement(c59, 3, "the local pack is the Business Profile's and holds the target", (r) => {
  const pack = featureOf(r, "local_pack");
  assert.equal(pack?.won_by, "google_business_profile");
  assert.equal(pack?.holds_target, true);
  assert.ok((target(r).in_features as string[]).includes("local_pack"));
});

statement(c59, 4, "the first opportunity is the local pack via the Business Profile, high", (r) => {
  const first = opportunities(r)[0];
  assert.equal(first.type, "local_pack");
  assert.equal(first.won_by, "google_business_profile");
  assert.equal(first.priority, "high");
  assert.match(first.how, /business profile/i);
  assert.match(first.how, /review/i);
  assert.equal(opportunity(r).winnable_with_a_page, false);
});

statement(c59, 5, "the target's homepage ranks at position 4", (r) => {
  assert.equal(target(r).found, true);
  assert.equal(target(r).position, 4);
  assert.equal(target(r).url, "https://velomaat.nl/");
});

/** Advice that proposes pages per district, neighbourhood or "near me" variant. */
const DOORWAY =
  /\b(create|build|publish|add|write|maak|schrijf)\b[^.;]{0,60}\bpages?\b[^.;]{0,40}\b(per|for each|for every|voor elke|voor iedere)\b[^.;]{0,20}(district|neighbou?rhood|wijk|area|stadsdeel)|\b(utrecht[- ](oost|noord|zuid|west)|lombok)\b/i;

statement(c59, 6, "no recommendation creates district or near-me doorway pages", (r) => {
  for (const text of advice(r)) assert.doesNotMatch(text, DOORWAY, text);
  const calls = nextCalls(r).map((c) => c.endpoint);
  assert.ok(!calls.includes("/content/programmatic-template"), calls.join(", "));
  assert.notEqual(ranking(r).page_to_build.page_type, "guide");
});

statement(c59, 7, "directories are listings to keep complete, not content to outrank", (r) => {
  for (const domain of DIRECTORIES) {
    const row = ranking(r).results.find((x) => x.domain.endsWith(domain));
    assert.equal(row?.type, "directory", `${domain}: ${row?.type}`);
  }
  for (const o of opportunities(r)) {
    const names = DIRECTORIES.some((d) => o.how.includes(d));
    if (names) {
      assert.equal(o.won_by, "listing", o.how);
      assert.match(o.how, /consistent|complete/i, o.how);
    }
    assert.doesNotMatch(
      o.how,
      /\b(blog post|article)\b[^.;]{0,40}\boutrank|beste fietsenmaker/i,
      o.how,
    );
  }
  const extract = nextCalls(r).find((c) => c.endpoint === "/extract");
  if (extract) {
    assert.ok(
      !DIRECTORIES.some((d) => String(extract.body.url).includes(d)),
      `${extract.body.url}`,
    );
  }
});

statement(c59, 8, "follow-up calls carry nl, the Netherlands and mobile", (r) => {
  assertMarketCarried(r, { language: "nl", location: "Netherlands", locationCode: 2528 });
  for (const call of nextCalls(r)) {
    if (accepts(call.endpoint, "device")) assert.equal(call.body.device, "mobile", call.endpoint);
  }
});
