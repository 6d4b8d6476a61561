import { coreStems } from "../facts.ts";
import { productName, sharedWords } from "./product_names.ts";
import { type ApartRule, DECIDES } from "./types.ts";
import { PRODUCT_NAME_WORDS } from "../thresholds.ts";

/** Only short noun phrases are judged so: longer queries and questions carry their topic in more words than one. */
export const twoProductNames: ApartRule = {
  id: "two_product_names",
  decides: DECIDES,
  when:
    `two product names (noun phrases of 2-${PRODUCT_NAME_WORDS} topic words) that share exactly one word ('dog bed' and 'king bed frame', 'table lamp' and 'console table')`,
  because:
    "two product names that share one word and differ in another are different products: one shared word is no topic, and one page cannot sell both",
  decide({ a, b }) {
    const ca = coreStems(a);
    const cb = coreStems(b);
    return (productName(a, ca) && productName(b, cb) && sharedWords(ca, cb) === 1) || null;
  },
};
