/** A rule that keeps two keywords off one page (and, for some, off one hub). */
import type { Item } from "../facts.ts";
import type { Test } from "../../rule.ts";

/** Two keywords judged together. */
export interface Pair {
  a: Item;
  b: Item;
}

/** Keeps the pair off one page (true) or does not apply (null). */
export type ApartRule = Test<Pair>;

/** What every apart rule decides, the `method` entry that lists them. */
export const DECIDES = "kept_apart";

/** Whether the rule keeps `a` and `b` apart. */
export function apartBy(rule: ApartRule, a: Item, b: Item): boolean {
  return rule.decide({ a, b }) !== null;
}
