/**
 * Every number the technical QA decides with, in one table: readiness weights, caps and bands,
 * and the limits the checks compare against.
 */
import type { Level } from "../../agent/workflow.ts";
import type { PageType } from "./input.ts";

/** Points a finding takes off the readiness score (which starts at 100, floor 0). */
export const WEIGHTS: Record<Level, number> = { high: 25, medium: 10, low: 3 };

/** Bands of the readiness score: ready at or above `ready`, needs_work at or above `needs_work`. */
export const BANDS = { ready: 85, needs_work: 60 } as const;

/**
 * Checks whose high finding caps the band at "blocked" whatever the score: a page search engines
 * may not index (or index under another URL) is not ready however clean the rest is.
 */
export const BLOCKING_CHECKS: ReadonlySet<string> = new Set([
  "http_status",
  "is_crawlable",
  "robots_txt",
  "canonical",
  "expected_canonical",
]);

/**
 * Title budget: Google cuts titles near 600 px (~60 characters at an average glyph width). The
 * estimated width decides; past `hardMaxChars` the title is flagged whatever the estimate says.
 */
export const TITLE = { maxChars: 60, maxPixels: 580, hardMaxChars: 70 } as const;

/** Meta description length (characters) outside which snippets are rewritten or cut. */
export const DESCRIPTION = { minChars: 70, maxChars: 160 } as const;

/**
 * Fewest words a page of each type should carry. Editorial pages answer a question in prose;
 * product, local and landing pages may be short. `unknown` is used when the type is not known.
 */
export const THIN_WORDS: Record<PageType | "editorial" | "unknown", number> = {
  article: 300,
  blog_post: 300,
  guide: 300,
  comparison_page: 300,
  editorial: 300,
  docs: 150,
  software: 150,
  landing_page: 150,
  product: 100,
  local_business: 100,
  unknown: 100,
};

/** Fewest words before the detected text language is trusted against the declared one. */
export const LANGUAGE_MIN_WORDS = 50;

/** Confidence of agent_workflow: the start, and what each skipped check takes off. */
export const CONFIDENCE = { base: 0.9, perSkipped: 0.03, floor: 0.5 } as const;
