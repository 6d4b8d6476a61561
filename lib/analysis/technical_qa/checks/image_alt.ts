/**
 * Images without an alt attribute (an empty alt marks a decorative image and is fine). Minor:
 * alt text helps Google understand an image for image search (Search Central, *Image SEO best
 * practices*); its absence neither keeps the page out of the index nor costs a rich result.
 */
import { GOOGLE } from "../sources.ts";
import { type Check, examples, liveOnly, plural } from "./types.ts";

export const imageAlt: Check = {
  id: "image_alt",
  severity: "low",
  source: GOOGLE.images,
  method:
    '<img> without an alt attribute (alt="" is a decorative image and passes); in markdown, ![](src) counts as missing',
  needs: liveOnly(),
  assess(f) {
    const bad = f.page.images.filter((i) =>
      i.alt_state === "missing" || (f.form === "markdown" && i.alt_state === "empty")
    );
    if (bad.length === 0) return null;
    return {
      title: `${plural(bad.length, "image")} without alt text`,
      count: bad.length,
      examples: examples(bad.map((i) => i.src || `image #${i.position + 1}`)),
      why:
        "Alt text is what image search and screen readers read; a missing alt is read as nothing.",
      fix: 'Add alt text describing each image (alt="" only for decorative images).',
    };
  },
};
