/** The concrete steps of each action. */
import { phraseContains, toPhrase } from "../../page_match.ts";
import type { Page } from "../pages.ts";
import type { RemediationAction } from "../result.ts";

/** The steps of one action for page `p` against the kept page `k`. */
export function stepsFor(
  action: RemediationAction,
  p: Page,
  k: Page,
  topic: string | null,
): string[] {
  const about = topic ? ` for "${topic}"` : "";
  switch (action) {
    case "merge":
      return [
        `Move the sections of ${p.url} that ${k.url} lacks into ${k.url}`,
        `301-redirect ${p.url} to ${k.url}`,
        `Point internal links at ${k.url} and remove ${p.url} from the XML sitemap`,
        `Check ${k.url}'s rankings${about} after 2-4 weeks`,
      ];
    case "redirect_301":
      return [
        `301-redirect ${p.url} to ${k.url}`,
        `Point internal links at ${k.url} and remove ${p.url} from the XML sitemap`,
      ];
    case "canonicalise":
      return [
        `Set <link rel="canonical" href="${k.url}"> on ${p.url}`,
        `Make ${k.url}'s canonical self-referencing`,
        `Link internally to ${k.url}, not ${p.url}`,
      ];
    case "noindex":
      return [
        `Keep <meta name="robots" content="noindex,follow"> on ${p.url} and leave it crawlable`,
        `Remove ${p.url} from the XML sitemap and point links${about} at ${k.url}`,
      ];
    case "differentiate":
      return [
        ...(topic
          ? [
            phraseContains(p.titlePhrase, toPhrase(topic))
              ? `Remove "${topic}" from ${p.url}'s title and H1`
              : `Keep "${topic}" out of ${p.url}'s title and H1`,
          ]
          : []),
        `Link from ${p.url} to ${k.url}${topic ? ` with the anchor "${topic}"` : ""}`,
      ];
  }
}
