import { coreStems } from "../facts.ts";
import { type ApartRule, DECIDES } from "./types.ts";

export const questionsWithoutTopic: ApartRule = {
  id: "questions_without_topic",
  decides: DECIDES,
  when: "two questions without a topic word in common",
  because:
    "two questions share a page only on their topic words, not on the frame ('how to choose a'): the frame says nothing of the subject",
  decide({ a, b }) {
    if (!(a.question && b.question)) return null;
    const core = coreStems(a);
    const other = coreStems(b);
    return (core.size > 0 && other.size > 0 && ![...core].some((t) => other.has(t))) || null;
  },
};
