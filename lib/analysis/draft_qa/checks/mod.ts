/** The draft QA checks, in report order: spam risk, SERP expectations, sections, proof and trust, title and meta. */
import { comparisonCriteria } from "./comparison_criteria.ts";
import { conflictingFigures } from "./conflicting_figures.ts";
import { examples } from "./examples.ts";
import { figures } from "./figures.ts";
import { formatMatch } from "./format_match.ts";
import { keywordStuffing } from "./keyword_stuffing.ts";
import { lengthBand } from "./length_band.ts";
import { media } from "./media.ts";
import { missingSections } from "./missing_sections.ts";
import { missingTopics } from "./missing_topics.ts";
import { sources } from "./sources.ts";
import { structure } from "./structure.ts";
import { titleMeta } from "./title_meta.ts";
import { trustGaps } from "./trust.ts";
import type { DraftCheck } from "./types.ts";
import { unansweredQuestions } from "./unanswered_questions.ts";
import { unsupportedClaims } from "./unsupported_claims.ts";
import { weakSections } from "./weak_sections.ts";

export const CHECKS: readonly DraftCheck[] = [
  keywordStuffing,
  formatMatch,
  missingSections,
  missingTopics,
  unansweredQuestions,
  lengthBand,
  media,
  weakSections,
  comparisonCriteria,
  trustGaps,
  conflictingFigures,
  unsupportedClaims,
  sources,
  examples,
  figures,
  titleMeta,
  structure,
];
