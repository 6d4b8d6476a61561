/**
 * Writing slips in the text a person or an agent reads (`markdown_summary` and the
 * `agent_workflow` sentences): what a careful writer would not leave, detected where it can be
 * detected reliably. `tests/markdown_text_test.ts` runs it over every example and expert case.
 */

/** One slip: its kind and the text around it. */
export interface Slip {
  kind: SlipKind;
  where: string;
  text: string;
}

/** The kinds of slip this checks. */
export type SlipKind =
  | "plural_hack"
  | "one_plural"
  | "verb_agreement"
  | "double_period"
  | "ungrouped_number"
  | "decimal_count"
  | "title_cased_acronym"
  | "priority_order"
  | "repeated_target"
  | "share_of_zero"
  | "equal_range"
  | "empty_quote";

type Json = Record<string, unknown>;

interface Action {
  action: string;
  priority: "high" | "medium" | "low";
  reason: string;
  target?: string;
}

const RANK = { high: 0, medium: 1, low: 2 } as const;

/** The text around index `i` of `s`, for a readable report. */
function around(s: string, i: number, length = 0): string {
  return s.slice(Math.max(0, i - 40), i + length + 40).replace(/\n/g, "⏎");
}

/** Words ending in "s" that are singular ("1 class", "1 analysis", "1 status"). */
const SINGULAR_S = /(ss|us|is|ys|ics|ness|series|news|species|its|s's)$/;

/** What follows a number that counts something ("2450 domains", "1600 searches/month"). */
const COUNT_AFTER =
  /^ (?:[\p{L}-]+ ){0,2}(?:domains?|links?|backlinks?|pages?|searches|keywords?|clicks?|visits?|words?|URLs?|results?|referring|queries|impressions|characters)\b/u;

/** Text with URLs, hosts, paths and code spans blanked (their digits are not numbers). */
function prose(text: string): string {
  return text
    .replace(/`[^`\n]*`/g, (m) => " ".repeat(m.length))
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s)|>\]"]+/gi, (m) => " ".repeat(m.length))
    .replace(/(^|[\s("'])\/[^\s)|"']*/g, (m) => " ".repeat(m.length))
    .replace(/\b[\w-]+(\.[\w-]+)*\.[a-z]{2,}\b\S*/gi, (m) => " ".repeat(m.length));
}

/** Slips in one piece of text. */
export function textSlips(text: string, where: string, casings: ReadonlyMap<string, string>) {
  const out: Slip[] = [];
  const add = (kind: SlipKind, i: number, length = 0) =>
    out.push({ kind, where, text: around(text, i, length) });
  for (const m of text.matchAll(/\p{L}\((s|es)\)/gu)) add("plural_hack", m.index, m[0].length);

  const p = prose(text);
  for (const m of p.matchAll(/(?<![\d.,/\-+])\b1 ([a-z]+s)\b/g)) {
    if (SINGULAR_S.test(m[1])) continue;
    add("one_plural", m.index, m[0].length);
  }
  // "1 shared keywords": one thing, a plural count noun a word or two after it.
  for (
    const m of p.matchAll(
      /(?<![\d.,/\-+])\b1 ((?:[a-z-]+ ){1,2})(keywords|domains|links|backlinks|pages|searches|clicks|visits|results|questions|sections|competitors|items|URLs|words|targets|ideas|topics|findings|errors|problems)\b/g,
    )
  ) {
    if (
      /\b(of|in|out|per|from|to|and|or|than|with|by|for|on|at|every|all|week|day|month|between|split)\b/
        .test(m[1])
    ) continue;
    add("one_plural", m.index, m[0].length);
  }
  // "1 URL in the sitemap do not answer": one thing, a plural verb (a few words between).
  for (
    const m of p.matchAll(
      /(?<![\d.,/\-+])\b1 [a-z]+(?: (?:in|on|of|from|with|at|to) (?:the |this |that |a |an )?[a-z]+){0,2} (do not|don't|are|were|have|answer|return|point|need|lack)\b/gi,
    )
  ) add("verb_agreement", m.index, m[0].length);
  // "2 URLs does not": more than one, a singular verb right after the noun.
  for (
    const m of p.matchAll(
      /(?<![\d.,/\-+]|of )\b(?:[2-9]|[1-9]\d+|\d{1,3}(?:,\d{3})+) [a-z]+s (does not|doesn't|is|was|has)\b/g,
    )
  ) add("verb_agreement", m.index, m[0].length);

  // ".." (not an ellipsis), and a period after a quotation that already ended with one.
  for (const m of text.matchAll(/(?<!\.)\.\.(?!\.)|(?<!\.)\.["”»]\./g)) {
    add("double_period", m.index, m[0].length);
  }

  // Numbers of five digits and more are grouped ("12,100"); four-digit ones too when the text
  // groups others ("5015" beside "1,300"). Years, codes, URLs and paths are not numbers here.
  const groups = /\b\d{1,3}(,\d{3})+\b/.test(p);
  for (const m of p.matchAll(/(?<![\d.,:\-#_])\b\d{4,}\b(?![.,:\-_]\d)/g)) {
    const n = Number(m[0]);
    // A four-digit count ("2450 domains") is grouped like the others; a lone year is not.
    const counted = COUNT_AFTER.test(p.slice(m.index + m[0].length, m.index + m[0].length + 40)) ||
      /\b(?:volume|volumes|traffic) $/.test(p.slice(Math.max(0, m.index - 12), m.index));
    if (m[0].length === 4 && !counted && (!groups || (n >= 1900 && n <= 2099))) continue;
    // A postal code before its town ("46100 Mantova").
    if (/^ \p{Lu}\p{Ll}/u.test(p.slice(m.index + m[0].length, m.index + m[0].length + 3))) continue;
    add("ungrouped_number", m.index, m[0].length);
  }

  // Estimated clicks and visits are whole numbers ("about 180", not "183.8"); other counts
  // carry one decimal at most, and only as an average.
  for (
    const m of p.matchAll(
      /\b\d[\d,]*\.\d+ (?:organic |monthly |estimated |paid |more |fewer |extra )?(?:clicks?|visits?|visitors?|sessions?)\b|\bclicks? \(~?\d[\d,]*\.\d+\)/g,
    )
  ) add("decimal_count", m.index, m[0].length);
  for (
    const m of p.matchAll(
      /(\b(?:average|mean|median|avg\.?) (?:of )?)?\b(\d[\d,]*\.(\d+)) (?:more |fewer |extra )?(?:keywords?|pages?|links?|backlinks?|domains?|conversions?|queries|URLs?|results?|searches|items?|words?|sections?)\b/g,
    )
  ) {
    if (m[1] && m[3].length === 1) continue;
    add("decimal_count", m.index, m[0].length);
  }

  // "3 of 0 competitors": a share of nothing.
  for (const m of p.matchAll(/\b[1-9][\d,]*(?:-\d[\d,]*)? of 0 [a-z]+/g)) {
    add("share_of_zero", m.index, m[0].length);
  }
  // 'links with "" point at': an empty quotation names nothing.
  for (const m of text.matchAll(/(?<![=\w])""(?![\w"])/g)) add("empty_quote", m.index, 2);
  // "used by 4-4 of": a range whose ends are the same number.
  for (const m of p.matchAll(/(?<![\d.,\-])\b(\d[\d,]*)-(\d[\d,]*)\b(?![\d\-])/g)) {
    if (m[1] === m[2]) add("equal_range", m.index, m[0].length);
  }

  for (const m of text.matchAll(/(?<![\p{L}\p{N}])\p{L}[\p{L}\p{N}]*(?![\p{L}\p{N}])/gu)) {
    const written = casings.get(m[0].toLowerCase());
    if (!written || written === m[0]) continue;
    // A Title-Cased (or wrongly mixed) form of a word the user wrote in capitals or as a brand;
    // an all-lowercase form is a normalised keyword, not a title.
    if (m[0] === m[0].toLowerCase()) continue;
    add("title_cased_acronym", m.index, m[0].length);
  }
  return out;
}

/** Acronyms no title writes in lowercase, whatever the input's casing ("Best Crm"). */
const KNOWN = [
  "CRM",
  "SEO",
  "PPC",
  "KPI",
  "FAQ",
  "SaaS",
  "B2B",
  "B2C",
  "CMS",
  "ERP",
  "URL",
  "HTML",
];

/**
 * Words the input wrote in capitals ("CRM", "SEO") or with an inner capital ("HubSpot"), by
 * their lowercase form: every string of the request body counts.
 */
export function casingsOf(input: unknown): Map<string, string> {
  const out = new Map<string, string>(KNOWN.map((w) => [w.toLowerCase(), w]));
  const walk = (v: unknown): void => {
    if (typeof v === "string") {
      if (/^https?:\/\//.test(v) || v.length > 300) return;
      for (
        const m of v.matchAll(/(?<![\p{L}\p{N}.\/@_-])\p{L}[\p{L}\p{N}]*(?![\p{L}\p{N}.\/@_-])/gu)
      ) {
        const w = m[0];
        const acronym = /^\p{Lu}[\p{Lu}\p{N}]+$/u.test(w) && /\p{Lu}.*\p{Lu}/u.test(w);
        const brand = /^\p{L}+\p{Ll}\p{Lu}\p{L}*$/u.test(w) && /^\p{Lu}/u.test(w);
        if (acronym || brand) out.set(w.toLowerCase(), w);
      }
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(input);
  return out;
}

/** The top-actions lines of a markdown summary: their priority and target in parentheses. */
function markdownActions(markdown: string): { priority: string; line: string; index: number }[] {
  const out: { priority: string; line: string; index: number }[] = [];
  for (const m of markdown.matchAll(/^\d+\. \*\*(high|medium|low)\*\*:? ?(.*)$/gm)) {
    out.push({ priority: m[1], line: m[0], index: m.index });
  }
  return out;
}

/** Every slip of a result: its text, its actions' order and targets. */
export function resultSlips(result: Json, input: unknown, label: string): Slip[] {
  const casings = casingsOf(input);
  const out: Slip[] = [];
  const markdown = typeof result.markdown_summary === "string" ? result.markdown_summary : "";
  out.push(...textSlips(markdown, `${label} markdown_summary`, casings));
  const wf = result.agent_workflow as Json | undefined;
  const actions = (wf?.recommended_actions ?? []) as Action[];
  if (wf) {
    out.push(...textSlips(String(wf.summary ?? ""), `${label} summary`, casings));
    actions.forEach((a, i) => {
      out.push(...textSlips(a.action, `${label} action ${i}`, casings));
      out.push(...textSlips(a.reason, `${label} action ${i} reason`, casings));
    });
    for (const [i, l] of ((wf.limitations ?? []) as string[]).entries()) {
      out.push(...textSlips(l, `${label} limitation ${i}`, casings));
    }
  }

  // Actions in priority order: high, then medium, then low.
  for (let i = 1; i < actions.length; i++) {
    if (RANK[actions[i].priority] < RANK[actions[i - 1].priority]) {
      out.push({
        kind: "priority_order",
        where: `${label} recommended_actions`,
        text: `${actions[i - 1].priority} "${actions[i - 1].action}" before ${
          actions[i].priority
        } "${actions[i].action}"`,
      });
      break;
    }
  }
  const lines = markdownActions(markdown);
  for (let i = 1; i < lines.length; i++) {
    const a = RANK[lines[i - 1].priority as keyof typeof RANK];
    const b = RANK[lines[i].priority as keyof typeof RANK];
    if (b < a) {
      out.push({
        kind: "priority_order",
        where: `${label} markdown_summary`,
        text: `${lines[i - 1].line} / ${lines[i].line}`,
      });
      break;
    }
  }

  // A target repeated in parentheses: the action's own text names it again, every action line of
  // the report ends with the same "(target)", or the report is about that target already (its
  // title or a figure names it).
  for (const [i, a] of actions.entries()) {
    if (a.target && a.action.includes(`(${a.target})`)) {
      out.push({ kind: "repeated_target", where: `${label} action ${i}`, text: a.action });
    }
  }
  const named = markdown.split("**Top actions**")[0];
  const subject = (target: string) =>
    named.split("\n").some((l) =>
      l === `## ${target}` || (l.startsWith("## ") && l.endsWith(`: ${target}`)) ||
      (l.startsWith("| ") && l.endsWith(` | ${target} |`))
    );
  const shown = lines.map((l) => l.line.match(/\(([^()]+)\)\. /)?.[1] ?? null);
  const same = shown.length >= 2 && shown[0] !== null && shown.every((t) => t === shown[0]) &&
    actions.some((a) => a.target === shown[0]);
  if (same) {
    out.push({
      kind: "repeated_target",
      where: `${label} markdown_summary`,
      text: `"(${shown[0]})" on every action line`,
    });
  }
  for (const [i, target] of shown.entries()) {
    if (target && !same && actions.some((a) => a.target === target) && subject(target)) {
      out.push({
        kind: "repeated_target",
        where: `${label} markdown_summary`,
        text: `"(${target})" on action ${i + 1}, though the report is about it`,
      });
    }
  }
  return out;
}
