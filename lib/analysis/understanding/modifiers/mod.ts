/**
 * Query modifiers in the languages the service reads, from one reviewed table per language
 * (`tables/<lang>.ts`, each row citing its source): which classes a query carries (definition,
 * how-to, comparison, alternatives, price, free, buy, near me, login/support, jobs/salary) and
 * the intent the strongest one signals. A query in a language without a table is matched against
 * every table, and its language stays unknown: it is never read as English.
 */
import { normalizeText } from "../../../toolkit/text.ts";
import type { Intent } from "../../../toolkit/values.ts";
import {
  CLASS_INTENT,
  IMPERSONAL_CLASSES,
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

export {
  CLASS_INTENT,
  CLASS_PAGES,
  MODIFIER_CLASSES,
  type ModifierClass,
  type PageKind,
} from "./classes.ts";

/** Every language's table, by ISO 639-1 code. */
export const MODIFIER_TABLES: Readonly<Record<string, ModifierTable>> = Object.fromEntries(
  [EN, DE, FR, ES, IT, PT, NL, PL, SV, JA].map((t) => [t.language, t]),
);

/**
 * The one-word phrases of a language's table (of `classes` only, when given), as written:
 * words a plain word match can read. None for unspaced scripts, whose phrases sit inside words.
 */
export function oneWordModifiers(
  language: string,
  classes?: ReadonlySet<ModifierClass>,
): string[] {
  const table = MODIFIER_TABLES[language];
  if (!table || table.unspaced) return [];
  return table.rows.filter((r) => !classes || classes.has(r.class)).flatMap((r) => r.phrases)
    .filter((p) => !p.includes(" "));
}

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
  /** The table's first-person possessives, normalised. */
  personal: ReadonlySet<string>;
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
        personal: new Set(t.personal.words.map(normalizeText)),
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

/**
 * How the phrase, found in the query, relates to the searcher's own things (a first-person
 * possessive, `ModifierTable.personal`): "named" when one stands right before it ("track my
 * order", "if I lose my job": the searcher's own order or job, not a search for one), "asked"
 * when one follows it ("what is my balance", "how do I freeze my account"), else "none".
 * Unspaced scripts put the possessive before the noun ("私の"), so there any counts as "asked".
 */
function ownership(c: Compiled, norm: string): "named" | "asked" | "none" {
  if (c.unspaced) return [...c.personal].some((w) => norm.includes(w)) ? "asked" : "none";
  const words = norm.split(" ");
  const phrase = c.norm.split(" ");
  const start = words.findIndex((_, i) => phrase.every((w, k) => words[i + k] === w));
  if (start < 0) return "none";
  if (start > 0 && c.personal.has(words[start - 1])) return "named";
  return words.slice(start + phrase.length).some((w) => c.personal.has(w)) ? "asked" : "none";
}

/**
 * Whether the phrase is no modifier at all in this query: a modifier word naming the searcher's
 * own thing, or a definition or price asked about the searcher's own things, which no page
 * defines or prices (`IMPERSONAL_CLASSES`). A login or support phrase stays one ("my account").
 */
function personal(c: Compiled, own: "named" | "asked" | "none"): boolean {
  if (c.class === "login_support") return false;
  return own === "named" || (own === "asked" && IMPERSONAL_CLASSES.has(c.class));
}

/** Where the phrase first occurs in the query, as its own words (inside words in unspaced scripts). */
function spanOf(c: Compiled, norm: string): [number, number] | null {
  if (c.norm === "") return null;
  const at = c.unspaced ? norm.indexOf(c.norm) : ` ${norm} `.indexOf(` ${c.norm} `);
  return at < 0 ? null : [at, at + c.norm.length];
}

interface Found {
  c: Compiled;
  span: [number, number];
}

/**
 * The longest reading wins: a phrase inside a longer phrase of another class is part of it
 * ("best" in "best way to" asks for a manner, not a ranking).
 */
function outermost(found: readonly Found[]): Found[] {
  const inside = (x: Found, y: Found) =>
    y.c.norm.length > x.c.norm.length && y.span[0] <= x.span[0] && x.span[1] <= y.span[1];
  return found.filter((x) => !found.some((y) => y.c.class !== x.c.class && inside(x, y)));
}

/**
 * The modifiers a query carries, strongest class first (`MODIFIER_CLASSES` order): the longest
 * phrase where phrases overlap, and none naming the searcher's own things (`personal`).
 */
export function modifiersIn(query: string, language: string | null): ModifierMatch[] {
  const norm = normalizeText(query);
  if (norm === "") return [];
  const found = tablesFor(language).flatMap((c) => {
    const span = spanOf(c, norm);
    if (!span) return [];
    const own = ownership(c, norm);
    return personal(c, own) ? [] : [{ c, span }];
  });
  const rank = (c: ModifierClass) => MODIFIER_CLASSES.indexOf(c);
  return outermost(found)
    .sort((a, b) => rank(a.c.class) - rank(b.c.class) || b.c.norm.length - a.c.norm.length)
    .map(({ c }) => ({ class: c.class, phrase: c.phrase, language: c.language }));
}

/** The intent the strongest modifier of a query signals, or null when it carries none. */
export function modifierIntent(
  query: string,
  language: string | null,
): { intent: Intent; modifier: ModifierMatch } | null {
  const first = modifiersIn(query, language)[0];
  return first ? { intent: CLASS_INTENT[first.class], modifier: first } : null;
}
