/**
 * The one execution path of an operation, shared by REST and MCP: validate, price, charge,
 * run, attach `meta`. Nothing is charged unless the input is valid and the operation exists.
 */
import { ApiError } from "./errors.ts";
import type { UsageRecord } from "./credits.ts";
import { type AnalysisResult, computeCost, type Operation } from "./operations/define.ts";
import type { Services } from "./services.ts";
import type { ApiKeyRecord } from "./store/api_keys.ts";
import { parseInput } from "./validation.ts";

/** Who is calling and how: derived from the request once, at the edge. */
export interface CallContext {
  key: ApiKeyRecord;
  requestId: string;
  projectId: string | null;
  workflowId: string | null;
  dryRun: boolean;
  signal?: AbortSignal;
}

/** The `meta` block of every analysis result (decisions §1). */
export interface ResultMeta {
  operation: string;
  provider: "dataforseo" | "sandbox" | "none";
  location: string | number | null;
  language: string | null;
  generated_at: string;
  credits_charged: number;
  request_id: string;
  project_id: string | null;
  workflow_id: string | null;
}

/** What `execute` produced: a price quote for a dry run, or a charged result. */
export type ExecuteOutcome =
  | {
    kind: "dry_run";
    body: { operation: string; credits_required: number; credits_remaining: number };
  }
  | {
    kind: "result";
    body: AnalysisResult & { meta: ResultMeta };
    charged: number;
    remaining: number;
  };

/** Validates, prices, charges and runs `op` for `body` (the parsed JSON request). */
export async function execute(
  services: Services,
  op: Operation,
  body: unknown,
  call: CallContext,
): Promise<ExecuteOutcome> {
  const input = parseInput(op.input, body);
  const cost = computeCost(op.cost, input);
  const workspaceId = call.key.workspace_id;
  if (!op.run) {
    throw new ApiError(
      "NOT_IMPLEMENTED",
      `${op.path} is registered but not built yet; nothing was charged.`,
    );
  }
  if (call.dryRun) {
    const balance = await services.ledger.balance(workspaceId);
    return {
      kind: "dry_run",
      body: {
        operation: op.path,
        credits_required: cost,
        credits_remaining: balance?.remaining ?? 0,
      },
    };
  }
  const now = services.now();
  const usage: UsageRecord = {
    request_id: call.requestId,
    operation: op.path,
    key_id: call.key.id,
    project_id: call.projectId,
    workflow_id: call.workflowId,
    at: now.toISOString(),
  };
  const charge = await services.ledger.charge(workspaceId, cost, usage);
  if (!charge.ok) {
    throw new ApiError(
      "CREDITS_EXHAUSTED",
      `${op.path} costs ${cost} credits and the workspace has ${charge.remaining} left.`,
      { details: { credits_remaining: charge.remaining, credits_required: cost } },
    );
  }
  let result: AnalysisResult;
  try {
    result = await op.run(input, {
      requestId: call.requestId,
      workspaceId,
      projectId: call.projectId,
      workflowId: call.workflowId,
      now,
      progress: () => Promise.resolve(),
      signal: call.signal ?? new AbortController().signal,
    });
  } catch (err) {
    // A failure that is ours or upstream's is not the caller's to pay for.
    const retryable = !(err instanceof ApiError) || err.retryable || err.status >= 500;
    if (retryable) await services.ledger.refund(workspaceId, cost, usage);
    throw err;
  }
  const meta: ResultMeta = {
    operation: op.path,
    provider: op.provider ? services.config.provider : "none",
    location: (input.location_code as number | undefined) ??
      (input.location as string | undefined) ??
      null,
    language: (input.language as string | undefined) ?? null,
    generated_at: now.toISOString(),
    credits_charged: cost,
    request_id: call.requestId,
    project_id: call.projectId,
    workflow_id: call.workflowId,
  };
  return { kind: "result", body: { ...result, meta }, charged: cost, remaining: charge.remaining };
}
