/**
 * Expert case 42: `/backlinks/list` of a US recipe site after a migration that left old
 * `/recipes/{id}-{slug}/` URLs answering 404, beside a 301, a link lost with its page, a removed
 * link, scraped copies and nofollow platforms. Each numbered statement is its own test.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import type { Json } from "./case_reading.ts";

type Link = {
  domain_from: string;
  url_to: string;
  status: string;
  class: string;
  priority: string;
  action: string;
};
const links = (r: Json) => r.links as Link[];
const from = (r: Json, domain: string) => {
  const found = links(r).filter((l) => l.domain_from.replace(/^www\./, "") === domain);
  assert.ok(found.length > 0, domain);
  return found;
};
const c42 = readCase("/backlinks/list", "backlinks-list/42_recipe_site_migration_404s");
const PRESS = [
  "washingtonherald.com",
  "saltandsavor.com",
  "homecookcollective.com",
  "wellplatejournal.com",
];

statement(c42, 1, "the four publishers' links are high broken-target repairs", (r) => {
  for (const d of PRESS) {
    for (const l of from(r, d)) {
      assert.equal(l.class, "broken_target_repair", d);
      assert.equal(l.priority, "high", d);
    }
  }
});

statement(
  c42,
  2,
  "the action is a 301 to the live recipe with the same slug, not outreach",
  (r) => {
    const l = from(r, "saltandsavor.com")[0];
    assert.match(l.action, /301/);
    assert.match(l.action, /\/recipe\/brown-butter-skillet-cornbread\//);
    for (const d of PRESS) {
      for (const x of from(r, d)) assert.doesNotMatch(x.action, /ask .* to update/i, d);
    }
  },
);

statement(c42, 3, "the pattern is named: one redirect rule for /recipes/{id}-{slug}/", (r) => {
  const text = `${(r.agent_workflow as Json).summary} ${JSON.stringify(r.redirect_rule ?? "")}`;
  assert.match(text, /\/recipes\//);
  assert.match(text, /one (redirect )?rule/i);
});

statement(c42, 4, "the 301 target is not broken", (r) => {
  for (const l of from(r, "eatwelldaily.com")) {
    assert.notEqual(l.status, "broken");
    assert.notEqual(l.class, "broken_target_repair");
    assert.notEqual(l.priority, "high");
  }
});

statement(c42, 5, "the link lost with its 404 page is not a high reclaim", (r) => {
  for (const l of from(r, "cityweeklyfood.com")) assert.notEqual(l.priority, "high");
});

statement(c42, 6, "thepioneerplate.com's removed link is a lost_link_reclaim", (r) => {
  for (const l of from(r, "thepioneerplate.com")) assert.equal(l.class, "lost_link_reclaim");
});

statement(c42, 7, "scraped copies are neither outreach nor high", (r) => {
  for (const d of ["recipesaver-hub.xyz", "allrecipescopy.top"]) {
    for (const l of from(r, d)) {
      assert.notEqual(l.class, "outreach_reference", d);
      assert.notEqual(l.priority, "high", d);
      assert.ok(l.class === "quality_review" || l.priority === "low", d);
    }
  }
});

statement(c42, 8, "nofollow platforms and the sponsored link are not high", (r) => {
  for (const d of ["pinterest.com", "youtube.com", "reddit.com", "kitchenappliancedeals.com"]) {
    for (const l of from(r, d)) assert.notEqual(l.priority, "high", d);
  }
});
