/**
 * The judgement rules of `/content/keyword-map`, applied after the field score has picked the
 * closest page: each reads what an SEO reads (the query's modifiers, the page's URL and type,
 * what the site covers at all) and may overrule the score, with its reason. The first rule
 * that speaks decides. Pure.
 */
import type { PageMatch } from "./page_match.ts";
import type { Intent } from "./text.ts";
import { isLocalQuery } from "./understanding/query_modifiers.ts";

/** A keyword as the rules see it. */
export interface RuleKeyword {
  text: string;
  intent: Intent | "unknown";
  /** Topic stems: the keyword's stems without modifiers ("cheap", "book") or the owner's brand. */
  topic: string[];
  /** The words behind `topic`, aligned with it (for readable reasons). */
  topicWords: string[];
  /** Topic stems of each side of a comparison ("x vs y"), or null. */
  sides: [string[], string[]] | null;
}

/** A page as the rules see it. */
export interface RulePage {
  /** The homepage of the site. */
  home: boolean;
  /** A store locator or locations hub (`/locations`, `page_type: location`). */
  locationHub: boolean;
  /** Stems of every path segment. */
  pathStems: ReadonlySet<string>;
  /** Stems of the last path segment (the slug), without modifiers. */
  slugTopic: readonly string[];
  /** Every topic stem the page carries in any field. */
  stems: ReadonlySet<string>;
}

/** What the score decided before the rules. */
export interface BaseDecision {
  best: PageMatch | null;
  status: "strong" | "weak" | "missing";
}

/** What a rule reads. */
export interface RuleContext {
  kw: RuleKeyword;
  matches: readonly PageMatch[];
  pages: readonly RulePage[];
  base: BaseDecision;
  /** Whether the page may own the keyword by intent. */
  fits: (page: number) => boolean;
  /** Whether any page of the site carries the stem. */
  onSite: (stem: string) => boolean;
}

/** A rule's ruling: a page to own the keyword, or no page (a new one is proposed, or none). */
export type Ruling =
  | { kind: "assign"; page: number; status: "strong" | "weak"; rule: string; reason: string }
  | { kind: "missing"; rule: string; reason: string }
  | { kind: "set_aside"; rule: string; reason: string };

/** One judgement rule. */
export interface KeywordRule {
  id: string;
  /** What the rule does and why, for `method`. */
  method: string;
  apply: (ctx: RuleContext) => Ruling | null;
}

/** "near me": the homepage or a locations hub with Google Business Profile, never a new page. */
export const localQuery: KeywordRule = {
  id: "local_query",
  method:
    '"near me" queries are answered from the local pack: they belong to the homepage (or a locations hub) backed by Google Business Profile listings, never to a doorway page named after the query.',
  apply({ kw, pages }) {
    if (!isLocalQuery(kw.text)) return null;
    const hub = pages.findIndex((p) => p.locationHub);
    const home = pages.findIndex((p) => p.home);
    const page = hub >= 0 ? hub : home;
    const reason =
      `"${kw.text}" is a local query: Google answers it from the local pack, so the site's Google Business Profile listings and ${
        hub >= 0 ? "locations page" : "homepage"
      } carry it; no page named after the query`;
    if (page < 0) return { kind: "set_aside", rule: this.id, reason };
    return { kind: "assign", page, status: "strong", rule: this.id, reason };
  },
};

/** "x vs y" needs a page that covers both sides, not a review of one of them. */
export const oneSidedComparison: KeywordRule = {
  id: "one_sided_comparison",
  method:
    'A comparison query ("x vs y") is served only by a page covering both sides; a page about one side is not a match, and a comparison page is proposed.',
  apply({ kw, base, pages }) {
    if (!kw.sides || !base.best || base.status === "missing") return null;
    const page = pages[base.best.page];
    const covers = (side: string[]) => side.length > 0 && side.every((s) => page.stems.has(s));
    const [a, b] = kw.sides;
    if (covers(a) && covers(b)) return null;
    return {
      kind: "missing",
      rule: this.id,
      reason:
        `"${kw.text}" compares two things; the closest page covers only one side: it needs a comparison page`,
    };
  },
};

/**
 * A page whose URL is about exactly the keyword's topic (`/hotels/key-west` for "key west
 * hotel", `/compare/dog-insurance` for "cheap dog insurance") owns it: the words the score
 * missed are modifiers the page type serves, and the homepage, a hub of everything, does not
 * outrank the page dedicated to the topic.
 */
export const dedicatedPage: KeywordRule = {
  id: "dedicated_page",
  method:
    "A page whose URL holds every topic word of the keyword, and whose slug is about nothing else, owns it when its intent fits, even over a homepage or a higher field score.",
  apply({ kw, matches, pages, base, fits }) {
    if (kw.topic.length === 0 || kw.sides) return null;
    const topic = new Set(kw.topic);
    const dedicated = (id: number) => {
      const p = pages[id];
      return !p.home && kw.topic.every((s) => p.pathStems.has(s)) && p.slugTopic.length > 0 &&
        p.slugTopic.every((s) => topic.has(s)) && fits(id);
    };
    const found = matches.find((m) => dedicated(m.page));
    if (!found) return null;
    if (base.best && base.best.page === found.page && base.status === "strong") return null;
    if (base.best && base.best.page !== found.page && dedicated(base.best.page)) return null;
    return {
      kind: "assign",
      page: found.page,
      status: "strong",
      rule: this.id,
      reason: "its URL is about exactly this topic; the other words are modifiers its page serves",
    };
  },
};

/**
 * A weak match for an offering that lacks the keyword's distinguishing words, when no page of
 * the site uses them ("gift voucher" on a cooking-class page, "enfant" on the adult course), is
 * a missing page: the site has nothing on that topic yet, and stuffing the words into a page
 * about something else would not serve the searcher. Questions are left to the score: a guide
 * can be widened to answer a neighbouring question.
 */
export const novelTopic: KeywordRule = {
  id: "novel_topic",
  method:
    "A weak match for a product or service query whose page lacks at least a third of the keyword's topic words, none of which appear anywhere on the site, is a missing page rather than a page to optimise (a question can be answered by widening a guide; one offering's page cannot become another's).",
  apply({ kw, base, pages, onSite }) {
    if (base.status !== "weak" || !base.best || kw.topic.length === 0) return null;
    // A question can be answered by widening a guide; an offering cannot become another one.
    if (kw.intent === "informational") return null;
    const page = pages[base.best.page];
    const novel = kw.topic.flatMap((s, i) =>
      !page.stems.has(s) && !onSite(s) ? [kw.topicWords[i]] : []
    );
    if (novel.length === 0 || novel.length * 3 < kw.topic.length) return null;
    return {
      kind: "missing",
      rule: this.id,
      reason: `no page of the site mentions ${
        novel.map((w) => `"${w}"`).join(" or ")
      }: the closest page is about something else, so "${kw.text}" needs its own page`,
    };
  },
};

/** The rules, in the order they are asked; the first that rules decides. */
export const KEYWORD_RULES: readonly KeywordRule[] = [
  localQuery,
  oneSidedComparison,
  dedicatedPage,
  novelTopic,
];

/** The first ruling of the rules, or null when the score stands. */
export function judge(ctx: RuleContext): Ruling | null {
  for (const rule of KEYWORD_RULES) {
    const ruling = rule.apply(ctx);
    if (ruling) return ruling;
  }
  return null;
}
