import { coreStems } from "../facts.ts";
import { productName, sharedWords, shortHowTo } from "./product_names.ts";
import { type ApartRule, DECIDES } from "./types.ts";

export const productAndHowTo: ApartRule = {
  id: "product_and_how_to",
  decides: DECIDES,
  when:
    "a product name and a short how-to sharing one word ('sofa bed', 'how to clean a velvet sofa')",
  because:
    "a how-to about one product is no page for another: the shopper wants a product page, the asker a guide (one intent, one page)",
  decide({ a, b }) {
    const ca = coreStems(a);
    const cb = coreStems(b);
    const pair = (productName(a, ca) && shortHowTo(b, cb)) ||
      (productName(b, cb) && shortHowTo(a, ca));
    return (pair && sharedWords(ca, cb) === 1) || null;
  },
};
