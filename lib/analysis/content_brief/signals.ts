/**
 * What a ranking page shows that a brief cares about, read from its text (accent-folded, lower
 * case): first-hand testing, original data, a verdict per option, pros and cons, examples, an
 * author or reviewer. Each signal in English, German, French, Spanish and Portuguese. The
 * commercial signals (proof, objections, calls to action) are `/page/cro-qa`'s vocabulary.
 */
import { PROOF } from "../cro_qa/vocabulary.ts";
import type { BriefFacts } from "./facts.ts";
import { pagesMatching } from "./facts.ts";

/** The editorial signals. */
export const SIGNALS = {
  first_hand_testing:
    /\b(we tested|we tried|hands on|our testing|how we test(ed)?|tested (it|them|each|every|all|\d+)|after testing|wir haben (\w+ )?getestet|im praxistest|unser test|nous avons teste|hemos probado|probamos|testamos)\b/,
  original_data:
    /\b(our (survey|data|research|study|analysis)|we surveyed|we analy[sz]ed|we measured|unsere (umfrage|studie|daten|analyse)|notre (etude|enquete)|nuestro estudio|nossa pesquisa)\b/,
  verdict:
    /\b(best for|ideal for|our verdict|the verdict|bottom line|am besten fur|ideal fur|fazit|ideal pour|mejor para|ideal para|melhor para)\b/,
  pros_cons:
    /\b(pros and cons|pros|cons|advantages and disadvantages|vor und nachteile|vorteile|nachteile|avantages|inconvenients|ventajas|desventajas|vantagens|desvantagens)\b/,
  examples:
    /\b(for example|for instance|e g|examples?|zum beispiel|beispiele?|par exemple|exemples?|por ejemplo|ejemplos?|exemplos?)\b/,
  author:
    /\b(reviewed by|fact checked|written by|about the author|medically reviewed|gepruft von|uber den autor|a propos de l auteur|revisado por|escrito por)\b/,
} as const;

export type Signal = keyof typeof SIGNALS;

/** The pages read that show a signal. */
export function pagesWith(f: BriefFacts, signal: Signal): string[] {
  return pagesMatching(f, SIGNALS[signal]);
}

/** The pages read that show a `/page/cro-qa` proof kind (rating, reviews, customers ...). */
export function pagesWithProof(f: BriefFacts, kind: string): string[] {
  const re = PROOF.find(([k]) => k === kind)?.[1];
  return re ? pagesMatching(f, re) : [];
}

/** The pages read that use a media kind at least `min` times. */
export function pagesWithMedia(
  f: BriefFacts,
  kind: "images" | "videos" | "tables" | "lists",
  min = 1,
): string[] {
  return f.evidence.pages.filter((p) => p.media[kind] >= min).map((p) => p.url);
}

/** The pages read that state figures (years, percentages, prices, quantities). */
export function pagesWithFigures(f: BriefFacts): string[] {
  const found = new Set(f.analysis.figures.flatMap((x) => x.urls));
  return f.evidence.pages.filter((p) => found.has(p.url)).map((p) => p.url);
}
