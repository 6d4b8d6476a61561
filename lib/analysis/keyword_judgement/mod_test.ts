import assert from "node:assert/strict";
import fc from "fast-check";
import { ctrAt, judgeKeyword, opportunityScore, reachablePosition } from "./mod.ts";

Deno.test("[keyword judgement] intent from the provider when given, else the modifiers", () => {
  assert.deepEqual(judgeKeyword("best crm software", null), {
    intent: "commercial",
    intent_source: "modifiers",
    buyer_stage: "consideration",
    recommended_page_type: "comparison_page",
  });
  assert.equal(judgeKeyword("crm pricing", null).buyer_stage, "decision");
  assert.equal(
    judgeKeyword("how to clean a crm database", null).recommended_page_type,
    "guide",
  );
  const provider = judgeKeyword("hubspot", "navigational");
  assert.deepEqual([provider.intent, provider.intent_source], ["navigational", "provider"]);
  assert.equal(provider.recommended_page_type, "landing_page");
});

const volume = fc.integer({ min: 0, max: 2_000_000 });
const difficulty = fc.integer({ min: 0, max: 100 });
const position = fc.integer({ min: 1, max: 100 });

Deno.test("[keyword judgement] opportunity never falls with more volume, a better position or lower difficulty", () => {
  fc.assert(
    fc.property(volume, volume, difficulty, position, (a, b, d, p) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const score = (v: number) =>
        opportunityScore({ search_volume: v, keyword_difficulty: d, reachable_position: p });
      return score(lo) <= score(hi);
    }),
  );
  fc.assert(
    fc.property(volume, difficulty, position, position, (v, d, a, b) => {
      const [better, worse] = a <= b ? [a, b] : [b, a];
      const score = (p: number) =>
        opportunityScore({ search_volume: v, keyword_difficulty: d, reachable_position: p });
      return score(better) >= score(worse);
    }),
  );
  fc.assert(
    fc.property(volume, difficulty, difficulty, position, (v, a, b, p) => {
      const [easy, hard] = a <= b ? [a, b] : [b, a];
      const score = (d: number) =>
        opportunityScore({ search_volume: v, keyword_difficulty: d, reachable_position: p });
      return score(easy) >= score(hard);
    }),
  );
});

Deno.test("[keyword judgement] the score is 0-100, strictly higher where the formula says so", () => {
  fc.assert(
    fc.property(volume, difficulty, position, (v, d, p) => {
      const s = opportunityScore({
        search_volume: v,
        keyword_difficulty: d,
        reachable_position: p,
      });
      return s >= 0 && s <= 100;
    }),
  );
  const at = (v: number, d: number, p: number) =>
    opportunityScore({ search_volume: v, keyword_difficulty: d, reachable_position: p });
  assert.ok(at(5_000, 30, 3) > at(500, 30, 3));
  assert.ok(at(5_000, 30, 3) > at(5_000, 30, 12));
  assert.ok(at(5_000, 20, 3) > at(5_000, 80, 3));
  assert.equal(at(0, 0, 1), 0);
  assert.equal(at(null as unknown as number, 50, 1), 0);
});

Deno.test("[keyword judgement] reachable positions and the CTR curve", () => {
  assert.deepEqual([1, 3, 6, 10, 15, 40, 90].map((p) => reachablePosition(p, 50)), [
    1,
    3,
    3,
    5,
    8,
    20,
    45,
  ]);
  assert.equal(reachablePosition(null, 20), 7);
  assert.equal(reachablePosition(null, 80), 15);
  assert.ok(ctrAt(1) > ctrAt(2) && ctrAt(10) > ctrAt(11) && ctrAt(20) > ctrAt(21));
});

Deno.test("[keyword judgement] a commercial product with an attribute is a category page; asking for options compared is a comparison", () => {
  for (
    const k of [
      "waterproof hiking boots",
      "sukienka na wesele midi",
      "wanderschuhe damen wasserdicht",
    ]
  ) {
    assert.equal(judgeKeyword(k, "commercial").recommended_page_type, "landing_page", k);
  }
  for (const k of ["best hiking boots", "najlepsze sukienki na wesele", "wanderschuhe vergleich"]) {
    assert.equal(judgeKeyword(k, "commercial").recommended_page_type, "comparison_page", k);
  }
});
