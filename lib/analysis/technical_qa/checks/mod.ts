/** The technical QA checks, in report order: indexability, metadata, canonical, structure, content. */
import { canonical } from "./canonical.ts";
import { canonicalNoindex } from "./canonical_noindex.ts";
import { canonicalTarget } from "./canonical_target.ts";
import { hreflangAlternates } from "./hreflang_alternates.ts";
import { hreflangXDefault } from "./hreflang_x_default.ts";
import { jsShell } from "./js_shell.ts";
import { selfServingReview } from "./self_serving_review.ts";
import { snippetDirectives } from "./snippet_directives.ts";
import { soft404 } from "./soft_404.ts";
import { crawlableAnchors } from "./crawlable_anchors.ts";
import { documentTitle } from "./document_title.ts";
import { expectedCanonical } from "./expected_canonical.ts";
import { headings } from "./headings.ts";
import { hreflang } from "./hreflang.ts";
import { httpStatus } from "./http_status.ts";
import { imageAlt } from "./image_alt.ts";
import { internalLinks } from "./internal_links.ts";
import { isCrawlable } from "./is_crawlable.ts";
import { keywordPlacement } from "./keyword_placement.ts";
import { linkText } from "./link_text.ts";
import { metaDescription } from "./meta_description.ts";
import { mixedLanguage } from "./mixed_language.ts";
import { robotsTxt } from "./robots_txt.ts";
import { robotsTxtValid } from "./robots_txt_valid.ts";
import { structuredData } from "./structured_data.ts";
import { thinContent } from "./thin_content.ts";
import type { Check } from "./types.ts";
import { viewport } from "./viewport.ts";

export const CHECKS: readonly Check[] = [
  httpStatus,
  soft404,
  isCrawlable,
  robotsTxt,
  robotsTxtValid,
  jsShell,
  canonical,
  canonicalTarget,
  expectedCanonical,
  canonicalNoindex,
  snippetDirectives,
  documentTitle,
  metaDescription,
  viewport,
  mixedLanguage,
  hreflang,
  hreflangAlternates,
  hreflangXDefault,
  headings,
  keywordPlacement,
  structuredData,
  selfServingReview,
  internalLinks,
  crawlableAnchors,
  linkText,
  imageAlt,
  thinContent,
];
