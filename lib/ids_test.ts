import assert from "node:assert/strict";
import { risingId, sortableId } from "./ids.ts";

Deno.test("[ids] risingId: ids made one after another sort in that order, even in one millisecond", () => {
  const at = Date.now();
  const ids = Array.from({ length: 2_000 }, () => risingId("use", at));
  assert.deepEqual([...ids].sort(), ids);
  assert.equal(new Set(ids).size, ids.length);
  assert.equal(ids[0].length, sortableId("use", at).length, "the same shape as sortableId");
  assert.ok(risingId("use", at - 5_000) > ids.at(-1)!, "never below an earlier one");
});
