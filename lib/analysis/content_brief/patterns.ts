/**
 * Competitor patterns: what the top results share (at least half do it) and where they split
 * (some do, most do not: a choice, not a rule). Format, length, structure, media, structured
 * data, editorial proof, calls to action and terms, each with the URLs that show it.
 */
import { GOAL_CTA } from "../cro_qa/vocabulary.ts";
import { type DeclaredGoal as Goal, isDeclaredGoal } from "../cro_qa/input.ts";
import { type BriefFacts, pagesMatching } from "./facts.ts";
import type { Pattern } from "./result.ts";
import { pagesWith, type Signal } from "./signals.ts";

/** Shared at or above this share of the pages read. */
const SHARED = 0.5;
/** Shared headings and phrases listed as patterns. */
const LISTED = 5;

/** The patterns, shared first. */
export function patternsOf(f: BriefFacts): Pattern[] {
  const out = [
    ...formatPatterns(f),
    ...lengthPatterns(f),
    ...structurePatterns(f),
    ...mediaPatterns(f),
    ...schemaPatterns(f),
    ...signalPatterns(f),
    ...ctaGoals(f).map((c) =>
      kindOf(f, c.urls, "cta", `Ask readers to ${c.goal.replace("_", " ")}`)
    ),
    ...termPatterns(f),
  ];
  return out.filter((p) => p.support > 0).sort((a, b) =>
    a.kind === b.kind ? 0 : a.kind === "shared" ? -1 : 1
  );
}

/** `shared` or `varies` by the share of pages read. */
function kindOf(
  f: BriefFacts,
  urls: string[],
  aspect: Pattern["aspect"],
  pattern: string,
): Pattern {
  const read = Math.max(1, f.evidence.pages.length);
  const kind = urls.length / read >= SHARED ? "shared" : "varies";
  return { kind, aspect, pattern, urls, support: urls.length };
}

function formatPatterns(f: BriefFacts): Pattern[] {
  const a = f.analysis;
  const d = a.dominant_format;
  if (!d) return [];
  if (d.clear) {
    return [{
      kind: "shared",
      aspect: "format",
      pattern: `${d.support} of ${a.results} top results are ${d.formats.join(" or ")} pages`,
      urls: d.urls,
      support: d.support,
    }];
  }
  return a.formats.map((s) => ({
    kind: "varies" as const,
    aspect: "format" as const,
    pattern: `${s.support} of ${a.results} top results are ${s.format.replace("_", "-")} pages`,
    urls: s.urls,
    support: s.support,
  }));
}

function lengthPatterns(f: BriefFacts): Pattern[] {
  const w = f.analysis.word_count;
  if (w.median === null || w.min === null || w.max === null) return [];
  const urls = f.evidence.pages.filter((p) => p.main_words >= 50).map((p) => p.url);
  const out: Pattern[] = [{
    kind: "shared",
    aspect: "length",
    pattern: `Main content runs a median of ${w.median} words (75th percentile ${w.p75})`,
    urls,
    support: urls.length,
  }];
  // A long page beside short ones: length is not what ranks them; depth of answer is a choice.
  if (w.max >= 2 * w.min) {
    out.push({
      kind: "varies",
      aspect: "length",
      pattern: `Lengths range from ${w.min} to ${w.max} words: length alone does not decide`,
      urls,
      support: urls.length,
    });
  }
  return out;
}

function structurePatterns(f: BriefFacts): Pattern[] {
  return f.analysis.headings
    .filter((h) => h.share >= SHARED && h.support >= 2)
    .slice(0, LISTED)
    .map((h) => ({
      kind: "shared" as const,
      aspect: "structure" as const,
      pattern: `A section on "${h.heading}"`,
      urls: h.urls,
      support: h.support,
    }));
}

function mediaPatterns(f: BriefFacts): Pattern[] {
  return f.analysis.media.map((m) =>
    kindOf(f, m.urls, "media", `Use ${m.kind} (median ${m.median} per page)`)
  );
}

function schemaPatterns(f: BriefFacts): Pattern[] {
  return f.analysis.schema_types.slice(0, LISTED).map((s) =>
    kindOf(f, s.urls, "schema", `Declare ${s.type} structured data`)
  );
}

/** How each editorial signal reads as a pattern. */
const SIGNAL_PATTERN: Readonly<Record<Signal, string>> = {
  first_hand_testing: "Claim first-hand testing (how they tested, what they used)",
  original_data: "Publish their own data (a survey, a study, measurements)",
  verdict: 'Give a verdict ("best for ...") per option',
  pros_cons: "List pros and cons",
  examples: "Work through examples",
  author: "Name an author or reviewer",
};

function signalPatterns(f: BriefFacts): Pattern[] {
  return (Object.keys(SIGNAL_PATTERN) as Signal[]).map((s) =>
    kindOf(f, pagesWith(f, s), "proof", SIGNAL_PATTERN[s])
  );
}

/** What the ranking pages ask readers to do (`/page/cro-qa`'s CTA vocabulary), most first. */
export function ctaGoals(f: BriefFacts): { goal: Goal; urls: string[]; support: number }[] {
  return (Object.entries(GOAL_CTA) as [Goal, RegExp][])
    .filter(([goal]) => isDeclaredGoal(goal))
    .map(([goal, re]) => {
      const urls = pagesMatching(f, re);
      return { goal, urls, support: urls.length };
    })
    .filter((c) => c.support > 0)
    .sort((a, b) => b.support - a.support);
}

function termPatterns(f: BriefFacts): Pattern[] {
  return f.analysis.phrases
    .filter((p) => p.share >= SHARED && !p.in_keyword)
    .slice(0, 3)
    .map((p) => ({
      kind: "shared" as const,
      aspect: "terms" as const,
      pattern: `Use the phrase "${p.term}"`,
      urls: p.urls,
      support: p.support,
    }));
}
