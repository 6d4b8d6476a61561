/** The `agent_workflow` block and `markdown_summary` report (docs/contract.md#result-extras). */
import { z } from "zod";

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

/**
 * Builds an `agent_workflow`: confidence rounded to two decimals within 0..1, and an action
 * whose `target` is empty loses the field (an empty target names nothing).
 */
export function agentWorkflow<W extends AgentWorkflow>(block: W): W {
  const confidence = Math.round(Math.min(1, Math.max(0, block.confidence)) * 100) / 100;
  const recommended_actions = block.recommended_actions.map((a) => {
    if (a.target === undefined || a.target.trim() !== "") return a;
    const { target: _, ...rest } = a;
    return rest;
  });
  return { ...block, confidence, recommended_actions };
}

/** What a `markdown_summary` shows: a headline, key figures and the top actions. */
export interface SummaryParts {
  title: string;
  headline: string;
  figures: [label: string, value: string | number][];
  actions: RecommendedAction[];
  notes?: string[];
}

/** Escapes characters that would break a Markdown table cell. */
function cell(value: string | number): string {
  return String(value).replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

/** Renders a short report a person can read. */
export function markdownSummary(parts: SummaryParts): string {
  const lines = [`## ${parts.title}`, "", parts.headline, ""];
  if (parts.figures.length > 0) {
    lines.push("| Figure | Value |", "| --- | --- |");
    for (const [label, value] of parts.figures) lines.push(`| ${cell(label)} | ${cell(value)} |`);
    lines.push("");
  }
  if (parts.actions.length > 0) {
    lines.push("**Top actions**", "");
    parts.actions.slice(0, 5).forEach((a, i) => {
      const on = a.target ? ` (${a.target})` : "";
      lines.push(`${i + 1}. **${a.priority}**: ${a.action}${on}. ${a.reason}`);
    });
    lines.push("");
  }
  for (const note of parts.notes ?? []) lines.push(`> ${note}`);
  return lines.join("\n").trimEnd() + "\n";
}
