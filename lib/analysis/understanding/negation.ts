/**
 * Whether a phrase is negated: "no credit card required", "kein Abo", "sans engagement", "sin
 * tarjeta", "sem fidelização", "senza vincoli", "zonder abonnement", "bez umowy". A negator
 * within the three words before the phrase (or a "not"/"nicht" right after its verb) turns
 * friction into reassurance. Negators of the languages the service reads.
 */

const NEGATORS = new Set([
  // en
  "no",
  "not",
  "without",
  "never",
  "zero",
  // de
  "kein",
  "keine",
  "keinen",
  "keiner",
  "ohne",
  "nicht",
  // fr
  "sans",
  "pas",
  "aucun",
  "aucune",
  "ni",
  // es, pt, it
  "sin",
  "sem",
  "senza",
  "nessun",
  "nessuna",
  "não",
  "nao",
  "nada",
  "ningún",
  "ninguna",
  "nenhum",
  "nenhuma",
  // nl, pl, sv, da, no
  "geen",
  "zonder",
  "niet",
  "bez",
  "nie",
  "utan",
  "ingen",
  "inget",
  "uden",
  "uten",
  "ikke",
]);

/** True when the text right before `index` (three words) holds a negator. */
export function negatedAt(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 40), index).toLowerCase();
  const words = before.split(/[^\p{L}]+/u).filter(Boolean).slice(-3);
  return words.some((w) => NEGATORS.has(w));
}

/** The first match of `pattern` in `text` that is not negated, or null. */
export function affirmedMatch(text: string, pattern: RegExp): RegExpExecArray | null {
  const re = new RegExp(
    pattern.source,
    pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
  );
  for (const m of text.matchAll(re)) {
    if (!negatedAt(text, m.index!)) return m as RegExpExecArray;
  }
  return null;
}
