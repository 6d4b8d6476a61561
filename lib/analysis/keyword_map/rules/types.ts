/** What a judgement rule of the keyword map reads and rules. */
import type { PageMatch } from "../../page_match.ts";
import type { Rule } from "../../rule.ts";
import type { Intent } from "../../../toolkit/values.ts";

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
  /** It asks a price or cost ("nachhilfe kosten", "prix cours particuliers"). */
  asksPrice: boolean;
  /** It is a job search ("flyttemand job", "praca kurier"). */
  asksJob: boolean;
}

/** A page as the rules see it. */
export interface RulePage {
  /** The homepage of the site. */
  home: boolean;
  /** The site's price list (`page_type: pricing`, or a price word as its slug or title). */
  pricing: boolean;
  /** The site's careers page (`understanding/utility_words.ts`). */
  careers: boolean;
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
  /**
   * Whether the page is in the keyword's language: its URL locale, else the site's language for
   * its unlocalised pages; true when either language is unknown.
   */
  sameLanguage: (page: number) => boolean;
}

/** A rule's ruling: a page to own the keyword, or no page (a new one is proposed, or none). */
export type Ruling =
  | { kind: "assign"; page: number; status: "strong" | "weak"; rule: string; reason: string }
  | { kind: "missing"; rule: string; reason: string }
  | { kind: "set_aside"; rule: string; reason: string };

/**
 * One judgement rule: reads the keyword, its closest pages and the score's decision, and rules
 * on who owns the keyword (overruling the score), or returns null when the score stands.
 */
export type KeywordRule = Rule<RuleContext, Ruling>;

/** What every judgement rule decides: the ruling on the keyword's page, the `method` entry that lists them. */
export const DECIDES = "ruling";

/**
 * The site's one page of a kind (`is`: its price list, its careers page) that may own the
 * keyword, in the keyword's language; null when there is none or more than one, or when the
 * score already gave the keyword that page.
 */
export function onlyPageOf(ctx: RuleContext, is: (page: RulePage) => boolean): number | null {
  const { pages, fits, sameLanguage, base } = ctx;
  const found = pages.flatMap((p, i) => is(p) && fits(i) && sameLanguage(i) ? [i] : []);
  if (found.length !== 1) return null;
  const [page] = found;
  return base.best?.page === page && base.status !== "missing" ? null : page;
}
