/** The playbooks, the publishing cadences and what each playbook's data looks like. */

/** The programmatic SEO playbooks. */
export const PLAYBOOKS = [
  "templates",
  "curation",
  "conversions",
  "comparisons",
  "examples",
  "locations",
  "personas",
  "integrations",
  "glossary",
  "translations",
  "directory",
  "profiles",
  "custom",
] as const;

/** A programmatic SEO playbook. */
export type Playbook = typeof PLAYBOOKS[number];

/** How pages can be published. */
export const CADENCES = ["pilot", "weekly_batch", "monthly_batch", "bulk_import"] as const;

/** How pages are published. */
export type Cadence = typeof CADENCES[number];

/** Playbooks whose data rarely changes. */
export const EVERGREEN = new Set<Playbook>([
  "glossary",
  "conversions",
  "translations",
  "examples",
  "templates",
]);

/** Playbooks whose data goes stale (prices, listings, availability). */
export const TIME_SENSITIVE = new Set<Playbook>([
  "locations",
  "directory",
  "comparisons",
  "integrations",
  "profiles",
  "curation",
]);

/** What a playbook's variables and pattern look like. */
export const PLAYBOOK_SIGNALS: Record<
  Exclude<Playbook, "custom">,
  { fields: RegExp; pattern: RegExp }
> = {
  locations: {
    fields:
      /city|state|country|location|region|town|zip|postcode|postal|neighbo|area|county|suburb|district|province|place|metro/,
    pattern: /\b(in|near|around)\s*[[{]|\bnear me\b/,
  },
  integrations: {
    fields: /integration|app|tool|platform|partner|connector|software|service/,
    pattern: /\b(integrations?|connect|sync|with)\b/,
  },
  comparisons: {
    fields: /competitor|rival|product|brand|tool|alternative|vendor|a_|b_|_a$|_b$|other/,
    pattern: /\b(vs|versus|alternatives?|compare|comparison)\b/,
  },
  glossary: {
    fields: /term|word|concept|acronym|definition|keyword/,
    pattern: /\b(what is|meaning|definition|define|glossary)\b/,
  },
  templates: { fields: /template|document|doc_type|format/, pattern: /\btemplates?\b/ },
  examples: { fields: /example|sample|showcase|case/, pattern: /\bexamples?\b/ },
  personas: {
    fields: /role|persona|industry|audience|job|profession|team|title|segment|vertical/,
    pattern: /\bfor\s*[[{]/,
  },
  translations: {
    fields: /language|lang|locale|translation/,
    pattern: /\b(translate|translation|in)\b/,
  },
  conversions: {
    fields: /from|to_|unit|currency|format|source_|target_/,
    pattern: /\b(convert|converter|to)\b/,
  },
  curation: {
    fields: /category|niche|topic|use_case|industry/,
    pattern: /\b(best|top|ideas|list of)\b/,
  },
  directory: {
    fields: /listing|company|business|category|name/,
    pattern: /\b(directory|list of|companies|near me|agencies)\b/,
  },
  profiles: {
    fields: /name|company|person|profile|author|brand|creator|user/,
    pattern: /\b(profile|who is|about|net worth|bio)\b/,
  },
};
