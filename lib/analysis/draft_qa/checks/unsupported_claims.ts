/**
 * Claims without a source: the draft's sentences that state a statistic, forecast a figure, or
 * claim a superlative or a sweeping generalisation, and on a YMYL topic any figure (a rate, money,
 * a duration), with no citation and no link out in its paragraph (one citation covers the worked
 * examples that follow it). Why: Google Search Central, "Creating helpful, reliable,
 * people-first content" (is the content free of easily verified errors; does it provide sourced
 * information), and the rater guidelines' demand for accuracy on YMYL topics, where an unsourced
 * rate or deposit rule misleads. A figure is a claim, not proof: it needs its source. Listed with
 * the riskiest first (statistics, forecasts and appeals to unnamed experts).
 */
import type { Level } from "../../../agent/workflow.ts";
import type { Facts } from "../facts.ts";
import { CLAIMS_MEDIUM } from "../thresholds.ts";
import {
  CITATION,
  CLAIM,
  FIGURE,
  FORECAST,
  NOT_A_FIGURE,
  sentencesOf,
  STATISTIC,
  SWEEPING,
} from "../vocabulary.ts";
import { draftText } from "./proof.ts";
import { BYLINE_LABEL } from "../trust_vocabulary.ts";
import { isYmyl, shownBy } from "./trust.ts";
import type { DraftCheck } from "./types.ts";

/** One unsourced claim and how much it needs a source. */
export interface Claim {
  sentence: string;
  figure: boolean;
  risk: number;
}

/**
 * The draft's unsourced claims, riskiest first (stable). A statistic, a forecast figure, a
 * superlative or a sweeping claim always needs a source; a plain figure (an amount, a duration)
 * only on a YMYL topic, where it is a rate or a rule the reader acts on; elsewhere it is usually
 * an instruction ("bake for 25 minutes").
 */
export function unsourcedClaims(f: Facts, ymyl: boolean): Claim[] {
  const headings = new Set(f.draft.page.headings.map((h) => h.text.trim()));
  const anchors = f.draft.page.links
    .filter((l) => l.internal === false && l.text.trim().length >= 3)
    .map((l) => l.text.trim().toLowerCase());
  const out: (Claim & { n: number })[] = [];
  for (const line of draftText(f).split(/\n+/)) {
    // A heading, a byline, or a paragraph that cites its source (one citation per paragraph
    // covers its worked examples) needs no more.
    const p = line.toLowerCase();
    if (headings.has(line.trim()) || isByline(line)) continue;
    if (CITATION.test(p) || anchors.some((a) => p.includes(a))) continue;
    for (const sentence of sentencesOf(line)) {
      const l = sentence.toLowerCase();
      if (sentence.endsWith("?")) continue;
      const figure = FIGURE.test(l.replace(NOT_A_FIGURE, " "));
      const statistic = STATISTIC.test(l);
      const forecast = figure && FORECAST.test(l);
      const sweeping = SWEEPING.test(l);
      const claim = CLAIM.test(l) || sweeping;
      if (!claim && !statistic && !forecast && !(figure && ymyl)) continue;
      const risk = (figure ? 2 : 0) + (statistic ? 1 : 0) + (forecast ? 1 : 0) +
        (sweeping ? 1 : 0) + (claim ? 1 : 0);
      out.push({ sentence: sentence.slice(0, 200), figure, risk, n: out.length });
    }
  }
  return out.sort((a, b) => b.risk - a.risk || a.n - b.n)
    .map(({ sentence, figure, risk }) => ({ sentence, figure, risk }));
}

/** A figure with a claim word, a forecast or a sweeping generalisation (see `unsourcedClaims`). */
const RISKY = 4;

/** A byline line ("By Name, role · date"): its date is no figure to source. */
function isByline(line: string): boolean {
  return line.split(/\s+/).length <= 25 && BYLINE_LABEL.test(line);
}

export const unsupportedClaims: DraftCheck = {
  id: "unsupported_claims",
  group: "proof_gap",
  method:
    `sentences stating a statistic (a share, "9 out of 10"), a forecast figure, a superlative or a sweeping generalisation ("experts agree", "most lenders"; per language), and on a YMYL topic any figure (rate, money, duration; years and phone numbers aside), with no citation and no link out in its paragraph (one citation covers the paragraph's worked examples; headings and bylines aside); riskiest first. On a YMYL topic (see trust) high when 2+ figures come with a claim word, a forecast or a sweeping generalisation, medium with any unsourced figure; otherwise ${CLAIMS_MEDIUM}+ claims medium, fewer low`,
  assess(f) {
    const ymyl = f.a.pages_read > 0 && isYmyl(f, shownBy(f));
    const claims = unsourcedClaims(f, ymyl);
    if (claims.length === 0) return [];
    const figures = claims.filter((c) => c.figure).length;
    // High when figures come with the claim that makes them risky (a forecast, "most lenders",
    // "the best"): a bare rate or fee without its source is medium.
    const risky = claims.filter((c) => c.figure && c.risk >= RISKY).length;
    const severity: Level = ymyl && risky >= 2
      ? "high"
      : (ymyl && figures > 0) || claims.length >= CLAIMS_MEDIUM
      ? "medium"
      : "low";
    return [{
      group: "proof_gap",
      id: "proof:unsupported_claims",
      check: "unsupported_claims",
      kind: "unsupported_claims",
      severity,
      title: f.t.claims.title(claims.length),
      why: f.t.claims.why,
      fix: f.t.claims.fix,
      examples: claims.slice(0, 5).map((c) => c.sentence),
      urls: [],
      support: 0,
    }];
  },
};
