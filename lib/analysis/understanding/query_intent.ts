/**
 * A query's intent in its own language: English queries by the English signal patterns
 * (`analysis/intent.ts`, tuned on the public cases), every other language by its modifier table
 * (`modifiers/`), and the class of the strongest modifier it carries either way. A query
 * without a modifier has no signal: its intent is a default, not a reading.
 */
import { classifyIntent } from "../intent.ts";
import { type Intent } from "../../toolkit/values.ts";
import { type ModifierClass, modifierIntent } from "./modifiers/mod.ts";

/** The intent, the words that decided it, and the modifier class they belong to. */
export interface QueryIntent {
  intent: Intent;
  signal: string | null;
  modifier: ModifierClass | null;
}

/**
 * Reads a query's intent; `language` is its ISO 639-1 code when known. A query of unknown
 * language is read with English's patterns first, then every language's table (an unknown
 * language is never simply English).
 */
export function queryIntent(query: string, language: string | null): QueryIntent {
  const fromTable = modifierIntent(query, language);
  const english = (language ?? "").slice(0, 2) === "en" || language === null;
  if (english || !fromTable) {
    const c = classifyIntent(query);
    if (c.signal !== null || !fromTable) {
      return { ...c, modifier: fromTable?.modifier.class ?? null };
    }
  }
  return {
    intent: fromTable!.intent,
    signal: fromTable!.modifier.phrase,
    modifier: fromTable!.modifier.class,
  };
}
