/**
 * Topics and facts the ranking pages' main content agrees on and the draft never states: a
 * phrase or name (a scheme, a rule, a step) and a figure (a limit, a minimum, a fee). Headings
 * miss them when competitors treat a topic inside another section; a writer needs them all the
 * same. Why: Google Search Central, "Creating helpful, reliable, people-first content" (does the
 * content provide a substantial, complete description of the topic); the evidence is the main
 * content of at least two ranking sites (chrome never reaches it), quoted so the writer sees what
 * the pages say.
 */
import type { Level } from "../../../agent/workflow.ts";
import type { RankingPage } from "../../serp_evidence/evidence.ts";
import type { Facts } from "../facts.ts";

import { phraseCount, phraseStems } from "../keyword_use.ts";
import { withDigits } from "../number_words.ts";
import type { Issue } from "../result.ts";
import { TOPICS } from "../thresholds.ts";
import { sentencesOf } from "../vocabulary.ts";
import { type DraftCheck, needsPages } from "./types.ts";
import { escapeRegExp } from "../../../toolkit/text.ts";

/** A phrase, name or figure with the pages that state it within one line. */
interface Agreed {
  text: string;
  kind: "topic" | "name" | "fact";
  stems: string[];
  pages: RankingPage[];
  /** The draft states it (a name or phrase by its stems, a figure as written). */
  inDraft: boolean;
}

export const missingTopics: DraftCheck = {
  id: "missing_topics",
  group: "missing_serp_expectation",
  method:
    `names (as written), phrases (2+ words) and figures (no years) that ${TOPICS.minSites}+ model sites state within one line of their main content, not in the keyword; items the same sentences state on ${TOPICS.minSites}+ sites are one expectation (a rule and its figures), missing when the draft lacks one of its figures (names and phrases matched by word stems, figures as written) or, without figures, all its wordings; medium when ${
      TOPICS.share * 100
    }% of pages read state them, low from ${
      TOPICS.lowShare * 100
    }%; a phrase inside a longer one listed once; standard lists ${TOPICS.standard}, strict ${TOPICS.strict}, with a sentence per page`,
  needs: needsPages,
  assess(f) {
    // Shares over the pages the draft is modelled on (a forum or a shop page is no model).
    const read = Math.max(1, f.models.length);
    const listed = f.depth === "strict" ? TOPICS.strict : TOPICS.standard;
    const chosen: Agreed[] = [];
    for (const a of candidates(f)) {
      if (a.pages.length / read < TOPICS.lowShare) continue;
      if (chosen.some((c) => overlaps(c.stems, a.stems))) continue;
      chosen.push(a);
    }
    return grouped(chosen, f).filter((g) => missing(g)).slice(0, listed).map((g): Issue => {
      const [a] = g;
      const fact = g.some((x) => x.kind === "fact");
      const share = a.pages.length / read;
      const severity: Level = share >= TOPICS.share ? "medium" : "low";
      // A rule is said by the figures and names the draft lacks; otherwise the phrase and its
      // name ("approval in principle, AIP").
      const said = fact ? g.filter((x) => x.kind !== "topic" && !x.inDraft) : g;
      const text = said.slice(0, 3).map((x) => x.text).join(", ");
      const words = fact ? f.t.fact : f.t.topic;
      return {
        group: "missing_serp_expectation",
        id: `${fact ? "fact" : "topic"}:${a.stems.join("-")}`,
        check: "missing_topics",
        kind: fact ? "fact" : "topic",
        severity,
        title: words.title(text),
        why: words.why(f.t.pagesOf(a.pages.length, read)),
        fix: words.fix(text),
        expectation: text,
        mentioned_in_draft: false,
        examples: a.pages.slice(0, 3).map((p) => lineWith(p, a, f) ?? a.text),
        urls: a.pages.map((p) => p.url),
        support: a.pages.length,
      };
    });
  },
};

/**
 * The agreed names, phrases and figures the draft lacks, most supported first (names, then
 * figures, on ties). A phrase with a name's stems is that name (read as written, so "First Home"
 * the scheme is not "your first home").
 */
function candidates(f: Facts): Agreed[] {
  const keyword = new Set(phraseStems(f.keyword, f.lex));
  const draft = f.draft.read.main_text || f.draft.page.text;
  const out: Agreed[] = [];
  const add = (text: string, kind: Agreed["kind"], states: (line: string) => boolean) => {
    const stems = kind === "fact"
      ? [text]
      : phraseStems(text, f.lex).filter((s) => !f.lex.isStop(s));
    if (kind !== "fact" && (stems.length === 0 || stems.every((s) => keyword.has(s)))) return;
    if (out.some((o) => o.kind !== "fact" && same(o.stems, stems))) return;
    const inDraft = kind === "fact"
      ? hasFigure(withDigits(draft), text)
      : phraseCount(draft, phraseStems(text, f.lex), f.lex).count > 0;
    const pages = bySite(f.models.filter((p) => proseLines(p).some(states)));
    if (pages.length >= TOPICS.minSites) out.push({ text, kind, stems, pages, inDraft });
  };
  for (const x of f.a.figures.filter((x) => x.kind !== "year")) {
    add(x.figure, "fact", (l) => hasFigure(l.toLowerCase(), x.figure));
  }
  for (const e of f.a.entities) add(e.name, "name", (l) => l.includes(e.name));
  for (const p of f.a.phrases.filter((p) => p.words >= 2 && !p.in_keyword)) {
    add(p.term, "topic", (l) => hasRun(l, p.term, f));
  }
  const rank = { name: 0, fact: 1, topic: 2 } as const;
  return out.map((a, n) => ({ a, n }))
    .sort((x, y) =>
      y.a.pages.length - x.a.pages.length || rank[x.a.kind] - rank[y.a.kind] ||
      y.a.stems.length - x.a.stems.length || x.n - y.n
    )
    .map(({ a }) => a);
}

/**
 * Items stated by the same sentences on at least two sites, as one expectation (a rule with its
 * figures: "4 times" and "10%" in "borrow up to 4 times ... a deposit of at least 10%").
 */
function grouped(items: readonly Agreed[], f: Facts): Agreed[][] {
  const groups: { items: Agreed[]; said: Map<string, string | null> }[] = [];
  for (const a of items) {
    const said = new Map(a.pages.map((p) => [p.domain, lineWith(p, a, f)]));
    const g = groups.find((g) =>
      [...said].filter(([d, s]) => s !== null && g.said.get(d) === s).length >= TOPICS.minSites
    );
    if (g) g.items.push(a);
    else groups.push({ items: [a], said });
  }
  return groups.map((g) => g.items);
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/**
 * Whether the draft misses a group: a rule (a group with figures) while any of its figures is
 * absent; a topic while none of its wordings is there (the draft may say "AIP" for "approval in
 * principle").
 */
function missing(g: readonly Agreed[]): boolean {
  return g.some((x) => x.kind === "fact")
    ? g.some((x) => x.kind === "fact" && !x.inDraft)
    : g.every((x) => !x.inDraft);
}

/** One page per site, best ranked first. */
function bySite(pages: readonly RankingPage[]): RankingPage[] {
  const seen = new Set<string>();
  return pages.filter((p) => !seen.has(p.domain) && seen.add(p.domain));
}

/** The lines of a page's main content that are not headings. */
function proseLines(p: RankingPage): string[] {
  const headings = new Set(p.main_sections.map((s) => s.text));
  return p.main_text.split(/\n+/).map((l) => l.trim()).filter((l) => l !== "" && !headings.has(l));
}

/** Whether a line holds the phrase as a run of stems. */
function hasRun(line: string, text: string, f: Facts): boolean {
  return phraseCount(line, phraseStems(text, f.lex), f.lex).count > 0;
}

/** The sentence of a page's main content that states it. */
function lineWith(p: RankingPage, a: Agreed, f: Facts): string | null {
  const states = (x: string) =>
    a.kind === "fact"
      ? hasFigure(x.toLowerCase(), a.text)
      : a.kind === "name"
      ? x.includes(a.text)
      : hasRun(x, a.text, f);
  const line = proseLines(p).find(states);
  if (!line) return null;
  return (sentencesOf(line).find(states) ?? line).slice(0, 200);
}

/** Whether a lowercase text states a figure as written ("10%" is not in "110%" or "3.10%"). */
function hasFigure(text: string, figure: string): boolean {
  const escaped = escapeRegExp(figure);
  return new RegExp(`(?<![\\d.,])${escaped}(?![\\d])`, "u").test(text);
}

/** Whether one stem list contains the other (a phrase inside a longer one). */
function overlaps(a: readonly string[], b: readonly string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.every((s) => long.includes(s));
}
