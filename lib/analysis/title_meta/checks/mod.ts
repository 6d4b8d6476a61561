/** The checks of the current title and description, and the snippet risks, in report order. */
import { currentPromises } from "./current_promises.ts";
import { descriptionKeyword } from "./description_keyword.ts";
import { descriptionLength } from "./description_length.ts";
import { descriptionPresent } from "./description_present.ts";
import { duplicate } from "./duplicate.ts";
import { keywordStuffing } from "./keyword_stuffing.ts";
import { languageMismatch } from "./language_mismatch.ts";
import { missingDescription } from "./missing_description.ts";
import { rewrite } from "./rewrite.ts";
import { titleBrand } from "./title_brand.ts";
import { titleH1Alignment } from "./title_h1_alignment.ts";
import { titleKeyword } from "./title_keyword.ts";
import { titleLength } from "./title_length.ts";
import { titlePresent } from "./title_present.ts";
import { truncation } from "./truncation.ts";
import type { SignalCheck, SnippetRisk } from "./types.ts";

export const SIGNAL_CHECKS: readonly SignalCheck[] = [
  titlePresent,
  titleLength,
  titleKeyword,
  titleBrand,
  titleH1Alignment,
  descriptionPresent,
  descriptionLength,
  descriptionKeyword,
  currentPromises,
];

export const SNIPPET_RISKS: readonly SnippetRisk[] = [
  truncation,
  rewrite,
  keywordStuffing,
  languageMismatch,
  missingDescription,
  duplicate,
];
