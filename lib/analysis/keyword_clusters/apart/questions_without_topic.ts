import { coreStems } from "../facts.ts";
import type { ApartRule } from "./types.ts";

/** Two questions share a page only on their topic words, not on the frame ("how to choose a"). */
export const questionsWithoutTopic: ApartRule = {
  id: "questions_without_topic",
  method: "two questions without a topic word in common",
  apart(a, b) {
    if (!(a.question && b.question)) return false;
    const core = coreStems(a);
    const other = coreStems(b);
    return core.size > 0 && other.size > 0 && ![...core].some((t) => other.has(t));
  },
};
