import assert from "node:assert/strict";
import { ctx, recommended, report } from "./testing.ts";
import { mapUniqueFields } from "./map_unique_fields.ts";

Deno.test("[programmatic_template actions] unique fields without data are mapped to a source", () => {
  const r = report({ checks: { sample_size: 20, missing_unique_fields: ["price", "rating"] } });
  assert.equal(
    recommended(mapUniqueFields, ctx({ r }))[0].action,
    "Map the unique fields price, rating to a data source",
  );
  assert.equal(mapUniqueFields.decide(ctx()), null);
});
