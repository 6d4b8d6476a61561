/**
 * The control registry's shape (docs/architecture.md#one-registry): each control route — job
 * status, cancel, list and events, usage, pricing, projects, the free lookups — is declared
 * once, with its method, path, operationId, tag, words, zod input and output schemas, error
 * responses, rate-limit bucket, handler and (when it is one) its MCP tool. The Hono routes
 * (routes/control.ts), the MCP control tools (routes/mcp.ts) and the OpenAPI entries
 * (lib/openapi.ts) are derived from it by one loop each.
 */
import type { Context } from "hono";
import { z } from "zod";
import type { Services } from "../services.ts";
import type { ApiKeyRecord } from "../store/api_keys.ts";

type Json = Record<string, unknown>;

/** The shared `{id}` path parameter (`#/components/parameters/Id`): any string, not checked. */
export const IdPath = z.object({ id: z.string() });

/** No input of that kind. */
export const NoInput = z.object({});

/** Who calls: the key (its workspace) and the request's id. */
export interface ControlCaller {
  key: ApiKeyRecord;
  requestId: string;
}

/** What a handler runs with besides its input. */
export interface ControlContext {
  caller: ControlCaller;
  services: Services;
  /** Present on an MCP call whose client asked for progress (`_meta.progressToken`). */
  progress?: (percent: number, message: string) => Promise<void>;
}

/** A handler's input: the parsed path parameters, query and body. */
export interface ControlInput<P = unknown, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
}

/** Options the raw responders take (tests shorten the event stream's keep-alive). */
export interface ControlRouteOptions {
  keepAliveMs?: number;
  /** Aborted when the server stops: open event streams end with a `server.shutdown` event. */
  shutdown?: AbortSignal;
}

/** An error response beyond the four every control route has (400, 401, 403, 429). */
export type ControlError =
  | "NotFound"
  | "Conflict"
  | "PaymentRequired"
  | { description: string };

/** The REST side of an entry. */
export interface ControlRest<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  method: "get" | "post" | "patch" | "put" | "delete";
  /** Under /api/v1, OpenAPI style (`/jobs/{id}`). */
  path: string;
  tag: "account" | "jobs" | "search" | "webhooks";
  summary: string;
  description?: string;
  /** Path parameters (`IdPath`: the shared `Id` parameter). */
  params?: P;
  /** Query parameters, parsed strictly when declared (never read when not). */
  query?: Q;
  /** A JSON body, parsed with this schema before the handler runs (unless `ownBodyChecks`). */
  body?: B;
  /**
   * The handler checks the body itself, after checks of its own that come first (the caller's
   * rights, an Idempotency-Key replay): it gets the JSON object as read.
   */
  ownBodyChecks?: true;
  /**
   * Runs under `Idempotency-Key` (lib/idempotency.ts): the first answer is stored and an
   * identical retry gets it again, marked `x-idempotent-replay: true`.
   */
  idempotent?: true;
  /** Parameters a raw responder reads itself, documented as they are (OpenAPI objects). */
  extraParameters?: Json[];
  /** The answer: its status, words, and schema (by component name; `schema` is its zod). */
  ok: {
    status?: 200 | 201 | 202;
    description: string;
    /** A JSON answer's component in `components.schemas`; omitted for a raw answer's content. */
    component?: string;
    /** A raw answer's OpenAPI content (e.g. an event stream). */
    content?: Json;
    /** Headers set on the answer (e.g. `Cache-Control: no-store`), documented as they are. */
    headers?: Record<string, { value: string; description: string }>;
  };
  /** Error responses beyond 400, 401, 403 and 429, by status, in document order. */
  errors?: Record<string, ControlError>;
  /**
   * A route answering more than JSON at `ok.status` (an event stream, headers): it builds the
   * Response itself. Declared explicitly; `handler` is not used for REST then.
   */
  respond?: (
    c: Context,
    input: ControlInput<z.output<P>, z.output<Q>, z.output<B>>,
    ctx: ControlContext,
    options: ControlRouteOptions,
  ) => Promise<Response> | Response;
}

/** The MCP side of an entry: a control tool. */
export interface ControlTool<I extends z.ZodType, P, Q, B> {
  /** The tool's name (the REST operationId when there is one). */
  name: string;
  title: string;
  description: string;
  /** The tool's arguments (`structuredContent` is the handler's result). */
  input: I;
  /** The handler's input from the parsed arguments (default: the arguments as the query). */
  toInput?: (args: z.output<I>) => Partial<ControlInput<P, Q, B>>;
  /** The text block of the tool result. */
  text: (result: never) => string;
  /** Hints besides `title` (which is the tool's), in the order they are listed. */
  annotations: {
    readOnlyHint: boolean;
    destructiveHint?: boolean;
    idempotentHint?: boolean;
    openWorldHint: boolean;
  };
}

/** One control entry as declared. */
export interface ControlSpec<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  I extends z.ZodType,
  R,
> {
  /** The operationId, and the MCP tool's name when it is one. */
  id: string;
  /** The REST route; absent for an MCP-only tool (`job_wait`). */
  rest?: ControlRest<P, Q, B>;
  /** The answer's zod schema (the MCP tool's outputSchema; its OpenAPI component is `ok`'s). */
  output?: z.ZodType;
  /** The rate-limit bucket a request draws from: every control route draws from `control`. */
  bucket: "control";
  handler: (
    input: ControlInput<z.output<P>, z.output<Q>, z.output<B>>,
    ctx: ControlContext,
  ) => Promise<R> | R;
  mcp?: ControlTool<I, z.output<P>, z.output<Q>, z.output<B>>;
}

/** An entry of the registry, its types erased. */
export type ControlEntry = ControlSpec<z.ZodType, z.ZodType, z.ZodType, z.ZodType, unknown>;

/** Declares one control entry (types checked against its own schemas, then erased). */
export function defineControl<
  R,
  P extends z.ZodType = typeof NoInput,
  Q extends z.ZodType = typeof NoInput,
  B extends z.ZodType = typeof NoInput,
  I extends z.ZodType = typeof NoInput,
>(
  spec: ControlSpec<P, Q, B, I, R> & {
    mcp?: ControlSpec<P, Q, B, I, R>["mcp"] & { text: (result: Awaited<R>) => string };
  },
): ControlEntry {
  return spec as unknown as ControlEntry;
}

/** The Hono path of an OpenAPI path: `/jobs/{id}` -> `/jobs/:id`. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}
