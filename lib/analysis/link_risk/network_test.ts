import assert from "node:assert/strict";
import { linkNetworkOf, type NetworkRow } from "./network.ts";

const row = (domain: string, first: string, over: Partial<NetworkRow> = {}): NetworkRow => ({
  domain,
  backlinks: 1500,
  referring_pages: 1500,
  rank_100: 12,
  first_seen: `${first}T03:00:00+00:00`,
  semantic_locations: { footer: 1500 },
  ...over,
});

Deno.test("[link network] weak sitewide footer domains arriving together are one network (law, travel, retail)", () => {
  const law = linkNetworkOf([
    row("blogjuridico.example", "2023-04-11"),
    row("derechohoy.example", "2023-04-20"),
    row("leyes.example", "2023-05-09"),
    row("elpais.example", "2019-01-01", { rank_100: 92, backlinks: 1, referring_pages: 1 }),
  ]);
  assert.deepEqual(law?.domains, ["blogjuridico.example", "derechohoy.example", "leyes.example"]);
  assert.equal(law?.first_seen_from, "2023-04-11");
  // Travel: the same footer links years apart are not one campaign.
  assert.equal(
    linkNetworkOf([
      row("a.example", "2019-01-01"),
      row("b.example", "2021-06-01"),
      row("c.example", "2024-03-01"),
    ]),
    null,
  );
  // Retail: a strong partner's sitewide link, or links in articles, are not a network.
  assert.equal(
    linkNetworkOf([
      row("a.example", "2024-01-01", { semantic_locations: { article: 1500 } }),
      row("b.example", "2024-01-10", { semantic_locations: { article: 1500 } }),
      row("c.example", "2024-01-20", { rank_100: 70 }),
    ]),
    null,
  );
});
