/** Expert cases 17 and 18: `/content/action-plan` (earned links first, link schemes, languages). */
import assert from "node:assert/strict";
import { accepts, readCase, statement } from "./harness.ts";

type Json = Record<string, unknown>;
type Scheduled = { title: string; week: number; priority: string | null; keyword: string | null };
type Risk = { kind: string; risk: string; items: string[] };
type Call = { endpoint: string; body: Json };

const scheduled = (r: Json) => r.scheduled_actions as Scheduled[];
const risks = (r: Json) => r.risk_register as Risk[];
const workflow = (r: Json) =>
  r.agent_workflow as {
    recommended_actions: { action: string; priority: string; reason: string }[];
    next_calls: Call[];
  };
const find = (r: Json, start: string) => {
  const found = scheduled(r).find((s) => s.title.startsWith(start));
  assert.ok(found, `"${start}" is not scheduled`);
  return found;
};

const c17 = readCase("/content/action-plan", "content-action-plan/17_injury_law_reclaim_first");
const RECLAIM = "Reclaim lost links from 6 Denver news articles";
const REPAIR = "Repair 14 broken backlinks";
const NEW_WORK = [
  "Pitch the Denver crash hotspot data study",
  "Guest post outreach to 20 legal blogs",
  "Submit the firm to 50 web directories",
];

statement(c17, 1, "the reclaim and the repair are both in week 1", (r) => {
  assert.equal(find(r, RECLAIM).week, 1);
  assert.equal(find(r, REPAIR).week, 1);
});

statement(c17, 2, "both come before the pitch, the guest posts and the directories", (r) => {
  const order = scheduled(r).map((s) => s.title);
  // An item the plan does not schedule at all (a link scheme held back) comes after everything.
  const at = (start: string) => {
    const i = order.findIndex((t) => t.startsWith(start));
    return i === -1 ? Infinity : i;
  };
  for (const earned of [RECLAIM, REPAIR]) {
    assert.ok(at(earned) !== Infinity, `${earned} is scheduled`);
    for (const later of NEW_WORK) assert.ok(at(earned) < at(later), `${earned} after ${later}`);
  }
});

statement(c17, 3, "the 50-directory submission is flagged as a risk", (r) => {
  const title = "Submit the firm to 50 web directories";
  const inRegister = risks(r).some((x) =>
    x.items.includes(title) && /link|scheme|spam|low.value/i.test(x.risk)
  );
  const warned = workflow(r).recommended_actions.some((a) =>
    a.action.includes(title) &&
    /risk|scheme|spam|warning|avoid|drop/i.test(`${a.action} ${a.reason}`)
  );
  assert.ok(inRegister || warned);
});

statement(c17, 4, "items with no priority, impact or effort are not recommended as high", (r) => {
  for (const title of ["Update attorney bio pages", "Add FAQ schema to practice area pages"]) {
    for (const a of workflow(r).recommended_actions.filter((x) => x.action.includes(title))) {
      assert.notEqual(a.priority, "high", a.action);
    }
    const s = scheduled(r).find((x) => x.title === title);
    if (s) assert.notEqual(s.priority, "high", title);
  }
});

const c18 = readCase(
  "/content/action-plan",
  "content-action-plan/18_language_school_multilingual_plan",
);
const EN_PAGE = "Refresh the English course page";
const EN_POST = "Write an English blog post comparing Spanish course prices in Valencia";

statement(
  c18,
  1,
  "the English course page and the English blog post get a keyword-overlap risk",
  (r) => {
    const overlap = risks(r).filter((x) => x.kind === "keyword_overlap");
    assert.ok(overlap.some((x) => x.items.includes(EN_PAGE) && x.items.includes(EN_POST)));
  },
);

statement(c18, 2, "no keyword-overlap risk links items in different languages", (r) => {
  const languageOf = (title: string) =>
    /German/.test(title) ? "de" : /French/.test(title) ? "fr" : /English/.test(title) ? "en" : null;
  for (const x of risks(r).filter((k) => k.kind === "keyword_overlap")) {
    const languages = new Set(x.items.map(languageOf).filter((l) => l !== null));
    assert.ok(languages.size <= 1, `overlap across languages: ${x.items.join(" / ")}`);
  }
});

statement(c18, 3, "follow-up calls for German and French items carry de and fr", (r) => {
  const keywordLanguage: Record<string, string> = {
    "spanischkurs valencia": "de",
    "bildungsurlaub spanisch valencia": "de",
    "cours d'espagnol valence": "fr",
    "préparation dele valence": "fr",
  };
  const calls = workflow(r).next_calls;
  const foreign = calls.filter((c) => keywordLanguage[String(c.body.keyword)] !== undefined);
  assert.ok(foreign.length > 0, "no follow-up call for a German or French item");
  for (const c of foreign) {
    const expected = keywordLanguage[String(c.body.keyword)];
    if (accepts(c.endpoint, "language")) assert.equal(c.body.language, expected, c.endpoint);
    assert.notEqual(c.body.location, "United States", c.endpoint);
  }
});
