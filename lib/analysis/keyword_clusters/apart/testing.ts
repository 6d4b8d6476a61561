/** The rule tests' input: keywords read as the clustering reads them, in the order given. */
import { type Item, uniqueItems } from "../facts.ts";

export function items(...keywords: string[]): Item[] {
  const read = uniqueItems(keywords.map((text) => ({ text, volume: null }))).items;
  return keywords.map((k) => read.find((item) => item.keyword === k)!);
}
