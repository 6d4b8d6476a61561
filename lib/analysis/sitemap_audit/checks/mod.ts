/** The sitemap checks, in report order: the files, their entries, then the cross-checks. */
import { canonicalised } from "./canonicalised.ts";
import { contentType } from "./content_type.ts";
import { crawlStatus } from "./crawl_status.ts";
import { duplicates } from "./duplicates.ts";
import { empty } from "./empty.ts";
import { importantMissing } from "./important_missing.ts";
import { indexableMissing } from "./indexable_missing.ts";
import { invalidUrls } from "./invalid_urls.ts";
import { lastmodFuture } from "./lastmod_future.ts";
import { lastmodInvalid } from "./lastmod_invalid.ts";
import { lastmodUniform } from "./lastmod_uniform.ts";
import { missingLoc } from "./missing_loc.ts";
import { mixedProtocol } from "./mixed_protocol.ts";
import { malformedXml } from "./malformed_xml.ts";
import { namespace } from "./namespace.ts";
import { nestedIndex } from "./nested_index.ts";
import { noindex } from "./noindex.ts";
import { optionalTags } from "./optional_tags.ts";
import { orphans } from "./orphans.ts";
import { otherHost } from "./other_host.ts";
import { overLimit } from "./over_limit.ts";
import { trackingUrls } from "./tracking_urls.ts";
import type { Check } from "./types.ts";
import { unknownElements } from "./unknown_elements.ts";
import { unreachable } from "./unreachable.ts";

export const CHECKS: readonly Check[] = [
  unreachable,
  contentType,
  malformedXml,
  namespace,
  unknownElements,
  missingLoc,
  empty,
  overLimit,
  nestedIndex,
  invalidUrls,
  otherHost,
  mixedProtocol,
  duplicates,
  trackingUrls,
  lastmodInvalid,
  lastmodFuture,
  lastmodUniform,
  optionalTags,
  crawlStatus,
  noindex,
  canonicalised,
  importantMissing,
  indexableMissing,
  orphans,
];
