/**
 * The draft QA's judgement rules on constructed SERPs of several industries and languages:
 * keyword stuffing against the ranking pages' own rate, trust gaps where the SERP shows trust,
 * unsourced claims, agreed topics and facts, sections only with prose under them, editorial
 * formats, task order and confidence, and no date bumping.
 */
import assert from "node:assert/strict";
import type { WebFetcher } from "../../web/fetcher.ts";
import { evidenceOf, type TestPage } from "../serp_evidence/testing.ts";
import { draftQa, type DraftQaResult, readDraft } from "./mod.ts";

const now = new Date("2026-11-22T12:00:00Z");
const noWeb = { get: () => Promise.reject(new Error("no fetch")) } as unknown as WebFetcher;

/** QA of a Markdown draft against constructed ranking pages. */
async function qa(
  keyword: string,
  pages: TestPage[],
  markdown: string,
  options: { language?: string; qa_depth?: "standard" | "strict" } = {},
): Promise<DraftQaResult> {
  const e = evidenceOf(keyword, pages, { language: options.language });
  const draft = await readDraft({ draft_markdown: markdown, target: "owner.example" }, {
    web: noWeb,
  });
  return draftQa({ keyword, qa_depth: options.qa_depth ?? "standard" }, e, draft, now);
}

/** A page of distinct sentences (the extractor drops repeated paragraphs). */
function prose(topic: string, sentences: number): string {
  return Array.from(
    { length: sentences },
    (_, i) =>
      `Step ${
        i + 1
      } of working with ${topic} takes care, and each choice ${i} shapes the result you get in season ${i}.`,
  ).join(" ");
}

function page(
  site: string,
  title: string,
  body: string,
  jsonLd?: unknown[],
): TestPage {
  return { url: `https://${site}/guide`, title, body, jsonLd };
}

const issuesOf = (r: DraftQaResult) => [
  ...r.spam_risks,
  ...r.missing_serp_expectations,
  ...r.weak_sections,
  ...r.proof_gaps,
  ...r.title_meta_issues,
];

// ---------------------------------------------------------------- keyword stuffing

Deno.test("[draft qa] stuffing: an English drill review repeating its phrase is flagged with the numbers", async () => {
  const pages = ["a.example", "b.example", "c.example"].map((s, i) =>
    page(
      s,
      `Cordless drills tested ${i}`,
      `<h1>Cordless drills</h1><p>A cordless drill earns its place in a toolbox. ${
        prose("drills", 14)
      }</p>`,
    )
  );
  const stuffed = "best cordless drill";
  const body = Array.from(
    { length: 12 },
    (_, i) =>
      `The ${stuffed} for job ${i} is the ${stuffed} you can hold all day, so buy the ${stuffed}.`,
  ).join(" ");
  const r = await qa(
    stuffed,
    pages,
    `---\ntitle: Best cordless drill\n---\n# Best cordless drill\n\n${body}\n`,
  );
  const s = r.spam_risks[0];
  assert.ok(s, JSON.stringify(r.spam_risks));
  assert.equal(s.kind, "keyword_stuffing");
  assert.equal(s.severity, "high");
  assert.ok(s.occurrences >= 36, String(s.occurrences));
  assert.equal(s.ranking_max_per_100_words, 0);
  assert.equal(s.pages_compared, 3);
  assert.match(s.title, /36|37/);
  assert.match(s.fix, /once in the title and once in the H1/);
  assert.equal(r.editor_tasks[0].issue, s.id, "stuffing is the first task");
  assert.notEqual(r.readiness, "ready");
});

Deno.test("[draft qa] stuffing: a German solar draft is flagged in German", async () => {
  const pages = ["solar-a.de", "solar-b.de", "solar-c.de"].map((s, i) =>
    page(
      s,
      `Balkonkraftwerk Ratgeber ${i}`,
      `<h1>Balkonkraftwerk</h1><p>Ein Balkonkraftwerk liefert Strom vom Balkon. ${
        Array.from(
          { length: 12 },
          (_, k) =>
            `Schritt ${k} der Montage braucht Sorgfalt, und jede Wahl ${k} prägt den Ertrag im Jahr ${k}.`,
        ).join(" ")
      }</p>`,
    )
  );
  const kw = "balkonkraftwerk kaufen";
  const body = Array.from(
    { length: 10 },
    (_, i) => `Balkonkraftwerk kaufen ist einfach, denn Balkonkraftwerk kaufen spart ${i} Euro.`,
  ).join(" ");
  const r = await qa(kw, pages, `# Balkonkraftwerk kaufen\n\n${body}\n`, { language: "de" });
  const s = r.spam_risks[0];
  assert.ok(s, JSON.stringify(r.spam_risks));
  assert.match(s.title, /Keyword-Stuffing/);
  assert.match(s.fix, /einmal im Titel/);
});

Deno.test("[draft qa] stuffing: a Spanish travel draft using its phrase as the ranking pages do is not flagged", async () => {
  const sentence = (k: number) =>
    `El seguro de viaje cubre gastos médicos en el caso ${k}, y cada póliza ${k} tiene límites distintos según el destino ${k}.`;
  const text = (n: number) => Array.from({ length: n }, (_, k) => sentence(k)).join(" ");
  const pages = ["viajes-a.es", "viajes-b.es", "viajes-c.es"].map((s, i) =>
    page(s, `Seguro de viaje ${i}`, `<h1>Seguro de viaje</h1><p>${text(12)}</p>`)
  );
  const r = await qa("seguro de viaje", pages, `# Seguro de viaje\n\n${text(12)}\n`, {
    language: "es",
  });
  assert.deepEqual(r.spam_risks, []);
});

// ---------------------------------------------------------------- trust

const HEALTH_WARNING =
  "This article is not medical advice: consult your doctor or pharmacist before taking any medicine.";

Deno.test("[draft qa] trust: a health SERP with reviewed bylines makes a missing reviewer high (English)", async () => {
  const pages = ["clinic-a.example", "pharmacy-b.example", "health-c.example"].map((s, i) =>
    page(
      s,
      `Ibuprofen dosage ${i}`,
      `<h1>Ibuprofen dosage</h1><p>Medically reviewed by Dr Jane Smith${i}</p><p>${
        prose("dosage", 12)
      }</p><footer><p>${HEALTH_WARNING}</p></footer>`,
    )
  );
  const r = await qa("ibuprofen dosage", pages, `# Ibuprofen dosage\n\n${prose("doses", 12)}\n`);
  const byline = r.proof_gaps.find((g) => g.kind === "no_byline");
  const warning = r.proof_gaps.find((g) => g.kind === "no_risk_warning");
  assert.ok(byline && warning, JSON.stringify(r.proof_gaps.map((g) => g.kind)));
  assert.equal(byline.severity, "high");
  assert.equal(byline.support, 3);
  assert.ok(byline.examples.some((x) => /Jane Smith/.test(x)));
  assert.doesNotMatch(byline.fix, /about the author/i);
});

Deno.test("[draft qa] trust: a German savings SERP flags the missing author and supervisory statement", async () => {
  const pages = ["bank-a.de", "vergleich-b.de", "sparen-c.de"].map((s, i) =>
    page(
      s,
      `Tagesgeld Vergleich ${i}`,
      `<h1>Tagesgeld</h1><p>Von Anna Müller${i}</p><p>${
        Array.from(
          { length: 12 },
          (_, k) => `Tagesgeld Regel ${k} gilt für jedes Konto, und Zinsen ${k} ändern sich oft.`,
        ).join(" ")
      }</p><footer><p>Die Bank ${i} steht unter der Aufsicht der Finanzaufsicht.</p></footer>`,
    )
  );
  const r = await qa("tagesgeld vergleich", pages, "# Tagesgeld\n\nZinsen vergleichen lohnt.\n", {
    language: "de",
  });
  const kinds = r.proof_gaps.map((g) => g.kind);
  assert.ok(kinds.includes("no_byline"), kinds.join());
  assert.ok(kinds.includes("no_regulatory_statement"), kinds.join());
  const reg = r.proof_gaps.find((g) => g.kind === "no_regulatory_statement")!;
  assert.match(reg.title, /Aufsicht/);
  assert.equal(r.proof_gaps.find((g) => g.kind === "no_byline")!.severity, "high");
});

Deno.test("[draft qa] trust: a French recipe SERP expects a byline and first-hand testing, not at YMYL severity", async () => {
  const pages = ["cuisine-a.fr", "recettes-b.fr", "chef-c.fr"].map((s, i) =>
    page(
      s,
      `Pâte à crêpes ${i}`,
      `<h1>Pâte à crêpes</h1><p>Par Marie Dupont${i}</p><p>Nous avons testé ${
        i + 3
      } farines pour cette recette. ${
        Array.from(
          { length: 12 },
          (_, k) => `L'étape ${k} demande du soin, et chaque choix ${k} change la texture.`,
        ).join(" ")
      }</p>`,
    )
  );
  const r = await qa("pâte à crêpes", pages, "# Pâte à crêpes\n\nMélangez la farine.\n", {
    language: "fr",
  });
  const byline = r.proof_gaps.find((g) => g.kind === "no_byline");
  const firstHand = r.proof_gaps.find((g) => g.kind === "no_first_hand_evidence");
  assert.ok(byline && firstHand, JSON.stringify(r.proof_gaps.map((g) => g.kind)));
  assert.equal(byline.severity, "medium");
  assert.ok(!r.proof_gaps.some((g) => g.kind === "no_regulatory_statement"));
});

Deno.test("[draft qa] trust: forum authors are no bylines, and a draft's own byline passes", async () => {
  const forum = ["forum-a.example", "forum-b.example"].map((s, i) =>
    page(s, `Thread ${i}`, `<h1>Which drill?</h1><p>${prose("drills", 12)}</p>`, [{
      "@context": "https://schema.org",
      "@type": "DiscussionForumPosting",
      headline: "Which drill?",
      author: { "@type": "Person", name: `user${i}` },
    }])
  );
  const r1 = await qa("drill advice", forum, `# Drill advice\n\n${prose("drill", 12)}\n`);
  assert.ok(!r1.proof_gaps.some((g) => g.kind === "no_byline"));
  const bylined = ["a.example", "b.example"].map((s, i) =>
    page(s, `Drills ${i}`, `<h1>Drills</h1><p>By Sam Lee${i}</p><p>${prose("drills", 12)}</p>`)
  );
  const r2 = await qa(
    "drill advice",
    bylined,
    `# Drill advice\n\nBy Robin Hart, tool tester\n\n${prose("drill", 12)}\n`,
  );
  assert.ok(!r2.proof_gaps.some((g) => g.kind === "no_byline"));
});

// ---------------------------------------------------------------- unsourced claims

Deno.test("[draft qa] claims: unsourced figures and forecasts are listed riskiest first; sourced ones, years and phones are not", async () => {
  const pages = ["a.example", "b.example"].map((s, i) =>
    page(s, `Loans ${i}`, `<h1>Loans</h1><p>${prose("loans", 12)}</p>`)
  );
  const draft = [
    "# Personal loans",
    "",
    "Founded in 2009, we answer on 01 555 0199 every day of the week.",
    "",
    "Most experts agree that rates will fall below 4% next year.",
    "",
    "Banks approve 9 out of 10 applicants for a personal loan.",
    "",
    "According to the central bank, the average rate was 6.1% in October.",
    "",
    "The [national statistics office](https://stats.example/loans) puts arrears at 2% of loans.",
    "",
    "Our service is the best way to compare lenders.",
  ].join("\n");
  const r = await qa("personal loans", pages, draft);
  const claims = r.proof_gaps.find((g) => g.kind === "unsupported_claims");
  assert.ok(claims, JSON.stringify(r.proof_gaps));
  assert.match(claims.examples[0], /rates will fall below 4% next year/);
  assert.ok(claims.examples.some((x) => /9 out of 10/.test(x)));
  assert.ok(claims.examples.some((x) => /best way/.test(x)));
  for (const x of claims.examples) assert.doesNotMatch(x, /According to|statistics office|2009/);
});

Deno.test("[draft qa] claims: German and Spanish unsourced figures are listed (one claim is minor: strict lists it)", async () => {
  const de = ["a.de", "b.de"].map((s, i) =>
    page(s, `Kredit ${i}`, `<h1>Kredit</h1><p>${prose("kredit", 12)}</p>`)
  );
  const r1 = await qa(
    "kredit zinsen",
    de,
    "# Kredit\n\nDie meisten Banken sagen, die Zinsen werden nächstes Jahr unter 3 % fallen.\n",
    { language: "de", qa_depth: "strict" },
  );
  assert.ok(r1.proof_gaps.some((g) => g.kind === "unsupported_claims"));
  const es = ["a.es", "b.es"].map((s, i) =>
    page(s, `Hipoteca ${i}`, `<h1>Hipoteca</h1><p>${prose("hipoteca", 12)}</p>`)
  );
  const r2 = await qa(
    "hipoteca",
    es,
    "# Hipoteca\n\nLa mayoría de los bancos aprueban la hipoteca en 48 horas.\n",
    { language: "es", qa_depth: "strict" },
  );
  const c = r2.proof_gaps.find((g) => g.kind === "unsupported_claims");
  assert.ok(c && c.examples.some((x) => /48 horas/.test(x)));
});

// ---------------------------------------------------------------- topics, facts, sections

Deno.test("[draft qa] topics: a rule two sites state is one quoted fact; a name is read as written (English garden)", async () => {
  const pages = ["garden-a.example", "garden-b.example", "garden-c.example"].map((s, i) =>
    page(
      s,
      `Dahlia care ${i}`,
      `<h1>Dahlia care</h1><p>Lift the tubers after the first frost and store them at 5 days of drying before boxing.</p><p>The Dahlia Society trial ${i} lists the hardiest varieties.</p><p>${
        prose(`dahlias ${i}`, 10)
      }</p>`,
    )
  );
  const r = await qa("dahlia care", pages, `# Dahlia care\n\n${prose("dahlia beds", 10)}\n`);
  const facts = r.missing_serp_expectations.filter((m) => m.kind === "fact" || m.kind === "topic");
  assert.ok(
    facts.some((m) => /Dahlia Society/.test(m.expectation) && m.support === 3),
    JSON.stringify(facts),
  );
  for (const m of facts) assert.ok(m.examples.length > 0 && m.urls.length >= 2);
});

Deno.test("[draft qa] sections: a heading with prose on two sites is expected; chrome headings in main content are not (EN, DE, FR)", async () => {
  const chrome = [
    ["Subscribe to our newsletter", "Get our tips every week."],
    ["Newsletter abonnieren", "Jede Woche Tipps."],
    ["Inscrivez-vous à la lettre", "Nos conseils chaque semaine."],
  ];
  const pages = ["a.example", "b.example", "c.example"].map((s, i) =>
    page(
      s,
      `Boiler repair ${i}`,
      `<h1>Boiler repair</h1><p>${prose(`boilers ${i}`, 4)}</p><h2>Common boiler faults</h2><p>${
        prose(`faults ${i}`, 4)
      }</p><h2>${chrome[i][0]}</h2><p>${
        chrome[i][1]
      }</p><h2>Related posts</h2><ul><li><a href="/x${i}">Boiler pressure</a></li><li><a href="/y${i}">Radiators</a></li></ul>`,
    )
  );
  const r = await qa("boiler repair", pages, `# Boiler repair\n\n${prose("repairs", 6)}\n`);
  const sections = r.missing_serp_expectations.filter((m) => m.kind === "section");
  assert.deepEqual(sections.map((s) => s.expectation), ["Common boiler faults"]);
  assert.match(sections[0].why, /\(\d+, \d+, \d+\)/);
  for (const t of r.editor_tasks) {
    assert.doesNotMatch(t.task, /newsletter|related posts|abonnieren|inscrivez/i);
  }
});

// ---------------------------------------------------------------- format, order, confidence, dates

Deno.test("[draft qa] format: a guide against articles is not a format gap; a guide against lists is", async () => {
  const articles = ["a.example", "b.example", "c.example"].map((s, i) =>
    page(s, `Composting at home ${i}`, `<h1>Composting at home</h1><p>${prose("compost", 10)}</p>`)
  );
  const guide = `# Composting at home: the complete guide\n\n${prose("compost heaps", 10)}\n`;
  const r1 = await qa("composting at home", articles, guide);
  assert.ok(!r1.missing_serp_expectations.some((m) => m.kind === "format"));
  const lists = ["a.example", "b.example", "c.example"].map((s, i) =>
    page(
      s,
      `10 best compost bins ${i}`,
      `<h1>10 best compost bins</h1>${
        Array.from(
          { length: 10 },
          (_, k) => `<h2>${k + 1}. Bin ${k}</h2><p>${prose(`bin ${k}`, 2)}</p>`,
        )
          .join("")
      }`,
    )
  );
  const r2 = await qa("best compost bins", lists, guide);
  assert.ok(r2.missing_serp_expectations.some((m) => m.kind === "format"));
});

Deno.test("[draft qa] tasks: ordered by impact within a severity, confidence follows support; no date bumping", async () => {
  const pages = ["a.example", "b.example", "c.example", "d.example"].map((s, i) =>
    page(
      s,
      `Roof repair ${i}`,
      `<h1>Roof repair</h1><p>Written by Chris Roofer${i}</p><p>${
        prose(`roofs ${i}`, 12)
      }</p><h2>Flashing repairs</h2><p>${prose(`flashing ${i}`, 3)}</p>`,
      [{ "@context": "https://schema.org", "@type": "Article", headline: "Roof repair" }],
    )
  );
  const r = await qa("roof repair", pages, `# Roof repair\n\n${prose("roof", 3)}\n`);
  const order = r.editor_tasks.map((t) => t.group);
  const firstMeta = order.indexOf("title_meta");
  if (firstMeta >= 0) {
    for (const t of r.editor_tasks.slice(firstMeta)) {
      assert.ok(t.group === "title_meta" || t.group === "schema" || t.priority !== "high");
    }
  }
  for (const t of r.editor_tasks) {
    assert.ok(t.confidence > 0 && t.confidence <= 0.95);
    assert.doesNotMatch(t.task, /dateModified|update date|modified date/i);
  }
  const supported = r.editor_tasks.filter((t) => t.support > 0);
  const confidences = new Set(supported.map((t) => t.confidence));
  assert.ok(supported.length === 0 || confidences.size >= 1);
  const article = r.schema_recommendations.find((s) => s.type === "Article");
  if (article) assert.match(article.reason, /only when the content changes substantively/);
  assert.ok(!r.schema_recommendations.some((s) => s.type === "FAQPage"));
  assert.ok(issuesOf(r).length > 0);
});

Deno.test("[draft qa] media: lists count in the main content only, and a logo is no image expectation (EN, IT)", async () => {
  const chromeOnly = ["a.example", "b.example", "c.example"].map((s, i) =>
    page(
      s,
      `Lievito madre ${i}`,
      `<img src="/logo${i}.svg" alt="Logo ${i}"><h1>Lievito madre</h1><p>${
        Array.from(
          { length: 12 },
          (_, k) => `Il passo ${k} del rinfresco richiede cura, e ogni scelta ${k} cambia il pane.`,
        ).join(" ")
      }</p><aside><h3>Articoli correlati</h3><ul><li><a href="/a${i}">Pane</a></li><li><a href="/b${i}">Pizza</a></li></ul></aside>`,
    )
  );
  const draft = `# Lievito madre\n\n${
    Array.from({ length: 12 }, (_, k) => `Rinfresco ${k}: acqua e farina in parti uguali ${k}.`)
      .join(" ")
  }\n`;
  const r1 = await qa("lievito madre", chromeOnly, draft, { language: "it" });
  assert.ok(!r1.missing_serp_expectations.some((m) => m.kind === "media"), "chrome lists/logos");
  const withLists = ["a.example", "b.example", "c.example"].map((s, i) =>
    page(
      s,
      `Packing list ${i}`,
      `<h1>Camping packing list</h1><p>${
        prose(`camping ${i}`, 10)
      }</p><ul><li>Tent and pegs ${i}</li><li>Sleeping bag rated to 0°C</li><li>Stove and fuel</li></ul>`,
    )
  );
  const r2 = await qa(
    "camping packing list",
    withLists,
    `# Camping packing list\n\n${prose("tents", 10)}\n`,
  );
  const lists = r2.missing_serp_expectations.find((m) => m.id === "media:lists");
  assert.ok(lists && lists.support === 3, JSON.stringify(r2.missing_serp_expectations));
});

Deno.test("[draft qa] claims: a recipe's quantities and times are instructions, not claims; its superlative is one", async () => {
  const pages = ["a.example", "b.example"].map((s, i) =>
    page(s, `Sourdough ${i}`, `<h1>Sourdough</h1><p>${prose(`sourdough ${i}`, 12)}</p>`)
  );
  const r = await qa(
    "sourdough bread",
    pages,
    "# Sourdough bread\n\nBake the loaf at 230 degrees for 25 minutes with 500 g of flour.\n\nThis is the best sourdough method you will ever try.\n",
    { qa_depth: "strict" },
  );
  const c = r.proof_gaps.find((g) => g.kind === "unsupported_claims");
  assert.ok(c, JSON.stringify(r.proof_gaps));
  assert.deepEqual(c.examples, ["This is the best sourdough method you will ever try."]);
});

Deno.test("[draft qa] stuffing: the stuffed core of a long keyword is found; natural use of it is not (EN plumbing)", async () => {
  const pages = ["plumb-a.example", "plumb-b.example", "plumb-c.example"].map((s, i) =>
    page(
      s,
      `Boiler repair costs ${i}`,
      `<h1>Boiler repair costs</h1><p>A boiler repair usually starts with a diagnosis. ${
        prose(`boilers ${i}`, 14)
      }</p>`,
    )
  );
  const stuffedBody = Array.from(
    { length: 10 },
    (_, i) =>
      `Our boiler repair team does boiler repair job ${i} fast, because boiler repair matters.`,
  ).join(" ");
  const r = await qa(
    "boiler repair cost london",
    pages,
    `# Boiler repair in London\n\n${stuffedBody}\n`,
  );
  assert.equal(r.spam_risks[0]?.phrase, "boiler repair", JSON.stringify(r.spam_risks));
  const natural = await qa(
    "boiler repair cost london",
    pages,
    `# Boiler repair in London\n\nA boiler repair usually starts with a diagnosis. ${
      prose("london boilers", 14)
    }\n`,
  );
  assert.deepEqual(natural.spam_risks, []);
});

Deno.test("[draft qa] topics: a draft using the short name of a topic covers it; a rule with a missing figure does not (EN mortgages)", async () => {
  const pages = ["bank-a.example", "broker-b.example", "info-c.example"].map((s, i) =>
    page(
      s,
      `Mortgage steps ${i}`,
      `<h1>Mortgage steps</h1><p>Before house hunting, ask a lender for approval in principle (AIP) ${i}.</p><p>You can borrow up to 4 times your income with a deposit of at least 10% of the price.</p><p>${
        prose(`mortgages ${i}`, 10)
      }</p>`,
    )
  );
  const r = await qa(
    "mortgage steps",
    pages,
    `# Mortgage steps\n\nGet your AIP before you view homes. Lenders cap loans at 4 times income.\n\n${
      prose("homes", 10)
    }\n`,
  );
  const topics = r.missing_serp_expectations.filter((m) => m.kind === "topic" || m.kind === "fact");
  assert.ok(
    !topics.some((m) => /AIP|approval in principle/.test(m.expectation)),
    JSON.stringify(topics),
  );
  const rule = topics.find((m) => m.kind === "fact");
  assert.ok(
    rule && /10%/.test(rule.expectation) && !/4 times/.test(rule.expectation),
    JSON.stringify(topics),
  );
});

Deno.test("[draft qa] text: French and Spanish drafts get tasks in their language", async () => {
  const fr = ["a.fr", "b.fr", "c.fr"].map((s, i) =>
    page(
      s,
      `Crédit immobilier ${i}`,
      `<h1>Crédit immobilier</h1><p>Par Julie Martin${i}</p><p>${
        Array.from(
          { length: 12 },
          (_, k) => `L'étape ${k} du crédit demande du soin, et chaque choix ${k} change le coût.`,
        ).join(" ")
      }</p><footer><p>Courtier ${i} immatriculé à l'ORIAS.</p></footer>`,
    )
  );
  const r1 = await qa("crédit immobilier", fr, "# Crédit immobilier\n\nEmpruntez vite.\n", {
    language: "fr",
  });
  assert.ok(r1.proof_gaps.some((g) => g.title === "Aucun auteur ni relecteur nommé"));
  assert.ok(!r1.agent_workflow.limitations.some((l) => /Generated text is in English/.test(l)));
  const es = ["a.es", "b.es", "c.es"].map((s, i) =>
    page(
      s,
      `Seguro de hogar ${i}`,
      `<h1>Seguro de hogar</h1><p>Por Lucía Gómez${i}</p><p>${
        Array.from(
          { length: 12 },
          (_, k) => `El paso ${k} del seguro pide cuidado, y cada elección ${k} cambia la prima.`,
        ).join(" ")
      }</p>`,
    )
  );
  const r2 = await qa("seguro de hogar", es, "# Seguro de hogar\n\nContrate hoy.\n", {
    language: "es",
  });
  assert.ok(r2.proof_gaps.some((g) => g.title === "Sin autor ni revisor identificado"));
});

Deno.test("[draft qa] conflicts: a draft figure against the ranking pages' agreed one is flagged, in Spanish and German; a figure about something else is not", async () => {
  const es = ["banco-a.es", "hipotecas-b.es", "guia-c.es"].map((s, i) =>
    page(
      s,
      `Hipoteca ${i}`,
      `<h1>Hipoteca</h1><p>La entrada mínima es del 20% del precio de la vivienda ${i}.</p><p>${
        Array.from({ length: 12 }, (_, k) =>
          `El paso ${k} pide cuidado y la elección ${k} cambia la cuota.`)
          .join(" ")
      }</p>`,
    )
  );
  const r1 = await qa(
    "hipoteca",
    es,
    "# Hipoteca\n\nBasta con una entrada del 5% para comprar. Los tipos fijos rondan el 3% este año.\n",
    { language: "es" },
  );
  const c1 = r1.proof_gaps.find((g) => g.kind === "conflicting_figures");
  assert.ok(c1, JSON.stringify(r1.proof_gaps.map((g) => g.kind)));
  assert.match(c1.title, /5%.*20%/);
  assert.equal(c1.examples.length, 2, "one conflict: the rate sentence is about something else");
  const de = ["bank-a.de", "bau-b.de", "info-c.de"].map((s, i) =>
    page(
      s,
      `Baufinanzierung ${i}`,
      `<h1>Baufinanzierung</h1><p>Banken verlangen mindestens 20 % Eigenkapital vom Kaufpreis ${i}.</p><p>${
        Array.from({ length: 12 }, (_, k) =>
          `Schritt ${k} braucht Sorgfalt, und die Wahl ${k} ändert die Rate.`)
          .join(" ")
      }</p>`,
    )
  );
  const r2 = await qa(
    "baufinanzierung",
    de,
    "# Baufinanzierung\n\nSchon 10 % Eigenkapital reichen für die Finanzierung.\n",
    { language: "de" },
  );
  assert.ok(r2.proof_gaps.some((g) => g.kind === "conflicting_figures"));
  const r3 = await qa(
    "baufinanzierung",
    de,
    "# Baufinanzierung\n\nBanken verlangen 20 % Eigenkapital; manche akzeptieren 10 % Eigenkapital.\n",
    { language: "de" },
  );
  assert.ok(
    !r3.proof_gaps.some((g) => g.kind === "conflicting_figures"),
    "states the agreed figure",
  );
});

Deno.test("[draft qa] trust: credits, footers and a bare 'Warning:' are no bylines or YMYL signals (EN recipes)", async () => {
  const pages = ["food-a.example", "food-b.example", "food-c.example"].map((s, i) =>
    page(
      s,
      `Banana bread ${i}`,
      `<h1>Banana bread</h1><figure><img src="/b${i}.jpg" alt="Loaf"><figcaption>Photo by Alex Baker${i}</figcaption></figure><p>Warning: this recipe contains walnuts.</p><p>${
        prose(`banana bread ${i}`, 12)
      }</p><footer><p>Powered by Recipe Press${i}</p><p>Company registration number 0${i}123456.</p></footer>`,
    )
  );
  const r = await qa("banana bread", pages, `# Banana bread\n\n${prose("loaves", 12)}\n`);
  assert.deepEqual(
    r.proof_gaps.filter((g) => g.kind.startsWith("no_b") || g.kind.startsWith("no_r")),
    [],
  );
});

Deno.test("[draft qa] text: an Italian draft gets tasks in Italian", async () => {
  const pages = ["a.it", "b.it", "c.it"].map((s, i) =>
    page(
      s,
      `Mutuo prima casa ${i}`,
      `<h1>Mutuo prima casa</h1><p>Di Marco Rossi${i}</p><p>${
        Array.from(
          { length: 12 },
          (_, k) => `Il passo ${k} del mutuo richiede cura, e ogni scelta ${k} cambia la rata.`,
        ).join(" ")
      }</p>`,
    )
  );
  const r = await qa("mutuo prima casa", pages, "# Mutuo prima casa\n\nChiedi subito.\n", {
    language: "it",
  });
  assert.ok(r.proof_gaps.some((g) => g.title === "Nessun autore o revisore indicato"));
});

Deno.test("[draft qa] the general-advice warning is a risk warning (en-AU, en-GB)", async () => {
  const { RISK_WARNING } = await import("./trust_vocabulary.ts");
  const t = (s: string) => RISK_WARNING.test(s.toLowerCase());
  if (
    !t("this information is general advice only and does not take into account your objectives.")
  ) {
    throw new Error("ASIC general advice warning not read");
  }
  if (
    !t(
      "it doesn't take account of your personal circumstances; read the product disclosure statement",
    )
  ) {
    throw new Error("UK/AU wording not read");
  }
  if (t("warning: contains nuts")) throw new Error("a bare warning is no risk warning");
});
