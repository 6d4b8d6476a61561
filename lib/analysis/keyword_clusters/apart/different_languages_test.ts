import assert from "node:assert/strict";
import { apartBy } from "./types.ts";
import { differentLanguages } from "./different_languages.ts";
import { items } from "./testing.ts";

Deno.test("[keyword_clusters apart] keywords of two languages never share a page", () => {
  const [en, fr] = items("shoes for running", "chaussures de course pour femme");
  assert.equal(apartBy(differentLanguages, en, fr), true);
});

Deno.test("[keyword_clusters apart] a keyword showing no language takes its list's", () => {
  // Norwegian, Polish and Swedish lists typed partly without their letters, each with one
  // English keyword: the list decides, and the English keyword stays apart.
  for (
    const list of [
      [
        "telt 2 personer",
        "hvordan sette opp telt",
        "telt på fjellet",
        "kjøpe telt billig",
        "tent for camping",
      ],
      [
        "opony zimowe",
        "cena opon zimowych",
        "najlepsze opony zimowe",
        "wymiana opon samochodowych",
        "tires for winter",
      ],
      [
        "badtunna",
        "badtunna med kamin",
        "badtunna till altan",
        "billiga badtunnor",
        "hot tub for garden",
      ],
    ]
  ) {
    const read = items(...list);
    const [unknown, ...rest] = read;
    const english = rest.pop()!;
    assert.notEqual(unknown.language, "en", list[0]);
    for (const native of rest) {
      assert.equal(
        apartBy(differentLanguages, unknown, native),
        false,
        `${list[0]} / ${native.keyword}`,
      );
    }
    assert.equal(apartBy(differentLanguages, unknown, english), true, list[0]);
  }
});

Deno.test("[keyword_clusters apart] in a list showing English, a keyword showing nothing is English", () => {
  const [bare, en, fr] = items(
    "running shoes",
    "shoes for running",
    "chaussures de course pour femme",
  );
  assert.equal(bare.group, "en");
  assert.equal(apartBy(differentLanguages, bare, en), false);
  assert.equal(apartBy(differentLanguages, bare, fr), true);
});

Deno.test("[keyword_clusters apart] in a list showing no one language, a keyword showing nothing may join any", () => {
  const [bare, de, fr] = items(
    "crm software",
    "crm für kleine unternehmen",
    "logiciel crm pour pme",
  );
  assert.equal(bare.group, "und");
  assert.equal(apartBy(differentLanguages, bare, de), false);
  assert.equal(apartBy(differentLanguages, bare, fr), false);
  assert.equal(apartBy(differentLanguages, de, fr), true);
});

Deno.test("[keyword_clusters apart] keywords of one language may", () => {
  const [a, b] = items("running shoes", "trail running shoes");
  assert.equal(apartBy(differentLanguages, a, b), false);
});

Deno.test("[keyword_clusters apart] a keyword written only in kanji takes the Japanese of its list", () => {
  const [kanji, kana] = items("家庭用蓄電池 価格", "蓄電池 おすすめ");
  assert.equal(kanji.language, "ja");
  assert.equal(apartBy(differentLanguages, kanji, kana), false);
  // Alone, kanji say nothing of the language.
  assert.equal(items("家庭用蓄電池")[0].language, "und");
});

Deno.test("[keyword_clusters apart] a keyword in Latin letters never takes the language of a list in another script", () => {
  for (
    const list of [
      [
        "esim japan",
        "esim とは",
        "ポケットwifi レンタル",
        "ポケットwifi 料金",
        "esim 設定",
        "japan sim card",
      ],
      [
        "kyoto ryokan",
        "京都 旅館 おすすめ",
        "京都 旅館 安い",
        "旅館 とは",
        "旅館 予約",
        "kyoto inn",
      ],
    ]
  ) {
    const [latin, native, , , , other] = items(...list);
    assert.equal(apartBy(differentLanguages, latin, native), true, list[0]);
    assert.equal(apartBy(differentLanguages, latin, other), false, list[0]);
    assert.notEqual(latin.language, native.language, list[0]);
  }
});

Deno.test("[keyword_clusters apart] a keyword between unrelated languages takes its list's when the detector picks it too", () => {
  // "just" is a Swedish function word as well; the list and the detector say English.
  const [just, en, , , fr] = items(
    "just toss a coin",
    "how to toss a coin",
    "coin toss for a game",
    "what is a coin flip",
    "pile ou face en ligne",
  );
  assert.equal(just.group, "en");
  assert.equal(apartBy(differentLanguages, just, en), false);
  assert.equal(apartBy(differentLanguages, just, fr), true);
  // A keyword the detector reads as another language keeps its own group.
  const [french] = items(
    "chaussures de course pour femme",
    "shoes for running",
    "running shoes for men",
    "best running shoes",
  );
  assert.notEqual(french.group, "en");
});
