import assert from "node:assert/strict";
import { marketOfKeyword } from "./market.ts";

Deno.test("[content decay] the market comes from the owner's country-code domain, then the keyword's language (at, nl, es, jp, uk, com)", () => {
  const at = marketOfKeyword("skiverleih saalbach", ["skiurlaub-magazin.at"]);
  assert.deepEqual([at.market.location, at.market.language_code, at.source], [
    "Austria",
    "de",
    "domain",
  ]);
  const nl = marketOfKeyword("bananenbrood recept", ["https://www.smulkeuken.nl/recepten/"]);
  assert.deepEqual([nl.market.location, nl.market.language_code], ["Netherlands", "nl"]);
  const es = marketOfKeyword("cuánto debe comer un gato", ["mascotasalud.es"]);
  assert.deepEqual([es.market.location, es.market.language_code], ["Spain", "es"]);
  const jp = marketOfKeyword("ピボットテーブル 使い方", ["pc-juku.jp"]);
  assert.deepEqual([jp.market.location, jp.market.language_code], ["Japan", "ja"]);
  const uk = marketOfKeyword("boiler repair leeds", ["aireheating.co.uk"]);
  assert.equal(uk.market.location, "United Kingdom");
  const com = marketOfKeyword("how to close a pool for winter", ["poolandpatioplus.com"]);
  assert.deepEqual([com.market.location, com.source], ["United States", "default"]);
  const io = marketOfKeyword("kaffeevollautomat richtig entkalken und reinigen", ["brew.io"]);
  assert.deepEqual([io.market.location, io.source], ["Germany", "keyword"]);
});
