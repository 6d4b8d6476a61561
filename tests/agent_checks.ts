/** Checks shared by analysis tests: a run context, and next_calls validated by the registry. */
import type { WebFetcher } from "../lib/web/fetcher.ts";
import { createSandboxProvider } from "../lib/providers/sandbox.ts";
import { exampleWeb } from "./fixtures/example_pages.ts";
import assert from "node:assert/strict";
import fc from "fast-check";
import type { AgentWorkflow } from "../lib/agent/workflow.ts";
import {
  NO_SERP_HISTORY,
  type Operation,
  type OperationContext,
} from "../lib/operations/define.ts";
import { operations } from "../lib/operations/mod.ts";

/** The context an operation's `run` gets, for calling it directly in tests. */
export function opContext(now: Date, web: WebFetcher = exampleWeb()): OperationContext {
  return {
    requestId: "req_test",
    workspaceId: "ws_test",
    projectId: null,
    workflowId: null,
    now,
    explain: true,
    progress: () => Promise.resolve(),
    signal: new AbortController().signal,
    web,
    provider: createSandboxProvider(),
    serpHistory: NO_SERP_HISTORY,
  };
}

/** Every `next_calls[].body` must parse with its endpoint's own request schema. */
export function assertValidNextCalls(workflow: AgentWorkflow): void {
  for (const call of workflow.next_calls) {
    const op = operations.find((o) => o.path === call.endpoint);
    assert.ok(op, `next_calls names an unknown endpoint ${call.endpoint}`);
    const check = op.input.safeParse(call.body);
    assert.ok(check.success, `${call.endpoint}: ${JSON.stringify(check.error?.issues)}`);
  }
}

/**
 * The fast-check seed: fixed, so CI is reproducible; `FC_SEED=<n>` explores other inputs and
 * `FC_SEED=random` a fresh seed per run (fast-check prints the seed of any failure).
 */
export function propertySeed(): number | undefined {
  const env = Deno.env.get("FC_SEED");
  if (env === "random") return undefined;
  return env ? Number(env) : 20261122;
}

/**
 * `RANKSCOPE_SNAPSHOT=<file>` appends every property-test input and result to `<file>` as
 * JSON lines, so a refactor can be checked byte-identical (`tools/snapshot.ts` adds the
 * registry examples and the expert cases).
 */
function recordSnapshot(path: string, input: unknown, result: unknown): void {
  const file = Deno.env.get("RANKSCOPE_SNAPSHOT");
  if (!file) return;
  Deno.writeTextFileSync(file, JSON.stringify({ path, input, result }) + "\n", { append: true });
}

/** Options of `checkAnalysisProperties`. */
export interface PropertyOptions {
  numRuns?: number;
  seed?: number;
  now?: Date;
}

/**
 * The properties every analysis must have, over random valid inputs: it never throws, its
 * result parses with the operation's own `output` schema (without `meta`, which `run` does not
 * add), it is byte-for-byte deterministic, it has a non-empty
 * `markdown_summary`, and every `next_calls[].body` is a valid request for its endpoint.
 * Inputs the operation's own schema refuses are skipped (keep them rare in `arbitrary`).
 */
export async function checkAnalysisProperties(
  op: Operation,
  arbitrary: fc.Arbitrary<Record<string, unknown>>,
  options: PropertyOptions = {},
): Promise<void> {
  assert.ok(op.output, `${op.path} declares no output schema`);
  const resultSchema = op.output.omit({ meta: true });
  const now = options.now ?? new Date("2026-11-22T12:00:00Z");
  assert.ok(op.run, `${op.path} has no run`);
  let valid = 0;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (raw) => {
      const parsed = op.input.safeParse(raw);
      fc.pre(parsed.success);
      valid++;
      const first = await op.run!(parsed.data!, opContext(now));
      const second = await op.run!(op.input.parse(raw), opContext(now));
      assert.equal(JSON.stringify(first), JSON.stringify(second), "not deterministic");
      const checked = resultSchema.safeParse(first);
      assert.ok(
        checked.success,
        `result does not match its schema: ${JSON.stringify(checked.error?.issues.slice(0, 3))}`,
      );
      assert.equal(typeof first.markdown_summary, "string");
      assert.ok((first.markdown_summary as string).length > 0);
      assert.ok(first.agent_workflow, "no agent_workflow");
      assertValidNextCalls(first.agent_workflow!);
      recordSnapshot(op.path, raw, first);
    }),
    { numRuns: options.numRuns ?? 150, seed: options.seed ?? propertySeed(), endOnFailure: true },
  );
  assert.ok(valid > 0, "the arbitrary produced no valid input");
}
