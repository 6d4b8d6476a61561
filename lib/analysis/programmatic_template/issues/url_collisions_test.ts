import assert from "node:assert/strict";
import { ctx, found } from "./testing.ts";
import { urlCollisions } from "./url_collisions.ts";

Deno.test("[programmatic_template issues] a tenth of the records sharing a URL blocks the launch", () => {
  const issues = found(urlCollisions, ctx({ records: 20, urlCollided: 2 }));
  assert.equal(
    issues[0].detail,
    "2 of 20 sample records render to a URL another record also renders to",
  );
  assert.equal(urlCollisions.decide(ctx({ records: 21, urlCollided: 2 })), null);
  assert.equal(urlCollisions.decide(ctx({ records: 0, urlCollided: 0 })), null);
});
