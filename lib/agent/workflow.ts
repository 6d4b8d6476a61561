/** The `agent_workflow` block and `markdown_summary` report (docs/contract.md#result-extras). */
import { z } from "zod";
import { ACRONYMS, capitalised, formatNumber, sentence, sentences } from "../toolkit/prose.ts";

/** A high / medium / low level: priorities, severities, confidence bands. */
export const LevelSchema = z.enum(["high", "medium", "low"]);

/** A high / medium / low level. */
export type Level = z.output<typeof LevelSchema>;

/** Sort rank of a level: high first. */
export const LEVEL_RANK: Readonly<Record<Level, number>> = { high: 0, medium: 1, low: 2 };

/** How many of `levels` are high, medium and low. */
export function countByLevel(levels: Iterable<Level>): Record<Level, number> {
  const counts = { high: 0, medium: 0, low: 0 };
  for (const level of levels) counts[level]++;
  return counts;
}

/**
 * The decision block every analysis result carries (docs/contract.md#agent_workflow), declared
 * once.
 */
export const AgentWorkflowSchema = z.strictObject({
  decision: z.string().min(1),
  confidence: z.number().min(0).max(1),
  summary: z.string().min(1),
  recommended_actions: z.array(z.strictObject({
    action: z.string().min(1),
    priority: LevelSchema,
    reason: z.string().min(1),
    target: z.string().min(1).optional(),
  })),
  evidence: z.array(z.strictObject({
    claim: z.string().min(1),
    value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
    source: z.string().min(1),
  })),
  limitations: z.array(z.string().min(1)),
  next_calls: z.array(z.strictObject({
    endpoint: z.string().regex(/^\//),
    reason: z.string().min(1),
    body: z.record(z.string(), z.unknown()),
    available: z.boolean().optional().describe(
      "Set on every result a client receives: false when the endpoint is registered but not built on this server (a call answers 501).",
    ),
  })),
});

/** The decision block every analysis result carries. */
export type AgentWorkflow = z.output<typeof AgentWorkflowSchema>;
/** One recommended step for an agent or a person. */
export type RecommendedAction = AgentWorkflow["recommended_actions"][number];
/** A claim backed by a number or value taken from the data, with where it came from. */
export type Evidence = AgentWorkflow["evidence"][number];
/** A follow-up request: `body` must be a valid request for `endpoint`. */
export type NextCall = AgentWorkflow["next_calls"][number];

/** Actions in priority order: high, then medium, then low; the analysis's order within a level. */
export function byPriority<A extends { priority: Level }>(actions: readonly A[]): A[] {
  return actions.map((a, i) => ({ a, i }))
    .sort((x, y) => LEVEL_RANK[x.a.priority] - LEVEL_RANK[y.a.priority] || x.i - y.i)
    .map((x) => x.a);
}

/**
 * Builds an `agent_workflow`: confidence rounded to two decimals within 0..1, the actions in
 * priority order (stable within a level), and an action whose `target` is empty loses the field
 * (an empty target names nothing).
 */
export function agentWorkflow<W extends AgentWorkflow>(block: W): W {
  const confidence = Math.round(Math.min(1, Math.max(0, block.confidence)) * 100) / 100;
  const recommended_actions = byPriority(block.recommended_actions).map((a) => {
    if (a.target === undefined || a.target.trim() !== "") return a;
    const { target: _, ...rest } = a;
    return rest;
  });
  return { ...block, confidence, recommended_actions };
}

/** An item of a report's outline, with the lines nested under it. */
export interface OutlineItem {
  text: string;
  items?: string[];
}

/** A list a report carries under its own heading. */
export interface OutlineSection {
  heading: string;
  items: (string | OutlineItem)[];
}

/** A table a report carries under its own heading. */
export interface SummaryTable {
  heading: string;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * What a `markdown_summary` shows: a headline, key figures, the top actions, an outline the
 * report carries (sections to add, missing sections) and the caveats a reader keeps in mind.
 */
export interface SummaryParts {
  title: string;
  headline: string;
  figures: [label: string, value: string | number][];
  actions: RecommendedAction[];
  /**
   * What the report is about (a page, a keyword, a domain) when the title and figures do not
   * name it: an action on it does not repeat it in parentheses.
   */
  subject?: string;
  /** The lists the report carries (sections to add, an outline), each under its own heading. */
  outline?: OutlineSection[];
  /** Tables the report carries (a schedule, an action list), each under its own heading. */
  tables?: SummaryTable[];
  /** Limitations and data notes, in the caveats block. */
  caveats?: string[];
  /** The language numbers are written in: the report's own (English by default). */
  language?: string;
}

/**
 * A reason as the sentence after its action: a plain lowercase first word takes a capital
 * ("authority tier new" -> "Authority tier new"); a domain, keyword, code or URL stays as written.
 */
function opening(reason: string): string {
  const first = /^[a-z]+(?=[\s,;]|:(?!\/\/)|$)/.exec(reason)?.[0];
  return first && !ACRONYMS.has(first) ? capitalised(reason) : reason;
}

/** How many actions a report lists. */
const TOP_ACTIONS = 5;

/** Escapes characters that would break a Markdown table cell. */
function cell(value: string | number, language: string): string {
  const text = typeof value === "number"
    ? formatNumber(value, { locale: language, digits: Number.isInteger(value) ? 0 : 2 })
    : value;
  return text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

/**
 * Renders a short report a person can read, the same way for every analysis: the title, the
 * headline, the figures table, the top actions in priority order (an action names its target
 * only when the report is not already about it; the target every action shares is named once),
 * the outline under its heading as a nested list, the tables under theirs, and the caveats as one
 * quoted list.
 */
export function markdownSummary(parts: SummaryParts): string {
  const language = parts.language ?? "en";
  const lines = [`## ${parts.title}`, "", sentence(parts.headline), ""];
  if (parts.figures.length > 0) {
    lines.push("| Figure | Value |", "| --- | --- |");
    for (const [label, value] of parts.figures) {
      lines.push(`| ${cell(label, language)} | ${cell(value, language)} |`);
    }
    lines.push("");
  }
  const top = byPriority(parts.actions).slice(0, TOP_ACTIONS);
  if (top.length > 0) {
    // Targets the report already names: its subject, its title and its figures.
    const named = [parts.subject, parts.title, ...parts.figures.map(([, v]) => String(v))]
      .filter((x): x is string => typeof x === "string" && x !== "");
    const known = (target: string) => named.some((n) => n === target || n.endsWith(`: ${target}`));
    const targets = new Set(top.map((a) => a.target ?? ""));
    const shared = top.length > 1 && targets.size === 1 ? top[0].target : undefined;
    lines.push(shared && !known(shared) ? `**Top actions** for ${shared}` : "**Top actions**", "");
    top.forEach((a, i) => {
      const on = a.target && !shared && !known(a.target) && !a.action.includes(a.target)
        ? ` (${a.target})`
        : "";
      // The target follows the action's words, before its closing period.
      const action = on ? a.action.trim().replace(/(?<!\.)\.$/, "") : a.action;
      lines.push(`${i + 1}. **${a.priority}**: ${sentences(`${action}${on}`, opening(a.reason))}`);
    });
    lines.push("");
  }
  for (const section of parts.outline ?? []) {
    if (section.items.length === 0) continue;
    lines.push(`### ${section.heading}`, "");
    for (const item of section.items) {
      const { text, items = [] } = typeof item === "string" ? { text: item } : item;
      lines.push(`- ${text}`, ...items.map((x) => `  - ${x}`));
    }
    lines.push("");
  }
  for (const table of parts.tables ?? []) {
    if (table.rows.length === 0) continue;
    lines.push(`### ${table.heading}`, "");
    lines.push(`| ${table.columns.map((c) => cell(c, language)).join(" | ")} |`);
    lines.push(`| ${table.columns.map(() => "---").join(" | ")} |`);
    for (const row of table.rows) {
      lines.push(`| ${row.map((c) => cell(c, language)).join(" | ")} |`);
    }
    lines.push("");
  }
  const caveats = (parts.caveats ?? []).filter((c) => c.trim() !== "");
  if (caveats.length > 0) {
    lines.push("> **Caveats**", ...caveats.map((c) => `> - ${sentence(c)}`));
  }
  return lines.join("\n").trimEnd() + "\n";
}
