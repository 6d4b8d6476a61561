import type { Item } from "../facts.ts";
import { BUYING_MODIFIER } from "../lexicon.ts";
import { type ApartRule, DECIDES } from "./types.ts";

/** Shopping modifiers: the English signal words, or any modifier of its language asking for a shopping page. */
const buying = (x: Item) =>
  (x.signal !== null && BUYING_MODIFIER.test(x.signal)) || x.pageKinds.includes("shopping");
const asking = (x: Item) => x.question;
/** Only asks ("how to clean a velvet sofa"); a question about buying ("what is the cost of") may join either side. */
const onlyAsking = (x: Item) => asking(x) && !buying(x);
const onlyBuying = (x: Item) => buying(x) && !asking(x);

export const questionAndShopping: ApartRule = {
  id: "question_and_shopping",
  decides: DECIDES,
  when: "a how-to or definition question with a shopping search ('best', 'pricing', 'buy')",
  because:
    "a question asks for a guide, a shopping search for a comparison or a shop page; Google ranks different page types for them, so one page cannot serve both",
  decide: ({ a, b }) =>
    ((onlyAsking(a) && onlyBuying(b)) || (onlyAsking(b) && onlyBuying(a))) || null,
};
