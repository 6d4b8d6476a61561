import type { Item } from "../facts.ts";
import { BUYING_MODIFIER } from "../lexicon.ts";
import { type ApartRule, DECIDES } from "./types.ts";

/** Shopping modifiers: the English signal words, or a buying class of the keyword's language. */
const SHOPPING = new Set(["comparison", "alternatives", "price", "buy", "free"]);
const buying = (x: Item) =>
  (x.signal !== null && BUYING_MODIFIER.test(x.signal)) ||
  (x.modifier !== null && SHOPPING.has(x.modifier));
const asking = (x: Item) => x.question;

export const questionAndShopping: ApartRule = {
  id: "question_and_shopping",
  decides: DECIDES,
  when: "a how-to or definition question with a shopping search ('best', 'pricing', 'buy')",
  because:
    "a question asks for a guide, a shopping search for a comparison or a shop page; Google ranks different page types for them, so one page cannot serve both",
  decide: ({ a, b }) => ((asking(a) && buying(b)) || (asking(b) && buying(a))) || null,
};
