/**
 * A query that asks for a site's own account, login, support or contact page, in any language
 * the modifier tables cover (Google's Search Quality Rater Guidelines: Website queries). Read
 * with the query's language when the evidence decides it, else with every table: an unknown
 * language is never read as English only.
 */
import { normalizeText } from "../../toolkit/text.ts";
import { evidencedLanguageOfText } from "./language.ts";
import { modifiersIn } from "./modifiers/mod.ts";

/** The login / support phrase the query carries ("connexion", "logowanie"), or null. */
export function siteNavigationPhrase(query: string): string | null {
  const found = modifiersIn(query, evidencedLanguageOfText(query))
    .find((m) => m.class === "login_support");
  return found ? normalizeText(found.phrase) : null;
}

/**
 * The brand a two-part query navigates to: "<one word> <login/support phrase>" ("shippeo
 * connexion", "ifirma logowanie", "seloger connexion"), or null.
 */
export function navigatedBrand(query: string): { brand: string; phrase: string } | null {
  const norm = normalizeText(query);
  const phrase = siteNavigationPhrase(query);
  if (!phrase || !norm.endsWith(` ${phrase}`)) return null;
  const brand = norm.slice(0, -phrase.length - 1);
  return /^\S+$/.test(brand) ? { brand, phrase } : null;
}
