import assert from "node:assert/strict";
import type { LinkProfile } from "../../providers/provider.ts";
import { judgeRow } from "./judge.ts";

const lp: LinkProfile = {
  rank: 30,
  backlinks: 12,
  backlinks_spam_score: 5,
  first_seen: null,
  lost_date: null,
  broken_backlinks: 0,
  broken_pages: 0,
  referring_domains: 4,
  referring_domains_nofollow: 1,
  referring_main_domains: 4,
  referring_ips: 4,
  referring_subnets: 4,
  referring_pages: 12,
  referring_pages_nofollow: 2,
};

Deno.test("[backlink rows] repairs on strong sources first, then lost links, spam to watch, protection", () => {
  const j = (o: Partial<LinkProfile>, down = false) =>
    judgeRow({ ...lp, ...o }, "one_hundred", "x", down);
  assert.equal(j({}, true).priority, "high");
  assert.match(j({}, true).action, /301 it/);
  assert.deepEqual([
    j({ broken_backlinks: 3, rank: 70 }).priority,
    j({ broken_backlinks: 3 }).priority,
  ], ["high", "medium"]);
  // A lone spammy source is watched (Google ignores most such links), never cleaned up alone.
  assert.equal(j({ backlinks_spam_score: 75 }).priority, "medium");
  assert.match(j({ backlinks_spam_score: 75 }).action, /pattern/);
  assert.equal(j({ lost_date: "2026-01-01T00:00:00+00:00", rank: 60 }).priority, "high");
  assert.equal(j({ backlinks_spam_score: 45 }).priority, "medium");
  assert.equal(j({ rank: 65 }).action.startsWith("Protect"), true);
  assert.equal(j({}).priority, "low");
  assert.equal(judgeRow({ ...lp, rank: 650 }, "one_thousand", "x").rank_100, 65);
});
