/**
 * The main-content rules on pages of three industries and four languages: sections with prose
 * are topics and chrome is not (`sections.ts`), methodology blocks are a format signal
 * (`methodology.ts`), topics match by meaning (`topic_match.ts`), and forums, videos and shops
 * are not models for a guide (`models.ts`).
 */
import assert from "node:assert/strict";
import { isContentSection, sectionsOf, sectionThreshold } from "./sections.ts";
import { isMethodologyHeading } from "./methodology.ts";
import { topicOf, TopicSpace } from "./topic_match.ts";
import { majorityGroup, modelPages } from "./models.ts";
import { headingKey } from "./headings.ts";
import { lexiconOf } from "./words.ts";
import { analyzeSerpEvidence } from "./mod.ts";
import { evidenceOf, words } from "./testing.ts";

const body = (n: number, word: string) => Array.from({ length: n }, () => word).join(" ");

Deno.test("[main content] a heading with prose under it is a topic; a sign-up line or a link list is not (en, de, it)", () => {
  const md = [
    "## Checking stored tubers",
    body(40, "rot"),
    "## Subscribe to our newsletter",
    "Get our tips every week.",
    "## Ähnliche Beiträge",
    "[Balkonkraftwerk richtig anmelden](https://x/a) [Wechselrichter im Vergleich](https://x/b)",
    "[Solarpaket erklärt](https://x/c)",
    "## Come conservare il lievito madre",
    body(30, "frigorifero"),
  ].join("\n");
  const s = sectionsOf(md);
  assert.deepEqual(s.map((x) => x.text), [
    "Checking stored tubers",
    "Subscribe to our newsletter",
    "Ähnliche Beiträge",
    "Come conservare il lievito madre",
  ]);
  assert.deepEqual(s.map((x) => isContentSection(x)), [true, false, false, true]);
  assert.equal(s[2].link_words, 8);
});

Deno.test("[main content] a parent heading is a topic through the prose of its subsections", () => {
  const s = sectionsOf(
    ["## Storage", "### In crates", body(20, "compost"), "### In paper", body(20, "news")].join(
      "\n",
    ),
  );
  assert.equal(s[0].words, 0);
  assert.equal(s[0].subtree_words, 40);
  assert.ok(isContentSection(s[0]));
  assert.ok(!isContentSection(s[1]), "20 words alone are a line, not a section");
});

Deno.test("[main content] methodology and trust blocks are recognised by grammar in seven languages", () => {
  for (
    const h of [
      "How we tested",
      "Why trust us",
      "So haben wir getestet",
      "Comment nous avons testé",
      "Cómo elegimos los productos",
      "Como testamos",
      "Come abbiamo testato",
      "Hoe we testen",
    ]
  ) assert.ok(isMethodologyHeading(h), h);
  for (
    const h of [
      "Why I lift most of my dahlias",
      "Testing the soil before planting",
      "Wie viel Watt darf ein Balkonkraftwerk haben?",
      "Il rinfresco",
      "Cómo pintar azulejos del baño",
    ]
  ) assert.ok(!isMethodologyHeading(h), h);
});

Deno.test("[main content] topics match by meaning, not by the SERP's shared words (en, de)", () => {
  const en = lexiconOf("en");
  const t = (site: string, h: string, text: string) => topicOf(site, headingKey(h, en)!, text, en);
  const topics = [
    t("a", "Checking tubers during winter", "check monthly for rot and soft shrivelled tubers"),
    t("b", "Check on your tubers", "look for rot and mould, cut soft parts out"),
    t("c", "How to store dahlia tubers", "boxes of dry compost in a frost free shed"),
    t("d", "Storing lifted tubers", "crates of compost somewhere frost free and dry"),
    t("e", "Dividing tubers", "split the clump with a knife so each piece has an eye"),
  ];
  const space = new TopicSpace(topics, "how to overwinter dahlias", en);
  assert.ok(space.same(topics[0], topics[1]), "checking = check on");
  assert.ok(space.same(topics[2], topics[3]), "store = storing");
  assert.ok(!space.same(topics[1], topics[3]), "checking stored tubers is not storing them");
  assert.ok(!space.same(topics[4], topics[2]));
  const de = lexiconOf("de");
  const d = (site: string, h: string, text: string) => topicOf(site, headingKey(h, de)!, text, de);
  const german = [
    d("a", "Anmeldung beim Netzbetreiber", "das Formular beim Netzbetreiber ausfüllen"),
    d("b", "Beim Netzbetreiber anmelden", "Netzbetreiber Formular einreichen und warten"),
    d("c", "Rechte von Mietern", "Vermieter muss zustimmen Mieter Anspruch"),
  ];
  const deSpace = new TopicSpace(german, "balkonkraftwerk anmelden", de);
  assert.ok(deSpace.same(german[0], german[1]));
  assert.ok(!deSpace.same(german[0], german[2]));
});

Deno.test("[main content] forums, videos and shops are set aside when guides are written (en, pt)", () => {
  const page = (url: string, title: string) => ({
    url,
    title,
    body: `<h1>${title}</h1><p>${words(300, "aspirador")}</p>`,
  });
  const e = evidenceOf("como escolher aspirador robô", [
    page(
      "https://guia.example/blog/como-escolher-aspirador-robo",
      "Como escolher um aspirador robô",
    ),
    page(
      "https://revista.example/casa/guia-aspirador-robo",
      "Guia: aspirador robô para apartamento",
    ),
    page("https://www.reddit.com/r/brasil/comments/1/aspirador", "Vale a pena um aspirador robô?"),
    page("https://www.youtube.com/watch?v=abc", "Review aspirador robô"),
    page("https://loja.example/products/aspirador-x1", "Aspirador Robô X1 - Loja"),
  ], { language: "pt" });
  const a = analyzeSerpEvidence(e);
  assert.equal(a.models.group, "editorial");
  assert.equal(a.models.urls.length, 2);
  assert.deepEqual(
    a.models.set_aside.map((s) => s.format).sort(),
    ["forum", "product", "video"],
  );
  const ranked = a.ranked_formats;
  assert.equal(majorityGroup(ranked), "editorial");
  assert.equal(modelPages(e.pages, ranked, "commercial").pages.length, 1);
});

Deno.test("[main content] a list of ingredients or specs is a section; a list of links is not (it, en)", () => {
  const s = sectionsOf([
    "## Ingredienti",
    "- 100 g di farina",
    "- 60 ml di acqua",
    "- 1 cucchiaino di miele",
    "## Tech specs",
    "- Build volume 220 mm",
    "- Max speed 300 mm/s",
    "- Direct drive",
    "## Read next",
    "- [Best resin printers](https://x/a)",
    "- [Filament guide](https://x/b)",
    "- [Printer maintenance](https://x/c)",
  ].join("\n"));
  assert.deepEqual(s.map((x) => isContentSection(x)), [true, true, false]);
});

Deno.test("[main content] Japanese terms end at particles and keep their voiced kana; echoes are listed once (ja, fr, en)", async () => {
  const { normalizeText } = await import("../../toolkit/text.ts");
  const { termWordsOf } = await import("./words.ts");
  const { distinctTerms } = await import("./terms.ts");
  assert.equal(normalizeText("ご注意事項"), "ご注意事項");
  assert.equal(normalizeText("Crème brûlée"), "creme brulee");
  assert.deepEqual(termWordsOf("つみたて投資枠と成長投資枠の違い", "ja"), [
    "つみたて投資枠",
    "成長投資枠",
    "違い",
  ]);
  assert.deepEqual(termWordsOf("Storing tubers", "en"), ["storing", "tubers"]);
  const kept = distinctTerms([
    { term: "store dahlia tubers", support: 3 },
    { term: "store dahlia", support: 3 },
    { term: "dahlia", support: 5 },
  ]);
  assert.deepEqual(kept.map((t) => t.term), ["store dahlia tubers", "dahlia"]);
});

Deno.test("[main content] a section's confidence follows its support and depth, never a constant", async () => {
  const { sectionConfidence } = await import("./section_confidence.ts");
  const cluster = (share: number, words: number[]) => ({
    id: "h1",
    heading: "x",
    variants: [],
    levels: [2],
    parent: null,
    order: 0.5,
    urls: words.map((_, i) => `https://s${i}.example/`),
    support: words.length,
    share,
    coverage: words.map((w, i) => ({ url: `https://s${i}.example/`, domain: `s${i}`, words: w })),
  });
  const strong = sectionConfidence(cluster(1, [180, 160, 150, 200]));
  const thin = sectionConfidence(cluster(0.29, [30, 25]));
  assert.ok(strong > 0.85 && strong <= 0.95, String(strong));
  assert.ok(thin < 0.55, String(thin));
});

Deno.test("[main content] a short service page's short sections are topics; a one-line box is not (en, fr)", () => {
  const service = sectionsOf([
    "## Same-day and emergency boiler repair",
    body(22, "engineer"),
    "## Areas we cover",
    body(18, "district"),
    "## Get a quote",
    "Call us today.",
  ].join("\n"));
  const t = sectionThreshold(service);
  assert.deepEqual(service.map((x) => isContentSection(x, t)), [true, true, false]);
  const article = sectionsOf([
    "## Poser la première couche",
    body(160, "peinture"),
    "## Le séchage",
    body(140, "séchage"),
    "## Recevez nos conseils",
    body(20, "newsletter"),
  ].join("\n"));
  const a = sectionThreshold(article);
  assert.equal(a, 25);
  assert.deepEqual(article.map((x) => isContentSection(x, a)), [true, true, false]);
});

Deno.test("[main content] a section on one of two joined steps covers the joined heading (en, de)", async () => {
  const { coversTopic } = await import("./headings.ts");
  const { readRankingPage } = await import("./read.ts");
  const en = lexiconOf("en");
  const page = (site: string, h2: string, text: string) =>
    readRankingPage(
      `<html><body><main><h1>Overwintering</h1><p>${
        body(120, "intro")
      }</p><h2>${h2}</h2><p>${text}</p></main></body></html>`,
      { position: 1, url: `https://${site}/a`, domain: site, title: null, description: null },
    );
  const theirs = [
    page("a.example", "Washing and drying the tubers", body(40, "wash") + " " + body(20, "dry")),
    page("b.example", "Cleaning and drying", body(40, "clean") + " " + body(20, "dry")),
  ];
  const cluster = {
    id: "h1",
    heading: "Washing and drying the tubers",
    variants: ["Cleaning and drying"],
    levels: [2],
    parent: null,
    order: 0.4,
    urls: theirs.map((p) => p.url),
    support: 2,
    share: 0.5,
    coverage: theirs.map((p) => ({ url: p.url, domain: p.domain, words: 60 })),
  };
  const drying = page("own.example", "Drying off", body(40, "upside down"));
  assert.ok(coversTopic(cluster, drying.main_sections, theirs, en, "how to overwinter dahlias"));
  const pests = page("own.example", "Slugs and earwigs", body(40, "pests"));
  assert.ok(!coversTopic(cluster, pests.main_sections, theirs, en, "how to overwinter dahlias"));
});
