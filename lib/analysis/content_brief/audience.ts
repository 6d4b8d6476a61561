/**
 * Who the page is for: the request's audience when given; else the "for X" of the keyword
 * ("accounting software for freelancers"); else the reader the intent and the ranking format
 * imply. What the reader needs follows the buyer stage; how much they know, the keyword's words
 * and the brand voice.
 */
import type { BriefFacts } from "./facts.ts";
import type { Audience } from "./result.ts";

/** "for X" / "für X" / "pour X" / "para X" at the end of a keyword. */
const FOR_WHOM = /\b(?:for|für|pour|para)\s+(.{3,60})$/i;

/** What a reader at each stage needs before acting. */
const NEEDS: Readonly<Record<Audience["buyer_stage"], string[]>> = {
  awareness: [
    "a direct answer in the first paragraph",
    "the steps or concepts explained with examples",
    "what to do next once the problem is understood",
  ],
  consideration: [
    "the options side by side on the criteria that matter to them",
    "who each option is best for, with a clear verdict",
    "prices and limits checked recently, with the date",
  ],
  decision: [
    "what they get, what it costs and what happens after they click",
    "proof that it works for people like them",
    "answers to the objections that stop them (price, risk, support)",
  ],
};

/** Who the page is for. */
export function audienceOf(f: BriefFacts): Audience {
  const d = f.analysis.dominant_format;
  const base = {
    intent: f.intent,
    buyer_stage: f.stage,
    knowledge: knowledgeOf(f),
    needs: NEEDS[f.stage],
    urls: d?.urls ?? [],
    support: d?.support ?? 0,
  };
  if (f.request.audience) {
    return { description: f.request.audience, source: "given", ...base };
  }
  const forWhom = FOR_WHOM.exec(f.keyword.trim())?.[1];
  if (forWhom) {
    return {
      description: `${forWhom} (${stageReader(f)})`,
      source: "keyword",
      ...base,
    };
  }
  return { description: stageReader(f), source: "serp", ...base };
}

/** The reader the stage and the ranking format imply. */
function stageReader(f: BriefFacts): string {
  const topic = f.keyword.trim();
  const d = f.analysis.dominant_format;
  const seen = d
    ? `; ${d.support} of ${f.analysis.results} top results serve them with ${
      d.family.replace("_", " / ")
    } pages`
    : "";
  switch (f.stage) {
    case "awareness":
      return `People learning about "${topic}" who want a clear, practical answer${seen}`;
    case "consideration":
      return `People comparing options for "${topic}" before choosing one${seen}`;
    case "decision":
      return `People ready to act on "${topic}" who need a reason to choose this offer${seen}`;
  }
}

/** Beginner for "what is" / "how to" / "for beginners"; advanced for a technical voice. */
function knowledgeOf(f: BriefFacts): Audience["knowledge"] {
  if (f.request.brand_voice === "technical") return "advanced";
  if (
    /\b(what is|what are|how to|beginners?|basics|101|einsteiger|anfänger|débutant|principiantes?|iniciantes?)\b/i
      .test(f.keyword) || /始め方|初心者|入門|とは|やり方|基礎|入门|什么是/.test(f.keyword)
  ) {
    return "beginner";
  }
  return "intermediate";
}
