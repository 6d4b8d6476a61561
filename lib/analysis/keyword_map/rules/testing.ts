/** Small builders for the rule tests: a page, a keyword, a match, a context. */
import type { PageMatch } from "../../page_match.ts";
import type { RuleContext, RuleKeyword, RulePage } from "./types.ts";

export function page(over: Partial<RulePage> = {}): RulePage {
  return {
    home: false,
    locationHub: false,
    pricing: false,
    careers: false,
    pathStems: new Set(),
    slugTopic: [],
    stems: new Set(),
    ...over,
  };
}

export function kw(over: Partial<RuleKeyword> & { text: string }): RuleKeyword {
  return {
    intent: "unknown",
    topic: [],
    topicWords: [],
    sides: null,
    asksPrice: false,
    asksJob: false,
    ...over,
  };
}

export function match(pageId: number, score: number): PageMatch {
  return { page: pageId, score } as PageMatch;
}

export function ctx(
  over: Partial<RuleContext> & { kw: RuleKeyword; pages: RulePage[] },
): RuleContext {
  return {
    matches: [],
    base: { best: null, status: "missing" },
    fits: () => true,
    onSite: () => false,
    sameLanguage: () => true,
    ...over,
  };
}
