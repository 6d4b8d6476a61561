import assert from "node:assert/strict";
import { analyzeSerpEvidence, evidenceLimitations, SerpEvidenceAnalysisSchema } from "./mod.ts";
import { evidenceOf, prose, type TestPage, words } from "./testing.ts";

const listicles: TestPage[] = [
  {
    url: "https://a.example/blog/best-project-management-tools",
    title: "10 Best Project Management Tools (2026)",
    body: `<h1>10 best project management tools</h1><p>${words(300)}</p>` +
      `<h2>1. Asana</h2><p>Asana has a Gantt chart view. ${prose()}</p><h2>2. Trello</h2><p>Trello boards. ${prose()}</p>` +
      `<h2>How we tested</h2><p>We used each tool for 30 days. ${prose()}</p><h2>Pricing compared</h2><p>${prose()}</p><table><tr><td>$10</td></tr></table>`,
  },
  {
    url: "https://b.example/reviews/project-management-software",
    title: "Asana vs Trello vs Monday: Project Management Software Compared",
    body: `<h1>Asana vs Trello</h1><p>${words(500)}</p><h2>Pricing compared</h2><p>${prose()}</p>` +
      `<p>Plans start at $10 per user.</p><h2>How we tested</h2><p>We used each tool for a month on a real project. ${prose()}</p>`,
  },
  {
    url: "https://c.example/top-pm-tools",
    title: "Top 7 Project Management Apps for Small Teams",
    body: `<h1>Top 7 apps</h1><p>${
      words(700)
    }</p><h2>How We Tested</h2><p>${prose()}</p><h2>Pricing</h2><p>${prose()}</p>`,
  },
];

const guides: TestPage[] = [
  {
    url: "https://a.example/blog/how-to-write-a-project-plan",
    title: "How to Write a Project Plan in 7 Steps",
    body: `<h1>How to write a project plan</h1><h2>What is a project plan?</h2><p>${
      words(800)
    }</p><h2>Step 1: Define the scope</h2><p>${prose()}</p><h2>Step 2: Set milestones</h2><p>${prose()}</p>`,
  },
  {
    url: "https://b.example/guides/project-plan",
    title: "Project Plan: A Step-by-Step Tutorial",
    body: `<h1>Project plan tutorial</h1><h2>Project plan explained</h2><p>${
      words(1200)
    }</p><h2>Define the scope</h2><p>${prose()}</p><h3>Scope creep</h3><p>${prose()}</p>`,
  },
  {
    url: "https://c.example/learn/project-planning-guide",
    title: "The Complete Guide to Project Planning",
    body: `<h1>Project planning guide</h1><h2>Why plans fail</h2><p>${words(1000)}</p>`,
  },
];

Deno.test("[serp evidence] a SERP of comparison listicles asks for a comparison page", () => {
  const a = analyzeSerpEvidence(evidenceOf("best project management tools", listicles));
  assert.equal(a.dominant_format?.family, "listicle_comparison");
  assert.equal(a.dominant_format?.page_type, "comparison_page");
  assert.equal(a.dominant_format?.support, 3);
  assert.equal(a.dominant_format?.clear, true);
  assert.deepEqual(a.dominant_format?.formats.sort(), ["comparison", "listicle"]);
  SerpEvidenceAnalysisSchema.parse(a);
});

Deno.test("[serp evidence] a SERP of how-to guides asks for a guide", () => {
  const a = analyzeSerpEvidence(evidenceOf("how to write a project plan", guides));
  assert.equal(a.dominant_format?.family, "guide");
  assert.equal(a.dominant_format?.page_type, "guide");
  assert.equal(a.dominant_format?.share, 1);
  assert.equal(a.ranked_formats[0].format, "how_to");
});

Deno.test("[serp evidence] 'What is X' and 'X explained' are one heading used by two pages", () => {
  const a = analyzeSerpEvidence(evidenceOf("how to write a project plan", guides));
  const what = a.headings.find((h) => h.heading === "What is a project plan?");
  assert.ok(what, JSON.stringify(a.headings.map((h) => h.heading)));
  assert.deepEqual(what.variants, ["Project plan explained"]);
  assert.deepEqual(what.urls, [guides[0].url, guides[1].url]);
  assert.equal(what.support, 2);
  assert.equal(what.share, 0.67);
  // Numbering is ignored: "Step 1: Define the scope" and "Define the scope" are one heading.
  assert.equal(a.headings.find((h) => h.heading.includes("Define the scope"))?.support, 2);
});

Deno.test("[serp evidence] headings are compared up to the requested level, furniture left out", () => {
  const pages = guides.map((g) => ({
    ...g,
    body: g.body +
      `<h2>Related posts</h2><ul><li><a href="/p/1">Planning a product launch in six weeks</a></li>` +
      `<li><a href="/p/2">Ten templates for weekly status reports</a></li></ul>` +
      `<h3>Table of contents</h3><ul><li><a href="#scope">Define the scope of the project</a></li>` +
      `<li><a href="#milestones">Set milestones the team can keep</a></li></ul>`,
  }));
  const deep = analyzeSerpEvidence(evidenceOf("project plan", pages));
  assert.ok(deep.headings.some((h) => h.heading === "Scope creep"));
  assert.ok(!deep.headings.some((h) => /related|contents/i.test(h.heading)));
  const scope = deep.headings.find((h) => h.heading === "Scope creep")!;
  const parent = deep.headings.find((h) => h.id === scope.parent);
  assert.equal(parent?.heading, "Step 1: Define the scope");
  const h2 = analyzeSerpEvidence(evidenceOf("project plan", pages), { maxHeadingLevel: 2 });
  assert.ok(!h2.headings.some((h) => h.levels.includes(3)));
});

Deno.test("[serp evidence] headings in German cluster with German frames and stems", () => {
  const de: TestPage[] = [
    {
      url: "https://a.example/x",
      title: "Kanban im Team: Methode, Regeln und Boards",
      body: `<p>${words(150, "Kanban")}</p><h2>Was ist Kanban?</h2><p>${prose()}</p>`,
    },
    {
      url: "https://b.example/y",
      title: "Kanban für Einsteiger | Projektblog",
      body: `<p>${words(150, "Kanban")}</p><h2>Kanban erklärt</h2><p>${prose()}</p>`,
    },
    {
      url: "https://c.example/z",
      title: "Boards für agile Teams",
      body: `<p>${words(150, "Kanban")}</p><h2>Kanban-Boards erstellen</h2><p>${prose()}</p>`,
    },
  ];
  const a = analyzeSerpEvidence(evidenceOf("kanban", de, { language: "de" }));
  assert.equal(a.language, "de");
  assert.equal(a.headings[0].support, 2);
  assert.deepEqual(a.headings[0].urls, [de[0].url, de[1].url]);
});

Deno.test("[serp evidence] terms and phrases are weighted by how many pages use them", () => {
  const a = analyzeSerpEvidence(evidenceOf("best project management tools", listicles));
  const tested = a.phrases.find((p) => p.term === "used each tool");
  assert.equal(tested?.support, 2);
  assert.deepEqual(tested?.urls, [listicles[0].url, listicles[1].url]);
  // No phrase opens or closes with a stopword.
  assert.ok(a.phrases.every((p) => !/^(the|a|of|to|and) |\s(the|a|of|to|and)$/.test(p.term)));
  const pm = a.terms.find((t) => t.term === "project");
  assert.equal(pm?.in_keyword, true);
  assert.equal(pm?.support, 3);
});

Deno.test("[serp evidence] questions come from headings, FAQ schema and People also ask", () => {
  const faq = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: [{
      "@type": "Question",
      name: "What is a project plan?",
      acceptedAnswer: { "@type": "Answer", text: "A plan." },
    }],
  };
  const pages = [{ ...guides[0] }, { ...guides[2], jsonLd: [faq] }];
  const e = evidenceOf("project plan", pages, {
    paa: ["What is a project plan?", "Who writes it?"],
  });
  const a = analyzeSerpEvidence(e);
  const q = a.questions[0];
  assert.equal(q.question, "What is a project plan?");
  assert.deepEqual(q.sources, ["people_also_ask", "heading", "faq_schema"]);
  assert.deepEqual(q.urls, [guides[0].url, guides[2].url]);
  assert.equal(q.support, 2);
  assert.ok(a.questions.some((x) => x.question === "Who writes it?" && x.support === 0));
});

Deno.test("[serp evidence] entities and figures two pages state are listed with their pages", () => {
  const pages: TestPage[] = ["a", "b", "c"].map((s, i) => ({
    url: `https://${s}.example/p`,
    title: "Tools",
    body: `<p>We exported it to Google Sheets and found ${
      i < 2 ? "a 15% gain" : "nothing"
    } in 2026.</p><p>The board lives in Notion while Jira tracks bugs, said ${
      i < 2 ? "Kanban" : "kanban, kanban and kanban"
    } fans.</p>`,
  }));
  const a = analyzeSerpEvidence(evidenceOf("tools", pages));
  const sheets = a.entities.find((x) => x.name === "Google Sheets");
  assert.equal(sheets?.support, 3);
  assert.ok(a.entities.some((x) => x.name === "Notion"));
  assert.ok(a.entities.some((x) => x.name === "Jira"));
  assert.ok(!a.entities.some((x) => x.name === "Kanban"), "written lowercase more often");
  assert.ok(!a.entities.some((x) => x.name === "We" || x.name === "The"));
  assert.deepEqual(a.figures.find((f) => f.figure === "15%")?.urls, [pages[0].url, pages[1].url]);
  assert.equal(a.figures.find((f) => f.figure === "2026")?.kind, "year");
});

Deno.test("[serp evidence] word-count band and media come from the pages read", () => {
  const a = analyzeSerpEvidence(evidenceOf("project plan", guides));
  assert.equal(a.word_count.pages, 3);
  assert.ok(a.word_count.min! < a.word_count.median! && a.word_count.median! <= a.word_count.p75!);
  assert.equal(a.word_count.target!.min % 50, 0);
  const tables = analyzeSerpEvidence(evidenceOf("pm tools", listicles)).media
    .find((m) => m.kind === "tables");
  assert.deepEqual(tables?.urls, [listicles[0].url]);
  assert.equal(tables?.support, 1);
});

Deno.test("[serp evidence] a synthetic SERP is read from titles and snippets, and says so", () => {
  const e = evidenceOf("best project management tools", listicles, { synthetic: true });
  const a = analyzeSerpEvidence(e);
  assert.equal(a.basis, "serp_only");
  assert.equal(a.pages_read, 0);
  assert.deepEqual(a.headings, []);
  assert.equal(a.word_count.target, null);
  assert.equal(a.dominant_format?.family, "listicle_comparison");
  assert.ok(a.ranked_formats.every((r) => !r.read));
  assert.ok(a.terms.length > 0);
  assert.match(evidenceLimitations(e).join("\n"), /Sandbox SERP \(synthetic/);
});

Deno.test("[serp evidence] no SERP gives an empty analysis and a limitation", () => {
  const e = { ...evidenceOf("nothing", []), serp: null };
  const a = analyzeSerpEvidence(e);
  assert.equal(a.basis, "none");
  assert.equal(a.dominant_format, null);
  assert.match(evidenceLimitations(e)[0], /no organic results/);
});
