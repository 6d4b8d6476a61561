/**
 * Sandbox keyword ideas: the seed combined with the modifiers of the request's language (one
 * modifier, then a prefix with a suffix), plus related nouns and plural variants. A language
 * without a modifier table keeps the seed's words and adds no foreign ones.
 */
import { combinable, type Head, type HeadKind, modifiersOf } from "./lexicon.ts";
import { coreOf, normalKeyword } from "./keywords.ts";

/** English nouns a seed is commonly searched with, by kind. */
const RELATED: Readonly<Record<HeadKind, readonly string[]>> = {
  s: ["software", "platform", "system", "integration", "api", "dashboard"],
  g: ["brands", "sizes", "accessories", "set", "kit"],
  l: ["services", "prices", "appointment", "open sunday", "24 hours"],
  t: ["course", "book", "checklist", "plan", "basics"],
};

/** The kind of a seed: the kind of the head it contains, or software when none matches. */
export function kindOf(seed: string, headsList: readonly Head[]): HeadKind {
  const k = normalKeyword(seed);
  return headsList.find((h) => k.includes(h.text))?.kind ?? "s";
}

/** Keyword variants of a seed in a language, most relevant first, without the seed itself. */
export function ideasFor(seed: string, language: string, kind: HeadKind): string[] {
  const s = normalKeyword(seed);
  const core = coreOf(s, language).core;
  const out = new Set<string>();
  const has = (text: string) => core.split(" ").some((w) => text.split(" ").includes(w));
  const fits = modifiersOf(language).filter((m) => m.kinds.includes(kind) && !has(m.text));
  for (const m of fits) out.add(m.pre ? `${m.text} ${core}` : `${core} ${m.text}`);
  if (language === "en") {
    for (const n of RELATED[kind]) if (!has(n)) out.add(`${core} ${n}`);
    out.add(pluralToggle(core));
  }
  for (const p of fits.filter(combinable)) {
    for (const q of fits.filter((m) => !m.pre && m.intent !== "informational")) {
      if (!q.text.split(" ").includes(p.text)) out.add(`${p.text} ${core} ${q.text}`);
    }
  }
  for (const v of neutralVariants(core)) out.add(v);
  out.delete(s);
  return [...out];
}

/** Variants needing no language: the year, sub-phrases and the words reordered. */
function neutralVariants(core: string): string[] {
  const words = core.split(" ");
  const out = [`${core} 2026`, `${core} 2025`];
  if (words.length >= 3) {
    for (let i = 0; i < words.length; i++) {
      out.push(words.filter((_, j) => j !== i).join(" "));
    }
  }
  if (words.length === 2) out.push(`${words[1]} ${words[0]}`);
  return out;
}

/** The last word's English plural made singular, or singular made plural. */
function pluralToggle(core: string): string {
  const words = core.split(" ");
  const last = words.pop()!;
  const toggled = /ies$/.test(last)
    ? last.replace(/ies$/, "y")
    : /ss$/.test(last)
    ? `${last}es`
    : /s$/.test(last)
    ? last.slice(0, -1)
    : /[^aeiou]y$/.test(last)
    ? `${last.slice(0, -1)}ies`
    : `${last}s`;
  return [...words, toggled].join(" ");
}
