/** Word lists of the competitor gap analysis: filler, angles, generic and navigation words. */
import { stem } from "../../toolkit/tokens.ts";

/** Words that never name a topic: formats, qualifiers, filler. */
export const FILLER = new Set(
  ("guide guides ultimate complete practical beginner beginners introduction intro tutorial " +
    "tutorials tip tips everything need know explained overview step steps easy simple quick " +
    "definitive comprehensive full deep dive basics essential essentials updated ways part " +
    "edition article blog post page read today latest great good really actually ever matter " +
    "matters proven powerful worth hacks tricks secrets important").split(" "),
);

/** Modifiers that define the page's angle: kept in the topic phrase, keyed separately. */
export const ANGLE_WORDS: Record<string, string> = {
  alternative: "alternatives",
  alternatives: "alternatives",
  competitor: "alternatives",
  competitors: "alternatives",
  vs: "comparison",
  versus: "comparison",
  compare: "comparison",
  compared: "comparison",
  comparison: "comparison",
  comparisons: "comparison",
  comparing: "comparison",
  pricing: "pricing",
  price: "pricing",
  prices: "pricing",
  cost: "pricing",
  costs: "pricing",
  template: "template",
  templates: "template",
  example: "examples",
  examples: "examples",
  review: "review",
  reviews: "review",
};

/** Generic qualifiers dropped from the core (kept in the phrase). */
export const GENERIC = new Set(
  "best top software tool tools app apps platform platforms online list ideas definition meaning define free checklist"
    .split(" "),
);

/** Navigation, legal and company pages: not content topics. */
export const NAVIGATION = new Set(
  ("about contact career careers job jobs login signin signup sign register privacy policy terms " +
    "cookie cookies legal press team imprint sitemap home homepage account dashboard status " +
    "security gdpr accessibility investors us").split(" ").map(stem),
);

/** Small words kept lowercase in titles. */
export const SMALL_WORDS = new Set(
  "a an and as at but by for from in into of on or the to vs with".split(" "),
);

/** Words that name the same thing in a topic ("attorney" and "lawyer"). */
export const SYNONYMS: Readonly<Record<string, string>> = {
  attorney: "lawyer",
  attorneys: "lawyers",
  solicitor: "lawyer",
  solicitors: "lawyers",
};
