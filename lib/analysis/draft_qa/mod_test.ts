/** `/content/draft-qa` through its `run`, on a stub provider and a stub fetcher, and on constructed evidence. */
import assert from "node:assert/strict";
import { assertValidNextCalls, opContext } from "../../../tests/agent_checks.ts";
import { contentDraftQa } from "../../operations/content_draft_qa.ts";
import type { SeoDataProvider } from "../../providers/provider.ts";
import type { WebFetcher } from "../../web/fetcher.ts";
import {
  evidenceOf,
  providerOf,
  serpOf,
  type TestPage,
  webOf,
  words,
} from "../serp_evidence/testing.ts";
import { draftQa, type DraftQaResult, readDraft } from "./mod.ts";

const now = new Date("2026-11-22T12:00:00Z");
const KW = "remote onboarding checklist";

async function run(body: Record<string, unknown>, provider: SeoDataProvider, web: WebFetcher) {
  const op = contentDraftQa;
  const result = await op.run!(op.input.parse(body), { ...opContext(now, web), provider });
  const checked = op.output!.omit({ meta: true }).safeParse(result);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  assertValidNextCalls(result.agent_workflow!);
  return result as unknown as DraftQaResult;
}

const SECTIONS = [
  "Before the start date",
  "The first week",
  "Tools and accounts",
  "Measuring success",
];
const pages: TestPage[] = Array.from({ length: 5 }, (_, i) => ({
  url: `https://site${i + 1}.example/guides/remote-onboarding`,
  title: `Remote Onboarding Checklist Guide ${i + 1}`,
  body: `<h1>Remote onboarding checklist</h1><p>${words(120, "onboarding")}</p>` +
    SECTIONS.map((h) =>
      `<h2>${h}</h2><p>${
        words(200, `onboarding ${h.toLowerCase()}`)
      } For example, send the laptop and buddy schedule 14 days ahead; according to a survey 69% stay.</p>`
    ).join("") +
    `<ul><li>Laptop</li><li>Accounts</li></ul><p>See <a href="https://research.example/study">the study</a>.</p>`,
}));

/** A draft that covers what ranks: every section, proof, title and description. */
function strongDraft(): string {
  return [
    "---",
    "title: Remote Onboarding Checklist: A Guide for Distributed Teams",
    "description: A remote onboarding checklist for distributed teams: what to prepare before the first day, the first week, tools, accounts and how to measure success.",
    "---",
    "# Remote onboarding checklist",
    "",
    words(120, "onboarding"),
    "",
    ...SECTIONS.flatMap((h) => [
      `## ${h}`,
      "",
      `${
        words(200, `onboarding ${h.toLowerCase()}`)
      } For example, send the laptop and buddy schedule 14 days ahead; according to a survey 69% stay.`,
      "",
    ]),
    "- Laptop",
    "- Accounts",
    "",
    "Read [the study](https://research.example/study).",
  ].join("\n");
}

const thinDraft =
  "# Remote onboarding checklist\n\nOnboarding is the best way to improve retention.\n\n## Before the start date\n\nShip the laptop.\n";

Deno.test("[draft qa] a draft that covers what ranks scores ready, its evidence fetched once", async () => {
  const { web, fetched } = webOf(pages);
  const { provider } = providerOf(serpOf(KW, pages));
  const r = await run({ keyword: KW, draft_markdown: strongDraft() }, provider, web);
  assert.equal(fetched.length, 5);
  assert.equal(r.serp.pages_read, 5);
  assert.deepEqual(r.missing_serp_expectations.filter((m) => m.kind === "section"), []);
  assert.equal(r.readiness, "ready", r.readiness_reason + JSON.stringify(r.editor_tasks, null, 1));
  assert.ok(r.publish_readiness_score >= 80);
  assert.equal(r.draft.title, "Remote Onboarding Checklist: A Guide for Distributed Teams");
});

Deno.test("[draft qa] a thin draft is not ready; the missing sections name their urls and support", async () => {
  const { web } = webOf(pages);
  const { provider } = providerOf(serpOf(KW, pages, ["How long should remote onboarding take?"]));
  const r = await run({ keyword: KW, draft_markdown: thinDraft }, provider, web);
  assert.equal(r.readiness, "not_ready");
  const missing = r.missing_serp_expectations.filter((m) => m.kind === "section");
  assert.deepEqual(missing.map((m) => m.expectation).sort(), SECTIONS.slice(1).sort());
  for (const m of missing) {
    assert.equal(m.support, 5);
    assert.deepEqual(m.urls, pages.map((p) => p.url));
    assert.equal(m.severity, "high");
  }
  assert.ok(r.missing_serp_expectations.some((m) => m.kind === "length" && m.severity === "high"));
  // A People-also-ask-only question is minor: listed on strict depth only.
  assert.ok(!r.missing_serp_expectations.some((m) => m.kind === "question"));
  assert.ok(
    r.weak_sections.some((w) => w.draft_heading === "Before the start date" && w.support === 5),
  );
  assert.ok(r.proof_gaps.some((p) => p.kind === "no_sources" && p.support === 5));
  assert.ok(r.title_meta_issues.some((t) => t.check === "title_present"));
  assert.equal(r.editor_tasks[0].priority, "high");
  assert.deepEqual(r.editor_tasks.map((t) => t.step), r.editor_tasks.map((_, i) => i + 1));
  assert.equal(r.agent_workflow.decision, "rework_draft");
});

Deno.test("[draft qa] strict depth lists minor issues and holds back a ready verdict", () => {
  const e = evidenceOf(KW, pages);
  const md = strongDraft().replace(/according to a survey /g, "").replace(
    "Read [the study](https://research.example/study).",
    "",
  );
  return readDraft({ draft_markdown: md }, { web: webOf([]).web }).then((draft) => {
    const standard = draftQa({ keyword: KW, qa_depth: "standard" }, e, draft, now);
    const strict = draftQa({ keyword: KW, qa_depth: "strict" }, e, draft, now);
    assert.ok(strict.editor_tasks.length >= standard.editor_tasks.length);
    assert.ok(standard.editor_tasks.every((t) => t.priority !== "low"));
    assert.notEqual(strict.readiness, "ready", strict.readiness_reason);
    assert.ok(strict.publish_readiness_score <= standard.publish_readiness_score);
  });
});

Deno.test("[draft qa] a German keyword gives German-language tasks", async () => {
  const de = pages.map((p, i) => ({
    ...p,
    url: `https://seite${i + 1}.example/ratgeber/onboarding`,
    title: `Onboarding Checkliste Ratgeber ${i + 1}`,
    body: `<h1>Onboarding Checkliste</h1><p>${words(200, "Einarbeitung")}</p>` +
      ["Vor dem ersten Tag", "Die erste Woche", "Werkzeuge und Zugänge"].map((h) =>
        `<h2>${h}</h2><p>${words(200, "Einarbeitung")} Zum Beispiel 14 Tage vorher.</p>`
      ).join(""),
  }));
  const e = evidenceOf("onboarding checkliste", de, { language: "de" });
  const draft = await readDraft({ draft_markdown: "# Onboarding Checkliste\n\nKurz.\n" }, {
    web: webOf([]).web,
  });
  const r = draftQa({ keyword: "onboarding checkliste", qa_depth: "standard" }, e, draft, now);
  assert.equal(r.language, "de");
  const section = r.editor_tasks.find((t) => t.issue.startsWith("section:"));
  assert.ok(section, JSON.stringify(r.editor_tasks));
  assert.match(section.task, /H2-Abschnitt zu „/);
  assert.ok(r.editor_tasks.some((t) => /Wörter/.test(t.task)));
  assert.ok(!r.agent_workflow.limitations.some((l) => /phrasebook/.test(l)));
});

Deno.test("[draft qa] a draft_url that cannot be read is the request's error, naming draft_url", async () => {
  const { web } = webOf(pages);
  const { provider, requests } = providerOf(serpOf(KW, pages));
  await assert.rejects(
    () => run({ keyword: KW, draft_url: "https://drafts.example/missing" }, provider, web),
    /draft_url/,
  );
  assert.equal(requests.length, 0, "the SERP is not bought for an unreadable draft");
});

Deno.test("[draft qa] a sandbox SERP runs the draft's own checks, labelled and capped low", async () => {
  const { web, fetched } = webOf([]);
  const { provider } = providerOf(serpOf(KW, pages), "sandbox");
  const r = await run({ keyword: KW, draft_markdown: strongDraft() }, provider, web);
  assert.equal(fetched.length, 0);
  assert.equal(r.synthetic, true);
  assert.ok(r.agent_workflow.confidence <= 0.2);
  assert.notEqual(r.readiness, "ready");
  assert.ok(r.checks.skipped.some((s) => s.id === "missing_sections"));
});
