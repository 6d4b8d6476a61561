/** Words and patterns the prospects and assets are read with. */
import { stem, stems } from "../../toolkit/tokens.ts";
import { urlPath } from "../../toolkit/urls.ts";

/** Words that say what kind of page something is, not what it is about. */
export const GENERIC = new Set(
  ("best top guide guides tool tools software app apps service services platform platforms " +
    "resource resources list lists tip tips idea ideas free online review reviews new way ways " +
    "thing things page pages site sites blog post posts article articles ultimate complete " +
    "great good")
    .split(" ").map(stem),
);

/** Source types and titles of resource and links pages. */
export const RESOURCE_RE =
  /\b(resources?|resource page|useful links|links page|link page|links|link roundup|roundup|reading list|further reading|tools list|recommended (?:tools|sites|reading|links)|curated|helpful sites)\b/;
/** URL paths of resource and links pages. */
export const RESOURCE_PATH_RE =
  /(^|\/)(resources?|links|useful-links|helpful-links|recommended)(\/|$|[-_.])/;
/** Source types of news and media outlets. */
export const NEWS_RE =
  /\b(news|newspaper|media|press|magazine|journal|journalist|publication|publisher|outlet|broadcast|tv|radio|editorial|newsroom|wire)\b/;
/** Source types of blogs and communities (pitched a guest contribution). */
export const BLOG_RE = /\b(blog|blogger|personal|community|forum|substack|newsletter)\b/;
/** Page kinds and titles of linkable assets: studies, data, tools. */
export const LINKABLE_RE =
  /\b(study|research|data|dataset|survey|report|index|statistics|stats|tool|calculator|generator|checker|template|benchmark|infographic|map|tracker)\b/;

/** Core stems of a text: page-kind words and bare numbers dropped unless nothing else is left. */
export function coreTerms(text: string): Set<string> {
  const all = stems(text);
  const core = all.filter((t) => !GENERIC.has(t) && !/^\d+$/.test(t));
  return new Set(core.length > 0 ? core : all);
}

/** The words of a URL path, or "" for the homepage. */
export function pathWords(url: string | null): string {
  if (!url) return "";
  const path = urlPath(url);
  return path === "/" ? "" : path.replace(/[/_.-]+/g, " ");
}
