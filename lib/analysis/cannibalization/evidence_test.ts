import assert from "node:assert/strict";
import { evidenceStrength } from "./evidence.ts";
import { DIRECT_EVIDENCE } from "./thresholds.ts";
import type { ConflictReason } from "./result.ts";

const reason = (type: ConflictReason["type"]): ConflictReason => ({
  type,
  strength: 0.5,
  description: type,
  keywords: [],
  urls: [],
});

Deno.test("[cannibalization evidence] shared ranking queries are direct evidence; wording is not", () => {
  assert.equal(evidenceStrength([reason("shared_ranking_queries")], "impressions"), 1);
  assert.ok(evidenceStrength([reason("shared_ranking_queries")], "count") >= DIRECT_EVIDENCE);
  const wording = evidenceStrength(
    [
      reason("shared_primary_keyword"),
      reason("shared_target_keywords"),
      reason("near_duplicate_title"),
    ],
    null,
  );
  assert.ok(wording < DIRECT_EVIDENCE, String(wording));
  assert.ok(evidenceStrength([reason("canonical_loop")], null) >= DIRECT_EVIDENCE);
});
