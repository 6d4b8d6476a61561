import assert from "node:assert/strict";
import { ctx, recommended } from "./testing.ts";
import { resolveDuplicates } from "./resolve_duplicates.ts";

Deno.test("[programmatic_template actions] one action per distinct duplicate set, at most two", () => {
  const group = (
    kind: "same_url" | "same_keyword" | "near_duplicate_keyword",
    records: number[],
  ) => ({
    kind,
    records,
    labels: records.map((i) => `r${i}`),
    value: kind,
  });
  const duplicateGroups = [
    group("same_url", [0, 1]),
    group("same_keyword", [0, 1]),
    group("near_duplicate_keyword", [2, 3]),
    group("near_duplicate_keyword", [4, 5]),
  ];
  const actions = recommended(resolveDuplicates, ctx({ f: { duplicateGroups } }));
  assert.deepEqual(actions.map((a) => a.target), ["same_url", "near_duplicate_keyword"]);
  assert.equal(actions[1].priority, "medium");
});
