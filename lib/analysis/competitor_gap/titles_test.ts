/**
 * Suggested titles stay in the topic's language: English templates only when English shows by
 * evidence (a word, not plain ASCII), and never around site furniture, which is no gap at all.
 * Three sites: Polish used cars, Italian wine, Spanish solar.
 */
import assert from "node:assert/strict";
import { contentCompetitorGapMatrix } from "../../operations/content_competitor_gap_matrix.ts";
import { analyzeCompetitorGap } from "./mod.ts";

const NOW = new Date("2026-11-22T12:00:00Z");

function run(domain: string, titles: string[], furniture: string[]) {
  const pages = [...titles, ...furniture].map((title, i) => ({
    url: `https://${domain}/p${i}`,
    title,
    traffic: 500,
  }));
  const input = contentCompetitorGapMatrix.input.parse({
    competitors: [{ domain, pages }],
    own_pages: [{ url: "https://own.example/", title: "Home" }],
  });
  return analyzeCompetitorGap(input as never, { now: NOW });
}

Deno.test("[competitor gap] titles of ASCII topics in other languages carry no English filler; utility pages are no gaps: pl, it, es", () => {
  const sites: [string, string[], string[]][] = [
    ["rival.pl", ["Historia pojazdu", "Przerejestrowanie samochodu"], [
      "Logowanie do konta",
      "Kariera",
      "Regulamin serwisu",
    ]],
    ["rival.it", ["Olio extravergine biologico", "Cantine aperte Chianti"], [
      "Lavora con noi",
      "Area clienti",
      "Contatti",
    ]],
    ["rival.es", ["Subvenciones placas solares", "Autoconsumo colectivo"], [
      "Área de clientes",
      "Trabaja con nosotros",
      "Aviso legal",
    ]],
  ];
  for (const [domain, topics, furniture] of sites) {
    const r = run(domain, topics, furniture);
    const all = JSON.stringify(r.suggested_titles);
    assert.doesNotMatch(all, /Practical Guide|Complete Guide|Buyer's Guide|Features and/, domain);
    const gaps = r.opportunities.map((o) => o.topic.toLowerCase());
    for (const f of furniture) {
      assert.ok(!gaps.some((g) => f.toLowerCase().includes(g)), `${domain}: ${f}`);
    }
    assert.ok(gaps.length >= 1, `${domain}: the topics are gaps`);
  }
});
