import { type ApartRule, DECIDES } from "./types.ts";

/**
 * Read from the pages each keyword's modifiers ask for in its own language's table
 * (`Item.pageKinds`); a keyword without a modifier, or one whose modifiers ask for a page the
 * other's also ask for, may join either side.
 */
export const differentIntents: ApartRule = {
  id: "different_intents",
  decides: DECIDES,
  when:
    "modifiers asking for different pages, in their own languages ('was ist ein crm' / 'crm kostenlos' / 'CRM Software Preise')",
  because:
    "a page answers one kind of search: a definition or how-to, a shopping search, a brand's login or support, a job search (Google's rater guidelines tell Know, Do and Website queries apart; one intent, one page)",
  decide: ({ a, b }) =>
    (a.pageKinds.length > 0 && b.pageKinds.length > 0 &&
      !a.pageKinds.some((kind) => b.pageKinds.includes(kind))) || null,
};
