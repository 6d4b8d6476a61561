import assert from "node:assert/strict";
import type { Backlink } from "../../providers/provider.ts";
import { classify } from "./classify.ts";

const base: Backlink = {
  url_from: "https://blog.example/post",
  domain_from: "blog.example",
  url_to: "https://acme.com/pricing",
  domain_to: "acme.com",
  tld_from: "example",
  rank: 30,
  page_from_rank: 30,
  domain_from_rank: 30,
  backlink_spam_score: 5,
  dofollow: true,
  item_type: "anchor",
  anchor: "Acme",
  attributes: [],
  page_from_title: "Post",
  page_from_status_code: 200,
  domain_from_country: "US",
  semantic_location: "article",
  is_new: false,
  is_lost: false,
  is_broken: false,
  url_to_status_code: 200,
  first_seen: null,
  prev_seen: null,
  last_seen: null,
};

Deno.test("[backlinks list] each link gets the first class that fits, with a priority by source strength", () => {
  const c = (o: Partial<Backlink>) => classify({ ...base, ...o }, "one_hundred");
  assert.deepEqual(
    [
      c({ is_broken: true, url_to_status_code: 404, domain_from_rank: 60 }).class,
      c({ is_broken: true, url_to_status_code: 404, domain_from_rank: 60 }).priority,
    ],
    ["broken_target_repair", "high"],
  );
  assert.equal(c({ is_lost: true }).class, "lost_link_reclaim");
  assert.equal(c({ backlink_spam_score: 70 }).class, "quality_review");
  assert.equal(c({ attributes: ["sponsored"], dofollow: false }).class, "quality_review");
  assert.equal(c({ domain_from_rank: 75 }).class, "authority_protection");
  assert.equal(c({ domain_from_rank: 75 }).priority, "high");
  assert.equal(c({ domain_from_rank: 75, dofollow: false }).class, "outreach_reference");
  assert.equal(c({}).class, "outreach_reference");
  // The 0-1000 scale is read as the same authority.
  assert.equal(
    classify({ ...base, domain_from_rank: 750 }, "one_thousand").class,
    "authority_protection",
  );
});
