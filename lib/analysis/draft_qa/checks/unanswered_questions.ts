/** Questions ranking pages or People also ask raise that the draft neither heads nor answers. */
import { draftSectionFor, keyOf, mentionedInDraft, pagesOf } from "../facts.ts";
import { DEPTHS, MIN_SUPPORT } from "../thresholds.ts";
import type { DraftCheck } from "./types.ts";

export const unansweredQuestions: DraftCheck = {
  id: "unanswered_questions",
  group: "missing_serp_expectation",
  method:
    `questions asked by at least ${MIN_SUPPORT} ranking pages (medium) or in People also ask (low), best supported first (standard ${DEPTHS.standard.questions}, strict ${DEPTHS.strict.questions}), that no draft heading names and no draft section's text covers (all the question's topic stems in one section)`,
  needs: (f) =>
    f.a.questions.length === 0 ? "needs questions: neither the pages nor the SERP ask any" : null,
  assess(f) {
    return f.a.questions
      .filter((q) => q.support >= MIN_SUPPORT || q.sources.includes("people_also_ask"))
      .slice(0, DEPTHS[f.depth].questions)
      .flatMap((q) => {
        const key = keyOf(q.question, f.lex);
        if (draftSectionFor(f, [key]) !== null || mentionedInDraft(f, key)) return [];
        const paa = q.sources.includes("people_also_ask");
        const why = [
          q.support > 0 ? f.t.question.why(pagesOf(f, q.support)) : "",
          paa ? f.t.question.paa : "",
        ]
          .filter(Boolean).join(" ");
        return [{
          group: "missing_serp_expectation" as const,
          id: `question:${key.join("-")}`,
          check: "unanswered_questions",
          kind: "question" as const,
          severity: q.support >= MIN_SUPPORT ? "medium" as const : "low" as const,
          title: f.t.question.title(q.question),
          why,
          fix: f.t.question.fix(q.question),
          expectation: q.question,
          mentioned_in_draft: false,
          examples: [],
          urls: q.urls,
          support: q.support,
        }];
      });
  },
};
