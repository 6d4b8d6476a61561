/** The draft QA checks, in report order: SERP expectations, sections, proof, title and meta. */
import { comparisonCriteria } from "./comparison_criteria.ts";
import { examples } from "./examples.ts";
import { figures } from "./figures.ts";
import { formatMatch } from "./format_match.ts";
import { lengthBand } from "./length_band.ts";
import { media } from "./media.ts";
import { missingSections } from "./missing_sections.ts";
import { sources } from "./sources.ts";
import { structure } from "./structure.ts";
import { titleMeta } from "./title_meta.ts";
import type { DraftCheck } from "./types.ts";
import { unansweredQuestions } from "./unanswered_questions.ts";
import { unsupportedClaims } from "./unsupported_claims.ts";
import { weakSections } from "./weak_sections.ts";

export const CHECKS: readonly DraftCheck[] = [
  formatMatch,
  missingSections,
  unansweredQuestions,
  lengthBand,
  media,
  weakSections,
  comparisonCriteria,
  unsupportedClaims,
  sources,
  examples,
  figures,
  titleMeta,
  structure,
];
