/**
 * Query modifiers in the languages the service reads, from one reviewed table per language
 * (`tables/<lang>.ts`, each row citing its source): which classes a query carries (definition,
 * how-to, comparison, alternatives, price, free, buy, near me, login/support, jobs/salary) and
 * the intent the strongest one signals. A query in a language without a table is matched against
 * every table, and its language stays unknown: it is never read as English.
 */
import { normalizeText } from "../../text.ts";
import type { Intent } from "../../text.ts";
import {
  CLASS_INTENT,
  MODIFIER_CLASSES,
  type ModifierClass,
  type ModifierTable,
} from "./classes.ts";
import { DE } from "./tables/de.ts";
import { EN } from "./tables/en.ts";
import { ES } from "./tables/es.ts";
import { FR } from "./tables/fr.ts";
import { IT } from "./tables/it.ts";
import { JA } from "./tables/ja.ts";
import { NL } from "./tables/nl.ts";
import { PL } from "./tables/pl.ts";
import { PT } from "./tables/pt.ts";
import { SV } from "./tables/sv.ts";

export { CLASS_INTENT, CLASS_PAGE, MODIFIER_CLASSES, type ModifierClass } from "./classes.ts";

/** Every language's table, by ISO 639-1 code. */
export const MODIFIER_TABLES: Readonly<Record<string, ModifierTable>> = Object.fromEntries(
  [EN, DE, FR, ES, IT, PT, NL, PL, SV, JA].map((t) => [t.language, t]),
);

/** One modifier found in a query. */
export interface ModifierMatch {
  class: ModifierClass;
  /** The phrase as the table writes it. */
  phrase: string;
  /** The table it came from. */
  language: string;
}

interface Compiled {
  class: ModifierClass;
  phrase: string;
  norm: string;
  language: string;
  unspaced: boolean;
}

const COMPILED: ReadonlyMap<string, readonly Compiled[]> = new Map(
  Object.values(MODIFIER_TABLES).map((t) => [
    t.language,
    t.rows.flatMap((row) =>
      row.phrases.map((phrase) => ({
        class: row.class,
        phrase,
        norm: normalizeText(phrase),
        language: t.language,
        unspaced: t.unspaced === true,
      }))
    ),
  ]),
);

/**
 * The tables a query is read with: its language's and English's (English modifiers such as "vs",
 * "login" or "review" are typed in every market); every table when its language has none.
 */
function tablesFor(language: string | null): readonly Compiled[] {
  const code = (language ?? "").slice(0, 2).toLowerCase();
  if (!COMPILED.has(code)) return [...COMPILED.values()].flat();
  return code === "en" ? COMPILED.get("en")! : [...COMPILED.get(code)!, ...COMPILED.get("en")!];
}

/** The modifiers a query carries, strongest class first (`MODIFIER_CLASSES` order). */
export function modifiersIn(query: string, language: string | null): ModifierMatch[] {
  const norm = normalizeText(query);
  if (norm === "") return [];
  const spaced = ` ${norm} `;
  const found = tablesFor(language).filter((c) =>
    c.norm !== "" && (c.unspaced ? norm.includes(c.norm) : spaced.includes(` ${c.norm} `))
  );
  const rank = (c: ModifierClass) => MODIFIER_CLASSES.indexOf(c);
  return found.sort((a, b) => rank(a.class) - rank(b.class) || b.norm.length - a.norm.length)
    .map((c) => ({ class: c.class, phrase: c.phrase, language: c.language }));
}

/** The intent the strongest modifier of a query signals, or null when it carries none. */
export function modifierIntent(
  query: string,
  language: string | null,
): { intent: Intent; modifier: ModifierMatch } | null {
  const first = modifiersIn(query, language)[0];
  return first ? { intent: CLASS_INTENT[first.class], modifier: first } : null;
}
