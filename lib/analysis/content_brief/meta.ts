/**
 * Title, H1 and meta description options in the keyword's language: the brand voice's titles
 * first, then the ranking format's templates (`/content/serp-outline`'s title builder); the
 * descriptions open in the voice, name the topics most competitors cover and end with the call
 * to action of the buyer stage (`title_meta`'s phrases). Pixel widths from `title_meta`; an
 * option that does not fit is left out, never cut.
 */
import { titleOptions } from "../serp_outline/titles.ts";
import { phrasesOf, titleCaseKeyword } from "../title_meta/phrases.ts";
import { BUDGETS, descriptionPx, titlePx } from "../title_meta/pixels.ts";
import type { BriefFacts } from "./facts.ts";
import type { Meta, SerpExpectations } from "./result.ts";
import { type TitleKind, VOICE_DESCRIPTIONS, VOICE_TITLES } from "./voice.ts";
import { label } from "./page_type.ts";

/** Title options listed. */
const TITLES = 5;

/** The promise of each page type's title. */
const KIND_OF: Readonly<Record<BriefFacts["pageType"]["page_type"], TitleKind>> = {
  comparison_page: "compare",
  guide: "guide",
  blog_post: "guide",
  landing_page: "offer",
  tool_page: "offer",
};

/** The meta block. */
export function metaOf(f: BriefFacts, sections: SerpExpectations["sections"]): Meta {
  const format = titleOptions({
    keyword: f.keyword,
    language: f.language,
    year: f.year,
    dominant: f.analysis.dominant_format,
    top: f.evidence.top,
  }).map((t) => ({ ...t, voice: null }));
  const titles = [...voiceTitles(f), ...format]
    .filter((t, i, all) =>
      all.findIndex((x) => x.text.toLowerCase() === t.text.toLowerCase()) === i
    )
    .slice(0, TITLES);
  const h1 = format.find((t) => t.pattern !== "plain")?.text.replace(/\s*\(\d{4}\)\s*$/, "") ??
    titleCaseKeyword(f.keyword, f.language);
  return {
    language: f.language,
    h1,
    title_options: titles,
    description_options: descriptionOptions(f, sections),
  };
}

/** The brand voice's title for the page type, when the language has the voice's wording. */
function voiceTitles(f: BriefFacts): Meta["title_options"] {
  const voice = f.request.brand_voice;
  if (voice === "neutral" || !Object.hasOwn(VOICE_TITLES, f.language)) return [];
  // A local service sells a visit, not software: its title names the service, the place and
  // how to book, never "features and pricing".
  const landing = f.pageType.page_type === "landing_page";
  const kind = landing && f.analysis.intent.local
    ? "local"
    : landing && f.analysis.intent.buying
    ? "shop"
    : KIND_OF[f.pageType.page_type];
  const text = VOICE_TITLES[f.language][voice][kind](
    titleCaseKeyword(f.keyword, f.language),
    f.year,
  )
    .trim();
  if (titlePx(text) > BUDGETS.titlePx) return [];
  return [{
    text,
    characters: [...text].length,
    pixels: titlePx(text),
    pattern: kind === "compare" ? "comparison" : kind === "guide" ? "guide" : "landing",
    rationale: `The keyword first, in the ${voice} voice, with the promise of a ${
      label(f.pageType.page_type)
    }`,
    voice,
  }];
}

/** The stage's call to action in `title_meta`'s phrase table. */
const CTA_OF = {
  awareness: "informational",
  consideration: "commercial",
  decision: "transactional",
} as const;

/** Up to three description options within the pixel budget. */
function descriptionOptions(
  f: BriefFacts,
  sections: SerpExpectations["sections"],
): Meta["description_options"] {
  const p = phrasesOf(f.language);
  const cta = p ? p.cta[CTA_OF[f.stage]] : "";
  const table = Object.hasOwn(VOICE_DESCRIPTIONS, f.language)
    ? VOICE_DESCRIPTIONS[f.language]
    : null;
  const k = f.keyword.trim();
  const topics = sections.slice(0, 3).map((s) => s.heading.replace(/[?:.!]+$/, ""));
  const list = topics.length > 1
    ? `${topics.slice(0, -1).join(", ")} ${p?.and ?? "&"} ${topics.at(-1)}`
    : topics[0] ?? null;
  const voice = f.request.brand_voice;
  const candidates: [string[], string][] = [];
  if (table) {
    const opener = capital(table.opener[voice](k));
    if (list) {
      candidates.push([
        [opener, table.covers(list), cta],
        `${voice} voice, the topics most ranking pages cover, the stage's call to action`,
      ]);
    }
    candidates.push([[opener, cta], `${voice} voice and the stage's call to action`]);
  }
  if (list) {
    candidates.push([
      [`${titleCaseKeyword(k, f.language)}: ${list}.`, cta],
      "The keyword and the topics most ranking pages cover",
    ]);
  }
  const out: Meta["description_options"] = [];
  for (const [sentences, rationale] of candidates) {
    const text = fitSentences(sentences.filter(Boolean));
    if ([...text].length < BUDGETS.descriptionMinChars || out.some((o) => o.text === text)) {
      continue;
    }
    out.push({ text, characters: [...text].length, pixels: descriptionPx(text), rationale });
  }
  return out.slice(0, 3);
}

/** Whole sentences, in order, while they fit the description budget. */
function fitSentences(sentences: readonly string[]): string {
  let out = "";
  for (const s of sentences) {
    const next = `${out} ${s}`.trim();
    if (descriptionPx(next) > BUDGETS.descriptionPx) break;
    out = next;
  }
  return out;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
