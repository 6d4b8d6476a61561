/**
 * Three principles on SERPs of three markets: a shake-up in the latest interval is the SERP's
 * current state (not averaged with the quiet weeks before it); a site's single result under a
 * new URL at its old place is a URL change, not turnover; and a result beyond the depth the
 * other snapshot reaches is neither new nor dropped.
 */
import assert from "node:assert/strict";
import { serpVolatility } from "../../operations/serp_volatility.ts";
import { analyzeSerpVolatility, type SerpVolatilityInput } from "./mod.ts";

const NOW = new Date("2025-12-01T12:00:00Z");
const run = (body: Record<string, unknown>) =>
  analyzeSerpVolatility(serpVolatility.input.parse(body) as SerpVolatilityInput, { now: NOW });

/** A snapshot of one result per domain, in the order given. */
const snap = (checked_at: string, domains: string[], path = "p") => ({
  checked_at,
  results: domains.map((d, i) => ({ position: i + 1, url: `https://www.${d}/${path}` })),
});

const markets = [
  ["kfz versicherung", "de", [
    "check24",
    "verivox",
    "huk",
    "allianz",
    "adac",
    "ergo",
    "devk",
    "axa",
    "cosmos",
    "finanztip",
  ]],
  ["肉じゃが レシピ", "jp", [
    "cookpad",
    "kurashiru",
    "delishkitchen",
    "orangepage",
    "lettuceclub",
    "sirogohan",
    "kikkoman",
    "ajinomoto",
    "mizkan",
    "nhk",
  ]],
  ["comprar bitcoin", "com.br", [
    "binance",
    "mercadobitcoin",
    "foxbit",
    "novadax",
    "nubank",
    "infomoney",
    "exame",
    "coinbase",
    "bitpreco",
    "ripio",
  ]],
] as const;

Deno.test("[serp_volatility] a shake-up in the latest interval sets the level, whatever the quiet weeks before: de, ja, pt-BR", () => {
  for (const [keyword, tld, names] of markets) {
    const d = names.map((n) => `${n}.${tld}`);
    const shaken = [
      d[5],
      d[8],
      "new1." + tld,
      d[0],
      "new2." + tld,
      d[2],
      "new3." + tld,
      d[1],
      d[9],
      "new4." + tld,
    ];
    const r = run({
      keyword,
      snapshots: [
        snap("2025-10-13", d),
        snap("2025-10-20", d),
        snap("2025-10-27", d),
        snap("2025-11-03", shaken),
      ],
    });
    assert.notEqual(r.interpretation.level, "stable", keyword);
    assert.equal(r.volatility_score, r.pairs.at(-1)!.score, keyword);
    assert.match(r.interpretation.sentence, /latest interval, 2025-10-27 to 2025-11-03/);
  }
});

Deno.test("[serp_volatility] a site's result under a new URL at its old place is a URL change, not turnover: de, ja, pt-BR", () => {
  for (const [keyword, tld, names] of markets) {
    const d = names.map((n) => `${n}.${tld}`);
    const moved = {
      checked_at: "2025-10-20",
      results: d.map((x, i) => ({
        position: i + 1,
        url: `https://www.${x}/${i === 0 ? "new-path" : "p"}`,
      })),
    };
    const r = run({ keyword, snapshots: [snap("2025-10-13", d), moved] });
    const [pair] = r.pairs;
    assert.equal(pair.exited_count, 0, keyword);
    assert.equal(pair.entered_count, 0, keyword);
    assert.deepEqual(pair.url_changes.map((c) => c.domain), [d[0]]);
    assert.equal(r.interpretation.level, "stable", keyword);
    assert.ok(!r.top_movers.some((m) => m.domain === d[0]), keyword);
  }
});

Deno.test("[serp_volatility] a result beyond the other snapshot's depth is neither new nor dropped: de, ja, pt-BR", () => {
  for (const [keyword, tld, names] of markets) {
    const d = names.map((n) => `${n}.${tld}`);
    const deep = [...d, ...["a", "b", "c", "d", "e"].map((x) => `${x}.${tld}`)];
    const r = run({ keyword, snapshots: [snap("2025-10-13", deep), snap("2025-10-20", d)] });
    assert.ok(!r.top_movers.some((m) => m.status === "dropped"), keyword);
  }
});
