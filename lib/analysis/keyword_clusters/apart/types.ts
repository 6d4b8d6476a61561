/** A rule that keeps two keywords off one page (and, for some, off one hub). */
import type { Item } from "../facts.ts";

export interface ApartRule {
  id: string;
  /** What the rule keeps apart, as the clause of the `method.clustering` sentence. */
  method: string;
  /** True when the two keywords may never share a page under this rule. */
  apart: (a: Item, b: Item) => boolean;
}
