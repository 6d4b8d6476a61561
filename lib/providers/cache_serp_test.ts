import assert from "node:assert/strict";
import {
  CANONICAL_SERP_DEPTH,
  canonicalSerpRequest,
  cutSerpAnswer,
  serpFamily,
  serpServes,
} from "./cache_serp.ts";
import type { SerpAnswer, SerpItem, SerpRequest } from "./serp_types.ts";

const REQ: SerpRequest = {
  keyword: "Notdienst Klempner Berlin",
  location_code: 2276,
  language_code: "de",
  device: "mobile",
  depth: 10,
  ai_overview: false,
};

const item = (type: string, rank_group: number, rank_absolute: number): SerpItem => ({
  type,
  rank_group,
  rank_absolute,
  title: null,
  url: type === "organic" ? `https://r${rank_group}.example/` : null,
  domain: null,
  description: null,
});

/** Page 1: a local pack, 10 results and related searches; page 2: a video and 10 more results. */
const ANSWER: SerpAnswer = {
  serp: {
    keyword: "notdienst klempner berlin",
    datetime: "2026-11-25T10:00:00.000Z",
    check_url: null,
    item_types: ["local_pack", "organic", "related_searches", "video", "knowledge_graph"],
    se_results_count: 100,
    items: [
      item("local_pack", 1, 1),
      ...Array.from({ length: 10 }, (_, i) => item("organic", i + 1, i + 2)),
      item("related_searches", 1, 12),
      item("video", 1, 13),
      ...Array.from({ length: 10 }, (_, i) => item("organic", i + 11, i + 14)),
    ],
  },
  total_count: 1,
  cost_usd: 0.012,
  provider: "dataforseo",
};

Deno.test("[serp family] a cut keeps the organic results to the depth and the features placed before the next one", () => {
  const cut = cutSerpAnswer(ANSWER, REQ).serp!;
  assert.deepEqual(cut.items.filter((i) => i.type === "organic").map((i) => i.rank_group), [
    1,
    2,
    3,
    4,
    5,
    6,
    7,
    8,
    9,
    10,
  ]);
  assert.deepEqual(cut.items.filter((i) => i.type !== "organic").map((i) => i.type), [
    "local_pack",
    "related_searches",
    "video",
  ]);
  // Types no item carries stay: where they were shown is unknown.
  assert.deepEqual(cut.item_types, [
    "local_pack",
    "organic",
    "related_searches",
    "video",
    "knowledge_graph",
  ]);
  const first = cutSerpAnswer(ANSWER, { ...REQ, depth: 5 }).serp!;
  assert.deepEqual(first.item_types, ["local_pack", "organic", "knowledge_graph"]);
  assert.deepEqual(
    cutSerpAnswer(ANSWER, { ...REQ, depth: 30 }),
    ANSWER,
    "nothing beyond: as it is",
  );
  const none = { ...ANSWER, serp: null };
  assert.equal(cutSerpAnswer(none, REQ), none);
});

Deno.test("[serp family] the canonical request reads the deepest depth with the AI Overview; it serves what it covers", () => {
  const canonical = canonicalSerpRequest(REQ);
  assert.deepEqual(canonical, { ...REQ, depth: CANONICAL_SERP_DEPTH, ai_overview: true });
  assert.equal(canonicalSerpRequest({ ...REQ, depth: 100 }).depth, 100);
  assert.ok(serpServes(canonical, { ...REQ, depth: 30, ai_overview: true }));
  assert.ok(!serpServes(canonical, { ...REQ, depth: 100 }));
  assert.ok(!serpServes({ ...canonical, ai_overview: false }, { ...REQ, ai_overview: true }));
});

Deno.test("[serp family] one family per keyword as Google reads it, market and device, in any language", () => {
  const fr = {
    ...REQ,
    keyword: "Plombier  urgence Lyon",
    location_code: 2250,
    language_code: "fr",
  };
  const ja = { ...REQ, keyword: " 水道修理 東京 ", location_code: 2392, language_code: "ja" };
  assert.deepEqual(serpFamily({ ...REQ, depth: 50 }), serpFamily(REQ));
  assert.deepEqual(serpFamily({ ...fr, keyword: "plombier urgence lyon " }), serpFamily(fr));
  assert.deepEqual(serpFamily({ ...ja, keyword: "水道修理 東京" }), serpFamily(ja));
  assert.notDeepEqual(serpFamily({ ...REQ, device: "desktop" }), serpFamily(REQ));
});
