/** The page sections of each playbook. */
import type { Playbook } from "./playbooks.ts";

/** A section of a playbook's page: its heading (`[v]` is the first variable), purpose and the field names it takes. */
export interface SectionSpec {
  section: string;
  heading: string;
  purpose: string;
  hints: RegExp | null;
  data?: boolean;
}

/** The FAQ section, shared by several playbooks. */
export const FAQ: SectionSpec = {
  section: "faq",
  heading: "FAQ about [v]",
  purpose: "Questions answered from this record's data; hide the section when no answer is filled",
  hints: /faq|question|answer/,
};

/** The sections of each playbook's page, in page order. */
export const PLAYBOOK_SECTIONS: Record<Playbook, SectionSpec[]> = {
  locations: [
    {
      section: "local_data",
      heading: "[v] at a glance",
      purpose: "The record's own numbers for this place (counts, prices, times) in a short table",
      hints:
        /(^|_)(price|cost|rate|fee|count|number|avg|average|median|time|minute|licens|population|statistic|total)|(^|_)stats?($|_)/,
      data: true,
    },
    {
      section: "services",
      heading: "Services in [v]",
      purpose: "What is offered here and when (availability, hours, coverage)",
      hints: /service|offer|availab|hours|open|coverage|specialt/,
    },
    {
      section: "local_proof",
      heading: "Reviews and results in [v]",
      purpose: "Local reviews, ratings or jobs done: proof that differs by place",
      hints: /review|rating|testimonial|case|customer|job/,
    },
    {
      section: "local_rules",
      heading: "Permits and rules in [v]",
      purpose: "Local regulations, permits or codes that change the answer by place",
      hints: /permit|regulat|law|code|rule|requirement/,
    },
    {
      section: "nearby_areas",
      heading: "Nearby areas",
      purpose: "Links to sibling locations (same region or nearest by distance)",
      hints: /nearby|neighbo|region|state|county|zip|postcode|lat|lng|lon|latitude|longitude|area/,
    },
    FAQ,
  ],
  integrations: [
    {
      section: "overview",
      heading: "[v] integration overview",
      purpose: "What the integration does and for whom",
      hints: /description|summary|about|category|overview/,
      data: true,
    },
    {
      section: "use_cases",
      heading: "What you can do with [v]",
      purpose: "Concrete workflows: triggers, actions, synced objects",
      hints: /use_case|workflow|trigger|action|feature|capabilit/,
    },
    {
      section: "setup",
      heading: "How to connect [v]",
      purpose: "Setup steps and requirements (auth, plan, permissions)",
      hints: /setup|install|step|auth|api|requirement|permission/,
    },
    {
      section: "data_synced",
      heading: "Data that syncs",
      purpose: "Objects and fields exchanged, sync direction and frequency",
      hints: /field|object|sync|data|direction|frequency/,
    },
    {
      section: "pricing",
      heading: "[v] integration pricing",
      purpose: "Which plans include it",
      hints: /price|plan|tier|cost/,
    },
    FAQ,
  ],
  comparisons: [
    {
      section: "verdict",
      heading: "[v]: the short answer",
      purpose: "Who should pick which, in two sentences, from the record's data",
      hints: /verdict|summary|winner|best_for|recommend/,
      data: true,
    },
    {
      section: "comparison_table",
      heading: "Side-by-side comparison",
      purpose: "Feature, pricing and support rows filled from the data",
      hints: /feature|rating|score|support|integration|spec|limit/,
    },
    {
      section: "pros_cons",
      heading: "Pros and cons",
      purpose: "Strengths and weaknesses of each option",
      hints: /pro|con|strength|weakness|drawback/,
    },
    {
      section: "pricing",
      heading: "Pricing compared",
      purpose: "Plans and prices as of the data date",
      hints: /price|cost|plan|tier/,
    },
    {
      section: "who_should_choose",
      heading: "Which one fits you",
      purpose: "Fit by team size, use case or budget",
      hints: /audience|use_case|segment|size|persona/,
    },
    FAQ,
  ],
  glossary: [
    {
      section: "definition",
      heading: "What is [v]?",
      purpose: "A one or two sentence definition that can win the featured snippet",
      hints: /definition|meaning|description|summary|short/,
      data: true,
    },
    {
      section: "explanation",
      heading: "How [v] works",
      purpose: "A longer explanation with context",
      hints: /explanation|detail|body|long|how|context/,
    },
    {
      section: "example",
      heading: "[v] example",
      purpose: "A worked example or usage",
      hints: /example|usage|sample|formula/,
    },
    {
      section: "related_terms",
      heading: "Related terms",
      purpose: "Links to related glossary entries",
      hints: /related|synonym|see_also|category|tag/,
    },
    FAQ,
  ],
  templates: [
    {
      section: "preview",
      heading: "[v] preview",
      purpose: "A visual preview of the template",
      hints: /image|preview|thumbnail|screenshot/,
    },
    {
      section: "whats_included",
      heading: "What's in the [v]",
      purpose: "Sections and fields the template contains",
      hints: /section|include|field|content|description|summary/,
      data: true,
    },
    {
      section: "how_to_use",
      heading: "How to use the [v]",
      purpose: "Steps to fill it in",
      hints: /step|how|instruction|usage|guide/,
    },
    {
      section: "customization",
      heading: "Ways to adapt it",
      purpose: "Variations by team or use case",
      hints: /tip|custom|variation|use_case|industry/,
    },
    {
      section: "related",
      heading: "Related templates",
      purpose: "Links to sibling templates",
      hints: /category|tag|related/,
    },
  ],
  examples: [
    {
      section: "example_gallery",
      heading: "[v] examples",
      purpose: "The examples themselves, with images or excerpts",
      hints: /image|example|sample|screenshot|url|excerpt/,
      data: true,
    },
    {
      section: "why_it_works",
      heading: "Why these work",
      purpose: "A short analysis of each example",
      hints: /analysis|why|note|insight|description|comment/,
    },
    {
      section: "how_to_create",
      heading: "How to create your own",
      purpose: "Steps and tips",
      hints: /step|how|tip/,
    },
    {
      section: "related",
      heading: "More examples",
      purpose: "Links to sibling example pages",
      hints: /category|tag|industry|related/,
    },
  ],
  curation: [
    {
      section: "ranked_list",
      heading: "The list",
      purpose: "The ranked items with a one-line reason each",
      hints: /item|list|name|rank|pick|product/,
      data: true,
    },
    {
      section: "methodology",
      heading: "How we chose",
      purpose: "Selection criteria and how items were tested or scored",
      hints: /criteria|method|score|rating|test/,
    },
    {
      section: "item_summaries",
      heading: "Each pick in detail",
      purpose: "Summary, pros and cons, price per item",
      hints: /summary|description|pro|con|price|detail/,
    },
    {
      section: "comparison_table",
      heading: "Comparison table",
      purpose: "Key attributes side by side",
      hints: /feature|attribute|spec|plan/,
    },
    FAQ,
  ],
  conversions: [
    {
      section: "converter",
      heading: "[v] converter",
      purpose: "The working converter or the answer first",
      hints: /from|to_|rate|factor|value|result/,
      data: true,
    },
    {
      section: "formula",
      heading: "Formula",
      purpose: "How the conversion is computed",
      hints: /formula|factor|ratio|equation/,
    },
    {
      section: "conversion_table",
      heading: "Conversion table",
      purpose: "Common values precomputed",
      hints: /table|example|common/,
    },
    {
      section: "related_conversions",
      heading: "Related conversions",
      purpose: "Links to sibling conversions",
      hints: /related|unit|category/,
    },
  ],
  personas: [
    {
      section: "pain_points",
      heading: "Challenges for [v]",
      purpose: "The problems this audience has, in its own terms",
      hints: /pain|challenge|problem|goal|need/,
      data: true,
    },
    {
      section: "solution_fit",
      heading: "How it helps [v]",
      purpose: "Features mapped to those problems",
      hints: /feature|benefit|solution|capabilit/,
    },
    {
      section: "use_cases",
      heading: "Use cases",
      purpose: "Workflows specific to this audience",
      hints: /use_case|workflow|example|scenario/,
    },
    {
      section: "proof",
      heading: "Results from teams like yours",
      purpose: "Testimonials, logos or numbers from this audience",
      hints: /testimonial|case|review|customer|logo|stat|result/,
    },
    FAQ,
  ],
  translations: [
    {
      section: "translation",
      heading: "[v]",
      purpose: "The translation itself, first",
      hints: /translation|text|word|phrase|target/,
      data: true,
    },
    {
      section: "pronunciation",
      heading: "Pronunciation",
      purpose: "How to say it",
      hints: /pronunciation|ipa|audio|phonetic/,
    },
    {
      section: "usage_examples",
      heading: "Examples in context",
      purpose: "Example sentences",
      hints: /example|sentence|usage|context/,
    },
    {
      section: "related_phrases",
      heading: "Related phrases",
      purpose: "Links to related entries",
      hints: /related|synonym|variant/,
    },
  ],
  directory: [
    {
      section: "listing_summary",
      heading: "[v]",
      purpose: "What the listing is, in one paragraph",
      hints: /description|summary|category|about|name/,
      data: true,
    },
    {
      section: "details",
      heading: "Details",
      purpose: "Address, phone, hours, website, prices",
      hints: /address|phone|hours|website|email|contact|price|url/,
    },
    {
      section: "map",
      heading: "Location",
      purpose: "Map and directions",
      hints: /lat|lng|lon|latitude|longitude|map|geo/,
    },
    {
      section: "reviews",
      heading: "Reviews",
      purpose: "Ratings and reviews",
      hints: /review|rating|score/,
    },
    {
      section: "related_listings",
      heading: "Similar listings",
      purpose: "Links to nearby or same-category listings",
      hints: /nearby|related|similar|city|region/,
    },
  ],
  profiles: [
    {
      section: "profile_summary",
      heading: "[v]",
      purpose: "Who or what this is",
      hints: /bio|description|summary|about/,
      data: true,
    },
    {
      section: "key_facts",
      heading: "Key facts",
      purpose: "Founded, size, location, role and similar facts",
      hints: /founded|size|employee|location|role|title|industry|revenue|age|country/,
    },
    {
      section: "activity",
      heading: "Activity and numbers",
      purpose: "Stats that change over time",
      hints: /stat|count|follower|post|project|metric|rank/,
    },
    {
      section: "related_profiles",
      heading: "Related profiles",
      purpose: "Links to similar profiles",
      hints: /related|similar|peer|competitor/,
    },
  ],
  custom: [
    {
      section: "primary_data",
      heading: "[v] in detail",
      purpose: "The record's unique data, front and centre",
      hints: null,
      data: true,
    },
    FAQ,
  ],
};
