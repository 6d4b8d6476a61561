import assert from "node:assert/strict";
import { localChannelShare } from "./channels.ts";
import { percent } from "../../toolkit/numbers.ts";

const t = (local: number | null, found = true) => ({
  found,
  channel_mix: { organic: 0.5, paid: 0, featured_snippet: 0, local_pack: local },
});

Deno.test("the local pack is a main channel from a fifth of the clicks", () => {
  assert.equal(localChannelShare(t(0.249)), 0.249); // a Madrid law firm
  assert.equal(localChannelShare(t(0.45)), 0.45); // a Utrecht bike repair shop
  assert.equal(localChannelShare(t(0.04)), null); // a national SaaS with a stray local result
  assert.equal(localChannelShare(t(null)), null); // local pack not requested
  assert.equal(localChannelShare(t(0.3, false)), null);
  assert.equal(percent(0.249), "25%");
});
