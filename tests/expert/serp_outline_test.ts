/**
 * Expert case 37: `/content/serp-outline` for an Italian how-to query ("come fare il lievito
 * madre"): recipe and guide pages, a forum thread, a shop's product page, an encyclopedia entry,
 * and the Italian chrome they carry.
 */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";
import {
  assertMarketCarried,
  builtOn,
  describe,
  isForumFormat,
  type Json,
  matching,
  rankedSite,
  recommendedItems,
  sitesOf,
  sitesOutside,
  textsOf,
} from "./case_reading.ts";

const OUTLINE = "/content/serp-outline";
const items = (r: Json) => recommendedItems(OUTLINE, r);

type Section = { heading: string; source: string; variants: string[]; urls: string[] };
type SchemaRec = { type: string; reason: string; required_fields: string[]; urls: string[] };

const sections = (r: Json) => r.sections as Section[];
const questions = (r: Json) => r.questions as { question: string; sources: string[] }[];
const schema = (r: Json) => r.schema_recommendations as SchemaRec[];

const c37 = readCase(OUTLINE, "content-serp-outline/37_flour_mill_lievito_madre");
const NOT_GUIDES = ["forum.panedintorni.it", "farinedelmulino.it", "wikicucina.org"];
const RECIPE_PAGES = ["ricettedinonna.it", "cucina-magazine.it"];
const GUIDE_LIKE = ["guide", "how_to", "article", "listicle", "comparison", "news"];

statement(c37, 1, "the title options and the H1 are Italian and name lievito madre", (r) => {
  const texts = [r.h1 as string, ...(r.title_options as { text: string }[]).map((t) => t.text)];
  assert.ok(texts.length > 1, "no title options");
  for (const t of texts) {
    assert.match(t, /lievito madre/i, t);
    assert.doesNotMatch(t, /\b(how to|guide|step by step|sourdough|starter|recipe)\b/i, t);
    assert.doesNotMatch(t, /spedizione|iscriviti|carrello|newsletter/i, t);
  }
});

const CORE_37: [string, RegExp][] = [
  ["ingredients", /ingredient|di cosa hai bisogno|cosa serve|occorrente|\bserve\b/i],
  ["the first days", /procediment|primi giorni|primo giorno|giorno 1\b|come si fa/i],
  ["feeding", /rinfresc/i],
  ["storage", /conserv/i],
  ["ready", /pront|galleggiament/i],
];

statement(c37, 2, "the H2 sections cover the core method, each from two sites", (r) => {
  const covered = CORE_37.filter(([, pattern]) =>
    sections(r).some((s) => pattern.test(s.heading) && sitesOf(s.urls).size >= 2)
  ).map(([name]) => name);
  assert.ok(covered.length >= 4, `covered with two sites: ${covered.join(", ") || "none"}`);
});

const PAA_37 = [
  /quanto tempo/i,
  /(capire|sapere|riconoscere).*pront|pront.*\?/i,
  /lievito di birra/i,
  /ogni quanto|quante volte/i,
];

statement(c37, 3, "at least two People-also-ask questions are in the outline", (r) => {
  const asked = [
    ...questions(r).map((q) => q.question),
    ...sections(r).filter((s) => s.source === "question").map((s) => s.heading),
  ];
  const used = PAA_37.filter((p) => asked.some((q) => p.test(q)));
  assert.ok(used.length >= 2, `questions: ${asked.join(" | ") || "none"}`);
});

const CHROME_37 = [
  "Questo sito utilizza i cookie",
  "Rispettiamo la tua privacy",
  "Iscriviti alla newsletter",
  "Ricevi le nostre ricette",
  "Ricette correlate",
  "Potrebbe interessarti anche",
  "Articoli correlati",
  "Leggi anche",
  "Chi sono",
  "L'autrice",
  "Lascia un commento",
  "Commenti",
  "Condividi",
  "Cita",
  "Risposta rapida",
  "Discussioni simili",
  "Chi è online",
  "Aggiungi al carrello",
  "Descrizione prodotto",
  "Recensioni",
  "Spedizione gratuita sopra 39 €",
];

statement(c37, 4, "no section or question comes from chrome or the non-guide results", (r) => {
  const outline = items(r).filter((i) => i.kind === "section" || i.kind === "question");
  const chrome = outline.filter((i) =>
    textsOf(i).some((t) => CHROME_37.some((p) => builtOn(t, p)))
  );
  assert.equal(chrome.length, 0, describe(r, chrome));
  const words = matching(outline, /cookie|privacy|newsletter|comment|carrello|spedizion/i);
  assert.equal(words.length, 0, describe(r, words));
  const onlyThere = outline.filter((i) =>
    i.urls.length > 0 && sitesOutside(i.urls, NOT_GUIDES).size === 0
  );
  assert.equal(onlyThere.length, 0, describe(r, onlyThere));
});

statement(c37, 5, "no HowTo or FAQPage schema; Recipe only from the recipe pages", (r) => {
  const retired = schema(r).filter((s) => /^(HowTo|FAQPage)$/.test(s.type));
  assert.equal(retired.length, 0, retired.map((s) => `${s.type}: ${s.reason}`).join("\n"));
  const checklist = (r.validation_checklist as { check: string }[]).filter((c) =>
    /\b(HowTo|FAQPage)\b/.test(c.check)
  );
  assert.equal(checklist.length, 0, checklist.map((c) => c.check).join("\n"));
  for (const recipe of schema(r).filter((s) => s.type === "Recipe")) {
    const declaring = [...sitesOf(recipe.urls)];
    for (const site of RECIPE_PAGES) assert.ok(declaring.includes(site), `Recipe without ${site}`);
    for (const field of ["name", "image"]) {
      assert.ok(recipe.required_fields.includes(field), `Recipe without ${field}`);
    }
  }
});

statement(
  c37,
  6,
  "the dominant format is a how-to guide or recipe; forum, shop, wiki aside",
  (r) => {
    const serp = r.serp as { dominant_format: { family: string; urls: string[] } | null };
    assert.ok(serp.dominant_format, "no dominant format");
    assert.equal(serp.dominant_format.family, "guide", JSON.stringify(serp.dominant_format));
    const counted = [...sitesOf(serp.dominant_format.urls)].filter((s) => NOT_GUIDES.includes(s));
    assert.deepEqual(counted, [], "a non-guide result is counted in the dominant format");
    assert.ok(isForumFormat(rankedSite(r, "forum.panedintorni.it")?.format), "the forum's format");
    for (const site of ["farinedelmulino.it", "wikicucina.org"]) {
      const format = rankedSite(r, site)?.format ?? "";
      // The encyclopedia may read as a definition; neither it nor the shop is a how-to model.
      assert.ok(format && !GUIDE_LIKE.includes(format), `${site} read as ${format}`);
    }
    const onlyThere = sections(r).filter((s) =>
      s.urls.length > 0 && sitesOutside(s.urls, NOT_GUIDES).size === 0
    );
    assert.equal(onlyThere.length, 0, onlyThere.map((s) => s.heading).join(", "));
  },
);

statement(c37, 7, "follow-up calls carry it and Italy", (r) => {
  assertMarketCarried(r, { language: "it", location: "Italy", locationCode: 2380 });
});
