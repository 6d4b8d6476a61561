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
