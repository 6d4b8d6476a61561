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
 * Title budget: Google cuts titles near 600 px (~60 characters at an average glyph width). The
 * estimated width decides; past `hardMaxChars` the title is flagged whatever the estimate says.
 */
export const TITLE = { maxChars: 60, maxPixels: 580, hardMaxChars: 70 } as const;

/** Meta description length (characters) outside which snippets are rewritten or cut. */
export const DESCRIPTION = { minChars: 70, maxChars: 160 } as const;

/**
 * Fewest words an editorial page (one that answers a question in prose) should carry before a
 * word count says anything. Product, category, local, contact, landing and unknown pages have no
 * word norm: their length follows their purpose, so no count is held against them.
 */
export const THIN_WORDS: Partial<Record<PageType | "editorial" | "unknown", number>> = {
  article: 300,
  blog_post: 300,
  guide: 300,
  comparison_page: 300,
  editorial: 300,
  docs: 150,
};

/**
 * Below this share of its type's norm, an editorial page is too short to answer its question at
 * all (a "complete guide" in 60 words): the finding is important, not a hint.
 */
export const THIN_SEVERE_SHARE = 1 / 3;

/** Fewest words before the detected text language is trusted against the declared one. */
export const LANGUAGE_MIN_WORDS = 50;

/** Confidence of agent_workflow: the start, and what each skipped check takes off. */
export const CONFIDENCE = { base: 0.9, perSkipped: 0.03, floor: 0.5 } as const;

/**
 * A JavaScript shell: scripts, fewer visible words than this in the raw HTML, and a sign of an
 * app (mount point, a <noscript> asking for JavaScript, a placeholder title).
 */
export const SHELL = { maxWords: 50 } as const;

/** A soft 404 says so in its title or H1 and carries fewer words than this (an article about 404s carries more). */
export const SOFT_404 = { maxWords: 500 } as const;

/** Readiness caps by the worst finding: a high finding caps the score here, a medium one here. */
export const SCORE_CAPS = { high: 40, medium: 80 } as const;
