/**
 * What an `/mcp` answer may cost to build: the tools/list result serialised once per registry
 * (operations are static, so their tools and JSON schemas are too), and a cap on the bytes of an
 * answer, past which a message's answer is a JSON-RPC error naming the cap instead.
 */
import { concatBytes } from "../lib/bytes.ts";

/**
 * The most bytes of JSON-RPC answers one `/mcp` request gets (8 MiB). The largest legitimate
 * answer is tools/list (~0.7 MB with every operation's input and output schemas), a tool result
 * is a report of a few hundred KB at most; 8 MiB leaves ten times that, while a batch can no
 * longer ask for 100 copies of the tool list (the probe's 65.7 MB answer).
 */
export const MCP_ANSWER_CAP_BYTES = 8 * 1024 * 1024;

/**
 * The JSON-RPC code of an answer over the cap: an implementation-defined server error (JSON-RPC
 * 2.0 §5.1, -32000 to -32099), clear of the SDK's -32000/-32001/-32042 and MCP's -32002.
 */
export const ANSWER_TOO_LARGE = -32010;

/** A cached tools/list result: the object (for the SDK's handler) and its UTF-8 JSON (the edge's). */
export interface ToolCatalog {
  result: { tools: unknown[] };
  json: Uint8Array;
}

const encoder = new TextEncoder();

/**
 * Returns `catalog(registry)`: `build(registry)` run once per registry object and kept while the
 * registry lives, with its JSON serialised once; `builds()` says how often it ran (tests count it).
 */
export function catalogCache<K extends object>(build: (registry: K) => { tools: unknown[] }) {
  const cache = new WeakMap<K, ToolCatalog>();
  let runs = 0;
  return {
    catalog(registry: K): ToolCatalog {
      let entry = cache.get(registry);
      if (!entry) {
        runs++;
        const result = build(registry);
        entry = { result, json: encoder.encode(JSON.stringify(result)) };
        cache.set(registry, entry);
      }
      return entry;
    },
    builds: () => runs,
  };
}

/** One message's answer: the request id it answers and its UTF-8 JSON, in pieces. */
export interface Answer {
  id: unknown;
  chunks: Uint8Array[];
}

/** The answer to tools/list request `id`: the cached JSON, not serialised again. */
export function catalogAnswer(id: unknown, catalog: ToolCatalog): Answer {
  return {
    id,
    chunks: [
      encoder.encode(`{"jsonrpc":"2.0","id":${JSON.stringify(id ?? null)},"result":`),
      catalog.json,
      encoder.encode("}"),
    ],
  };
}

/**
 * The answers that fit `cap` bytes together, in message order; each that would go over is
 * replaced by a JSON-RPC error naming the cap (so what was answered within it still arrives, and a
 * tool call that ran and was charged is not hidden behind another message's size). Sizes are
 * counted on the pieces, without joining or copying them.
 */
export function capAnswers(answers: readonly Answer[], cap: number): Answer[] {
  let left = cap;
  return answers.map((answer) => {
    const size = answer.chunks.reduce((n, c) => n + c.length, 0);
    if (size <= left) {
      left -= size;
      return answer;
    }
    return {
      id: answer.id,
      chunks: [encoder.encode(JSON.stringify(answerTooLarge(answer.id, size, cap)))],
    };
  });
}

/**
 * The body of a request's answers: a batch's as one JSON array (JSON-RPC 2.0 §6), a single
 * message's as itself; one copy of the bytes.
 */
export function answerBody(answers: readonly Answer[], batch: boolean): Uint8Array<ArrayBuffer> {
  const chunks = batch
    ? [
      encoder.encode("["),
      ...answers.flatMap((a, i) => i === 0 ? a.chunks : [encoder.encode(","), ...a.chunks]),
      encoder.encode("]"),
    ]
    : answers.flatMap((a) => a.chunks);
  return concatBytes(chunks) as Uint8Array<ArrayBuffer>;
}

/** The JSON-RPC error replacing an answer over the cap. */
export function answerTooLarge(id: unknown, size: number, cap: number) {
  return {
    jsonrpc: "2.0",
    id: id ?? null,
    error: {
      code: ANSWER_TOO_LARGE,
      message:
        `The answer (${size} bytes) would take this request past the MCP answer cap of ${cap} bytes; ` +
        "send fewer messages per batch, or ask for less.",
      data: { cap_bytes: cap, answer_bytes: size },
    },
  };
}
