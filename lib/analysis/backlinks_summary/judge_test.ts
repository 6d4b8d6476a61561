import assert from "node:assert/strict";
import { actionOf } from "./judge.ts";

type Metrics = Parameters<typeof actionOf>[0];

const strong = {
  rank: 600,
  rank_100: 60,
  backlinks: 12_000,
  referring_domains: 900,
  referring_main_domains: 850,
  referring_ips: 800,
  dofollow_share: 0.8,
  backlinks_per_domain: 13,
  broken_backlinks: 10,
  broken_share: 0.001,
  spam_score: 8,
  site_spam_score: 5,
  referring_subnets: 700,
} as unknown as Metrics;

Deno.test("[backlinks summary] the closing advice names the risk level it was given", () => {
  assert.match(actionOf(strong, "strong", "low").reason, /with low risk/);
  const medium = actionOf(strong, "strong", "medium").reason;
  assert.match(medium, /with medium risk/);
  assert.doesNotMatch(medium, /low risk/);
});
