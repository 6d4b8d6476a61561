/**
 * The MCP tools' schemas are portable: every inputSchema and outputSchema compiles in Ajv's strict
 * mode without a warning, none has a `type` array, a schema that is `{}` or only a description, or
 * (for inputs) a combinator at its root, which model APIs refuse in a tool's input schema; and
 * the samples still validate: every operation's example input, a job envelope, a job record and
 * an error envelope. The operations' results are validated the same way in
 * tests/output_contract_test.ts, which runs every example.
 */
import assert from "node:assert/strict";
import { ApiError, errorBody } from "../lib/errors.ts";
import { operations } from "../lib/operations/mod.ts";
import type { JobEnvelope, PublicJob } from "../lib/schemas/jobs.ts";
import { toolCatalog } from "../routes/mcp.ts";
import { strictAjv, unportable } from "./strict_schema.ts";

type Json = Record<string, unknown>;
interface Tool {
  name: string;
  inputSchema: Json;
  outputSchema?: Json;
}

const tools = toolCatalog.catalog(operations).result.tools as Tool[];
const SCHEMAS = ["inputSchema", "outputSchema"] as const;

Deno.test("[tool schemas] every tool's inputSchema and outputSchema compiles in Ajv's strict mode with no warning", () => {
  const { ajv, logged } = strictAjv();
  const refused: string[] = [];
  for (const tool of tools) {
    for (const which of SCHEMAS) {
      if (!tool[which]) continue;
      try {
        ajv.compile(tool[which]);
      } catch (err) {
        refused.push(`${tool.name}.${which}: ${(err as Error).message}`);
      }
    }
  }
  assert.deepEqual(refused, []);
  assert.deepEqual(logged, []);
});

Deno.test("[tool schemas] no type arrays, no schema that is {} or only annotations, no combinator at an input schema's root", () => {
  const found = tools.flatMap((tool) =>
    SCHEMAS.flatMap((which) => unportable(tool[which]).map((at) => `${tool.name}.${which}${at}`))
  );
  assert.deepEqual(found, []);
  const rooted = tools.filter((tool) =>
    ["anyOf", "oneOf", "allOf"].some((k) => k in tool.inputSchema)
  );
  assert.deepEqual(rooted.map((t) => t.name), []);
});

/** A job as job_status answers it, with a result or without. */
function sampleJob(result: Json | null): PublicJob {
  return {
    job_id: "job_1",
    operation: "/serp/volatility",
    status: result ? "completed" : "running",
    phase: result ? "done" : "analyzing",
    progress: { percent: result ? 100 : 0, message: result ? "done" : "started" },
    attempts: 1,
    max_attempts: 3,
    created_at: "2026-11-01T10:00:00.000Z",
    started_at: "2026-11-01T10:00:01.000Z",
    finished_at: result ? "2026-11-01T10:00:02.000Z" : null,
    result,
    error: null,
    cancel_requested_at: null,
    credits_charged: 1,
    project_id: null,
    workflow_id: null,
    request_id: "req_1",
  };
}

const ENVELOPE: JobEnvelope = {
  job_id: "job_1",
  status: "queued",
  operation: "/serp/volatility",
  poll_url: "/api/v1/jobs/job_1",
  events_url: "/api/v1/jobs/job_1/events",
  retry_after_seconds: 2,
  credits_charged: 1,
};

const ERROR = errorBody(
  new ApiError("INVALID_PARAMETERS", "keyword is required", {
    details: { issues: [{ path: "keyword", message: "Required" }] },
  }),
  "req_1",
);

Deno.test("[tool schemas] the samples validate in strict mode: example inputs, job envelopes, job records, error envelopes", () => {
  const { ajv } = strictAjv();
  const failures: string[] = [];
  const check = (tool: Tool, which: (typeof SCHEMAS)[number], sample: unknown, label: string) => {
    const validate = ajv.compile(tool[which]!);
    if (!validate(sample)) {
      failures.push(`${tool.name} ${label}: ${JSON.stringify(validate.errors?.slice(0, 2))}`);
    }
  };
  const byName = new Map(tools.map((t) => [t.name, t]));
  for (const op of operations) {
    const tool = byName.get(op.id)!;
    check(tool, "inputSchema", op.example, "example");
    check(tool, "inputSchema", { ...op.example, sync: false }, "example, sync false");
    if (!tool.outputSchema) continue;
    check(tool, "outputSchema", ENVELOPE, "job envelope");
    check(tool, "outputSchema", ERROR, "error envelope");
  }
  for (const name of ["job_status", "job_wait", "job_cancel"]) {
    const tool = byName.get(name)!;
    check(tool, "inputSchema", { job_id: "job_1" }, "job id");
    check(tool, "outputSchema", sampleJob(null), "running job");
    check(tool, "outputSchema", sampleJob({ markdown_summary: "done" }), "completed job");
    check(tool, "outputSchema", ERROR, "error envelope");
  }
  const list = byName.get("jobs_list")!;
  check(list, "outputSchema", { jobs: [sampleJob(null)], next_cursor: null }, "job list");
  assert.deepEqual(failures, []);
});
