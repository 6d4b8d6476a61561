/**
 * The declared unique fields that make pages differ, and those that do not: a field that is a
 * page variable (the city a location page is named after), a field whose text is one template
 * with the variable swapped in ("Hypotheekadvies in [plaats]? Wij helpen u graag"), and a
 * field with the same few values on most records (one interest rate on every page). Swapping a
 * name into the same text is what Google's spam policies call doorway and scaled content:
 * such fields never count towards uniqueness.
 */
import type { RecordValue } from "./input.ts";
import { LOW_VARIETY, TEMPLATED } from "./thresholds.ts";
import { isFilled, valueText } from "./values.ts";
import { normalizeText } from "../../toolkit/text.ts";

/** A declared unique field that does not count, and why. */
export interface NotCounted {
  field: string;
  why: "variable" | "templated" | "low_variety";
}

/** A field's text on one record with that record's variable values blanked out. */
function skeleton(text: string, vars: readonly string[], values: Map<string, RecordValue>): string {
  let out = ` ${normalizeText(text)} `;
  for (const v of vars) {
    const value = values.get(v);
    if (!isFilled(value)) continue;
    const norm = normalizeText(valueText(value!));
    if (norm) out = out.replaceAll(` ${norm} `, " · ");
  }
  return out.trim();
}

/** Why a field does not count, or null when it does. */
function whyNot(
  field: string,
  vars: readonly string[],
  recordMaps: readonly Map<string, RecordValue>[],
): NotCounted["why"] | null {
  if (vars.includes(field)) return "variable";
  const filled = recordMaps.filter((m) => isFilled(m.get(field)));
  if (filled.length < TEMPLATED.min_filled) return null;
  const shapes = new Set(filled.map((m) => skeleton(valueText(m.get(field)!), vars, m)));
  if (shapes.size <= Math.max(1, TEMPLATED.distinct_share * filled.length)) {
    const raw = new Set(filled.map((m) => normalizeText(valueText(m.get(field)!))));
    return raw.size > shapes.size ? "templated" : "low_variety";
  }
  if (
    filled.length >= LOW_VARIETY.min_filled &&
    shapes.size / filled.length < LOW_VARIETY.distinct_share
  ) {
    return "low_variety";
  }
  return null;
}

/** The declared unique fields split into those that count and those that do not. */
export function countedUniqueFields(
  declared: readonly string[],
  vars: readonly string[],
  recordMaps: readonly Map<string, RecordValue>[],
): { counted: string[]; notCounted: NotCounted[] } {
  const counted: string[] = [];
  const notCounted: NotCounted[] = [];
  for (const field of declared) {
    const why = whyNot(field, vars, recordMaps);
    if (why) notCounted.push({ field, why });
    else counted.push(field);
  }
  return { counted, notCounted };
}
