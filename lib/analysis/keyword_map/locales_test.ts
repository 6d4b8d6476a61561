/**
 * On a site with locale folders, a keyword whose words show no language is read in each of the
 * site's languages and matched to that language's pages: Italian, French and German estates.
 */
import assert from "node:assert/strict";
import { contentKeywordMap } from "../../operations/content_keyword_map.ts";
import { analyzeKeywordMap, type KeywordMapInput } from "./mod.ts";

const NOW = new Date("2026-11-22T12:00:00Z");

Deno.test("[keyword map] an ASCII keyword goes to the page of the language it matches: it/en, fr/en, de/en", () => {
  const sites: [string, string, string, string, string, string][] = [
    [
      "vino.example",
      "it",
      "Visite in cantina e degustazioni di vini nel Chianti",
      "degustazione vini chianti",
      "Chianti Winery Tours and Wine Tastings",
      "chianti wine tasting",
    ],
    [
      "vin.example",
      "fr",
      "Visite de cave et degustation de vins de Loire",
      "degustation vins loire",
      "Loire Wine Cellar Tours and Tastings",
      "loire wine tasting",
    ],
    [
      "wein.example",
      "de",
      "Kellerführung und Weinprobe an der Mosel",
      "weinprobe mosel",
      "Moselle Cellar Tours and Wine Tastings",
      "moselle wine tasting",
    ],
  ];
  for (const [host, lang, localTitle, localKw, enTitle, enKw] of sites) {
    const input = contentKeywordMap.input.parse({
      target: host,
      keywords: [localKw, enKw],
      pages: [
        { url: `https://${host}/${lang}/tastings/`, title: localTitle },
        { url: `https://${host}/en/tastings/`, title: enTitle },
      ],
    });
    const r = analyzeKeywordMap(input as KeywordMapInput, { now: NOW });
    const owner = (k: string) => r.mappings.find((m) => m.keyword === k)?.url;
    assert.equal(owner(localKw), `https://${host}/${lang}/tastings/`, localKw);
    assert.equal(owner(enKw), `https://${host}/en/tastings/`, enKw);
  }
});
