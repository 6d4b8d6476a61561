import type { PageKind } from "../../understanding/modifiers/mod.ts";
import type { Item } from "../facts.ts";
import { type ApartRule, DECIDES } from "./types.ts";

/**
 * What a keyword without a modifier asks for: the offer itself, to learn about or to buy
 * ("wulkanizacja warszawa", "heat pump"), never a careers page or another site's login.
 */
const BARE: readonly PageKind[] = ["guide", "shopping"];

const kindsOf = (x: Item): readonly PageKind[] => x.pageKinds.length > 0 ? x.pageKinds : BARE;

/**
 * Read from the pages each keyword's modifiers ask for in its own language's table
 * (`Item.pageKinds`); keywords whose modifiers ask for a page in common may share one, and a
 * keyword without a modifier may join a guide or a shopping page but not a job search or a
 * brand's login ("wulkanizacja praca" is no page of "wulkanizacja warszawa").
 */
export const differentIntents: ApartRule = {
  id: "different_intents",
  decides: DECIDES,
  when:
    "modifiers asking for different pages, in their own languages ('was ist ein crm' / 'crm kostenlos' / 'CRM Software Preise')",
  because:
    "a page answers one kind of search: a definition or how-to, a shopping search, a brand's login or support, a job search (Google's rater guidelines tell Know, Do and Website queries apart; one intent, one page)",
  decide: ({ a, b }) => !kindsOf(a).some((kind) => kindsOf(b).includes(kind)) || null,
};
