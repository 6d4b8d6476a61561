/**
 * What a reader's text leaves out of the markup's characters, declared once for the page text
 * (word counts, keyword matching) and for extraction.
 *
 * - Ruby annotations (`<rt>`, `<rp>`): the HTML standard's pronunciation guides (Japanese
 *   furigana, Chinese pinyin) shown above the base text, not part of the sentence; read inline
 *   they double the words ("子こども"). See the HTML Living Standard, "The ruby element".
 * - Soft hyphens (U+00AD), word joiners (U+2060) and byte-order marks (U+FEFF): default-
 *   ignorable format characters (Unicode, chapter 23) that mark a possible line break or
 *   nothing at all; left in, "Mit­tel­al­ter" matches neither "Mittelalter" nor a search for it.
 *   Zero-width (non-)joiners are kept: they change spelling in Persian and Indic scripts.
 * - Decomposed characters ("u" + combining diaeresis): text is given in Unicode normalization
 *   form C, as the W3C Character Model for the web asks, so a word matches its composed
 *   spelling whatever the page's editor produced.
 */

/** Elements whose text annotates the running text rather than being part of it. */
export const ANNOTATION_TAGS: ReadonlySet<string> = new Set(["rt", "rp"]);

const IGNORABLE = /[\u00AD\u2060\uFEFF]/g;

/** `text` as read: without invisible format characters, in normalization form C. */
export function asRead(text: string): string {
  return text.replace(IGNORABLE, "").normalize("NFC");
}
