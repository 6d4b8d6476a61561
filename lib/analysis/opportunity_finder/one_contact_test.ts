/** One outlet, one contact: a second action for the same outlet is held below the first. it, fr, de. */
import assert from "node:assert/strict";
import { backlinksOpportunityFinder } from "../../operations/backlinks_opportunity_finder.ts";
import { findOpportunities, type OpportunityFinderInput } from "./mod.ts";

Deno.test("[opportunity finder] an outlet with a repair and a pitch gets one high action: it, fr, de", () => {
  const outlets = [
    ["firenzetoday.it", "museo", "biglietti uffizi"],
    ["lequipe.fr", "course", "chaussures running"],
    ["sueddeutsche.de", "skischule", "skikurs lech"],
  ];
  for (const [outlet, topic, asset] of outlets) {
    const input = backlinksOpportunityFinder.input.parse({
      target: "own.example",
      campaign_goal: "mixed",
      min_priority: "low",
      owned_assets: [{
        url: "https://own.example/study",
        title: `${asset} study 2025`,
        page_type: "study",
        topics: [topic, asset],
        linkable_reason: "original data",
      }],
      prospects: [
        {
          source_domain: outlet,
          source_url: `https://www.${outlet}/a`,
          title: `${asset} article`,
          topics: [topic, asset],
          domain_rank: 700,
          dofollow: true,
          broken_link: true,
        },
        {
          source_domain: outlet,
          source_url: `https://www.${outlet}/b`,
          title: `${asset} news`,
          topics: [topic, asset],
          domain_rank: 700,
          dofollow: true,
          linked_competitors: ["rival.example"],
        },
      ],
    }) as OpportunityFinderInput;
    const r = findOpportunities(input, { now: new Date("2026-11-22T12:00:00Z") });
    const mine = r.actions.filter((a) => JSON.stringify(a).includes(outlet));
    assert.equal(mine.length, 2, outlet);
    assert.ok(mine.filter((a) => a.priority === "high").length <= 1, outlet);
    assert.ok(JSON.stringify(mine[1]).includes("one contact"), outlet);
  }
});
