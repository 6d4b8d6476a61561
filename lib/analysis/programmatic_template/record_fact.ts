/** One sample record, rendered and measured against the content gates. */
import { lookup } from "../../toolkit/values.ts";
import { tokens } from "../../toolkit/tokens.ts";
import type { ProgrammaticTemplateInput, RecordValue } from "./input.ts";
import { THRESHOLDS } from "./thresholds.ts";
import { ABBREVIATIONS, isFilled, plural, render, valueText, wordCount } from "./values.ts";
import { truncate } from "../../toolkit/text.ts";
import { percent } from "../../toolkit/numbers.ts";

/** One sample record: its values, rendered keyword and URL, and content measures. */
export interface RecordFact {
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

/** What a record is measured against. */
interface RecordContext {
  index: number;
  input: ProgrammaticTemplateInput;
  patternVars: string[];
  declared: string[];
  contentFields: string[];
  uniqueFields: string[];
  /** How many unique fields the request declared (some may not count). */
  declaredUnique: number;
  minUniqueFilled: number;
  textFieldMedians: Map<string, number>;
  /** Why every page of a single-location family is thin, when it is one. */
  doorway: string | null;
}

/** The record's content: unique fields filled, data fields and words beyond the variables. */
function measureContent(values: Map<string, RecordValue>, ctx: RecordContext) {
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
  return { uniqueFilled, dataPoints, words, shortFields };
}

/** Why the record is thin, in the order of the content gates (none when it passes). */
function thinReasonsOf(m: ReturnType<typeof measureContent>, ctx: RecordContext): string[] {
  const { uniqueFilled, dataPoints, words, shortFields } = m;
  const thinReasons: string[] = [];
  if (ctx.minUniqueFilled > 0 && uniqueFilled < ctx.minUniqueFilled) {
    thinReasons.push(
      ctx.uniqueFields.length === 0
        ? "none of the declared unique fields makes the pages differ (each is a variable, templated text or a repeated value)"
        : ctx.uniqueFields.length < ctx.declaredUnique
        ? `only ${uniqueFilled} of ${ctx.declaredUnique} unique fields filled with content of their own (needs ${ctx.minUniqueFilled}; ${
          ctx.declaredUnique - ctx.uniqueFields.length
        } of them never count)`
        : `only ${uniqueFilled} of ${ctx.uniqueFields.length} unique fields filled (needs ${ctx.minUniqueFilled})`,
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
    thinReasons.push(
      `short text in ${shortFields.join(", ")} (under ${
        percent(THRESHOLDS.short_text_share, 1)
      } of the field's median)`,
    );
  }
  if (ctx.doorway) thinReasons.push(ctx.doorway);
  return thinReasons;
}

/** Renders one record and measures it against the content gates. */
export function recordFact(values: Map<string, RecordValue>, ctx: RecordContext): RecordFact {
  const keyword = render(ctx.input.keyword_pattern, values, false);
  const url = render(ctx.input.url_pattern, values, true);
  const missingVars = ctx.patternVars.filter((v) => !isFilled(values.get(v)));
  const varValues = ctx.patternVars.map((v) => valueText(values.get(v))).filter(Boolean);
  const label = truncate(
    varValues.length > 0 ? varValues.join(" / ") : `record ${ctx.index}`,
    120,
  ) || `record ${ctx.index}`;
  const m = measureContent(values, ctx);
  const thinReasons = thinReasonsOf(m, ctx);
  const valueTokens = new Set(
    tokens(varValues.join(" "), { keepStopwords: true }).map((t) => lookup(ABBREVIATIONS, t) ?? t),
  );
  return {
    index: ctx.index,
    values,
    label,
    keyword,
    url,
    missingVars,
    uniqueFilled: m.uniqueFilled,
    dataPoints: m.dataPoints,
    words: m.words,
    shortFields: m.shortFields,
    thinReasons,
    valueTokens,
  };
}
