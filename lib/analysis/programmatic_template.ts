/**
 * Programmatic SEO template review: checks a keyword/URL pattern, its variables, data
 * sources and sample records for thin, duplicate and unrenderable pages, scores readiness,
 * rates scale risk and decides go / pilot / hold, with the template, gates, links, schema
 * and a launch plan. Pure: data and `now` come in as arguments.
 */
import { z } from "zod";
import { localHeading } from "./template_headings.ts";
import { languageOfUrl, marketOfLanguage } from "./understanding/locale.ts";
import { analysisExtras } from "../agent/result.ts";
import type { ProgrammaticTemplateRequestSchema } from "../operations/content_programmatic_template.ts";
import {
  type AgentWorkflow,
  agentWorkflow,
  type Evidence,
  type Level,
  LevelSchema,
  markdownSummary,
  type NextCall,
  type RecommendedAction,
} from "../agent/workflow.ts";
import { byText, jaccard, normalizeText, round, tokens } from "./text.ts";

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

/** The parsed `/content/programmatic-template` request. */
export type ProgrammaticTemplateInput = z.output<typeof ProgrammaticTemplateRequestSchema>;

/** A source of page data. */
export type DataSourceInput = ProgrammaticTemplateInput["data_sources"][number];

/** A sample record's value. */
export type RecordValue = NonNullable<ProgrammaticTemplateInput["sample_records"]>[number][string];

/** Options of {@linkcode analyzeProgrammaticTemplate}. */
export interface ProgrammaticTemplateOptions {
  /** The request's clock: dated freshness values are aged against it. */
  now: Date;
}

/** Low / medium / high. */
export type { Level };

/** The `/content/programmatic-template` result (declared once, by its schema below). */
export type ProgrammaticTemplateResult = z.output<typeof ProgrammaticTemplateResultSchema>;
/** The result without its agent extras (what the report steps build). */
export type ProgrammaticTemplateReport = Omit<
  ProgrammaticTemplateResult,
  "agent_workflow" | "markdown_summary"
>;
/** The launch decisions. */
export type LaunchDecision = ProgrammaticTemplateResult["launch_decision"]["decision"];
/** One readiness component. */
export type ReadinessComponent = ProgrammaticTemplateResult["readiness_components"]["freshness"];
/** A problem found in the patterns or the data. */
export type Issue = ProgrammaticTemplateResult["pattern"]["issues"][number];
/** One scale risk. */
export type ScaleRisk = ProgrammaticTemplateResult["scale_risk"]["risks"][number];
/** One rendered example page. */
export type ExamplePage = ProgrammaticTemplateResult["examples"][number];
/** A sample record that fails a content check. */
export type FlaggedRecord = ProgrammaticTemplateResult["checks"]["thin_content"]["records"][number];
/** Records that collide. */
export type DuplicateGroup =
  ProgrammaticTemplateResult["checks"]["duplicate_risk"]["groups"][number];
/** A section of the page template and what feeds it. */
export type TemplateSection = ProgrammaticTemplateResult["template_sections"][number];
/** A condition a generated page must meet to be indexable. */
export type IndexationGate = ProgrammaticTemplateResult["indexation_gates"][number];
/** Hubs, siblings and breadcrumbs derived from the URL pattern. */
export type InternalLinks = ProgrammaticTemplateResult["internal_link_architecture"];
/** Structured data per playbook. */
export type SchemaPlan = ProgrammaticTemplateResult["schema_recommendations"];
/** Phases of the launch. */
export type LaunchPlan = ProgrammaticTemplateResult["launch_plan"];

type ComponentName =
  | "data_coverage"
  | "unique_richness"
  | "uniqueness"
  | "freshness"
  | "pattern_validity"
  | "playbook_fit";

/** Fields that describe the business itself: where it is and how to reach it. */
const BUSINESS_FIELD =
  /(^|_)(address|street|phone|telephone|tel|hours|opening|email|clinic|office|store)($|_)/;

/** Fields that only say how far or how to get from a place to the business. */
const PROXIMITY_FIELD =
  /(^|_)(distance|drive|driving|walk|walking|minutes?|mins|km|miles?|subway|metro|transit|bus|train|station|directions?|zip|postcode|postal)($|_)/;

/**
 * Business fields (address, phone, hours ...) filled on at least two records with one and the
 * same value everywhere: a single location behind every page.
 */
function sharedBusinessFields(recordMaps: readonly Map<string, RecordValue>[]): string[] {
  const fields = new Set<string>();
  for (const m of recordMaps) for (const k of m.keys()) if (BUSINESS_FIELD.test(k)) fields.add(k);
  return [...fields].filter((f) => {
    const values = recordMaps.map((m) => m.get(f)).filter(isFilled).map((v) => valueText(v));
    return values.length >= 2 && values.length >= 0.8 * recordMaps.length &&
      new Set(values).size === 1;
  }).sort(byText);
}

/** Readiness weights; they sum to 1. */
const WEIGHTS: Record<ComponentName, number> = {
  data_coverage: 0.2,
  unique_richness: 0.25,
  uniqueness: 0.2,
  freshness: 0.1,
  pattern_validity: 0.15,
  playbook_fit: 0.1,
};

/** Content thresholds every generated page is held to. */
const THRESHOLDS = {
  /** Share of the unique fields a page must fill. */
  unique_fill_share: 0.6,
  /** Filled data fields beyond the pattern variables. */
  min_data_points: 3,
  /** Record-specific words, unless the page has `rich_data_points` data fields. */
  min_unique_words: 25,
  rich_data_points: 5,
  /** A text value shorter than this share of its field's median word count is short. */
  short_text_share: 0.4,
  /** Variable-value token sets this similar are near duplicates. */
  near_duplicate_jaccard: 0.8,
  /** Go needs this many sample records. */
  go_min_records: 20,
} as const;

/** The scoring and rules, as returned in `method`. */
const METHOD = {
  readiness:
    "100 x weighted sum: data_coverage 0.20 (filled cells of variables and unique fields across sample_records), unique_richness 0.25 (0.4 x min(1, unique_fields / 4) + 0.6 x share of records passing the content gates), uniqueness 0.20 (1 - share of records in a duplicate group), freshness 0.10 (mean source freshness: realtime/daily 1, weekly 0.9, biweekly 0.85, monthly 0.75, quarterly 0.5, semiannual 0.4, yearly 0.3, static/manual 0.2, unknown 0.5; dates aged against the request time; evergreen playbooks glossary/conversions/translations/examples/templates floor 0.8), pattern_validity 0.15 (1 minus issue penalties), playbook_fit 0.10 (variable and pattern signals of the playbook). Caps: no sample records 40, blocking issue 40, half or more records thin 60, a quarter or more duplicated 60.",
  content_gates:
    "a page passes when every pattern variable is filled and slugs to something, it fills at least 60% of unique_fields (rounded up, min 1), has at least 3 filled data fields beyond the variables, and has 25+ record-specific words or 5+ data fields; text fields (median 5+ words) shorter than 40% of their median are short",
  duplicates:
    "renderable records collide when their rendered URLs or keywords are equal after normalisation (case, accents, punctuation), or when all their filled unique fields are equal (at least two filled, or one of 5+ words); near duplicates share variable-value tokens with Jaccard >= 0.8 or one value set contains the other with Jaccard >= 0.5 (A vs B and B vs A, 'New York' vs 'New York City'); candidates come from an inverted index on the rarest value tokens (exact prefix filter for Jaccard >= 0.5)",
  scale_risk:
    "the highest of: thin content (high >= 30% of records, medium >= 10%), duplicates (high for any URL collision or >= 10% of records, medium otherwise), index bloat (page_count_estimate x failing share: high >= 100 weak pages or 10,000+ pages bulk-imported, medium >= 10 or 5,000+ pages), doorway risk for locations/personas (high with < 2 unique fields or >= 30% thin, low with 3+ unique fields, < 10% thin and < 5% near duplicates, else medium), stale data (medium when a source is yearly or older, or freshness is unknown on a time-sensitive playbook), missing data (high when a pattern variable has no data, medium when >= 10% of records leave one empty), many variables (medium for 3+ in the keyword pattern)",
  launch_decision:
    "hold when there is a blocking issue, no sample records, readiness < 50, >= 50% thin records or >= 25% duplicated records; go when readiness >= 75, scale risk is low and there are at least 20 sample records; pilot otherwise",
  slugs:
    "variables are slugged for URLs: Unicode NFKD, marks removed, lowercase, & -> and, apostrophes dropped, other non letter/number runs -> '-', at most 80 characters; letters of any script are kept",
  weights: WEIGHTS,
  thresholds: THRESHOLDS,
} as const;

/** Values that mean "no data". */
const PLACEHOLDERS = new Set([
  "n/a",
  "na",
  "n.a.",
  "null",
  "none",
  "nil",
  "undefined",
  "-",
  "--",
  "tbd",
  "tba",
  "unknown",
  "?",
  "todo",
  "xxx",
  "lorem ipsum",
]);

/** Place-name abbreviations folded before comparing variable values ("St. Louis" = "Saint Louis"). */
const ABBREVIATIONS: Record<string, string> = {
  st: "saint",
  ste: "sainte",
  ft: "fort",
  mt: "mount",
  pt: "port",
};

/** A bracketed variable in a pattern: `[city]` or `{city}`. */
const VARIABLE = /\[\s*([\p{L}_][\p{L}\p{N}_ -]*?)\s*\]|\{\s*([\p{L}_][\p{L}\p{N}_ -]*?)\s*\}/gu;

/** The same, for a single test (no shared `lastIndex`). */
const HAS_VARIABLE = new RegExp(VARIABLE.source, "u");

/** Playbooks whose data rarely changes. */
const EVERGREEN = new Set<Playbook>([
  "glossary",
  "conversions",
  "translations",
  "examples",
  "templates",
]);

/** Playbooks whose data goes stale (prices, listings, availability). */
const TIME_SENSITIVE = new Set<Playbook>([
  "locations",
  "directory",
  "comparisons",
  "integrations",
  "profiles",
  "curation",
]);

/** What a playbook's variables and pattern look like. */
const PLAYBOOK_SIGNALS: Record<Exclude<Playbook, "custom">, { fields: RegExp; pattern: RegExp }> = {
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

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

/** Field names repeat in every record: their keys are memoised (bounded). */
const FIELD_KEYS = new Map<string, string>();

/** A field or variable name in comparable form: `Avg Response-Minutes` -> `avg_response_minutes`. */
export function fieldKey(name: string): string {
  let key = FIELD_KEYS.get(name);
  if (key === undefined) {
    if (FIELD_KEYS.size >= 10_000) FIELD_KEYS.clear();
    key = normalizeText(name).replace(/ /g, "_");
    FIELD_KEYS.set(name, key);
  }
  return key;
}

/** True when a record value holds data (not null, blank or a placeholder such as "n/a"). */
export function isFilled(value: RecordValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value === "boolean") return true;
  const text = value.trim().toLowerCase();
  return text !== "" && !PLACEHOLDERS.has(text);
}

/**
 * A URL slug of a value: Unicode NFKD with marks removed, lowercase, `&` -> `and`,
 * apostrophes dropped, other runs of non letters/digits -> `-`, at most 80 characters.
 * Letters of any script are kept ("Zürich" -> "zurich", "東京" -> "東京").
 */
export function slugify(value: string): string {
  const slug = value.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase()
    .replace(/&/g, " and ").replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "");
  if (slug.length <= 80) return slug;
  const cut = slug.slice(0, 80);
  const at = cut.lastIndexOf("-");
  return (at > 20 ? cut.slice(0, at) : cut).replace(/-+$/, "");
}

/** The variables of a pattern, in order of first appearance, as field keys. */
export function patternVariables(pattern: string): string[] {
  const out: string[] = [];
  for (const m of pattern.matchAll(VARIABLE)) {
    const key = fieldKey(m[1] ?? m[2] ?? "");
    if (key && !out.includes(key)) out.push(key);
  }
  return out;
}

function valueText(value: RecordValue | undefined): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value.trim() : String(value);
}

/** Renders a pattern for a record; `slug` slugs the values (URL patterns). */
function render(
  pattern: string,
  values: Map<string, RecordValue>,
  slug: boolean,
): { text: string; ok: boolean } {
  let ok = true;
  const text = pattern.replace(VARIABLE, (_m, a?: string, b?: string) => {
    const key = fieldKey(a ?? b ?? "");
    const v = values.get(key);
    if (!isFilled(v)) {
      ok = false;
      return `[missing:${key}]`;
    }
    const out = slug ? slugify(valueText(v)) : valueText(v).replace(/\s+/g, " ");
    if (!out) {
      ok = false;
      return `[empty:${key}]`;
    }
    return out;
  });
  return { text, ok };
}

function wordCount(text: string): number {
  return tokens(text, { keepStopwords: true }).length;
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function truncate(text: string, max: number): string {
  let out = "";
  for (const ch of text.trim()) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out.trim();
}

function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

function share(part: number, whole: number): number {
  return whole === 0 ? 0 : round(part / whole, 3);
}

const DAY_MS = 86_400_000;

/** A source's freshness on 0..1, or null when the text says nothing recognisable. */
export function freshnessScore(text: string | undefined, now: Date): number | null {
  if (!text) return null;
  const t = text.toLowerCase();
  const every = /(\d+)\s*(hour|day|week|month|year)s?/.exec(t);
  if (every) {
    const n = Number(every[1]);
    const days = n * { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 }[
      every[2] as "hour" | "day" | "week" | "month" | "year"
    ];
    return days <= 1
      ? 1
      : days <= 7
      ? 0.9
      : days <= 31
      ? 0.75
      : days <= 92
      ? 0.5
      : days <= 366
      ? 0.3
      : 0.2;
  }
  if (/\b(real.?time|live|streaming|stream|hourly|instant|continuous(ly)?)\b/.test(t)) return 1;
  if (/\b(daily|nightly|every day)\b/.test(t)) return 1;
  if (/\b(bi-?weekly|fortnightly)\b/.test(t)) return 0.85;
  if (/\b(weekly|week)\b/.test(t)) return 0.9;
  if (/\b(monthly|month)\b/.test(t)) return 0.75;
  if (/\b(quarterly|quarter)\b/.test(t)) return 0.5;
  if (/\b(semi-?annual(ly)?|twice a year|half-?yearly)\b/.test(t)) return 0.4;
  if (/\b(yearly|year|annual(ly)?)\b/.test(t)) return 0.3;
  if (/\b(static|one.?off|once|never|manual(ly)?|snapshot|archived?|frozen)\b/.test(t)) return 0.2;
  // A date ("updated 2025-03-01") is aged against the request time.
  const date = /(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(t);
  if (date) {
    const ms = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3] ?? 1));
    const nowMs = now.getTime();
    if (Number.isFinite(ms) && Number.isFinite(nowMs)) {
      const age = (nowMs - ms) / DAY_MS;
      return age <= 30 ? 1 : age <= 90 ? 0.8 : age <= 180 ? 0.6 : age <= 365 ? 0.4 : 0.2;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------
// Record facts
// ---------------------------------------------------------------------------

interface RecordFact {
  index: number;
  values: Map<string, RecordValue>;
  label: string;
  keyword: { text: string; ok: boolean };
  url: { text: string; ok: boolean };
  missingVars: string[];
  uniqueFilled: number;
  dataPoints: number;
  words: number;
  shortFields: string[];
  thinReasons: string[];
  valueTokens: Set<string>;
}

// ---------------------------------------------------------------------------
// The analysis
// ---------------------------------------------------------------------------

/**
 * Reviews a programmatic SEO template against its data: readiness 0-100, scale risk,
 * go / pilot / hold, template sections, uniqueness rules, indexation gates, internal
 * links, schema and a launch plan, with the sample records that would be thin,
 * duplicated or unrenderable.
 */
export function analyzeProgrammaticTemplate(
  input: ProgrammaticTemplateInput,
  options: ProgrammaticTemplateOptions,
): ProgrammaticTemplateResult {
  const records = input.sample_records ?? [];
  const declared = unique(input.variables.map(fieldKey).filter(Boolean));
  const keywordVars = patternVariables(input.keyword_pattern);
  const urlVars = patternVariables(input.url_pattern);
  const patternVars = unique([...keywordVars, ...urlVars]);
  const uniqueFields = unique((input.unique_fields ?? []).map(fieldKey).filter(Boolean));
  const sourceFields = new Map<string, string[]>();
  for (const s of input.data_sources) {
    for (const f of s.fields ?? []) {
      const k = fieldKey(f);
      if (!k) continue;
      const list = sourceFields.get(k) ?? [];
      if (!list.includes(s.name)) list.push(s.name);
      sourceFields.set(k, list);
    }
  }
  const sourcesListFields = input.data_sources.some((s) => (s.fields ?? []).length > 0);

  // Records, keyed by normalised field names (the first of two colliding raw keys wins).
  const recordMaps = records.map((r) => {
    const m = new Map<string, RecordValue>();
    for (const [k, v] of Object.entries(r)) {
      const key = fieldKey(k);
      if (key && !m.has(key)) m.set(key, v);
    }
    return m;
  });
  const recordFields = new Set<string>();
  for (const m of recordMaps) for (const k of m.keys()) recordFields.add(k);

  const playbook = resolvePlaybook(input, { patternVars, recordFields, sourceFields });
  // One business behind every page: its address, phone or hours are the same on every record.
  const sharedBusiness = playbook.value === "locations" ? sharedBusinessFields(recordMaps) : [];
  const proximityOnly = playbook.value === "locations" && uniqueFields.length > 0 &&
    uniqueFields.every((f) => PROXIMITY_FIELD.test(f) || sharedBusiness.includes(f));
  const singleLocation = sharedBusiness.length > 0 && (proximityOnly || uniqueFields.length === 0);

  // Unique fields drive the content checks; without them every non-variable field stands in.
  const contentFields = uniqueFields.length > 0
    ? uniqueFields
    : [...new Set([...recordFields, ...sourceFields.keys()])].filter((f) =>
      !patternVars.includes(f) && !declared.includes(f)
    ).sort(byText);
  const minUniqueFilled = uniqueFields.length > 0
    ? Math.max(1, Math.ceil(THRESHOLDS.unique_fill_share * uniqueFields.length))
    : 0;

  // Text fields: unique fields whose values are mostly prose (median 5+ words).
  const textFieldMedians = new Map<string, number>();
  for (const f of contentFields) {
    const counts: number[] = [];
    for (const m of recordMaps) {
      const v = m.get(f);
      if (typeof v === "string" && isFilled(v)) counts.push(wordCount(v));
    }
    if (counts.length >= Math.max(1, recordMaps.length / 2)) {
      const med = median(counts);
      if (med >= 5) textFieldMedians.set(f, med);
    }
  }

  const facts: RecordFact[] = recordMaps.map((values, index) =>
    recordFact(values, {
      index,
      input,
      patternVars,
      declared,
      contentFields,
      uniqueFields,
      minUniqueFilled,
      textFieldMedians,
      doorway: singleLocation
        ? `the business details (${
          sharedBusiness.join(", ")
        }) are the same on every page; beyond the place name it differs only by proximity data (${
          uniqueFields.filter((f) => PROXIMITY_FIELD.test(f)).join(", ") || "none"
        }), which is not unique content`
        : null,
    })
  );
  const unrenderable = facts.filter((f) => f.missingVars.length > 0 || !f.url.ok || !f.keyword.ok);
  const thin = facts.filter((f) => f.thinReasons.length > 0);

  const duplicateGroups = findDuplicates(facts, { uniqueFields });
  const duplicated = new Set<number>();
  for (const g of duplicateGroups) for (const r of g.records) duplicated.add(r);
  const urlCollided = new Set<number>();
  for (const g of duplicateGroups) {
    if (g.kind === "same_url") { for (const r of g.records) urlCollided.add(r); }
  }

  // Low-variety unique fields: the same value on most pages adds no uniqueness.
  const lowVariety: { field: string; distinct: number; filled: number }[] = [];
  for (const f of contentFields) {
    const values = recordMaps.map((m) => m.get(f)).filter(isFilled)
      .map((v) => normalizeText(valueText(v)));
    if (values.length >= 5) {
      const distinct = new Set(values).size;
      if (distinct / values.length < 0.5) {
        lowVariety.push({ field: f, distinct, filled: values.length });
      }
    }
  }

  // Variables and unique fields with no data.
  const missingVariables = unique([...declared, ...patternVars]).map((variable) => {
    const inSources = sourcesListFields ? sourceFields.has(variable) : null;
    const inRecords = records.length > 0 ? recordFields.has(variable) : null;
    const empty = recordMaps.filter((m) => !isFilled(m.get(variable))).length;
    return {
      variable,
      in_patterns: patternVars.includes(variable),
      in_sources: inSources,
      in_records: inRecords,
      empty_in_records: empty,
    };
  }).filter((v) =>
    !v.in_patterns || v.in_sources === false || v.in_records === false || v.empty_in_records > 0
  );
  const missingUniqueFields = uniqueFields.filter((f) =>
    !(sourceFields.has(f) || recordFields.has(f))
  );

  // Sources and their freshness.
  const sourceFacts = input.data_sources.map((s) => {
    let score = freshnessScore(s.freshness, options.now);
    if (score !== null && EVERGREEN.has(playbook.value)) score = Math.max(score, 0.8);
    return {
      name: s.name,
      freshness: s.freshness ?? null,
      freshness_score: score,
      stale: score !== null && score <= 0.3,
    };
  });

  const issues = patternIssues(input, { declared, keywordVars, urlVars, patternVars });
  // A pattern variable no source and no record provides blocks the launch.
  for (const v of missingVariables) {
    const absent = v.in_sources === false || v.in_records === false;
    if (v.in_patterns && absent && v.in_sources !== true && v.in_records !== true) {
      issues.push({
        kind: "variable_without_data",
        severity: "high",
        detail:
          `[${v.variable}] is used in the patterns but no data source field or sample record provides it`,
        blocking: true,
      });
    }
  }
  if (records.length > 0 && urlCollided.size / records.length >= 0.1) {
    issues.push({
      kind: "url_collisions",
      severity: "high",
      detail:
        `${urlCollided.size} of ${records.length} sample records render to a URL another record also renders to`,
      blocking: true,
    });
  }
  const blocking = issues.filter((i) => i.blocking);

  // Readiness.
  const required = unique([...patternVars, ...uniqueFields]);
  let filledCells = 0;
  for (const m of recordMaps) for (const f of required) if (isFilled(m.get(f))) filledCells++;
  const coverage = records.length === 0 || required.length === 0
    ? 0
    : filledCells / (records.length * required.length);
  const passShare = records.length === 0 ? 0 : 1 - thin.length / records.length;
  const richness = 0.4 * Math.min(1, uniqueFields.length / 4) +
    (records.length === 0 ? 0 : 0.6 * passShare);
  const dupShare = records.length === 0 ? 0 : duplicated.size / records.length;
  const uniqueness = records.length === 0 ? 0 : 1 - dupShare;
  const knownFreshness = sourceFacts.map((s) => s.freshness_score ?? 0.5);
  const freshness = knownFreshness.reduce((a, b) => a + b, 0) / Math.max(1, knownFreshness.length);
  const penalties = issues.reduce((p, i) => p + penaltyOf(i), 0);
  const validity = Math.max(0, 1 - penalties);
  const thinShare = records.length === 0 ? 0 : thin.length / records.length;

  const components: Record<ComponentName, ReadinessComponent> = {
    data_coverage: component(
      "data_coverage",
      coverage,
      records.length === 0
        ? "no sample records to measure"
        : `${filledCells} of ${
          records.length * required.length
        } variable and unique-field cells filled`,
    ),
    unique_richness: component(
      "unique_richness",
      richness,
      `${plural(uniqueFields.length, "unique field")}; ${
        records.length === 0
          ? "no records to test"
          : `${records.length - thin.length} of ${records.length} records pass the content gates`
      }`,
    ),
    uniqueness: component(
      "uniqueness",
      uniqueness,
      records.length === 0
        ? "no sample records to compare"
        : `${duplicated.size} of ${records.length} records are in a duplicate group`,
    ),
    freshness: component(
      "freshness",
      freshness,
      sourceFacts.map((s) =>
        `${s.name}: ${s.freshness ?? "unknown"}${
          s.freshness_score === null ? " (unrecognised, 0.5)" : ` (${s.freshness_score})`
        }`
      ).join("; "),
    ),
    pattern_validity: component(
      "pattern_validity",
      validity,
      issues.length === 0
        ? "patterns and variables agree"
        : `${plural(issues.length, "pattern or data issue")}, penalty ${round(penalties, 2)}`,
    ),
    playbook_fit: component(
      "playbook_fit",
      playbook.fit,
      `${playbook.value} (${playbook.source})${
        playbook.signals.length > 0 ? `: ${playbook.signals.join(", ")}` : ""
      }`,
    ),
  };
  let readiness = Math.round(
    Object.values(components).reduce((s, c) => s + c.points, 0),
  );
  const caps: string[] = [];
  const cap = (limit: number, why: string) => {
    if (readiness <= limit) return;
    readiness = limit;
    caps.push(`${why}: capped at ${limit}`);
  };
  if (records.length === 0) cap(40, "no sample records");
  if (singleLocation) cap(30, "one location behind every page (doorway-page family)");
  if (blocking.length > 0) cap(40, "blocking issue");
  if (records.length > 0 && thinShare >= 0.5) cap(60, "half or more sample records are thin");
  if (records.length > 0 && dupShare >= 0.25) {
    cap(60, "a quarter or more sample records are duplicated");
  }

  // Scale risk.
  const risks = scaleRisks({
    input,
    playbook: playbook.value,
    records: records.length,
    thinShare,
    dupShare,
    urlCollisions: urlCollided.size,
    nearDupShare: share(
      new Set(
        duplicateGroups.filter((g) => g.kind === "near_duplicate_keyword").flatMap((g) =>
          g.records
        ),
      ).size,
      records.length,
    ),
    failingShare: records.length === 0
      ? null
      : new Set([...thin.map((f) => f.index), ...duplicated, ...unrenderable.map((f) => f.index)])
        .size / records.length,
    uniqueCount: playbook.value === "locations"
      ? uniqueFields.filter((f) => !PROXIMITY_FIELD.test(f) && !sharedBusiness.includes(f)).length
      : uniqueFields.length,
    singleLocation: singleLocation ? sharedBusiness : null,
    sourceFacts,
    missingVariables,
    keywordVars,
    blockingMissing: issues.some((i) => i.kind === "variable_without_data"),
  });
  const riskLevel: Level = risks.some((r) => r.level === "high")
    ? "high"
    : risks.some((r) => r.level === "medium")
    ? "medium"
    : "low";

  // Launch decision.
  const reasons: string[] = [];
  let decision: LaunchDecision;
  if (blocking.length > 0) reasons.push(...blocking.map((b) => b.detail));
  if (records.length === 0) reasons.push("no sample_records to verify the data");
  if (readiness < 50) reasons.push(`readiness ${readiness} is below 50`);
  if (records.length > 0 && thinShare >= 0.5) {
    reasons.push(`${thin.length} of ${records.length} sample records are thin`);
  }
  if (records.length > 0 && dupShare >= 0.25) {
    reasons.push(`${duplicated.size} of ${records.length} sample records are duplicated`);
  }
  const doorway = risks.find((r) => r.risk === "doorway_pages" && r.level === "high");
  if (doorway) reasons.push(`doorway-page risk is high: ${doorway.reason}`);
  if (reasons.length > 0) {
    decision = "hold";
  } else if (
    readiness >= 75 && riskLevel === "low" && records.length >= THRESHOLDS.go_min_records
  ) {
    decision = "go";
    reasons.push(
      `readiness ${readiness} >= 75, scale risk low, ${records.length} sample records checked`,
    );
  } else {
    decision = "pilot";
    if (readiness < 75) reasons.push(`readiness ${readiness} is below 75`);
    if (riskLevel !== "low") {
      reasons.push(
        `scale risk is ${riskLevel}: ${
          risks.filter((r) => r.level === riskLevel).map((r) => r.risk).join(", ")
        }`,
      );
    }
    if (records.length < THRESHOLDS.go_min_records) {
      reasons.push(
        `only ${plural(records.length, "sample record")} (go needs ${THRESHOLDS.go_min_records})`,
      );
    }
  }

  const examples: ExamplePage[] = facts.slice(0, 10).map((f) => ({
    record: f.index,
    keyword: f.keyword.text,
    url: f.url.text,
    renderable: f.keyword.ok && f.url.ok && f.missingVars.length === 0,
  }));

  // The page family's language: its URL locale (`/de/...`); English otherwise.
  const language = languageOfUrl(input.url_pattern) ?? "en";
  const sections = templateSections(input, {
    language,
    playbook: playbook.value,
    patternVars,
    uniqueFields,
    recordFields,
    sourceFields,
  });
  const gates = indexationGates({
    facts,
    minUniqueFilled,
    uniqueFields,
    duplicated,
    textFieldMedians,
  });
  const rules = uniquenessRules({
    uniqueFields,
    minUniqueFilled,
    textFieldMedians,
    lowVariety,
    duplicateGroups,
    playbook: playbook.value,
    keywordVars,
  });
  const links = internalLinks(input, {
    facts,
    recordMaps,
    patternVars,
    playbook: playbook.value,
    language,
  });
  const schema = schemaPlan(input, {
    playbook: playbook.value,
    fields: [...new Set([...recordFields, ...sourceFields.keys(), ...uniqueFields])].sort(byText),
    keywordVars,
    // FAQ markup needs real per-page answers: only when the data has FAQ fields.
    hasFaq: sections.some((s) => s.section === "faq" && s.fields.length > 0),
    sharedBusiness,
  });
  const plan = launchPlan(input, {
    decision,
    blocking,
    thinCount: thin.length,
    dupCount: duplicated.size,
    records: records.length,
  });

  const thinRecords = thin.map((f) => ({
    record: f.index,
    label: f.label,
    reasons: f.thinReasons,
  }));
  const unrenderableRecords = unrenderable.map((f) => ({
    record: f.index,
    label: f.label,
    reasons: [
      ...f.missingVars.map((v) => `missing value for [${v}]`),
      ...(f.missingVars.length === 0 && !f.url.ok ? ["a variable slugs to nothing"] : []),
    ],
  }));

  const result: ProgrammaticTemplateReport = {
    playbook,
    readiness_score: readiness,
    readiness_components: components,
    readiness_caps: caps,
    scale_risk: { level: riskLevel, risks },
    launch_decision: {
      decision,
      rule: METHOD.launch_decision,
      reasons,
    },
    method: { ...METHOD, weights: { ...WEIGHTS }, thresholds: { ...THRESHOLDS } },
    pattern: {
      keyword_variables: keywordVars,
      url_variables: urlVars,
      declared_variables: declared,
      issues,
    },
    examples,
    checks: {
      sample_size: records.length,
      thin_content: {
        count: thin.length,
        share: share(thin.length, records.length),
        records: thinRecords.slice(0, 100),
      },
      unrenderable: { count: unrenderable.length, records: unrenderableRecords.slice(0, 100) },
      duplicate_risk: {
        records_affected: duplicated.size,
        share: share(duplicated.size, records.length),
        groups: duplicateGroups.slice(0, 100).map((g) => ({
          ...g,
          records: g.records.slice(0, 50),
        })),
      },
      missing_variables: missingVariables,
      missing_unique_fields: missingUniqueFields,
      low_variety_fields: lowVariety,
      data_sources: sourceFacts,
    },
    template_sections: sections,
    uniqueness_rules: rules,
    indexation_gates: gates,
    internal_link_architecture: links,
    schema_recommendations: schema,
    launch_plan: plan,
  };

  const workflow = buildWorkflow({
    input,
    result,
    thin,
    duplicated,
    duplicateGroups,
    facts,
    blocking,
  });
  const figures: [string, string | number][] = [
    ["Launch decision", decision],
    ["Readiness (0-100)", readiness],
    ["Scale risk", riskLevel],
    ["Playbook", `${playbook.value} (${playbook.source})`],
    ["Sample records", records.length],
    ["Thin records", `${thin.length} (${round(100 * thinShare, 1)}%)`],
    ["Duplicated records", `${duplicated.size} (${round(100 * dupShare, 1)}%)`],
    ["Unrenderable records", unrenderable.length],
  ];
  if (input.page_count_estimate !== undefined) {
    figures.push(["Pages planned", input.page_count_estimate]);
  }
  const firstExample = examples.find((e) => e.renderable);
  if (firstExample) figures.push(["Example", `${firstExample.keyword} -> ${firstExample.url}`]);
  const markdown = markdownSummary({
    title: `Programmatic template: ${input.keyword_pattern}`,
    headline: workflow.summary,
    figures,
    actions: workflow.recommended_actions,
    notes: workflow.limitations.slice(0, 3),
  });

  return { ...result, agent_workflow: workflow, markdown_summary: markdown };
}

function unique<T>(list: readonly T[]): T[] {
  return [...new Set(list)];
}

function component(name: ComponentName, score: number, detail: string): ReadinessComponent {
  const s = round(Math.max(0, Math.min(1, score)), 3);
  return { score: s, weight: WEIGHTS[name], points: round(100 * WEIGHTS[name] * s, 1), detail };
}

function recordFact(
  values: Map<string, RecordValue>,
  ctx: {
    index: number;
    input: ProgrammaticTemplateInput;
    patternVars: string[];
    declared: string[];
    contentFields: string[];
    uniqueFields: string[];
    minUniqueFilled: number;
    textFieldMedians: Map<string, number>;
    /** Why every page of a single-location family is thin, when it is one. */
    doorway: string | null;
  },
): RecordFact {
  const keyword = render(ctx.input.keyword_pattern, values, false);
  const url = render(ctx.input.url_pattern, values, true);
  const missingVars = ctx.patternVars.filter((v) => !isFilled(values.get(v)));
  const varValues = ctx.patternVars.map((v) => valueText(values.get(v))).filter(Boolean);
  const label = truncate(
    varValues.length > 0 ? varValues.join(" / ") : `record ${ctx.index}`,
    120,
  ) || `record ${ctx.index}`;
  let uniqueFilled = 0;
  for (const f of ctx.uniqueFields) if (isFilled(values.get(f))) uniqueFilled++;
  let dataPoints = 0;
  let words = 0;
  for (const [k, v] of values) {
    if (ctx.patternVars.includes(k) || ctx.declared.includes(k) || !isFilled(v)) continue;
    dataPoints++;
    if (typeof v === "string") words += wordCount(v);
  }
  const shortFields: string[] = [];
  for (const [f, med] of ctx.textFieldMedians) {
    const v = values.get(f);
    if (typeof v === "string" && isFilled(v) && wordCount(v) < THRESHOLDS.short_text_share * med) {
      shortFields.push(f);
    }
  }
  const thinReasons: string[] = [];
  if (ctx.uniqueFields.length > 0 && uniqueFilled < ctx.minUniqueFilled) {
    thinReasons.push(
      `only ${uniqueFilled} of ${ctx.uniqueFields.length} unique fields filled (needs ${ctx.minUniqueFilled})`,
    );
  }
  if (dataPoints < THRESHOLDS.min_data_points) {
    thinReasons.push(
      `only ${
        plural(dataPoints, "data field")
      } beyond the variables (needs ${THRESHOLDS.min_data_points})`,
    );
  }
  if (words < THRESHOLDS.min_unique_words && dataPoints < THRESHOLDS.rich_data_points) {
    thinReasons.push(
      `${plural(words, "record-specific word")} and ${
        plural(dataPoints, "data field")
      } (needs ${THRESHOLDS.min_unique_words}+ words or ${THRESHOLDS.rich_data_points}+ fields)`,
    );
  }
  if (shortFields.length > 0) {
    thinReasons.push(`short text in ${shortFields.join(", ")} (under 40% of the field's median)`);
  }
  if (ctx.doorway) thinReasons.push(ctx.doorway);
  const valueTokens = new Set(
    tokens(varValues.join(" "), { keepStopwords: true }).map((t) => ABBREVIATIONS[t] ?? t),
  );
  return {
    index: ctx.index,
    values,
    label,
    keyword,
    url,
    missingVars,
    uniqueFilled,
    dataPoints,
    words,
    shortFields,
    thinReasons,
    valueTokens,
  };
}

/** Exact collisions (URL, keyword, unique values) and near-duplicate variable values. */
function findDuplicates(
  facts: readonly RecordFact[],
  ctx: { uniqueFields: string[] },
): DuplicateGroup[] {
  const groups: DuplicateGroup[] = [];
  const collect = (kind: DuplicateGroup["kind"], keyOf: (f: RecordFact) => string | null) => {
    const by = new Map<string, number[]>();
    for (const f of facts) {
      const key = keyOf(f);
      if (key === null) continue;
      const list = by.get(key);
      if (list) list.push(f.index);
      else by.set(key, [f.index]);
    }
    for (const [key, list] of by) {
      if (list.length < 2) continue;
      groups.push({
        kind,
        records: list,
        labels: list.slice(0, 5).map((i) => facts[i].label),
        value: truncate(key, 200),
      });
    }
  };
  collect("same_url", (f) => {
    if (!f.url.ok) return null;
    return f.url.text.toLowerCase().replace(/\/+$/, "").replace(/^https?:\/\/(www\.)?/, "");
  });
  collect("same_keyword", (f) => f.keyword.ok ? normalizeText(f.keyword.text) : null);
  if (ctx.uniqueFields.length > 0) {
    // One short value shared by chance (two cities with 42 plumbers) is no duplicate: the
    // signature needs two filled unique fields, or one of 5+ words.
    collect("same_unique_values", (f) => {
      if (f.missingVars.length > 0) return null;
      const parts = ctx.uniqueFields.map((u) => {
        const v = f.values.get(u);
        return isFilled(v) ? normalizeText(valueText(v)) : "";
      });
      const filled = parts.filter((p) => p !== "");
      if (filled.length === 0) return null;
      if (filled.length === 1 && filled[0].split(" ").length < 5) return null;
      return parts.join("\u0001");
    });
  }

  // Near duplicates: both rules imply Jaccard >= 0.5, so an exact prefix filter applies
  // (Chaudhuri et al. 2006): with tokens ordered rarest first, two sets with Jaccard >= t
  // share a token among the first |A| - ceil(t |A|) + 1 of each. Only those are indexed, so a
  // token every record has ("city") does not make the comparison quadratic.
  const exactPairs = new Set<number>();
  const n = facts.length;
  for (const g of groups) {
    if (g.kind === "same_unique_values") continue;
    for (const a of g.records) for (const b of g.records) if (a < b) exactPairs.add(a * n + b);
  }
  const live = facts.filter((f) => f.missingVars.length === 0 && f.valueTokens.size > 0);
  const df = new Map<string, number>();
  for (const f of live) for (const t of f.valueTokens) df.set(t, (df.get(t) ?? 0) + 1);
  const prefixes = new Map<number, string[]>();
  const index = new Map<string, number[]>();
  for (const f of live) {
    const ordered = [...f.valueTokens].sort((a, b) => df.get(a)! - df.get(b)! || byText(a, b));
    const prefix = ordered.slice(0, ordered.length - Math.ceil(0.5 * ordered.length) + 1);
    prefixes.set(f.index, prefix);
    for (const t of prefix) {
      const list = index.get(t);
      if (list) list.push(f.index);
      else index.set(t, [f.index]);
    }
  }
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r)!;
    return r;
  };
  const union = (a: number, b: number) => {
    for (const x of [a, b]) if (!parent.has(x)) parent.set(x, x);
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
  };
  for (const f of live) {
    const candidates = new Set<number>();
    for (const t of prefixes.get(f.index)!) {
      for (const j of index.get(t)!) if (j > f.index) candidates.add(j);
    }
    for (const j of [...candidates].sort((a, b) => a - b)) {
      if (exactPairs.has(f.index * n + j)) continue;
      const a = f.valueTokens;
      const b = facts[j].valueTokens;
      const sim = jaccard(a, b);
      const [small, large] = a.size <= b.size ? [a, b] : [b, a];
      const contained = small.size > 0 && [...small].every((t) => large.has(t));
      if (sim >= THRESHOLDS.near_duplicate_jaccard || (contained && sim >= 0.5)) union(f.index, j);
    }
  }
  const near = new Map<number, number[]>();
  for (const i of [...parent.keys()].sort((a, b) => a - b)) {
    const r = find(i);
    const list = near.get(r) ?? [];
    list.push(i);
    near.set(r, list);
  }
  for (const [, list] of [...near.entries()].sort((a, b) => a[0] - b[0])) {
    if (list.length < 2) continue;
    const head = facts[list[0]];
    groups.push({
      kind: "near_duplicate_keyword",
      records: list,
      labels: list.slice(0, 5).map((i) => facts[i].label),
      value: head.keyword.ok ? truncate(head.keyword.text, 200) : head.label,
    });
  }
  const kindOrder = ["same_url", "same_keyword", "same_unique_values", "near_duplicate_keyword"];
  return groups.sort((x, y) =>
    kindOrder.indexOf(x.kind) - kindOrder.indexOf(y.kind) || x.records[0] - y.records[0]
  );
}

function penaltyOf(issue: Issue): number {
  switch (issue.kind) {
    case "keyword_variable_not_in_url":
      return 0.4;
    case "undeclared_variable":
    case "no_head_term":
      return 0.3;
    case "query_string_variable":
      return 0.2;
    case "url_variable_not_in_keyword":
      return 0.15;
    case "unused_variable":
    case "url_format":
    case "many_variables":
      return 0.1;
    default:
      return 0;
  }
}

function patternIssues(
  input: ProgrammaticTemplateInput,
  ctx: { declared: string[]; keywordVars: string[]; urlVars: string[]; patternVars: string[] },
): Issue[] {
  const issues: Issue[] = [];
  for (const v of ctx.patternVars) {
    if (!ctx.declared.includes(v)) {
      issues.push({
        kind: "undeclared_variable",
        severity: "high",
        detail: `[${v}] appears in a pattern but not in variables`,
        blocking: false,
      });
    }
  }
  for (const v of ctx.declared) {
    if (!ctx.patternVars.includes(v)) {
      issues.push({
        kind: "unused_variable",
        severity: "low",
        detail: `variable "${v}" is declared but used in neither pattern`,
        blocking: false,
      });
    }
  }
  for (const v of ctx.keywordVars) {
    if (!ctx.urlVars.includes(v)) {
      issues.push({
        kind: "keyword_variable_not_in_url",
        severity: "high",
        detail:
          `[${v}] changes the keyword but not the URL, so different keywords would share one URL`,
        blocking: true,
      });
    }
  }
  for (const v of ctx.urlVars) {
    if (!ctx.keywordVars.includes(v)) {
      issues.push({
        kind: "url_variable_not_in_keyword",
        severity: "medium",
        detail:
          `[${v}] splits URLs the keyword does not tell apart: several pages would target one keyword`,
        blocking: false,
      });
    }
  }
  const queryAt = input.url_pattern.indexOf("?");
  if (queryAt >= 0 && HAS_VARIABLE.test(input.url_pattern.slice(queryAt))) {
    issues.push({
      kind: "query_string_variable",
      severity: "medium",
      detail: "a variable sits in the query string; use path segments for indexable pages",
      blocking: false,
    });
  }
  const staticUrl = input.url_pattern.replace(VARIABLE, "").replace(/^https?:\/\/[^/]+/i, "");
  if (/\s/.test(staticUrl) || /\p{Lu}/u.test(staticUrl) || /_/.test(staticUrl)) {
    issues.push({
      kind: "url_format",
      severity: "low",
      detail:
        "the static part of url_pattern has spaces, capitals or underscores; use lowercase and hyphens",
      blocking: false,
    });
  }
  const headWords = tokens(input.keyword_pattern.replace(VARIABLE, " "));
  if (headWords.length === 0) {
    issues.push({
      kind: "no_head_term",
      severity: "high",
      detail:
        "keyword_pattern has no words besides its variables, so pages target bare names with no search intent",
      blocking: false,
    });
  }
  if (ctx.keywordVars.length >= 3) {
    issues.push({
      kind: "many_variables",
      severity: "medium",
      detail:
        `${ctx.keywordVars.length} variables in keyword_pattern multiply into many low-demand combinations`,
      blocking: false,
    });
  }
  return issues;
}

function resolvePlaybook(
  input: ProgrammaticTemplateInput,
  ctx: { patternVars: string[]; recordFields: Set<string>; sourceFields: Map<string, string[]> },
): ProgrammaticTemplateReport["playbook"] {
  const pattern = ` ${input.keyword_pattern.toLowerCase()} `;
  const signalsOf = (p: Exclude<Playbook, "custom">) => {
    const s = PLAYBOOK_SIGNALS[p];
    const out: string[] = [];
    const fieldHit = ctx.patternVars.find((v) => s.fields.test(v));
    if (fieldHit) out.push(`variable "${fieldHit}"`);
    if (s.pattern.test(pattern)) out.push("keyword pattern wording");
    return out;
  };
  const bonus = (input.competitors ?? []).length > 0 ? 0.1 : 0;
  if (input.playbook && input.playbook !== "custom") {
    const signals = signalsOf(input.playbook);
    const fit = signals.length === 2 ? 1 : signals.length === 1 ? 0.75 : 0.4;
    if (bonus > 0) {
      signals.push(`${input.competitors!.length} competitor(s) already run this pattern`);
    }
    return {
      value: input.playbook,
      source: "given",
      fit: round(Math.min(1, fit + bonus), 2),
      signals,
    };
  }
  if (input.playbook === "custom") {
    const signals = bonus > 0
      ? [`${input.competitors!.length} competitor(s) already run this pattern`]
      : [];
    return { value: "custom", source: "given", fit: round(0.7 + bonus, 2), signals };
  }
  let best: { p: Playbook; signals: string[] } = { p: "custom", signals: [] };
  for (const p of Object.keys(PLAYBOOK_SIGNALS) as Exclude<Playbook, "custom">[]) {
    const signals = signalsOf(p);
    if (signals.length > best.signals.length) best = { p, signals };
  }
  if (bonus > 0) {
    best.signals.push(`${input.competitors!.length} competitor(s) already run this pattern`);
  }
  return { value: best.p, source: "inferred", fit: round(0.6 + bonus, 2), signals: best.signals };
}

function scaleRisks(f: {
  input: ProgrammaticTemplateInput;
  playbook: Playbook;
  records: number;
  thinShare: number;
  dupShare: number;
  urlCollisions: number;
  nearDupShare: number;
  failingShare: number | null;
  uniqueCount: number;
  /** The shared business fields when one location stands behind every page. */
  singleLocation: string[] | null;
  sourceFacts: { name: string; freshness_score: number | null; stale: boolean }[];
  missingVariables: { variable: string; in_patterns: boolean; empty_in_records: number }[];
  keywordVars: string[];
  blockingMissing: boolean;
}): ScaleRisk[] {
  const risks: ScaleRisk[] = [];
  const pct = (x: number) => `${round(100 * x, 1)}%`;
  if (f.records === 0) {
    risks.push({
      risk: "unverified_data",
      level: "high",
      reason: "No sample_records: thin and duplicate pages cannot be ruled out",
      value: 0,
    });
  } else {
    if (f.thinShare > 0) {
      risks.push({
        risk: "thin_content",
        level: f.thinShare >= 0.3 ? "high" : f.thinShare >= 0.1 ? "medium" : "low",
        reason: `${pct(f.thinShare)} of sample records fail the content gates`,
        value: round(f.thinShare, 3),
      });
    }
    if (f.dupShare > 0) {
      risks.push({
        risk: "duplicate_content",
        level: f.urlCollisions > 0 || f.dupShare >= 0.1 ? "high" : "medium",
        reason: `${pct(f.dupShare)} of sample records collide or nearly collide with another${
          f.urlCollisions > 0 ? `; ${f.urlCollisions} share a URL` : ""
        }`,
        value: round(f.dupShare, 3),
      });
    }
  }
  const estimate = f.input.page_count_estimate;
  if (estimate !== undefined) {
    const weak = f.failingShare === null ? null : Math.round(estimate * f.failingShare);
    const bulk = f.input.publishing_cadence === "bulk_import";
    const level: Level = (weak !== null && weak >= 100) || (estimate >= 10_000 && bulk)
      ? "high"
      : (weak !== null && weak >= 10) || estimate >= 5_000 || weak === null
      ? "medium"
      : "low";
    risks.push({
      risk: "index_bloat",
      level,
      reason: weak === null
        ? `${estimate} pages planned with no sample to estimate how many would be weak`
        : `${estimate} pages planned; at the sample's failing rate about ${weak} would be thin, duplicated or unrenderable${
          bulk ? " (bulk import)" : ""
        }`,
      value: weak,
    });
  }
  if (f.singleLocation) {
    risks.push({
      risk: "doorway_pages",
      level: "high",
      reason: `one location (the same ${
        f.singleLocation.join(", ")
      } on every record) targeted at many places: a doorway-page family; send that demand to the real location page and its Google Business Profile`,
      value: f.uniqueCount,
    });
  } else if (f.playbook === "locations" || f.playbook === "personas") {
    const level: Level = f.uniqueCount < 2 || f.thinShare >= 0.3
      ? "high"
      : f.uniqueCount >= 3 && f.thinShare < 0.1 && f.nearDupShare < 0.05 && f.records > 0
      ? "low"
      : "medium";
    risks.push({
      risk: "doorway_pages",
      level,
      reason: `${f.playbook} pages that differ only by the ${
        f.playbook === "locations" ? "place" : "audience"
      } name are doorway pages; ${plural(f.uniqueCount, "unique field")} per page${
        f.records > 0 ? `, ${pct(f.thinShare)} thin` : ""
      }`,
      value: f.uniqueCount,
    });
  } else if (f.nearDupShare >= 0.1) {
    risks.push({
      risk: "keyword_cannibalization",
      level: "medium",
      reason: `${pct(f.nearDupShare)} of records have near-duplicate variable values`,
      value: f.nearDupShare,
    });
  }
  const stale = f.sourceFacts.filter((s) => s.stale);
  const unknown = f.sourceFacts.filter((s) => s.freshness_score === null);
  if (stale.length > 0) {
    risks.push({
      risk: "stale_data",
      level: "medium",
      reason: `updated yearly or less: ${stale.map((s) => s.name).join(", ")}`,
      value: stale.length,
    });
  } else if (unknown.length === f.sourceFacts.length && TIME_SENSITIVE.has(f.playbook)) {
    risks.push({
      risk: "stale_data",
      level: "medium",
      reason: `no source states its freshness, and ${f.playbook} data goes out of date`,
      value: null,
    });
  }
  const gaps = f.missingVariables.filter((v) =>
    v.in_patterns && f.records > 0 && v.empty_in_records / f.records >= 0.1
  );
  if (f.blockingMissing || gaps.length > 0) {
    risks.push({
      risk: "missing_data",
      level: f.blockingMissing ? "high" : "medium",
      reason: f.blockingMissing
        ? "a pattern variable has no data source"
        : `10%+ of records leave ${gaps.map((g) => `[${g.variable}]`).join(", ")} empty`,
      value: gaps.length,
    });
  }
  if (f.keywordVars.length >= 3) {
    risks.push({
      risk: "combinatorial_explosion",
      level: "medium",
      reason:
        `${f.keywordVars.length} keyword variables multiply into combinations few people search`,
      value: f.keywordVars.length,
    });
  }
  const order: Level[] = ["high", "medium", "low"];
  return risks.sort((a, b) =>
    order.indexOf(a.level) - order.indexOf(b.level) || byText(a.risk, b.risk)
  );
}

// ---------------------------------------------------------------------------
// Template sections
// ---------------------------------------------------------------------------

interface SectionSpec {
  section: string;
  heading: string;
  purpose: string;
  hints: RegExp | null;
  data?: boolean;
}

const FAQ: SectionSpec = {
  section: "faq",
  heading: "FAQ about [v]",
  purpose: "Questions answered from this record's data; hide the section when no answer is filled",
  hints: /faq|question|answer/,
};

const PLAYBOOK_SECTIONS: Record<Playbook, SectionSpec[]> = {
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

function templateSections(
  input: ProgrammaticTemplateInput,
  ctx: {
    language: string;
    playbook: Playbook;
    patternVars: string[];
    uniqueFields: string[];
    recordFields: Set<string>;
    sourceFields: Map<string, string[]>;
  },
): TemplateSection[] {
  const first = ctx.patternVars[0] ?? "value";
  const specs = PLAYBOOK_SECTIONS[ctx.playbook];
  const fields = [
    ...new Set([...ctx.recordFields, ...ctx.sourceFields.keys(), ...ctx.uniqueFields]),
  ]
    .filter((f) => !ctx.patternVars.includes(f)).sort(byText);
  const assigned = new Map<string, string[]>();
  const supporting: string[] = [];
  const dataSection = specs.find((s) => s.data)?.section ?? specs[0].section;
  for (const f of fields) {
    const spec = specs.find((s) => s.hints?.test(f));
    const target = spec ? spec.section : ctx.uniqueFields.includes(f) ? dataSection : null;
    if (target) assigned.set(target, [...(assigned.get(target) ?? []), f]);
    else supporting.push(f);
  }
  const sourcesOf = (list: string[]) =>
    unique(list.flatMap((f) => ctx.sourceFields.get(f) ?? [])).sort(byText);
  const section = (
    name: string,
    heading: string,
    purpose: string,
    variables: string[],
    list: string[],
    required: boolean,
  ): TemplateSection => ({
    section: name,
    heading,
    purpose,
    variables,
    fields: list,
    unique_fields: list.filter((f) => ctx.uniqueFields.includes(f)),
    sources: sourcesOf([...variables, ...list]),
    required,
  });
  const lead = ctx.uniqueFields.filter((f) => !ctx.patternVars.includes(f)).slice(0, 2);
  const out: TemplateSection[] = [
    section(
      "title_and_h1",
      input.keyword_pattern,
      "Title tag and H1 rendered from keyword_pattern; the meta description names two record-specific values",
      [...ctx.patternVars],
      lead,
      true,
    ),
    section(
      "intro",
      "(no heading)",
      "Two or three sentences that answer the query with this record's own data, not shared boilerplate",
      [...ctx.patternVars],
      lead,
      true,
    ),
  ];
  const local = (english: string) => localHeading(english, ctx.language).text;
  for (const spec of specs) {
    const list = assigned.get(spec.section) ?? [];
    out.push(section(
      spec.section,
      local(spec.heading).replace("[v]", `[${first}]`),
      spec.purpose,
      spec.heading.includes("[v]") ? [first] : [],
      list,
      spec.data === true || list.some((f) => ctx.uniqueFields.includes(f)),
    ));
  }
  if (supporting.length > 0) {
    out.push(section(
      "supporting_details",
      local("More about [v]").replace("[v]", `[${first}]`),
      "Remaining fields; show each row only when it is filled",
      [first],
      supporting,
      false,
    ));
  }
  const cta = input.conversion_cta ?? input.page_goal;
  out.push(section(
    "call_to_action",
    cta ? truncate(cta, 200) : local("Call to action"),
    cta
      ? `Close with "${truncate(cta, 200)}", phrased for [${first}]`
      : "Close with the page's conversion step (none was given: set conversion_cta)",
    [first],
    [],
    true,
  ));
  return out;
}

function indexationGates(ctx: {
  facts: RecordFact[];
  minUniqueFilled: number;
  uniqueFields: string[];
  duplicated: Set<number>;
  textFieldMedians: Map<string, number>;
}): IndexationGate[] {
  const f = ctx.facts;
  const gates: IndexationGate[] = [
    {
      gate: "renderable",
      condition:
        "every pattern variable is filled (not null, blank or n/a) and slugs to a non-empty URL segment",
      failing_sample_records: f.filter((x) => x.missingVars.length > 0 || !x.url.ok).length,
      on_fail: "do not generate the page",
    },
  ];
  if (ctx.uniqueFields.length > 0) {
    gates.push({
      gate: "min_unique_fields",
      condition:
        `at least ${ctx.minUniqueFilled} of ${ctx.uniqueFields.length} unique fields filled (${
          ctx.uniqueFields.join(", ")
        })`,
      failing_sample_records: f.filter((x) => x.uniqueFilled < ctx.minUniqueFilled).length,
      on_fail: "noindex, follow and keep out of the XML sitemap until enriched",
    });
  }
  gates.push({
    gate: "min_data_points",
    condition:
      `at least ${THRESHOLDS.min_data_points} filled data fields beyond the pattern variables`,
    failing_sample_records: f.filter((x) => x.dataPoints < THRESHOLDS.min_data_points).length,
    on_fail: "noindex, follow until enriched",
  }, {
    gate: "min_content",
    condition:
      `${THRESHOLDS.min_unique_words}+ record-specific words, or ${THRESHOLDS.rich_data_points}+ filled data fields${
        ctx.textFieldMedians.size > 0
          ? `; text fields (${
            [...ctx.textFieldMedians.keys()].join(", ")
          }) at least 40% of their median length`
          : ""
      }`,
    failing_sample_records: f.filter((x) =>
      (x.words < THRESHOLDS.min_unique_words && x.dataPoints < THRESHOLDS.rich_data_points) ||
      x.shortFields.length > 0
    ).length,
    on_fail: "noindex, follow; enrich the record or merge it into its hub page",
  }, {
    gate: "no_duplicate",
    condition:
      "no other page has the same URL, the same normalised keyword, the same unique-field values or a near-duplicate variable value",
    failing_sample_records: ctx.duplicated.size,
    on_fail:
      "publish one page per group (the most complete record) and 301 or canonical the others to it",
  }, {
    gate: "canonical",
    condition:
      "self-referencing canonical on the clean path (lowercase, one trailing-slash form, no tracking or sort parameters); filtered or paginated views canonical to the hub",
    failing_sample_records: 0,
    on_fail: "fix the template's canonical tag before launch",
  }, {
    gate: "sitemap",
    condition:
      "only pages passing every gate are listed in the XML sitemap, with lastmod from the data update",
    failing_sample_records: 0,
    on_fail: "leave the page out of the sitemap",
  });
  return gates;
}

function uniquenessRules(ctx: {
  uniqueFields: string[];
  minUniqueFilled: number;
  textFieldMedians: Map<string, number>;
  lowVariety: { field: string; distinct: number; filled: number }[];
  duplicateGroups: DuplicateGroup[];
  playbook: Playbook;
  keywordVars: string[];
}): ProgrammaticTemplateReport["uniqueness_rules"] {
  const rules: ProgrammaticTemplateReport["uniqueness_rules"] = [];
  if (ctx.uniqueFields.length > 0) {
    rules.push({
      rule: "min_unique_fields",
      requirement: `show at least ${ctx.minUniqueFilled} of the unique fields on every page`,
      applies_to: [...ctx.uniqueFields],
      why: "pages that differ only by the variable name are near duplicates",
    }, {
      rule: "distinct_unique_values",
      requirement: "no two pages may share the same values for all unique fields",
      applies_to: [...ctx.uniqueFields],
      why: "identical data under different names is duplicate content",
    });
  } else {
    rules.push({
      rule: "declare_unique_fields",
      requirement: "name the fields that make each page unique (unique_fields) and require them",
      applies_to: [],
      why: "without them nothing guarantees that two pages differ beyond the variable",
    });
  }
  rules.push({
    rule: "data_led_intro",
    requirement:
      "the intro and meta description cite at least two record-specific values, not a sentence shared by every page",
    applies_to: ctx.uniqueFields.slice(0, 2),
    why: "the opening text is what search engines and readers compare first",
  }, {
    rule: "conditional_sections",
    requirement:
      "render a section only when its fields are filled; never print empty labels or placeholder text",
    applies_to: [],
    why: "empty sections make every thin page look the same",
  }, {
    rule: "unique_variable_values",
    requirement:
      "variable values are unique after normalising case, accents and punctuation; ambiguous names carry a qualifier (e.g. a region)",
    applies_to: [...ctx.keywordVars],
    why: "two pages for one search term compete with each other",
  });
  for (const [field, med] of ctx.textFieldMedians) {
    rules.push({
      rule: "text_field_length",
      requirement: `${field} has at least ${
        Math.ceil(THRESHOLDS.short_text_share * med)
      } words (40% of its median ${med})`,
      applies_to: [field],
      why: "short text on some pages signals missing data",
    });
  }
  for (const lv of ctx.lowVariety) {
    rules.push({
      rule: "low_variety_field",
      requirement:
        `do not count ${lv.field} towards uniqueness: ${lv.distinct} distinct values across ${lv.filled} records`,
      applies_to: [lv.field],
      why: "a value repeated on most pages adds no uniqueness",
    });
  }
  if (ctx.playbook === "comparisons" || ctx.keywordVars.length >= 2) {
    rules.push({
      rule: "one_page_per_pair",
      requirement:
        "[a] vs [b] and [b] vs [a] are one page: order pairs canonically (e.g. alphabetically) and redirect the reverse",
      applies_to: [...ctx.keywordVars],
      why: "reversed pairs target the same search",
    });
  }
  return rules;
}

/** Splits a URL pattern into its origin (if absolute) and path. */
function splitUrlPattern(pattern: string): { origin: string; path: string } {
  const m = /^(https?:\/\/[^/]+)(.*)$/i.exec(pattern.trim());
  const origin = m ? m[1] : "";
  let path = (m ? m[2] : pattern.trim()).replace(/[?#].*$/, "");
  if (!path.startsWith("/")) path = `/${path}`;
  return { origin, path };
}

function deslug(segment: string): string {
  const text = segment.replace(/\.[a-z]{2,5}$/i, "").replace(/[-_]+/g, " ").trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : segment;
}

function internalLinks(
  input: ProgrammaticTemplateInput,
  ctx: {
    facts: RecordFact[];
    recordMaps: Map<string, RecordValue>[];
    patternVars: string[];
    playbook: Playbook;
    language: string;
  },
): InternalLinks {
  if (input.include_internal_linking === false) {
    return {
      included: false,
      reason: "include_internal_linking is false",
      hubs: [],
      breadcrumb: [],
      sibling_links: { group_by: null, count: "0", rule: "skipped" },
      rules: [],
    };
  }
  const { origin, path } = splitUrlPattern(input.url_pattern);
  const all = path.split("/").filter(Boolean);
  // A language folder (`/de/`) is the language's home, not a level of this page family.
  const languageRoot = all.length > 1 && languageOfUrl(`/${all[0]}/`) === ctx.language;
  const segments = languageRoot ? all.slice(1) : all;
  const home = languageRoot ? `${origin}/${all[0]}` : `${origin}/`;
  const hubs: InternalLinks["hubs"] = [];
  const breadcrumb: InternalLinks["breadcrumb"] = [{
    label: localHeading("Home", ctx.language).text,
    url_pattern: home,
  }];
  const example = ctx.facts.find((f) => f.url.ok && f.missingVars.length === 0);
  const exampleValues = example?.values;
  let prefix = languageRoot ? `/${all[0]}` : "";
  segments.forEach((seg, i) => {
    prefix += `/${seg}`;
    const vars = patternVariables(seg);
    const last = i === segments.length - 1;
    const label = vars.length > 0 ? `[${vars[0]}]` : deslug(seg);
    breadcrumb.push({ label, url_pattern: `${origin}${prefix}` });
    if (last) return;
    const rendered = exampleValues ? render(`${origin}${prefix}`, exampleValues, true) : null;
    hubs.push({
      level: hubs.length + 1,
      url_pattern: `${origin}${prefix}`,
      role: vars.length === 0
        ? "hub: lists and links every page of the family (A-Z or grouped, paginated past 100 links)"
        : `intermediate hub per [${vars.join("], [")}]: links its child pages`,
      example: rendered && rendered.ok ? rendered.text : null,
    });
  });
  if (hubs.length === 0) {
    hubs.push({
      level: 1,
      url_pattern: `${origin}/`,
      role:
        "no static path above the pages: add a hub page (e.g. a directory index) that links every page of the family",
      example: null,
    });
  }

  // Sibling grouping: an intermediate variable, else a low-cardinality field, else lat/long.
  const intermediate = segments.slice(0, -1).flatMap((s) => patternVariables(s));
  let groupBy: string | null = intermediate[0] ?? null;
  const n = ctx.recordMaps.length;
  if (!groupBy && n > 0) {
    const hint =
      /state|region|country|county|province|category|type|group|industry|segment|cluster|tag/;
    const candidates: { field: string; distinct: number; hinted: boolean }[] = [];
    const keys = new Set<string>();
    for (const m of ctx.recordMaps) for (const k of m.keys()) keys.add(k);
    for (const field of [...keys].sort(byText)) {
      if (ctx.patternVars.includes(field)) continue;
      const values = ctx.recordMaps.map((m) => m.get(field)).filter(
        (v): v is string => typeof v === "string" && isFilled(v),
      );
      if (values.length < n / 2) continue;
      const distinct = new Set(values.map((v) => normalizeText(v))).size;
      const hinted = hint.test(field);
      if (distinct >= 2 && (distinct <= n / 2 || hinted)) {
        candidates.push({ field, distinct, hinted });
      }
    }
    candidates.sort((a, b) =>
      Number(b.hinted) - Number(a.hinted) || a.distinct - b.distinct || byText(a.field, b.field)
    );
    groupBy = candidates[0]?.field ?? null;
  }
  const keys = new Set<string>();
  for (const m of ctx.recordMaps) for (const k of m.keys()) keys.add(k);
  const geo = [...keys].some((k) => /^(lat|latitude)$/.test(k)) &&
    [...keys].some((k) => /^(lng|lon|long|longitude)$/.test(k));
  const siblingRule = geo
    ? "link the 5-8 nearest pages by distance (lat/long fields)"
    : groupBy
    ? `link 5-8 pages sharing the same ${groupBy}, then the closest by name`
    : "link 5-8 related pages chosen by shared unique-field values (stable order, not random)";

  const rules = [
    "every generated page links up to its hub(s) through a visible breadcrumb with BreadcrumbList markup",
    "hubs link to every child; no generated page is more than 3 clicks from the home page",
    siblingRule,
    "link choice is deterministic (same siblings on every crawl) so link equity is stable",
    "only pages passing the indexation gates are linked from hubs; noindexed pages are not linked site-wide",
  ];
  if (input.conversion_cta) {
    rules.push(
      `one contextual link per page to the conversion page behind "${
        truncate(input.conversion_cta, 200)
      }"`,
    );
  }
  if (ctx.playbook === "locations" && !intermediate.length) {
    rules.push("add regional hub pages (e.g. per state) once a region has 10+ pages");
  }
  return {
    included: true,
    reason: null,
    hubs,
    breadcrumb,
    sibling_links: { group_by: groupBy, count: "5-8", rule: siblingRule },
    rules,
  };
}

function schemaPlan(
  input: ProgrammaticTemplateInput,
  ctx: {
    playbook: Playbook;
    fields: string[];
    keywordVars: string[];
    hasFaq: boolean;
    /** Business fields shared by every record: one real location, marked up on its own page. */
    sharedBusiness: string[];
  },
): SchemaPlan {
  if (input.include_schema === false) {
    return {
      included: false,
      reason: "include_schema is false: schema recommendations skipped",
      types: [],
    };
  }
  const find = (re: RegExp) => ctx.fields.find((f) => re.test(f)) ?? null;
  const variable = ctx.keywordVars[0] ? `[${ctx.keywordVars[0]}]` : null;
  const prop = (property: string, source: string | null) => ({ property, source });
  const types: SchemaPlan["types"] = [];
  const addressField = find(/address|street/);
  const sharedAddress = addressField !== null && ctx.sharedBusiness.includes(addressField);
  const hasAddress = addressField !== null && !sharedAddress;
  switch (ctx.playbook) {
    case "locations":
      types.push({
        type: "Service",
        where: "leaf",
        why: "describes the service offered in the place, with areaServed",
        properties: [
          prop("name", variable),
          prop(
            "areaServed",
            variable ? `${variable} as a Place (City or AdministrativeArea)` : null,
          ),
          prop("provider", "the site's Organization"),
          prop("aggregateRating", find(/rating/)),
        ],
        caveat: hasAddress
          ? null
          : sharedAddress
          ? `every record carries the same ${addressField}: one real location, so LocalBusiness markup belongs on that location's own page only, never on each generated place page`
          : "no address field in the data: no LocalBusiness markup (an invented address per place breaks Google's guidelines); Service with areaServed describes the coverage honestly",
      });
      if (hasAddress) {
        types.push({
          type: "LocalBusiness",
          where: "leaf",
          why: "the record has a real staffed address for this place",
          properties: [
            prop("address", find(/address|street/)),
            prop("telephone", find(/phone|tel/)),
            prop("openingHours", find(/hours|open/)),
            prop("geo", find(/lat/)),
          ],
          caveat: "mark up only records with their own address; skip places served remotely",
        });
      }
      break;
    case "integrations":
      types.push({
        type: "SoftwareApplication",
        where: "leaf",
        why: "the integration is a software product with a category and offers",
        properties: [
          prop("name", variable),
          prop("applicationCategory", find(/category/)),
          prop("operatingSystem", find(/(^|_)(os|platform|operating_system)($|_)/)),
          prop("offers", find(/price|plan/)),
        ],
        caveat: "aggregateRating only with real first-party reviews",
      });
      break;
    case "comparisons":
      types.push({
        type: "Article",
        where: "leaf",
        why: "a comparison is editorial content; name both products in about/mentions",
        properties: [
          prop("headline", "rendered keyword_pattern"),
          prop("about", variable),
          prop("dateModified", "data update date"),
        ],
        caveat: "no Review or Product rating markup for competitors' products",
      });
      types.push({
        type: "ItemList",
        where: "hub",
        why: "the hub lists the comparisons",
        properties: [prop("itemListElement", "links to the comparison pages")],
        caveat: null,
      });
      break;
    case "glossary":
      types.push({
        type: "DefinedTerm",
        where: "leaf",
        why: "each page defines one term",
        properties: [
          prop("name", variable),
          prop("description", find(/definition|meaning|description|summary/)),
          prop("inDefinedTermSet", "the glossary hub URL"),
        ],
        caveat: null,
      });
      types.push({
        type: "DefinedTermSet",
        where: "hub",
        why: "the glossary hub is the set of terms",
        properties: [prop("hasDefinedTerm", "links to the term pages")],
        caveat: null,
      });
      break;
    case "curation":
    case "directory":
      types.push({
        type: "ItemList",
        where: ctx.playbook === "curation" ? "leaf" : "hub",
        why: ctx.playbook === "curation"
          ? "the page is a ranked list of items"
          : "category and location hubs list the listings",
        properties: [
          prop("itemListElement", find(/item|name|listing/) ?? variable),
          prop("numberOfItems", null),
        ],
        caveat: null,
      });
      if (ctx.playbook === "directory") {
        types.push({
          type: hasAddress ? "LocalBusiness" : "Organization",
          where: "leaf",
          why: "each listing page describes one business",
          properties: [
            prop("name", variable),
            prop("address", find(/address|street/)),
            prop("telephone", find(/phone|tel/)),
            prop("url", find(/website|url/)),
          ],
          caveat: null,
        });
      }
      break;
    case "profiles":
      types.push({
        type: "ProfilePage",
        where: "leaf",
        why: "the page is about one person or organisation (mainEntity Person or Organization)",
        properties: [
          prop("mainEntity.name", variable),
          prop("mainEntity.description", find(/bio|description|summary/)),
          prop("mainEntity.sameAs", find(/url|website|social|linkedin|twitter/)),
        ],
        caveat: null,
      });
      break;
    case "templates":
    case "examples":
      types.push({
        type: "CreativeWork",
        where: "leaf",
        why: `each page presents ${ctx.playbook === "templates" ? "a template" : "examples"}`,
        properties: [
          prop("name", variable),
          prop("image", find(/image|preview|thumbnail|screenshot/)),
          prop("description", find(/description|summary/)),
        ],
        caveat: null,
      });
      types.push({
        type: "ItemList",
        where: "hub",
        why: "the hub lists the pages",
        properties: [prop("itemListElement", "links to the pages")],
        caveat: null,
      });
      break;
    case "conversions":
      types.push({
        type: "WebApplication",
        where: "leaf",
        why: "the page is a working converter",
        properties: [prop("name", variable), prop("applicationCategory", "UtilitiesApplication")],
        caveat: "only when the page has a working converter; otherwise WebPage",
      });
      break;
    case "translations":
      types.push({
        type: "DefinedTerm",
        where: "leaf",
        why: "each page gives a term in another language (inLanguage)",
        properties: [prop("name", variable), prop("inLanguage", find(/lang|locale/))],
        caveat: null,
      });
      break;
    default:
      types.push({
        type: "WebPage",
        where: "leaf",
        why: "no playbook-specific type; describe the page and its main entity",
        properties: [prop("name", "rendered keyword_pattern"), prop("about", variable)],
        caveat: null,
      });
  }
  types.push({
    type: "BreadcrumbList",
    where: "leaf_and_hub",
    why: "mirrors the URL hierarchy from the url_pattern",
    properties: [prop("itemListElement", "the breadcrumb trail")],
    caveat: null,
  });
  if (ctx.hasFaq) {
    types.push({
      type: "FAQPage",
      where: "leaf",
      why: "the data has FAQ fields, so each page can carry its own questions and answers",
      properties: [prop("mainEntity", ctx.fields.find((f) => /faq|question/.test(f)) ?? null)],
      caveat:
        "only with answers that differ per page; Google shows FAQ rich results mainly for authoritative government and health sites",
    });
  }
  return { included: true, reason: null, types };
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, x));
}

function launchPlan(
  input: ProgrammaticTemplateInput,
  ctx: {
    decision: LaunchDecision;
    blocking: Issue[];
    thinCount: number;
    dupCount: number;
    records: number;
  },
): LaunchPlan {
  const given = input.publishing_cadence;
  const cadence: Cadence = given ?? (ctx.decision === "go" ? "weekly_batch" : "pilot");
  const total = input.page_count_estimate ?? null;
  const phases: LaunchPlan["phases"] = [];
  const measurement = [
    "indexed share of published URLs (Search Console page indexing report)",
    "share of pages with impressions after 28 days",
    "'Crawled - currently not indexed' and 'Duplicate without user-selected canonical' counts",
    "clicks and conversions per page against the site's template average",
  ];
  const gate = [
    "60%+ of the batch indexed within 4-6 weeks",
    "50%+ of indexed pages with impressions",
    "under 20% reported as crawled-not-indexed or duplicate",
    "no manual action or site-wide traffic drop",
  ];
  if (ctx.decision === "hold") {
    const fixes = [
      ...ctx.blocking.map((b) => b.detail),
      ...(ctx.records === 0 ? ["supply sample_records and re-run this check"] : []),
      ...(ctx.thinCount > 0
        ? [`enrich the ${ctx.thinCount} thin sample record(s) or drop them`]
        : []),
      ...(ctx.dupCount > 0 ? [`resolve the ${ctx.dupCount} duplicated sample record(s)`] : []),
    ];
    phases.push({
      phase: 0,
      name: "fix_before_launch",
      pages: 0,
      timing: "before any page is published",
      actions: fixes.length > 0 ? fixes : ["raise readiness to 50+ and re-run this check"],
      exit_gate: ["this check returns pilot or go"],
    });
  }
  const pilotSize = total === null ? 20 : Math.min(total, clamp(Math.round(total * 0.1), 10, 50));
  const usePilot = cadence === "pilot" || ctx.decision !== "go";
  if (usePilot) {
    phases.push({
      phase: phases.length + (phases[0]?.phase === 0 ? 0 : 1),
      name: "pilot",
      pages: pilotSize,
      timing: "publish at once, then wait 4-6 weeks",
      actions: [
        `publish ${pilotSize} pages that pass every indexation gate, mixing high-demand instances and typical ones`,
        "submit them in a dedicated XML sitemap to track their indexing separately",
      ],
      exit_gate: gate,
    });
  }
  const remaining = total === null ? null : Math.max(0, total - (usePilot ? pilotSize : 0));
  const batchPlan = (per: number, unit: string) => {
    const count = remaining === null ? null : Math.ceil(remaining / Math.max(1, per));
    phases.push({
      phase: phases.length + (phases[0]?.phase === 0 ? 0 : 1),
      name: "rollout",
      pages: remaining,
      timing: count === null
        ? `batches of ${per} per ${unit}`
        : `${count} ${unit}${count === 1 ? "" : "s"} at ${per} pages per ${unit}`,
      actions: [
        `publish ${per} gated pages per ${unit}, highest-demand first`,
        "re-check the indexed share after each batch; pause when it drops below 60%",
      ],
      exit_gate: ["indexed share stays at 60%+ across batches"],
    });
  };
  switch (cadence) {
    case "weekly_batch":
      batchPlan(total === null ? 50 : clamp(Math.ceil(total / 12), 10, 500), "week");
      break;
    case "monthly_batch":
      batchPlan(total === null ? 200 : clamp(Math.ceil(total / 6), 25, 2000), "month");
      break;
    case "bulk_import":
      if (ctx.decision === "go") {
        phases.push({
          phase: phases.length + (phases[0]?.phase === 0 ? 0 : 1),
          name: "bulk_import",
          pages: remaining,
          timing: "all at once",
          actions: [
            "import every page that passes the gates; split the XML sitemaps at 50,000 URLs",
            "watch indexing and crawl stats daily for two weeks",
          ],
          exit_gate: ["indexed share reaches 60%+ within 6 weeks"],
        });
      } else {
        batchPlan(total === null ? 100 : clamp(Math.ceil(total / 8), 25, 1000), "week");
      }
      break;
    case "pilot":
      batchPlan(total === null ? 50 : clamp(Math.ceil((remaining ?? 0) / 8), 10, 500), "week");
      break;
  }
  return {
    cadence,
    cadence_source: given ? "given" : "default",
    page_count: total,
    phases,
    measurement,
  };
}

// ---------------------------------------------------------------------------
// Agent workflow
// ---------------------------------------------------------------------------

interface WorkflowFacts {
  input: ProgrammaticTemplateInput;
  result: ProgrammaticTemplateReport;
  thin: RecordFact[];
  duplicated: Set<number>;
  duplicateGroups: DuplicateGroup[];
  facts: RecordFact[];
  blocking: Issue[];
}

function buildWorkflow(f: WorkflowFacts): AgentWorkflow {
  const r = f.result;
  const decision = r.launch_decision.decision;
  const n = r.checks.sample_size;
  const actions: RecommendedAction[] = [];
  const doorway = r.scale_risk.risks.find((x) => x.risk === "doorway_pages" && x.level !== "low");
  // One real location behind every page: no advice on building the pages applies.
  const oneLocation = doorway !== undefined && /^one location/.test(doorway.reason);
  for (const b of f.blocking) {
    actions.push({
      action: `Fix before launch: ${b.detail}`,
      priority: "high",
      reason: `Blocking ${
        b.kind.replace(/_/g, " ")
      } issue: no page should be generated until it is fixed`,
    });
  }
  if (n === 0) {
    actions.push({
      action: "Supply 20+ sample_records and re-run the check",
      priority: "high",
      reason: "Thin and duplicate pages cannot be detected without sample data",
    });
  }
  if (f.thin.length > 0 && !oneLocation) {
    const example = f.thin[0];
    actions.push({
      action: r.checks.missing_unique_fields.length > 0 || (f.input.unique_fields ?? []).length < 3
        ? "Add more record-specific fields (prices, counts, reviews, local facts) and fill them"
        : "Enrich or drop the thin records before publishing them",
      priority: f.thin.length / n >= 0.3 ? "high" : "medium",
      reason:
        `${f.thin.length} of ${n} sample records fail the content gates, e.g. "${example.label}": ${
          example.thinReasons[0]
        }`,
      target: example.label,
    });
  }
  // One action per distinct set of records (a same-URL pair is usually a same-keyword pair too).
  const seenSets = new Set<string>();
  const distinctGroups = f.duplicateGroups.filter((g) => {
    const key = g.records.join(",");
    if (seenSets.has(key)) return false;
    seenSets.add(key);
    return true;
  });
  for (const g of distinctGroups.slice(0, 2)) {
    actions.push({
      action: g.kind === "near_duplicate_keyword"
        ? "Disambiguate or merge near-duplicate variable values"
        : "Keep one page per duplicate group and canonical or redirect the rest",
      priority: g.kind === "same_url" || g.kind === "same_keyword" ? "high" : "medium",
      reason: `${g.kind.replace(/_/g, " ")}: ${g.labels.join(" | ")}`,
      target: g.value,
    });
  }
  if (r.checks.missing_unique_fields.length > 0) {
    actions.push({
      action: `Map the unique fields ${r.checks.missing_unique_fields.join(", ")} to a data source`,
      priority: "high",
      reason: "They are listed in unique_fields but no source or sample record provides them",
    });
  }
  for (const risk of r.scale_risk.risks.filter((x) => x.risk === "stale_data" && !oneLocation)) {
    actions.push({
      action: "Set a refresh schedule for the page data and show the update date on the page",
      priority: "medium",
      reason: risk.reason,
    });
  }
  if (oneLocation) {
    // One real location: the place and "near me" demand belongs to it, not to generated pages.
    actions.push({
      action:
        'Do not generate the place pages: send neighbourhood and "near me" demand to the real location page and its Google Business Profile',
      priority: "high",
      reason:
        `${doorway.reason}. Strengthen the location page (service area, directions, reviews) and the Business Profile (categories, hours, photos, posts) instead.`,
    });
  } else if (doorway) {
    actions.push({
      action:
        "Give every page content that only that place or audience has; skip instances without it",
      priority: "high",
      reason: "Pages that differ only by name are treated as doorway pages",
    });
  }
  if (decision !== "hold") {
    const pilot = r.launch_plan.phases.find((p) => p.name === "pilot");
    actions.push({
      action: pilot
        ? `Launch a pilot of ${pilot.pages} gated pages and measure indexing for 4-6 weeks`
        : `Roll out on the ${r.launch_plan.cadence} plan, gates enforced`,
      priority: decision === "go" ? "high" : "medium",
      reason: r.launch_decision.reasons.join("; "),
    });
  }
  if (!oneLocation) {
    actions.push({
      action: "Implement the indexation gates in the page generator (noindex and sitemap rules)",
      priority: "medium",
      reason: `${r.indexation_gates.length} gates; pages failing them must not be indexed`,
    });
  }

  const evidence: Evidence[] = [
    { claim: "Readiness score (0-100)", value: r.readiness_score, source: "readiness_components" },
    { claim: "Sample records checked", value: n, source: "sample_records" },
    {
      claim: "Thin sample records",
      value: r.checks.thin_content.count,
      source: "checks.thin_content",
    },
    {
      claim: "Sample records in a duplicate group",
      value: r.checks.duplicate_risk.records_affected,
      source: "checks.duplicate_risk",
    },
    {
      claim: "Unrenderable sample records (missing variable values)",
      value: r.checks.unrenderable.count,
      source: "checks.unrenderable",
    },
    {
      claim: "Unique fields declared",
      value: (f.input.unique_fields ?? []).length,
      source: "unique_fields",
    },
    { claim: "Scale risk", value: r.scale_risk.level, source: "scale_risk.risks" },
  ];
  if (f.input.page_count_estimate !== undefined) {
    evidence.push({
      claim: "Pages planned",
      value: f.input.page_count_estimate,
      source: "page_count_estimate",
    });
  }
  for (const s of r.checks.data_sources.slice(0, 5)) {
    evidence.push({
      claim: `Freshness score of ${s.name}`,
      value: s.freshness_score,
      source: "data_sources[].freshness",
    });
  }

  return agentWorkflow({
    decision,
    confidence: confidenceOf(f),
    summary: summaryOf(f),
    recommended_actions: actions,
    evidence,
    limitations: limitationsOf(f),
    next_calls: nextCallsOf(f),
  });
}

function summaryOf(f: WorkflowFacts): string {
  const r = f.result;
  const d = r.launch_decision.decision;
  const verdict = d === "go" ? "Go" : d === "pilot" ? "Pilot first" : "Hold";
  const n = r.checks.sample_size;
  const sample = n === 0
    ? "no sample records were supplied"
    : `${r.checks.thin_content.count} of ${n} sample records are thin, ${r.checks.duplicate_risk.records_affected} duplicated, ${r.checks.unrenderable.count} unrenderable`;
  return `${verdict} (${
    r.launch_decision.reasons.join("; ")
  }): "${f.input.keyword_pattern}" scores ${r.readiness_score}/100 for readiness with ${r.scale_risk.level} scale risk (${r.playbook.value} playbook); ${sample}.`;
}

function confidenceOf(f: WorkflowFacts): number {
  const n = f.result.checks.sample_size;
  let c = 0.35 + Math.min(0.4, 0.02 * n);
  if ((f.input.unique_fields ?? []).length > 0) c += 0.05;
  if (f.input.data_sources.some((s) => s.freshness)) c += 0.05;
  if (f.input.page_count_estimate !== undefined) c += 0.05;
  if (!f.input.playbook) c -= 0.05;
  return Math.max(0.2, Math.min(0.9, c));
}

function limitationsOf(f: WorkflowFacts): string[] {
  const out = [
    "Only the supplied sample records are checked; the full data set may hold more thin or duplicate rows.",
    "Search demand per instance is not measured here; check it before building low-volume combinations.",
  ];
  const r = f.result;
  if (r.checks.sample_size > 0 && r.checks.sample_size < 20) {
    out.push(
      `${r.checks.sample_size} sample record(s) is a small sample; rates may not hold at scale.`,
    );
  }
  const language = languageOfUrl(f.input.url_pattern);
  if (language && language !== "en") {
    const english = PLAYBOOK_SECTIONS[r.playbook.value]
      .filter((spec) => localHeading(spec.heading, language).english);
    if (english.length > 0) {
      out.push(
        `${english.length} section heading(s) have no ${language} translation here and stay English (${
          english.map((spec) => spec.heading).join(", ")
        }): translate them before launch.`,
      );
    }
  }
  if ((f.input.unique_fields ?? []).length === 0) {
    out.push("No unique_fields were given: every non-variable field stood in for them.");
  }
  if (f.input.page_count_estimate === undefined) {
    out.push("No page_count_estimate: index-bloat risk and batch sizes could not be sized.");
  }
  if (r.playbook.source === "inferred") {
    out.push(`No playbook was given; it was inferred as ${r.playbook.value}.`);
  }
  const unknown = r.checks.data_sources.filter((s) => s.freshness_score === null);
  if (unknown.length > 0) {
    out.push(
      `Freshness not stated or not recognised for ${
        unknown.map((s) => s.name).join(", ")
      }; scored 0.5.`,
    );
  }
  if (r.checks.thin_content.count > 100 || r.checks.duplicate_risk.groups.length >= 100) {
    out.push("Long record lists are cut at 100 entries; counts cover every record.");
  }
  return out;
}

function nextCallsOf(f: WorkflowFacts): NextCall[] {
  const keywords = unique(
    f.facts.filter((x) => x.keyword.ok).map((x) => truncate(x.keyword.text, 200)).filter(Boolean),
  );
  // A non-English page family is measured in its own language and market.
  const language = languageOfUrl(f.input.url_pattern);
  const market = language && language !== "en" ? marketOfLanguage(language) : null;
  const locale = language && language !== "en"
    ? { language, ...(market ? { location: market } : {}) }
    : {};
  const calls: NextCall[] = [];
  if (keywords.length > 0) {
    calls.push({
      endpoint: "/keyword-metrics/overview",
      reason: "Measure search volume of the rendered instances: build only those people search for",
      body: { keywords: keywords.slice(0, 100), ...locale },
    });
    const body: Record<string, unknown> = { keyword: keywords[0], ...locale };
    if (f.input.target) body.target = f.input.target;
    calls.push({
      endpoint: "/content/serp-outline",
      reason: `See what the SERP for "${
        keywords[0]
      }" rewards before finalising the template sections`,
      body,
    });
  }
  if (keywords.length >= 2) {
    calls.push({
      endpoint: "/keyword-cluster/build",
      reason: "Instances that cluster together would cannibalise each other: merge them",
      body: { keywords: keywords.slice(0, 200) },
    });
  }
  return calls;
}

// ---------------------------------------------------------------------------
// Result schema
// ---------------------------------------------------------------------------

const unit = z.number().min(0).max(1);
const count = z.number().int().min(0);

const componentSchema = z.strictObject({
  score: unit,
  weight: unit,
  points: z.number().min(0).max(100),
  detail: z.string(),
});

const flaggedSchema = z.strictObject({
  record: count,
  label: z.string().min(1),
  reasons: z.array(z.string().min(1)).min(1),
});

/** The `/content/programmatic-template` result, exactly as {@linkcode analyzeProgrammaticTemplate} returns it. */
export const ProgrammaticTemplateResultSchema = z.strictObject({
  playbook: z.strictObject({
    value: z.enum(PLAYBOOKS),
    source: z.enum(["given", "inferred"]),
    fit: unit,
    signals: z.array(z.string()),
  }),
  readiness_score: z.number().int().min(0).max(100),
  readiness_components: z.strictObject({
    data_coverage: componentSchema,
    unique_richness: componentSchema,
    uniqueness: componentSchema,
    freshness: componentSchema,
    pattern_validity: componentSchema,
    playbook_fit: componentSchema,
  }),
  readiness_caps: z.array(z.string()),
  scale_risk: z.strictObject({
    level: LevelSchema,
    risks: z.array(z.strictObject({
      risk: z.string().min(1),
      level: LevelSchema,
      reason: z.string().min(1),
      value: z.union([z.number(), z.string(), z.null()]),
    })),
  }),
  launch_decision: z.strictObject({
    decision: z.enum(["go", "pilot", "hold"]),
    rule: z.string().min(1),
    reasons: z.array(z.string().min(1)).min(1),
  }),
  method: z.strictObject({
    readiness: z.string(),
    content_gates: z.string(),
    duplicates: z.string(),
    scale_risk: z.string(),
    launch_decision: z.string(),
    slugs: z.string(),
    weights: z.strictObject({
      data_coverage: unit,
      unique_richness: unit,
      uniqueness: unit,
      freshness: unit,
      pattern_validity: unit,
      playbook_fit: unit,
    }),
    thresholds: z.strictObject({
      unique_fill_share: unit,
      min_data_points: count,
      min_unique_words: count,
      rich_data_points: count,
      short_text_share: unit,
      near_duplicate_jaccard: unit,
      go_min_records: count,
    }),
  }),
  pattern: z.strictObject({
    keyword_variables: z.array(z.string()),
    url_variables: z.array(z.string()),
    declared_variables: z.array(z.string()),
    issues: z.array(z.strictObject({
      kind: z.string().min(1),
      severity: LevelSchema,
      detail: z.string().min(1),
      blocking: z.boolean(),
    })),
  }),
  examples: z.array(z.strictObject({
    record: count,
    keyword: z.string(),
    url: z.string(),
    renderable: z.boolean(),
  })).max(10),
  checks: z.strictObject({
    sample_size: count,
    thin_content: z.strictObject({ count, share: unit, records: z.array(flaggedSchema).max(100) }),
    unrenderable: z.strictObject({ count, records: z.array(flaggedSchema).max(100) }),
    duplicate_risk: z.strictObject({
      records_affected: count,
      share: unit,
      groups: z.array(z.strictObject({
        kind: z.enum(["same_url", "same_keyword", "same_unique_values", "near_duplicate_keyword"]),
        records: z.array(count).min(2),
        labels: z.array(z.string()).min(1),
        value: z.string(),
      })).max(100),
    }),
    missing_variables: z.array(z.strictObject({
      variable: z.string().min(1),
      in_patterns: z.boolean(),
      in_sources: z.boolean().nullable(),
      in_records: z.boolean().nullable(),
      empty_in_records: count,
    })),
    missing_unique_fields: z.array(z.string()),
    low_variety_fields: z.array(
      z.strictObject({ field: z.string(), distinct: count, filled: count }),
    ),
    data_sources: z.array(z.strictObject({
      name: z.string().min(1),
      freshness: z.string().nullable(),
      freshness_score: unit.nullable(),
      stale: z.boolean(),
    })),
  }),
  template_sections: z.array(z.strictObject({
    section: z.string().min(1),
    heading: z.string().min(1),
    purpose: z.string().min(1),
    variables: z.array(z.string()),
    fields: z.array(z.string()),
    unique_fields: z.array(z.string()),
    sources: z.array(z.string()),
    required: z.boolean(),
  })).min(3),
  uniqueness_rules: z.array(z.strictObject({
    rule: z.string().min(1),
    requirement: z.string().min(1),
    applies_to: z.array(z.string()),
    why: z.string().min(1),
  })).min(1),
  indexation_gates: z.array(z.strictObject({
    gate: z.string().min(1),
    condition: z.string().min(1),
    failing_sample_records: count,
    on_fail: z.string().min(1),
  })).min(1),
  internal_link_architecture: z.strictObject({
    included: z.boolean(),
    reason: z.string().nullable(),
    hubs: z.array(z.strictObject({
      level: z.number().int().min(1),
      url_pattern: z.string().min(1),
      role: z.string().min(1),
      example: z.string().nullable(),
    })),
    breadcrumb: z.array(
      z.strictObject({ label: z.string().min(1), url_pattern: z.string().min(1) }),
    ),
    sibling_links: z.strictObject({
      group_by: z.string().nullable(),
      count: z.string(),
      rule: z.string(),
    }),
    rules: z.array(z.string()),
  }),
  schema_recommendations: z.strictObject({
    included: z.boolean(),
    reason: z.string().nullable(),
    types: z.array(z.strictObject({
      type: z.string().min(1),
      where: z.enum(["leaf", "hub", "leaf_and_hub"]),
      why: z.string().min(1),
      properties: z.array(z.strictObject({ property: z.string(), source: z.string().nullable() })),
      caveat: z.string().nullable(),
    })),
  }),
  launch_plan: z.strictObject({
    cadence: z.enum(CADENCES),
    cadence_source: z.enum(["given", "default"]),
    page_count: count.nullable(),
    phases: z.array(z.strictObject({
      phase: count,
      name: z.string().min(1),
      pages: count.nullable(),
      timing: z.string().min(1),
      actions: z.array(z.string().min(1)).min(1),
      exit_gate: z.array(z.string().min(1)).min(1),
    })).min(1),
    measurement: z.array(z.string()),
  }),
  ...analysisExtras,
});
