/** `/keyword-cluster/build` over the API: the SERP method's cost is quoted before anything runs. */
import assert from "node:assert/strict";
import { balanceOf, setup } from "./helpers.ts";

Deno.test("[api] keyword clusters: dry_run quotes 2 credits, plus 1 per keyword with method serp; nothing is charged", async () => {
  const h = await setup({ credits: 100, env: { RATE_LIMITS: "pro=100000/100000" } });
  try {
    const keywords = ["sofa bed", "sleeper sofa", "king bed frame", "dog bed"];
    const lexical = await h.post("/keyword-cluster/build?dry_run=true", { keywords });
    assert.equal((await lexical.json()).credits_required, 2);
    const serp = await h.post("/keyword-cluster/build?dry_run=true", { keywords, method: "serp" });
    assert.equal(serp.status, 200);
    assert.equal((await serp.json()).credits_required, 6);
    const bad = await h.post("/keyword-cluster/build?dry_run=true", { keywords, method: "both" });
    assert.equal(bad.status, 400);
    assert.equal((await bad.json()).error.details.issues[0].path, "method");
    assert.equal(await balanceOf(h), 100);
  } finally {
    await h.close();
  }
});
