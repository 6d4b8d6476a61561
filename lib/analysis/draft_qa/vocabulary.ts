/**
 * The words of proof, per language (English, German, French, Spanish, Portuguese; matched on
 * lowercase text): claims that call for evidence, citations, examples, comparison criteria and
 * figures. Read on the draft and on every ranking page alike.
 */

import { unicodeWords } from "./unicode_words.ts";

/** Words that make a sentence a claim that needs backing ("reduces", "the best", "proven"). */
export const CLAIM = unicodeWords(
  /\b(best|most|fastest|easiest|cheapest|leading|proven|guarantee[sd]?|always|never|everyone|significantly|dramatically|drastically|boosts?|increases?|reduces?|improves?|doubles?|saves?|cuts?|faster|better|more effective|studies show|research shows|experts agree|beste[nrs]?|meisten|schnellste[nrs]?|einfachste[nrs]?|bewährt|garantiert|immer|niemals|deutlich|erheblich|steigert|erhöht|senkt|reduziert|verbessert|verdoppelt|spart|schneller|besser|meilleur(e|s)?|plus rapide|prouvé|garanti|toujours|jamais|augmente|réduit|améliore|mejor(es)?|más rápido|probado|garantizado|siempre|nunca|aumenta|reduce|mejora|melhor(es)?|mais rápido|comprovado|garantido|sempre|aumenta|reduz|melhora)\b/u,
);

/** A figure: a number with a unit, a percentage, money or a plain count of 2+ digits. */
export const FIGURE = unicodeWords(
  /\d+(?:[.,]\d+)?\s?(%|percent|prozent|€|\$|£|x\b)|[$€£]\s?\d|\b\d{2,}\b|\b\d+\s?(minutes?|hours?|days?|weeks?|months?|years?|minuten|stunden|tage[n]?|wochen|monate[n]?|jahre[n]?)\b/iu,
);

/** Attribution in the text ("according to", "source:", a study). */
export const CITATION = unicodeWords(
  /\b(?:according to|study by|survey by|report by|data from|laut|gemäß|studie von|umfrage von|selon|d'après|según|segundo (?:o|a|os|as)|secondo (?:il|la|lo|i|gli|le|l')|volgens)\b|\b(?:sources?|quellen?|fuentes?|fontes?|fonti|bron(?:nen)?)\s?:/u,
);

/** Examples and cases. */
export const EXAMPLE = unicodeWords(
  /\b(for example|for instance|e\.g\.|such as|example|case study|in practice|we tested|we used|zum beispiel|z\. ?b\.|beispiel|fallstudie|in der praxis|wir haben getestet|par exemple|exemple|étude de cas|por ejemplo|ejemplo|caso de estudio|por exemplo|exemplo|estudo de caso)\b/u,
);

/** Stated comparison criteria. */
export const CRITERIA = unicodeWords(
  /\b(criteria|criterion|we compared|we evaluated|how we (tested|chose|picked|ranked)|pros and cons|pros|cons|pricing|price|features|kriterien|vergleichskriterien|vor- und nachteile|vorteile|nachteile|preis|funktionen|critères|avantages|inconvénients|prix|criterios|ventajas|desventajas|precio|critérios|vantagens|desvantagens|preço)\b/u,
);

/** Keywords that ask for a comparison. */
export const COMPARATIVE_KEYWORD = unicodeWords(
  /\b(vs|versus|best|top|alternatives?|compare|comparison|review|reviews|beste[nr]?|vergleich|alternative[n]?|test|meilleur|comparatif|mejor(es)?|comparativa|melhor(es)?|comparação)\b/u,
);

/** The sentences of a text. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=\p{Lu}|\d)/u).map((s) => s.trim()).filter((s) =>
    s.length >= 20
  );
}

/** A statistic: a share ("35%", "9 out of 10"). */
export const STATISTIC = unicodeWords(
  /\d+(?:[.,]\d+)?\s?(?:%|percent|prozent|pour cent|por ciento|per cento|procent)|\b\d+ (?:out of|in every|of every|von|sur|de cada|su|op de) \d+\b/u,
);

/** A forecast: a figure said of the future ("will fall below 3% next year"). */
export const FORECAST = unicodeWords(
  /\b(?:will|going to|next year|wird|werden|nächstes jahr|va|vont|l'année prochaine|el próximo año|el año que viene|l'anno prossimo|volgend jaar|ano que vem)\b/u,
);

/** An appeal to unnamed authority or a sweeping generalisation ("experts agree", "most lenders"). */
export const SWEEPING = unicodeWords(
  /\b(?:experts? (?:agree|say)|studies (?:show|prove)|research (?:shows|proves)|most (?:experts|lenders|banks|people|users|customers|doctors)|every (?:bank|lender|expert)|everyone|die meisten|experten (?:sind sich einig|sagen)|la plupart des|les experts|la mayoría de|los expertos|la maggior parte|gli esperti|a maioria d|os especialistas|de meeste)\b/u,
);

/** Years and phone numbers: digits that state no figure to source. */
export const NOT_A_FIGURE = /\b(?:19|20)\d\d\b|\+?\d[\d ()-]{6,}\d/gu;
