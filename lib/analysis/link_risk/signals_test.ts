import assert from "node:assert/strict";
import { riskConfidence, riskLevelOf, riskSignals } from "./signals.ts";

const base = {
  backlinks_spam_score: 3,
  referring_domains: 500,
  referring_subnets: 450,
  referring_ips: 470,
};

Deno.test("[link risk] a scraper network on few subnets and abused TLDs is high (Dutch shop, Spanish firm, US SaaS)", () => {
  const shop = riskSignals({
    ...base,
    backlinks_spam_score: 43,
    referring_domains: 1186,
    referring_subnets: 386,
    referring_links_tld: { xyz: 17200, top: 12900, nl: 6900, com: 2480 },
  });
  assert.deepEqual(shop.map((s) => s.signal), [
    "links_spam_score",
    "subnets_per_domain",
    "abused_tld_share",
  ]);
  assert.equal(riskLevelOf(shop), "high");
  // A bought-link network: clean spam score but domains on a handful of subnets and cheap TLDs.
  const firm = riskSignals({
    ...base,
    referring_domains: 240,
    referring_subnets: 60,
    referring_links_tld: { top: 900, es: 600 },
  });
  assert.equal(riskLevelOf(firm), "high");
  // A healthy SaaS profile: one subnet per domain, ordinary TLDs.
  const saas = riskSignals({ ...base, referring_links_tld: { com: 9000, io: 2000 } });
  assert.deepEqual(saas, []);
  assert.equal(riskLevelOf(saas), "low");
  assert.ok(riskConfidence(shop) > riskConfidence(firm));
});

Deno.test("[link risk] a small profile is never a network for its few subnets", () => {
  const tiny = riskSignals({ ...base, referring_domains: 12, referring_subnets: 3 });
  assert.deepEqual(tiny, []);
});
