import assert from "node:assert/strict";
import {
  evidencedLanguageOfText,
  languageGroup,
  languageOfProse,
  languageOfText,
} from "./language.ts";

Deno.test("[language] short keywords get their language; unsure plain-ASCII text reads as English", () => {
  assert.equal(languageOfText("spanischkurs valencia"), "de");
  assert.equal(languageOfText("cursos de español valencia"), "es");
  assert.equal(languageOfText("préparation dele valence"), "fr");
  assert.equal(languageOfText("spanish course valencia"), "en");
  assert.equal(languageOfText("dele exam preparation valencia"), "en");
  assert.equal(languageOfText("sofa bed"), "en");
  assert.equal(languageOfText("spanisch lernen in valencia"), "de");
  assert.equal(languageOfText("cours d'espagnol valence"), "fr");
  assert.equal(languageOfText("apprendre l'espagnol à valence"), "fr");
  assert.equal(languageOfText("école d'espagnol valence"), "fr");
  assert.equal(languageOfText("preparación dele valencia"), "es");
  assert.equal(languageOfText("tell me my credit score"), "en");
  assert.equal(languageOfText("seo audit"), "en");
  assert.equal(languageOfText("laufschuhe kaufen"), "de");
  assert.equal(languageOfText("recette boeuf bourguignon"), "fr");
  assert.equal(languageOfText("coq au vin recipe"), "en");
  assert.equal(languageOfText(""), null);
});

Deno.test("[language] prose in close languages: South Slavic, Scandinavian and Ibero-Romance told apart", () => {
  const cases: Array<[string, string]> = [
    [
      "hr",
      "Naša obitelj vodi malu pekaru u centru Zagreba već tri generacije. Svaki tjedan pečemo domaći kruh od raženog brašna, a subotom nudimo i kolače po receptu naše bake.",
    ],
    [
      "sr",
      "Naša porodica vodi malu pekaru u centru Beograda već tri generacije. Svake nedelje pečemo domaći hleb od raženog brašna, a subotom nudimo i kolače po receptu naše bake koji su uvek sveži.",
    ],
    [
      "bs",
      "Naša porodica vodi malu pekaru u centru Sarajeva već tri generacije. Svake sedmice pečemo domaći hljeb od raženog brašna, a subotom nudimo i kahvu uz kolače po receptu naše nene.",
    ],
    [
      "sl",
      "Naša družina že tri generacije vodi majhno pekarno v središču Ljubljane. Vsak teden pečemo domač kruh iz ržene moke, ob sobotah pa ponujamo tudi pecivo po receptu naše babice.",
    ],
    [
      "sr",
      "Наша породица већ три генерације води малу пекару у центру Београда. Сваке недеље печемо домаћи хлеб од раженог брашна, а суботом нудимо и колаче по рецепту наше баке.",
    ],
    [
      "no",
      "Vi er et lite bakeri i sentrum av Bergen som har vært drevet av samme familie i tre generasjoner. Hver uke baker vi brød av rugmel, og på lørdager kan du kjøpe kaker etter bestemors oppskrift.",
    ],
    [
      "da",
      "Vi er et lille bageri i centrum af Aarhus, som har været drevet af den samme familie i tre generationer. Hver uge bager vi brød af rugmel, og om lørdagen kan du købe kager efter bedstemors opskrift.",
    ],
    [
      "sv",
      "Vi är ett litet bageri i centrala Göteborg som har drivits av samma familj i tre generationer. Varje vecka bakar vi bröd på rågmjöl, och på lördagar kan du köpa kakor efter mormors recept.",
    ],
    [
      "gl",
      "Somos unha pequena panadaría no centro de Lugo que leva tres xeracións nas mans da mesma familia. Cada semana cocemos pan de centeo e os sábados tamén vendemos doces feitos coa receita da avoa.",
    ],
    [
      "pt",
      "Somos uma pequena padaria no centro do Porto que está nas mãos da mesma família há três gerações. Todas as semanas cozemos pão de centeio e aos sábados também vendemos bolos feitos com a receita da avó.",
    ],
    [
      "es",
      "Somos una pequeña panadería en el centro de Salamanca que lleva tres generaciones en manos de la misma familia. Cada semana horneamos pan de centeno y los sábados también vendemos dulces con la receta de la abuela.",
    ],
    [
      "ca",
      "Som una petita fleca al centre de Girona que porta tres generacions en mans de la mateixa família. Cada setmana coem pa de sègol i els dissabtes també venem dolços fets amb la recepta de l'àvia.",
    ],
  ];
  for (const [lang, text] of cases) assert.equal(languageOfProse(text), lang, text.slice(0, 40));
});

Deno.test("[language] one short plain-ASCII word is no evidence of a language", () => {
  // "fue" (a hair-transplant technique), "crm", "seo": acronyms and names as often as words.
  for (const text of ["fue", "fue hair transplant", "sac ekimi fue", "crm"]) {
    assert.equal(evidencedLanguageOfText(text), null, text);
  }
  // Long inflected words are the detector's real evidence, alone or beside short ones.
  assert.equal(evidencedLanguageOfText("zimowych"), "pl");
  assert.equal(evidencedLanguageOfText("cena opon zimowych"), "pl");
});

Deno.test("[language] the letters and search words of the Nordic, Polish and Czech markets", () => {
  // ä and ö are Swedish as well as German; å, æ and ø Scandinavian.
  assert.equal(languageOfText("köpa badtunna"), "sv");
  assert.equal(languageGroup("bærbar computer"), "da|no");
  // Function words of further stopword lists, typed without their letters.
  assert.equal(languageGroup("telt til 2 personer"), "da|no");
  // One-word modifiers of the reviewed tables: "billiga", "najlepsze".
  assert.equal(languageOfText("billiga flygbiljetter"), "sv");
  assert.equal(languageOfText("najlepsze opony"), "pl");
  assert.equal(languageOfText("jak vybrat stan"), "cs");
  // A plain-ASCII keyword showing nothing is no language's: its group is unknown.
  assert.equal(languageGroup("telt 2 personer"), "und");
  assert.equal(evidencedLanguageOfText("telt 2 personer"), null);
});
