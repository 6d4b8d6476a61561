/**
 * Confidence that follows the evidence (shared by every analysis): what the input lets the
 * analysis see sets a ceiling, and how strong the evidence behind each decision is scales it
 * down. A plan resting mostly on one shared word is a first pass, and says so.
 */

/** One decision and how strong its evidence is, 0 (a guess) to 1 (direct evidence). */
export type EvidenceStrength = number;

/** Below this mean strength, a summary says the evidence is thin. */
export const THIN_EVIDENCE = 0.6;

/** What `calibrate` returns: the confidence, and a sentence for the summary when thin. */
export interface Calibrated {
  confidence: number;
  /** The mean strength of the decisions' evidence (1 when there were none to make). */
  strength: number;
  /** Set when the evidence is thin: a sentence to append to the summary. */
  caveat: string | null;
}

/**
 * `ceiling` is what the input supports (data completeness, 0-1); `strengths` the evidence of
 * each decision; `thin` the sentence naming what is weak ("most matches rest on one shared
 * word"). Confidence is the ceiling scaled from 55% (all guesses) to 100% (all direct), and
 * never above 0.9 or below 0.2.
 */
export function calibrate(
  ceiling: number,
  strengths: readonly EvidenceStrength[],
  thin: string,
): Calibrated {
  const strength = strengths.length === 0
    ? 1
    : strengths.reduce((a, b) => a + Math.max(0, Math.min(1, b)), 0) / strengths.length;
  const confidence = Math.max(0.2, Math.min(0.9, ceiling * (0.55 + 0.45 * strength)));
  const rounded = Math.round(confidence * 100) / 100;
  return {
    confidence: rounded,
    strength: Math.round(strength * 100) / 100,
    caveat: strength < THIN_EVIDENCE ? `${thin}: treat this as a first pass.` : null,
  };
}
