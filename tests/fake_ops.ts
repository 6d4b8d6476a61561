/** Small operations for tests of the request path, independent of the real analyses. */
import { z } from "zod";
import { ApiError } from "../lib/errors.ts";
import { defineOperation } from "../lib/operations/define.ts";

/** Costs 1 credit per started 10 of `limit`; echoes its input. */
export const echoOp = defineOperation({
  path: "/test/echo",
  tag: "search",
  summary: "Echo",
  description: "Echoes its input.",
  input: z.object({
    word: z.string().min(1).max(20),
    limit: z.number().int().min(1).max(100).default(10),
    location: z.string().default("United States"),
  }),
  cost: { credits: 1, per: 10, field: "limit" },
  provider: false,
  example: { word: "hi" },
  output: z.strictObject({ echoed: z.string(), limit: z.number().int() }),
  run: (input) => ({ echoed: input.word, limit: input.limit }),
});

/** Always fails with a retryable upstream error (refunded). */
export const failingOp = defineOperation({
  path: "/test/fail",
  tag: "search",
  summary: "Fail",
  description: "Fails upstream.",
  input: z.object({ kind: z.enum(["upstream", "internal"]).default("upstream") }),
  cost: 3,
  provider: true,
  example: {},
  output: z.strictObject({}),
  run: (input) => {
    if (input.kind === "internal") throw new Error("boom at /secret/path.ts:12");
    throw new ApiError("UPSTREAM_ERROR", "The provider answered 500.", { retryable: true });
  },
});

/** Registered but not built. */
export const pendingOp = defineOperation({
  path: "/test/pending",
  tag: "search",
  summary: "Pending",
  description: "Not built.",
  input: z.object({ url: z.string().optional(), html: z.string().optional() }),
  requireOneOf: ["url", "html"],
  cost: 2,
  provider: false,
  example: { url: "https://example.com" },
});

/** The fake registry. */
export const fakeOperations = [echoOp, failingOp, pendingOp];

/** How often each `/test/steps` and `/test/flaky` job body ran, by its `tag`. */
export const runCounts = new Map<string, number>();

/** Gates that hold a `/test/steps` job before each step, by tag (tests release them). */
export const gates = new Map<string, { release: () => void; wait: Promise<void> }[]>();

/** Opens a gate list of `steps` gates for `tag`. */
export function openGates(tag: string, steps: number) {
  const list = Array.from({ length: steps }, () => {
    const { promise, resolve } = Promise.withResolvers<void>();
    return { release: resolve, wait: promise };
  });
  gates.set(tag, list);
  return list;
}

/** The abort signal each `/test/steps` run was given, by `tag` (a cancel must reach it). */
export const runSignals = new Map<string, AbortSignal>();

/** When each step's progress was reported (`performance.now()`), by `tag:step`, if asked. */
export const progressMarks = new Map<string, number>();

/** Reports progress in `steps` steps, waiting on the tag's gates when there are any. */
export const stepsOp = defineOperation({
  path: "/test/steps",
  tag: "search",
  summary: "Steps",
  description: "Reports progress step by step.",
  input: z.object({
    tag: z.string().min(1).max(100),
    steps: z.number().int().min(1).max(20).default(3),
    sleep_ms: z.number().int().min(0).max(60_000).default(0),
    result_bytes: z.number().int().min(0).max(2_000_000).default(0),
    padding: z.string().max(1_500_000).optional(),
    mark_progress: z.boolean().default(false),
  }),
  cost: 2,
  provider: false,
  example: { tag: "x" },
  output: z.strictObject({
    tag: z.string(),
    steps: z.number().int(),
    padding_length: z.number().int(),
    blob: z.string(),
  }),
  run: async (input, ctx) => {
    runCounts.set(input.tag, (runCounts.get(input.tag) ?? 0) + 1);
    runSignals.set(input.tag, ctx.signal);
    const list = gates.get(input.tag);
    for (let i = 1; i <= input.steps; i++) {
      if (list) await list[i - 1].wait;
      if (input.sleep_ms) await new Promise((r) => setTimeout(r, input.sleep_ms));
      if (input.mark_progress) progressMarks.set(`${input.tag}:${i}`, performance.now());
      await ctx.progress(Math.round((i / input.steps) * 100), `step ${i} of ${input.steps}`);
    }
    return {
      tag: input.tag,
      steps: input.steps,
      padding_length: input.padding?.length ?? 0,
      blob: "r".repeat(input.result_bytes),
    };
  },
});

/** Fails with a retryable error `failures` times per tag, then succeeds; or fails for good. */
export const flakyOp = defineOperation({
  path: "/test/flaky",
  tag: "search",
  summary: "Flaky",
  description: "Fails a given number of times.",
  input: z.object({
    tag: z.string().min(1).max(100),
    failures: z.number().int().min(0).max(10).default(1),
    permanent: z.boolean().default(false),
    sleep_ms: z.number().int().min(0).max(10_000).default(0),
  }),
  cost: 4,
  provider: true,
  example: { tag: "x" },
  output: z.strictObject({ tag: z.string(), succeeded_on_attempt: z.number().int() }),
  run: async (input) => {
    if (input.sleep_ms) await new Promise((r) => setTimeout(r, input.sleep_ms));
    const n = (runCounts.get(input.tag) ?? 0) + 1;
    runCounts.set(input.tag, n);
    if (input.permanent) {
      throw new ApiError("UPSTREAM_ERROR", "The provider refused this target.", {
        retryable: false,
      });
    }
    if (n <= input.failures) throw new ApiError("UPSTREAM_TIMEOUT", `Attempt ${n} timed out.`);
    return { tag: input.tag, succeeded_on_attempt: n };
  },
});

/** The fake registry with the job-driving operations. */
export const jobOperations = [...fakeOperations, stepsOp, flakyOp];
