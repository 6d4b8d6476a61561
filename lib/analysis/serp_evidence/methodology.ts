/**
 * Methodology and trust blocks ("How we tested", "Why trust us", "So haben wir getestet",
 * "Como testamos") are a format signal, not a topic: they say the SERP rewards shown first-hand
 * testing, and each site writes its own. A heading is one when it speaks in the publisher's
 * first person plural about its own process (testing, choosing, reviewing, rating, its method)
 * or asks for the reader's trust in it.
 *
 * Why: Google's "Write high quality reviews" guidance asks reviews to show evidence of testing
 * and explain how products were evaluated; the Quality Rater Guidelines read this as the
 * publisher's Experience, which a competitor cannot copy as a section. Recognised by grammar
 * (a first-person plural pronoun with a process verb), in English, German, French, Spanish,
 * Portuguese, Italian and Dutch, not by a list of headings.
 */
import { normalizeText } from "../../toolkit/text.ts";

/** First-person plural pronouns and possessives (accent-folded). */
const WE =
  /\b(we|our|us|wir|unser\w*|uns|nous|notre|nos|nosotros|nuestr[oa]s?|nosso|nossa|nossos|noi|nostr[oaie]|wij|ons|onze)\b/;
/** Verbs and nouns of an editor's process (stems, accent-folded). */
const PROCESS =
  /\b(test\w*|tried|try|chose|choose|select\w*|pick\w*|review\w*|rate[ds]?|rating\w*|rank\w*|evaluat\w*|method\w*|research\w*|trust\w*|getestet|teste[nt]?|gepruft|prufen|bewert\w*|ausgewahlt|vertrau\w*|methode|testons|teste|avons teste|choisi\w*|evalu\w*|confian\w*|probamos|prueba\w*|elegimos|testamos|escolhemos|avaliamos|confiar|abbiamo testato|testato|scelto|valutat\w*|fidar\w*|getest|testen|kozen|beoordeeld|vertrouwen)\b/;

/**
 * Process verbs conjugated in the first person plural, which Romance languages use without a
 * pronoun ("Cómo elegimos", "Como testamos", "Comment nous testons", "Come abbiamo scelto").
 */
const WE_PROCESS =
  /\b(elegimos|probamos|testamos|evaluamos|seleccionamos|escolhemos|avaliamos|selecionamos|testons|evaluons|choisissons|abbiamo (testato|scelto|valutato|provato)|testiamo|scegliamo)\b/;

/** Whether a heading is the publisher's methodology or trust block. */
export function isMethodologyHeading(text: string): boolean {
  const t = normalizeText(text);
  return (WE.test(t) && PROCESS.test(t)) || WE_PROCESS.test(t);
}
