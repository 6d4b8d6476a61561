/** What the steps read, computed once: the variables, fields and records of the request. */
import { countedUniqueFields, type NotCounted } from "./unique_counted.ts";
import { byText } from "../../toolkit/text.ts";
import type { ProgrammaticTemplateInput, RecordValue } from "./input.ts";
import { resolvePlaybook } from "./playbook.ts";
import { type RecordFact, recordFact } from "./record_fact.ts";
import type { ProgrammaticTemplateReport } from "./result.ts";
import { TEXT_FIELDS, THRESHOLDS } from "./thresholds.ts";
import { fieldKey, isFilled, patternVariables, valueText, wordCount } from "./values.ts";
import { median } from "../../toolkit/numbers.ts";
import { distinct } from "../../toolkit/tokens.ts";

/** Fields that describe the business itself: where it is and how to reach it. */
const BUSINESS_FIELD =
  /(^|_)(address|street|phone|telephone|tel|hours|opening|email|clinic|office|store)($|_)/;

/** Fields that only say how far or how to get from a place to the business. */
export const PROXIMITY_FIELD =
  /(^|_)(distance|drive|driving|walk|walking|minutes?|mins|km|miles?|subway|metro|transit|bus|train|station|directions?|zip|postcode|postal)($|_)/;

/** The variables and fields the request names. */
export interface FieldFacts {
  records: NonNullable<ProgrammaticTemplateInput["sample_records"]>;
  declared: string[];
  keywordVars: string[];
  urlVars: string[];
  patternVars: string[];
  uniqueFields: string[];
  /** The data sources listing each field. */
  sourceFields: Map<string, string[]>;
  /** True when any data source lists its fields. */
  sourcesListFields: boolean;
}

/** Everything the steps read about the request and its sample records. */
export interface TemplateFacts extends FieldFacts {
  /** Declared unique fields that do not count: variables, templated text, repeated values. */
  notCountedUnique: NotCounted[];
  /** The sample records, keyed by normalised field names. */
  recordMaps: Map<string, RecordValue>[];
  recordFields: Set<string>;
  playbook: ProgrammaticTemplateReport["playbook"];
  /** Business fields with one value on every record (locations only). */
  sharedBusiness: string[];
  /** One business behind every page. */
  singleLocation: boolean;
  /** The fields the content checks count. */
  contentFields: string[];
  minUniqueFilled: number;
  /** Text fields and their median word count. */
  textFieldMedians: Map<string, number>;
  /** Each sample record, rendered and measured. */
  recordFacts: RecordFact[];
  unrenderable: RecordFact[];
  thin: RecordFact[];
}

/**
 * Business fields (address, phone, hours ...) filled on at least two records with one and the
 * same value everywhere: a single location behind every page.
 */
export function sharedBusinessFields(recordMaps: readonly Map<string, RecordValue>[]): string[] {
  const fields = new Set<string>();
  for (const m of recordMaps) for (const k of m.keys()) if (BUSINESS_FIELD.test(k)) fields.add(k);
  return [...fields].filter((f) => {
    const values = recordMaps.map((m) => m.get(f)).filter(isFilled).map((v) => valueText(v));
    return values.length >= 2 && values.length >= 0.8 * recordMaps.length &&
      new Set(values).size === 1;
  }).sort(byText);
}

/** The request's variables, unique fields and the sources that list each field. */
export function readFields(input: ProgrammaticTemplateInput): FieldFacts {
  const records = input.sample_records ?? [];
  const declared = distinct(input.variables.map(fieldKey).filter(Boolean));
  const keywordVars = patternVariables(input.keyword_pattern);
  const urlVars = patternVariables(input.url_pattern);
  const patternVars = distinct([...keywordVars, ...urlVars]);
  const uniqueFields = distinct((input.unique_fields ?? []).map(fieldKey).filter(Boolean));
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
  return {
    records,
    declared,
    keywordVars,
    urlVars,
    patternVars,
    uniqueFields,
    sourceFields,
    sourcesListFields,
  };
}

/** Records, keyed by normalised field names (the first of two colliding raw keys wins). */
export function recordMapsOf(records: FieldFacts["records"]): Map<string, RecordValue>[] {
  return records.map((r) => {
    const m = new Map<string, RecordValue>();
    for (const [k, v] of Object.entries(r)) {
      const key = fieldKey(k);
      if (key && !m.has(key)) m.set(key, v);
    }
    return m;
  });
}

/** Unique fields drive the content checks; without them every non-variable field stands in. */
function contentFieldsOf(fields: FieldFacts, recordFields: Set<string>): string[] {
  const { uniqueFields, sourceFields, patternVars, declared } = fields;
  return uniqueFields.length > 0
    ? uniqueFields
    : [...new Set([...recordFields, ...sourceFields.keys()])].filter((f) =>
      !patternVars.includes(f) && !declared.includes(f)
    ).sort(byText);
}

/** Text fields: content fields whose values are mostly prose (`TEXT_FIELDS`). */
function textFieldMediansOf(
  contentFields: string[],
  recordMaps: Map<string, RecordValue>[],
): Map<string, number> {
  const textFieldMedians = new Map<string, number>();
  for (const f of contentFields) {
    const counts: number[] = [];
    for (const m of recordMaps) {
      const v = m.get(f);
      if (typeof v === "string" && isFilled(v)) counts.push(wordCount(v));
    }
    if (counts.length >= Math.max(1, TEXT_FIELDS.filled_share * recordMaps.length)) {
      const med = median(counts);
      if (med >= TEXT_FIELDS.median_words) textFieldMedians.set(f, med);
    }
  }
  return textFieldMedians;
}

/** Why every page of a single-location family is thin. */
function doorwayReason(sharedBusiness: string[], uniqueFields: string[]): string {
  return `the business details (${
    sharedBusiness.join(", ")
  }) are the same on every page; beyond the place name it differs only by proximity data (${
    uniqueFields.filter((f) => PROXIMITY_FIELD.test(f)).join(", ") || "none"
  }), which is not unique content`;
}

/** Reads the request once: its fields, records, playbook and every record's measures. */
export function readFacts(input: ProgrammaticTemplateInput): TemplateFacts {
  const fields = readFields(input);
  const { patternVars, declared, sourceFields } = fields;
  const recordMaps = recordMapsOf(fields.records);
  // Only declared unique fields that make pages differ count (`unique_counted.ts`).
  const { counted: uniqueFields, notCounted } = countedUniqueFields(
    fields.uniqueFields,
    [...new Set([...patternVars, ...declared])],
    recordMaps,
  );
  const recordFields = new Set<string>();
  for (const m of recordMaps) for (const k of m.keys()) recordFields.add(k);

  const playbook = resolvePlaybook(input, { patternVars, recordFields, sourceFields });
  // One business behind every page: its address, phone or hours are the same on every record.
  const sharedBusiness = playbook.value === "locations" ? sharedBusinessFields(recordMaps) : [];
  const proximityOnly = playbook.value === "locations" && uniqueFields.length > 0 &&
    uniqueFields.every((f) => PROXIMITY_FIELD.test(f) || sharedBusiness.includes(f));
  const singleLocation = sharedBusiness.length > 0 && (proximityOnly || uniqueFields.length === 0);

  const contentFields = contentFieldsOf(fields, recordFields);
  // Records need their share of the declared unique fields, filled with fields that count.
  const minUniqueFilled = fields.uniqueFields.length > 0
    ? Math.max(1, Math.ceil(THRESHOLDS.unique_fill_share * fields.uniqueFields.length))
    : 0;
  const textFieldMedians = textFieldMediansOf(contentFields, recordMaps);

  const recordFacts: RecordFact[] = recordMaps.map((values, index) =>
    recordFact(values, {
      index,
      input,
      patternVars,
      declared,
      contentFields,
      uniqueFields,
      declaredUnique: fields.uniqueFields.length,
      minUniqueFilled,
      textFieldMedians,
      doorway: singleLocation ? doorwayReason(sharedBusiness, uniqueFields) : null,
    })
  );
  const unrenderable = recordFacts.filter((f) =>
    f.missingVars.length > 0 || !f.url.ok || !f.keyword.ok
  );
  const thin = recordFacts.filter((f) => f.thinReasons.length > 0);
  return {
    ...fields,
    uniqueFields,
    notCountedUnique: notCounted,
    recordMaps,
    recordFields,
    playbook,
    sharedBusiness,
    singleLocation,
    contentFields,
    minUniqueFilled,
    textFieldMedians,
    recordFacts,
    unrenderable,
    thin,
  };
}
