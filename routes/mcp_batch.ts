/**
 * JSON-RPC batches on `/mcp`, with a bounded cost. Batching (a JSON array of messages in one POST)
 * exists in one MCP protocol version only: added in 2025-03-26 (basic/transports, "Sending
 * Messages to the Server") and removed in 2025-06-18 (changelog: "Remove support for JSON-RPC
 * batching"). A batch is taken only under a `mcp-protocol-version: 2025-03-26` header, of at most
 * `MAX_BATCH_MESSAGES` well-formed messages, none an `initialize`; every message costs one
 * rate-limit token from its bucket, and a batch the buckets cannot cover is refused whole.
 */
import type { Context } from "hono";
import {
  type Bucket,
  type RateDecision,
  rateLimited,
  rateLimitHeaders,
} from "../lib/rate_limit.ts";
import { ApiError } from "../lib/errors.ts";
import { MCP_PROTOCOL_VERSIONS } from "../lib/mcp_versions.ts";
import type { ApiKeyRecord } from "../lib/store/api_keys.ts";
import type { Services } from "../lib/services.ts";
import type { AppEnv } from "./env.ts";

/** The protocol versions with JSON-RPC batches (2025-03-26 only: lib/mcp_versions.ts). */
const BATCH_VERSIONS = MCP_PROTOCOL_VERSIONS.filter((v) => v.batches).map((v) => v.version);

/**
 * The most messages one batch may hold: 100, the SDK's own bound. What a batch costs is bounded
 * by its tokens (one per message, all or none, so a batch is never cheaper than its messages sent
 * one by one) and its answers by the answer cap (routes/mcp_answer.ts: 100 tools/list answers
 * would be ~66 MB; past 8 MiB they are replaced by a short error), not by a smaller count.
 */
export const MAX_BATCH_MESSAGES = 100;

/** The JSON-RPC 2.0 code of a refused batch (§5.1 Invalid Request). */
export const INVALID_REQUEST = -32600;

/** A JSON-RPC message as the edge reads it (the transport parses the body for itself). */
export type RpcMessage =
  | {
    method?: unknown;
    id?: unknown;
    params?: { name?: unknown; protocolVersion?: unknown; task?: unknown };
  }
  | null;

/**
 * Why a batch is refused before any of its messages runs, or null when it is taken (or the body
 * is not a batch). `wellFormed` is the SDK's JSON-RPC message check. The version is the header's:
 * a missing header is 2025-03-26 (2025-06-18 basic/transports: a server without one SHOULD assume
 * 2025-03-26; clients of that version never send it, and they may batch), so only a later version
 * refuses a batch; the size cap and the per-message tokens bound it either way. An `initialize` is refused:
 * 2025-03-26 basic/lifecycle says "The initialization request MUST NOT be part of a JSON-RPC
 * batch" (nothing else may be sent before it completes), so it is never run alongside others.
 */
export function batchRefusal(
  body: unknown,
  version: string | null,
  wellFormed: (message: unknown) => boolean,
): string | null {
  if (!Array.isArray(body)) return null;
  if (version !== null && !BATCH_VERSIONS.includes(version)) {
    return `JSON-RPC batches need protocol version ${
      BATCH_VERSIONS.join(" or ")
    } (the mcp-protocol-version header says ${
      version.slice(0, 40)
    }); later versions removed batching: send one message per request.`;
  }
  if (body.length === 0) return "An empty batch is not a JSON-RPC request.";
  if (body.length > MAX_BATCH_MESSAGES) {
    return `A batch holds at most ${MAX_BATCH_MESSAGES} messages (got ${body.length}); split it.`;
  }
  const bad = body.findIndex((m) => !wellFormed(m));
  if (bad >= 0) return `Message ${bad} of the batch is not a JSON-RPC 2.0 message.`;
  if (body.some((m) => (m as RpcMessage)?.method === "initialize")) {
    return "initialize must not be part of a JSON-RPC batch (MCP 2025-03-26 lifecycle): send it alone.";
  }
  return null;
}

/** The JSON-RPC error answering a refused batch (HTTP 400), as the SDK answers its own. */
export function batchError(message: string) {
  return { jsonrpc: "2.0", id: null, error: { code: INVALID_REQUEST, message } };
}

/** Tokens a batch costs, per bucket. */
export type BatchCost = Record<Bucket, number>;

/**
 * One token per message: `work` for a tools/call of an operation (as REST charges an operation),
 * `control` for everything else (tools/list, job and lookup tools, tasks, notifications, ...).
 */
export function batchCost(
  messages: readonly unknown[],
  isOperationCall: (message: RpcMessage) => boolean,
): BatchCost {
  const work = messages.filter((m) => isOperationCall(m as RpcMessage)).length;
  return { work, control: messages.length - work };
}

/** The buckets in the order a batch is charged (the last one's headers are the answer's). */
const BUCKETS: readonly Bucket[] = ["work", "control"];

/**
 * Charges a batch its tokens, or throws 429 for the whole batch: one limiter call per bucket for
 * all of that bucket's messages (lib/rate_limit.ts takes a cost, all or none), so a batch its
 * bucket cannot cover spends nothing of it. When `work` fits and `control` does not, the work
 * tokens stay spent (two buckets, two commits). Sets the RateLimit headers of each bucket charged.
 */
export async function chargeBatch(
  c: Context<AppEnv>,
  services: Services,
  key: ApiKeyRecord,
  cost: BatchCost,
): Promise<void> {
  const buckets = BUCKETS.filter((b) => cost[b] > 0);
  const decisions = await Promise.all(buckets.map((b) => services.rateLimit(key, b, cost[b])));
  buckets.forEach((bucket, i) => {
    for (const [name, value] of Object.entries(rateLimitHeaders(decisions[i], bucket))) {
      c.header(name, value);
    }
  });
  const refused = decisions.findIndex((d) => !d.allowed);
  if (refused >= 0) {
    const bucket = buckets[refused];
    throw batchRateLimited(decisions[refused], bucket, cost[bucket], key.plan);
  }
}

/** The 429 of a batch its bucket cannot cover: the usual one, saying what the batch needed. */
function batchRateLimited(
  d: RateDecision,
  bucket: Bucket,
  needed: number,
  plan: string,
): ApiError {
  const base = rateLimited({ ...d, allowed: false }, bucket, plan);
  return new ApiError(
    "RATE_LIMITED",
    `This batch needs ${needed} ${bucket} tokens (one per message); ${base.message}`,
    { headers: base.headers, details: base.details },
  );
}
