/**
 * Google's Compact Language Detector 3 (npm `cld3-asm`, compiled to WASM; one identifier per
 * process, loaded once when this module is imported, about 10 ms). CLD3 reads character
 * n-grams with a small neural network and tells close languages apart far better than the
 * letter statistics used before (hr, bs, sl, gl, ca, no were missing or confused); what it
 * still confuses inside a family, `language_family.ts` corrects from spelling and vocabulary.
 */
import { loadModule } from "cld3-asm";
import { withinFamily } from "./language_family.ts";

const identifier = (await loadModule()).create(0, 4096);

/** CLD3's codes that differ from ISO 639-1. */
const ISO_639_1: Record<string, string> = { iw: "he", jw: "jv", fil: "tl", nb: "no", nn: "no" };

/** One detection: the ISO 639-1 code and CLD3's probability for it. */
export interface ProseLanguage {
  lang: string;
  probability: number;
}

/**
 * The language of a prose sample when CLD3 calls its answer reliable and it has an ISO 639-1
 * code (romanised Hindi, Chinese or Greek "xx-Latn" do not), corrected inside its family.
 */
export function detectProse(text: string): ProseLanguage | null {
  const found = identifier.findLanguage(text);
  if (!found.is_reliable || found.language === "und") return null;
  const code = ISO_639_1[found.language] ?? found.language;
  if (!/^[a-z]{2}$/.test(code)) return null;
  return { lang: withinFamily(text, code), probability: found.probability };
}
