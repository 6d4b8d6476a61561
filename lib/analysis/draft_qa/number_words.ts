/**
 * Number words written out ("six months", "zwölf Monate", "trois ans") as digits, so a draft that
 * spells a figure states the same figure as a ranking page that writes it in digits. One to
 * twelve, the numbers style guides spell out (Chicago, AP, Duden), in the languages the draft QA
 * reads.
 */
import { unicodeWords } from "./unicode_words.ts";

const WORDS: readonly string[][] = [
  ["one", "eins", "ein", "une", "un", "uno", "una", "um", "uma", "één"],
  ["two", "zwei", "deux", "dos", "due", "dois", "duas", "twee"],
  ["three", "drei", "trois", "tres", "tre", "três", "drie"],
  ["four", "vier", "quatre", "cuatro", "quattro", "quatro"],
  ["five", "fünf", "cinq", "cinco", "cinque", "vijf"],
  ["six", "sechs", "seis", "sei", "zes"],
  ["seven", "sieben", "sept", "siete", "sette", "sete", "zeven"],
  ["eight", "acht", "huit", "ocho", "otto", "oito"],
  ["nine", "neun", "neuf", "nueve", "nove", "negen"],
  ["ten", "zehn", "dix", "diez", "dieci", "dez", "tien"],
  ["eleven", "elf", "onze", "once", "undici"],
  ["twelve", "zwölf", "douze", "doce", "dodici", "doze", "twaalf"],
];

/** Number words before a unit or noun: "six months" but not "one of the best". */
const PATTERN = unicodeWords(
  new RegExp(`\\b(${WORDS.flat().join("|")})\\b(?=\\s+\\p{L})`, "giu"),
);

const VALUE = new Map(WORDS.flatMap((ws, i) => ws.map((w) => [w, String(i + 1)])));

/** The text with spelled-out numbers one to twelve as digits (lowercase). */
export function withDigits(text: string): string {
  return text.toLowerCase().replace(PATTERN, (w) => VALUE.get(w.toLowerCase()) ?? w);
}
