/** One non-empty meta description of snippet length (Lighthouse `meta-description`, plus length). */
import { GOOGLE } from "../sources.ts";
import { DESCRIPTION } from "../thresholds.ts";
import { type Check, htmlOnly, liveOnly } from "./types.ts";

export const metaDescription: Check = {
  id: "meta_description",
  severity: "medium",
  source: GOOGLE.snippets,
  method:
    `one non-empty <meta name=description>: missing, empty or repeated is medium; outside ${DESCRIPTION.minChars}-${DESCRIPTION.maxChars} characters is low`,
  needs: liveOnly(htmlOnly("meta tags")),
  assess(f) {
    const { meta_description: text, meta_description_count: n } = f.page;
    if (!text || !text.trim()) {
      return {
        title: n > 0 ? "The meta description is empty" : "The page has no meta description",
        count: 1,
        examples: [],
        why: "Without a description Google quotes the page text, often a poor snippet.",
        fix: "Add a meta description that summarises the page in 120-160 characters.",
      };
    }
    if (n > 1) {
      return {
        title: `The page has ${n} meta descriptions`,
        count: n,
        examples: [text],
        why: "Only one description is used; which one is not yours to choose.",
        fix: "Keep exactly one meta description.",
      };
    }
    const len = text.trim().length;
    if (len >= DESCRIPTION.minChars && len <= DESCRIPTION.maxChars) return null;
    return {
      title: `The meta description is ${len} characters (${
        len < DESCRIPTION.minChars ? "too short" : "will be cut"
      })`,
      count: 1,
      examples: [text.slice(0, 200)],
      why: "Snippets run to about 160 characters; very short ones are often replaced.",
      fix: `Write ${DESCRIPTION.minChars}-${DESCRIPTION.maxChars} characters.`,
      severity: "low",
    };
  },
};
