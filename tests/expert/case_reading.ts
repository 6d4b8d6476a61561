/**
 * Reading the results of the SERP content cases (32-38) the way the statements speak of them:
 * every recommended section, question, entity and term with the competitor URLs it rests on,
 * the site of a case page (its first path segment, the SERP item's `domain`), the case's URLs
 * with `{{PAGES}}` filled from the result's `__pages`, and the follow-up calls.
 */
import assert from "node:assert/strict";
import { accepts, type ExpertCase } from "./harness.ts";
import { startCaseApp } from "./case_app.ts";

/** A result as the harness hands it over. */
export type Json = Record<string, unknown>;

/** What a result recommends the writer to add or cover. */
export type ItemKind = "section" | "question" | "entity" | "term";

/** One recommended item, with the competitor URLs it rests on. */
export interface Item {
  kind: ItemKind;
  /** The wording the result proposes. */
  text: string;
  /** Other wordings it lists for the same item (competitors' variants, H3s). */
  variants: string[];
  urls: string[];
  /** Where in the result it was found, for messages. */
  where: string;
}

/** A follow-up call the result carries. */
export interface NextCall {
  endpoint: string;
  body: Json;
}

type Row = Record<string, unknown>;

const rows = (value: unknown): Row[] => Array.isArray(value) ? value as Row[] : [];
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
const obj = (value: unknown): Row => (value && typeof value === "object" ? value as Row : {});

/** `{{PAGES}}` filled with the result's page server (`__pages`, set by `resultOf`). */
export function fill(r: Json, text: string): string {
  assert.equal(typeof r.__pages, "string", "the result carries no __pages (not a case run)");
  return text.replaceAll("{{PAGES}}", r.__pages as string);
}

/** `text` with the result's page server written back as `{{PAGES}}`, for messages. */
export function unfill(r: Json, text: string): string {
  return typeof r.__pages === "string" ? text.replaceAll(r.__pages, "{{PAGES}}") : text;
}

/** The site of a URL: a case page's first path segment (its real domain), else the host. */
export function siteOf(url: string): string {
  try {
    const u = new URL(url);
    if (u.hostname === "127.0.0.1" || u.hostname === "localhost") {
      return u.pathname.split("/")[1] ?? "";
    }
    return u.hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** The distinct sites of `urls`. */
export function sitesOf(urls: readonly string[]): Set<string> {
  return new Set(urls.map(siteOf));
}

/** The distinct sites of `urls` outside `excluded` (sites). */
export function sitesOutside(urls: readonly string[], excluded: readonly string[]): Set<string> {
  return new Set([...sitesOf(urls)].filter((s) => !excluded.includes(s)));
}

/** Case-folded, accents kept, punctuation to spaces, spaces collapsed. */
export function norm(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/**
 * True when `text` is `phrase` or is built on it: it contains the phrase, or (two words or
 * more) the phrase contains it. Japanese has no spaces: a plain substring test there.
 */
export function builtOn(text: string, phrase: string): boolean {
  const t = norm(text);
  const p = norm(phrase);
  if (!t || !p) return false;
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(p)) {
    return t.includes(p) || (t.length >= 3 && p.includes(t));
  }
  const padded = (s: string) => ` ${s} `;
  if (padded(t).includes(padded(p))) return true;
  return t.split(" ").length >= 2 && padded(p).includes(padded(t));
}

/** Every text an item shows: its wording and its variants. */
export function textsOf(item: Item): string[] {
  return [item.text, ...item.variants];
}

/** Items of `kind` whose wording or a variant matches `pattern`. */
export function matching(items: readonly Item[], pattern: RegExp, kinds?: ItemKind[]): Item[] {
  return items.filter((i) =>
    (!kinds || kinds.includes(i.kind)) && textsOf(i).some((t) => pattern.test(t))
  );
}

/** One line per item, for assertion messages. */
export function describe(r: Json, items: readonly Item[]): string {
  return items.map((i) => `${i.where}: "${i.text}" [${[...sitesOf(i.urls)].join(", ")}]`).map((s) =>
    unfill(r, s)
  ).join("\n") || "(none)";
}

/** Every recommended section, question, entity and term of a result of `endpoint`. */
export function recommendedItems(endpoint: string, r: Json): Item[] {
  switch (endpoint) {
    case "/content/gap":
      return gapItems(obj(r.content_brief), "content_brief");
    case "/content/refresh-brief":
      return [...refreshItems(r), ...gapItems(obj(r.gap), "gap")];
    case "/content/serp-outline":
      return outlineItems(r, "");
    case "/content/brief":
      return briefItems(r);
    case "/content/draft-qa":
      return draftQaItems(r);
    default:
      throw new Error(`no reader for ${endpoint}`);
  }
}

/** The missing sections, questions, terms and entities of a `/content/gap` brief. */
function gapItems(brief: Row, at: string): Item[] {
  return [
    ...rows(brief.missing_sections).map((s) =>
      item("section", s.heading, s.variants, s.urls, `${at}.missing_sections`)
    ),
    ...rows(brief.missing_questions).map((q) =>
      item("question", q.question, [], q.urls, `${at}.missing_questions`)
    ),
    ...rows(brief.missing_terms).map((t) =>
      item("term", t.term, [], t.urls, `${at}.missing_terms`)
    ),
    ...rows(brief.missing_entities).map((e) =>
      item("entity", e.name, [], e.urls, `${at}.missing_entities`)
    ),
  ];
}

function refreshItems(r: Json): Item[] {
  return rows(r.sections_to_add).map((s) =>
    item(
      s.source === "question" ? "question" : "section",
      s.heading,
      [],
      s.urls,
      "sections_to_add",
    )
  );
}

/** Sections (with their H3s), questions, terms and entities of an outline-shaped block. */
function outlineItems(o: Row, at: string): Item[] {
  const prefix = at ? `${at}.` : "";
  return [
    ...rows(o.sections).flatMap((s) => [
      item(
        s.source === "question" ? "question" : "section",
        s.heading,
        s.variants,
        s.urls,
        `${prefix}sections`,
      ),
      ...rows(s.subsections).map((h) =>
        item("section", h.heading, [], h.urls, `${prefix}sections.subsections`)
      ),
    ]),
    ...rows(o.questions).map((q) => item("question", q.question, [], q.urls, `${prefix}questions`)),
    ...rows(o.key_terms).map((t) => item("term", t.term, [], t.urls, `${prefix}key_terms`)),
    ...rows(o.entities).map((e) => item("entity", e.name, [], e.urls, `${prefix}entities`)),
  ];
}

function briefItems(r: Json): Item[] {
  const expectations = obj(r.serp_expectations);
  return [
    ...outlineItems(obj(r.outline), "outline"),
    ...rows(expectations.sections).map((s) =>
      item("section", s.heading, s.variants, s.urls, "serp_expectations.sections")
    ),
    ...rows(expectations.questions).map((q) =>
      item("question", q.question, [], q.urls, "serp_expectations.questions")
    ),
    ...rows(expectations.key_terms).map((t) =>
      item("term", t.term, [], t.urls, "serp_expectations.key_terms")
    ),
    ...rows(expectations.entities).map((e) =>
      item("entity", e.name, [], e.urls, "serp_expectations.entities")
    ),
  ];
}

/** The draft QA's missing sections and questions (the headings it tells the writer to add). */
function draftQaItems(r: Json): Item[] {
  const kinds: Record<string, ItemKind> = {
    section: "section",
    question: "question",
    entity: "entity",
    term: "term",
  };
  return rows(r.missing_serp_expectations)
    .filter((e) => typeof e.kind === "string" && e.kind in kinds)
    .map((e) =>
      item(kinds[e.kind as string], e.expectation, [], e.urls, "missing_serp_expectations")
    );
}

function item(
  kind: ItemKind,
  text: unknown,
  variants: unknown,
  urls: unknown,
  where: string,
): Item {
  return {
    kind,
    text: String(text ?? ""),
    variants: strings(variants),
    urls: strings(urls),
    where,
  };
}

/** The result's follow-up calls (`agent_workflow.next_calls`). */
export function nextCalls(r: Json): NextCall[] {
  return rows(obj(r.agent_workflow).next_calls).map((c) => ({
    endpoint: String(c.endpoint),
    body: obj(c.body),
  }));
}

/** The result's recommended actions (`agent_workflow.recommended_actions`). */
export function actions(r: Json): { action: string; reason: string; target?: string }[] {
  return rows(obj(r.agent_workflow).recommended_actions).map((a) => ({
    action: String(a.action ?? ""),
    reason: String(a.reason ?? ""),
    target: typeof a.target === "string" ? a.target : undefined,
  }));
}

/**
 * Asserts every follow-up call that accepts them carries the market: `language`, and
 * `location` by name or `location_code` (a call without them falls back to the default market).
 */
export function assertMarketCarried(
  r: Json,
  market: { language: string; location: string; locationCode: number },
): void {
  const calls = nextCalls(r);
  assert.ok(calls.length > 0, "no follow-up calls");
  for (const call of calls) {
    if (accepts(call.endpoint, "language")) {
      assert.equal(call.body.language, market.language, `${call.endpoint} language`);
    }
    const takesLocation = accepts(call.endpoint, "location") ||
      accepts(call.endpoint, "location_code");
    if (!takesLocation) continue;
    const named = call.body.location === market.location ||
      call.body.location === market.locationCode ||
      call.body.location_code === market.locationCode;
    assert.ok(named, `${call.endpoint} location: ${JSON.stringify(call.body)}`);
  }
}

/** Every string in `r` under a key named `urls` (lists of supporting pages), and each `url`. */
export function everyUrlList(r: Json): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) {
      for (const v of value) {
        if (key === "urls" && typeof v === "string") out.push(v);
        else walk(v, key);
      }
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(r, "");
  return out;
}

/** The ranking list of a result: `serp.competitors` (gap, refresh) or `serp.ranking`. */
export function ranking(r: Json): { position: number; url: string; format: string }[] {
  const serp = obj(r.serp);
  return rows(serp.competitors ?? serp.ranking).map((x) => ({
    position: Number(x.position),
    url: String(x.url),
    format: String(x.format),
  }));
}

/** The ranking entry of the site `site`, or null. */
export function rankedSite(r: Json, site: string) {
  return ranking(r).find((x) => siteOf(x.url) === site) ?? null;
}

const posted = new Map<string, Promise<{ path: string; body: unknown }[]>>();

/**
 * The provider calls the case's request makes at the fake DataForSEO server (a run of its own:
 * `resultOf` keeps only the answer), computed once per case.
 */
export function providerCallsOf(c: ExpertCase): Promise<{ path: string; body: unknown }[]> {
  let cached = posted.get(c.file);
  if (!cached) {
    cached = (async () => {
      assert.ok(c.dir, `case ${c.id} has no folder`);
      await using app = await startCaseApp(c.dir);
      const { status } = await app.run(c.endpoint, c.body);
      assert.equal(status, 200);
      return [...app.server.providerCalls];
    })();
    posted.set(c.file, cached);
  }
  return cached;
}

/** The formats of editorial pages (articles, guides, roundups): what a writer models on. */
export const EDITORIAL_FORMATS: readonly string[] = [
  "article",
  "guide",
  "how_to",
  "listicle",
  "comparison",
  "definition",
  "news",
];

/** True when a ranking format names a forum or Q&A thread. */
export function isForumFormat(format: string | undefined): boolean {
  return /forum|ugc|q_?a|thread|discussion/i.test(format ?? "");
}
