/**
 * Anchors of the verticals link spam sells: gambling, pharmacy without prescription, payday
 * loans, adult and counterfeit goods. Google's spam policies name these as the injected-link and
 * hacked-content verticals; an anchor of one of them pointing at a site outside that vertical
 * was placed by someone else (negative SEO, hacked pages, scraper networks), not by the owner's
 * link building. Its remedy is the linking domains, never the owner's anchor mix.
 */
import { normalizeText } from "../../toolkit/text.ts";

/** Topic words per spam vertical, in the languages the service reads. */
const SPAM_TOPICS: Record<string, RegExp> = {
  gambling:
    /\b(casino|casinos|kasino|kasyno|cassino|poker|slots?|roulette|ruleta|roulette|blackjack|bookmaker|buchmacher|scommesse|apuestas|paris sportifs|zaklady|bukmacher|sportwetten|betting|gokken)\b/,
  pharmacy:
    /\b(viagra|cialis|levitra|tramadol|xanax|sildenafil|tadalafil|sans ordonnance|ohne rezept|sin receta|senza ricetta|bez recepty|zonder recept|sem receita|without prescription|no prescription|online pharmacy|pharmacie en ligne)\b/,
  payday_loans:
    /\b(payday loans?|pret rapide|credit rapide|sofortkredit|kredit ohne schufa|prestamo rapido|prestito veloce|chwilowki|pozyczka bez bik|snel geld lenen|emprestimo rapido)\b/,
  adult: /\b(porn|porno|xxx|sex cams?|escort|escorts)\b/,
  counterfeit: /\b(replica watches|fake rolex|replica handbags|rolex replica)\b/,
  essay_mill:
    /\b(buy essays?( online)?|essay writing services?|write my essay|term papers? for sale|ghostwriter hausarbeit|comprar ensayos?)\b/,
};

/** The spam vertical of an anchor, or null. */
export function spamTopicOf(anchor: string): string | null {
  const text = normalizeText(anchor);
  for (const [topic, pattern] of Object.entries(SPAM_TOPICS)) {
    if (pattern.test(text)) return topic;
  }
  return null;
}
