/**
 * Which keywords may never share a page (or a hub): one rule a file, in the order the `method`
 * text names them. Words of two keywords count as alike only when the `ALIKE_RULES` let them;
 * pages also keep the `PRODUCT_RULES` apart; hubs only languages and navigation.
 */
import type { Item } from "../facts.ts";
import { brandNavigation } from "./brand_navigation.ts";
import { differentIntents } from "./different_intents.ts";
import { differentLanguages } from "./different_languages.ts";
import { productAndHowTo } from "./product_and_how_to.ts";
import { questionAndShopping } from "./question_and_shopping.ts";
import { questionsWithoutTopic } from "./questions_without_topic.ts";
import { twoProductNames } from "./two_product_names.ts";
import { twoCompounds } from "./two_compounds.ts";
import { apartBy, type ApartRule } from "./types.ts";

export { apartBy, type ApartRule } from "./types.ts";

/** Pairs whose shared words count for nothing: their similarity is 0. */
export const ALIKE_RULES: readonly ApartRule[] = [
  differentLanguages,
  brandNavigation,
  questionAndShopping,
  questionsWithoutTopic,
];

/**
 * Two product names, or searches asking for different kinds of page, stay related for hubs
 * ("coffee grinders for espresso", "espresso machine"; "was ist ein crm", "crm preise": one
 * topic hub), but never share a page.
 */
export const PRODUCT_RULES: readonly ApartRule[] = [
  twoProductNames,
  twoCompounds,
  productAndHowTo,
  differentIntents,
];

/** What a hub (pillar) keeps apart: one language, no other brand's navigation. */
export const HUB_RULES: readonly ApartRule[] = [differentLanguages, brandNavigation];

const allow = (rules: readonly ApartRule[]) => (a: Item, b: Item): boolean =>
  !rules.some((rule) => apartBy(rule, a, b));

/**
 * Keywords whose words may count as alike at all: the page rules of `mayShare` but the
 * `PRODUCT_RULES`, whose pairs stay related for hubs.
 */
export const alike: (a: Item, b: Item) => boolean = allow(ALIKE_RULES);

/**
 * Keywords one page cannot serve together: different languages, another brand's navigation,
 * two different product names, modifiers asking for different pages, or a question ("what
 * is", "how to") and a shopping search ("best", "pricing", "buy").
 */
export const mayShare: (a: Item, b: Item) => boolean = allow([...PRODUCT_RULES, ...ALIKE_RULES]);

/** Keywords a hub (pillar) may group: one language, no other brand's navigation. */
export const mayShareHub: (a: Item, b: Item) => boolean = allow(HUB_RULES);
