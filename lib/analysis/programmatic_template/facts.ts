/** What the steps read, computed once: the variables, fields and records of the request. */
import { byText } from "../text.ts";
import type { RecordValue } from "./input.ts";
import { isFilled, valueText } from "./values.ts";

/** Fields that describe the business itself: where it is and how to reach it. */
export const BUSINESS_FIELD =
  /(^|_)(address|street|phone|telephone|tel|hours|opening|email|clinic|office|store)($|_)/;

/** Fields that only say how far or how to get from a place to the business. */
export const PROXIMITY_FIELD =
  /(^|_)(distance|drive|driving|walk|walking|minutes?|mins|km|miles?|subway|metro|transit|bus|train|station|directions?|zip|postcode|postal)($|_)/;

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
