/**
 * Words in a text, for every script: spaces separate words in most languages, but Japanese,
 * Chinese, Thai, Lao, Khmer and Burmese are written without them, so there the runtime's word
 * segmentation (Intl.Segmenter, ICU's dictionary-based word breaks) counts the words. A text
 * is segmented when a tenth or more of its letters are in those scripts.
 */

/** Scripts written without spaces between words. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu;
const ANY_UNSPACED = new RegExp(UNSPACED.source, "u");

const TOKEN = /\S+/g;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

const SEGMENTER = new Intl.Segmenter(undefined, { granularity: "word" });

/** Whitespace-separated tokens that hold a letter or digit. */
function spacedWords(text: string): number {
  let n = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) if (LETTER_OR_DIGIT.test(m[0])) n++;
  return n;
}

/** The number of words in `text`. */
export function countWords(text: string): number {
  if (!ANY_UNSPACED.test(text)) return spacedWords(text);
  const unspaced = text.match(UNSPACED)?.length ?? 0;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (unspaced * 10 < letters) return spacedWords(text);
  let n = 0;
  for (const s of SEGMENTER.segment(text)) if (s.isWordLike) n++;
  return n;
}
