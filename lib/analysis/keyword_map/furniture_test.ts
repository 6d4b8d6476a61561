/**
 * A careers page takes job searches only; a customer's search sharing its words goes elsewhere.
 * French estate agency, Italian wine estate, Spanish boat trips.
 */
import assert from "node:assert/strict";
import { contentKeywordMap } from "../../operations/content_keyword_map.ts";
import { analyzeKeywordMap, type KeywordMapInput } from "./mod.ts";

const NOW = new Date("2026-11-22T12:00:00Z");

Deno.test("[keyword map] a careers page owns job searches, never a customer's: fr, it, es", () => {
  const sites: [string, string, string, string, string][] = [
    [
      "immo-lyon.fr",
      "/recrutement/",
      "Recrutement : devenez agent immobilier à Lyon",
      "agent immobilier lyon",
      "recrutement agent immobilier lyon",
    ],
    [
      "chianti.example.it",
      "/lavora-con-noi/",
      "Lavora con noi: vendemmia in Toscana",
      "vendemmia toscana visita",
      "lavoro vendemmia toscana",
    ],
    [
      "barcos.example.es",
      "/trabaja-con-nosotros/",
      "Trabaja con nosotros: patrón de barco en Tenerife",
      "barco tenerife",
      "trabajo patrón de barco tenerife",
    ],
  ];
  for (const [host, path, title, customer, jobs] of sites) {
    const input = contentKeywordMap.input.parse({
      target: host,
      keywords: [customer, jobs],
      pages: [
        { url: `https://${host}/`, title: "Accueil" },
        { url: `https://${host}${path}`, title },
      ],
    });
    const r = analyzeKeywordMap(input as KeywordMapInput, { now: NOW });
    const owner = (k: string) => r.mappings.find((m) => m.keyword === k)?.url;
    assert.notEqual(owner(customer), `https://${host}${path}`, `${host}: ${customer}`);
    assert.equal(owner(jobs), `https://${host}${path}`, `${host}: ${jobs}`);
  }
});
