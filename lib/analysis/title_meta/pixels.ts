/**
 * How wide a text renders in Google's results: Arial advance widths (per 1,000 units of the
 * em, from the font's metrics) at 20 px for titles and 14 px for descriptions. Accented letters
 * take their base letter's width; wide scripts (CJK) a full em.
 */

/** Pixel budgets before Google cuts a snippet line with "...". */
export const BUDGETS = {
  /** Desktop title width (the container is ~600 px; 580 keeps a margin). */
  titlePx: 580,
  titleFontPx: 20,
  /** Desktop description width (two lines of ~460 px). */
  descriptionPx: 920,
  descriptionFontPx: 14,
  /** Below these, a title or description says too little and is often rewritten. */
  titleMinChars: 30,
  descriptionMinChars: 70,
} as const;

const WIDTHS: Record<string, number> = {
  " ": 278,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  ".": 278,
  ",": 278,
  ":": 278,
  ";": 278,
  "!": 278,
  "?": 556,
  "-": 333,
  "–": 556,
  "—": 1000,
  "|": 260,
  "'": 191,
  '"': 355,
  "(": 333,
  ")": 333,
  "&": 667,
  "/": 278,
  "%": 889,
  "+": 584,
  "·": 278,
  "’": 222,
};

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60]/;

function advance(ch: string): number {
  if (Object.hasOwn(WIDTHS, ch)) return WIDTHS[ch];
  if (/\d/.test(ch)) return 556;
  if (WIDE.test(ch)) return 1000;
  const base = ch.normalize("NFD")[0];
  return Object.hasOwn(WIDTHS, base) ? WIDTHS[base] : 556;
}

/** Rendered width in pixels of `text` at `fontPx`. */
export function pixelWidth(text: string, fontPx: number): number {
  let units = 0;
  for (const ch of text) units += advance(ch);
  return Math.round((units / 1000) * fontPx);
}

/** Width of a title in the results. */
export function titlePx(text: string): number {
  return pixelWidth(text, BUDGETS.titleFontPx);
}

/** Width of a description in the results. */
export function descriptionPx(text: string): number {
  return pixelWidth(text, BUDGETS.descriptionFontPx);
}

/** The longest start of `text` within `budgetPx`, cut at a word boundary, without an ellipsis. */
export function fitWords(text: string, budgetPx: number, fontPx: number): string {
  if (pixelWidth(text, fontPx) <= budgetPx) return text;
  const words = text.split(/\s+/);
  let out = "";
  for (const w of words) {
    const next = out ? `${out} ${w}` : w;
    if (pixelWidth(next, fontPx) > budgetPx) break;
    out = next;
  }
  return out.replace(/[\s,;:–—-]+$/, "");
}
