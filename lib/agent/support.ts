/**
 * The `agent_support` block of search and extraction results (docs/contract.md#agent_support):
 * what an agent needs to budget, cite and follow up on what it read. Declared once for `/extract`
 * and `/search`.
 */
import { z } from "zod";
import { AgentWorkflowSchema, type NextCall } from "./workflow.ts";

/** The `agent_support` schema; `truncated` says what was cut in the result it belongs to. */
export function agentSupportSchema(truncated: string) {
  return z.strictObject({
    token_estimate: z.number().int().min(0).describe(
      "About 4 characters a token, for the content.",
    ),
    citations: z.array(z.strictObject({ url: z.string(), title: z.string().nullable() })),
    freshness: z.strictObject({ fetched_at: z.iso.datetime() }),
    truncated: z.boolean().describe(truncated),
    next_calls: AgentWorkflowSchema.shape.next_calls,
  });
}

/** The `agent_support` block. */
export type AgentSupport = z.output<ReturnType<typeof agentSupportSchema>>;

/** What `agentSupport` builds the block from. */
export interface SupportParts {
  /** The text an agent will read (its length sets the token estimate). */
  content: string;
  citations: AgentSupport["citations"];
  /** When the data was fetched. */
  fetchedAt: Date;
  truncated: boolean;
  nextCalls: NextCall[];
}

/** Builds an `agent_support` block: about 4 characters a token. */
export function agentSupport(parts: SupportParts): AgentSupport {
  return {
    token_estimate: Math.ceil(parts.content.length / 4),
    citations: parts.citations,
    freshness: { fetched_at: parts.fetchedAt.toISOString() },
    truncated: parts.truncated,
    next_calls: parts.nextCalls,
  };
}
