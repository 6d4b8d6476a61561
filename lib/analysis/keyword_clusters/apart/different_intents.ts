import { CLASS_PAGE } from "../../understanding/modifiers/mod.ts";
import { type ApartRule, DECIDES } from "./types.ts";

/** Read from each keyword's strongest modifier in its own language's table (`CLASS_PAGE`); a keyword without one may join either side. */
export const differentIntents: ApartRule = {
  id: "different_intents",
  decides: DECIDES,
  when:
    "modifiers asking for different pages, in their own languages ('was ist ein crm' / 'crm kostenlos' / 'CRM Software Preise')",
  because:
    "a page answers one kind of search: a definition or how-to, a shopping search, a brand's login or support, a job search (Google's rater guidelines tell Know, Do and Website queries apart; one intent, one page)",
  decide: ({ a, b }) =>
    (a.modifier !== null && b.modifier !== null &&
      CLASS_PAGE[a.modifier] !== CLASS_PAGE[b.modifier]) || null,
};
