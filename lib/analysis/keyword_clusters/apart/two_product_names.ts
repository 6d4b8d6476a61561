import { coreStems } from "../facts.ts";
import { productName, sharedWords } from "./product_names.ts";
import type { ApartRule } from "./types.ts";

/**
 * Two product names that share one word and differ in another ("dog bed" and "king bed frame",
 * "table lamp" and "console table") are different products: one shared word is no topic, and
 * one page cannot sell both. Only short noun phrases are judged so: longer queries and
 * questions carry their topic in more words than one.
 */
export const twoProductNames: ApartRule = {
  id: "two_product_names",
  method:
    "two product names (noun phrases of 2-3 topic words) that share exactly one word ('dog bed' and 'king bed frame', 'table lamp' and 'console table')",
  apart(a, b) {
    const ca = coreStems(a);
    const cb = coreStems(b);
    return productName(a, ca) && productName(b, cb) && sharedWords(ca, cb) === 1;
  },
};
