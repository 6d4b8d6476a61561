/** The market of a request with no location fields: read from the keyword's language. */
import { type ResolvedMarket, resolveMarket } from "../../geo/geo.ts";
import { languageOfText } from "../understanding/language.ts";
import { marketOfLanguage } from "../understanding/locale.ts";

/**
 * United States, English, unless the keyword reads as another language with a main market
 * (`espresso maschine test` -> Germany, German): the request has no location field to ask.
 */
export function marketOfKeyword(keyword: string): { market: ResolvedMarket; fromKeyword: boolean } {
  const language = languageOfText(keyword);
  const location = language && language !== "en" ? marketOfLanguage(language) : null;
  if (!language || !location) {
    return {
      market: resolveMarket({ location: "United States", language: "en" }),
      fromKeyword: false,
    };
  }
  return { market: resolveMarket({ location, language }), fromKeyword: true };
}
