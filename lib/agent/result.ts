/**
 * The parts every analysis result shares (docs/contract.md#result-extras): `meta`, added by the
 * execution path, and the builder of a result schema from an operation's own fields. One
 * declaration serves the runtime, OpenAPI, MCP `outputSchema` and the tests.
 */
import { z } from "zod";
import { type AgentWorkflow, AgentWorkflowSchema, type NextCall } from "./workflow.ts";
import { findLanguage, type MarketRequest, resolveLocation, resolveMarket } from "../geo/geo.ts";
import { NO_PROVIDER_USAGE, providerMeta, type ProviderUsage } from "../providers/metered.ts";

/** Where the data of a result came from: a paid provider, demo data, or nothing paid. */
export const PROVIDERS = ["dataforseo", "sandbox", "none"] as const;

/** The `meta` block of every analysis result. */
export const ResultMetaSchema = z.strictObject({
  operation: z.string().describe("The operation's REST path, e.g. `/serp/volatility`."),
  provider: z.enum(PROVIDERS).describe(
    "`dataforseo` (real provider data), `sandbox` (deterministic demo data) or `none` (supplied data or a live page fetch).",
  ),
  location: z.strictObject({
    name: z.string().describe("Country name, e.g. United States."),
    location_code: z.number().int().describe("Google geo target id, e.g. 2840."),
    country_iso_code: z.string().describe("ISO 3166-1 alpha-2 code, e.g. US."),
  }).nullable().describe(
    "The location the request resolved to (`location_code` wins over `location`); null when the operation takes none.",
  ),
  language: z.strictObject({
    name: z.string().describe("Language name, e.g. English."),
    language_code: z.string().describe("Language code, e.g. en."),
  }).nullable().describe(
    "The language the request resolved to; null when the operation takes none.",
  ),
  generated_at: z.iso.datetime().describe("When the result was produced (UTC)."),
  credits_charged: z.number().int().min(0),
  request_id: z.string(),
  project_id: z.string().nullable(),
  workflow_id: z.string().nullable(),
  job_id: z.string().nullable().describe("The job that produced it; null for a quick sync answer."),
  cache: z.enum(["hit", "miss"]).nullable().describe(
    "`hit`: every provider answer came from the response cache (or another request's call in flight) and this workspace had received it before, so nothing was paid upstream; `miss`: the provider was called, or this is the workspace's first receipt of a cached answer (priced as its own call); null: no provider call.",
  ),
  data_age_seconds: z.number().int().min(0).nullable().describe(
    "Seconds since this workspace first received the oldest provider data used (0 on its first receipt, even when the shared cache already held it); the data is at most its kind's cache TTL older. null: no provider call.",
  ),
  provider_cost_usd: z.number().min(0).describe(
    "What this result's provider calls cost upstream, in USD (0 for cached answers this workspace had received before, and for the sandbox).",
  ),
});

/** The `meta` block of a result. */
export type ResultMeta = z.output<typeof ResultMetaSchema>;

/** What `resultMeta` reads from the job or request. */
export interface MetaSource {
  operation: string;
  credits_charged: number;
  request_id: string;
  project_id: string | null;
  workflow_id: string | null;
  job_id: string | null;
}

/** The `meta` block added to every result. */
export function resultMeta(
  source: MetaSource,
  input: Record<string, unknown>,
  options: { provider: ResultMeta["provider"]; at: Date; usage?: ProviderUsage },
): ResultMeta {
  return {
    operation: source.operation,
    provider: options.provider,
    ...localeOf(input, options.provider !== "none"),
    generated_at: options.at.toISOString(),
    credits_charged: source.credits_charged,
    request_id: source.request_id,
    project_id: source.project_id,
    workflow_id: source.workflow_id,
    job_id: source.job_id,
    ...providerMeta(options.usage ?? NO_PROVIDER_USAGE, options.at),
  };
}

/**
 * The location and language a request resolved to (its fields were checked when parsed). A
 * provider call without a `language` field is made in the market's own language (see
 * `resolveMarket`), and says so; an analysis of supplied data without one reports none.
 */
export function localeOf(
  input: Record<string, unknown>,
  callsProvider = false,
): Pick<ResultMeta, "location" | "language"> {
  const location = resolveLocation(input);
  const language = typeof input.language === "string"
    ? findLanguage(input.language)
    : callsProvider && location
    ? findLanguage(resolveMarket(input as MarketRequest).language_code)
    : null;
  return {
    location: location ? { ...location } : null,
    language: language ? { ...language } : null,
  };
}

/** The fields an analysis's own result schema must declare (its `run` returns them). */
export const analysisExtras = {
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string().min(1).describe("A short report a person can read."),
};

/**
 * The full result schema of an operation as clients receive it: the analysis's own strict
 * schema plus `meta`.
 */
export function withMeta<S extends z.ZodObject>(analysis: S) {
  return analysis.extend({ meta: ResultMetaSchema }).strict();
}

/** An analysis's result before `meta` is added (what `run` returns). */
type RunResult = {
  agent_workflow?: AgentWorkflow;
  next_endpoints?: { calls: NextCall[] }[];
  [field: string]: unknown;
};

/**
 * The result a client receives: the analysis's result with `meta`, and every follow-up call it
 * offers (`agent_workflow.next_calls[]`, and `next_endpoints[].calls[]` where an analysis lists
 * calls per item) marked `available` (false when its endpoint is registered but not built on
 * this server), so an agent never follows a call that answers 501 unawares.
 */
export function finishResult<R extends RunResult>(
  result: R,
  meta: ResultMeta,
  isAvailable: (endpoint: string) => boolean,
): R & { meta: ResultMeta } {
  const mark = (calls: NextCall[]) =>
    calls.map((call) => ({ ...call, available: isAvailable(call.endpoint) }));
  const out: R & { meta: ResultMeta } = { ...result, meta };
  const workflow = result.agent_workflow;
  if (workflow) out.agent_workflow = { ...workflow, next_calls: mark(workflow.next_calls) };
  if (result.next_endpoints) {
    out.next_endpoints = result.next_endpoints.map((item) => ({
      ...item,
      calls: mark(item.calls),
    }));
  }
  return out;
}

/** What `clientResult` needs to know about the registry and the server. */
export interface ClientResultOptions {
  /** The operation that ran: does it call the configured provider? */
  op: { provider: boolean };
  /** The registry, to mark next calls to operations not built here. */
  operations: readonly { path: string; available: boolean }[];
  /** The configured provider of this server. */
  provider: "dataforseo" | "sandbox";
  at: Date;
  /** What the run's provider calls cost and where their data came from. */
  usage?: ProviderUsage;
}

/** The one place a result becomes what the client reads: `meta` added, next calls marked. */
export function clientResult<R extends RunResult>(
  result: R,
  source: MetaSource,
  input: Record<string, unknown>,
  options: ClientResultOptions,
): R & { meta: ResultMeta } {
  // The provider that answered: none for an operation that made no provider call this time
  // (`/keyword-cluster/build` calls one only with `method: "serp"`).
  const called = options.usage === undefined || options.usage.calls > 0;
  const provider = options.op.provider && called ? options.provider : "none";
  const meta = resultMeta(source, input, { provider, at: options.at, usage: options.usage });
  const built = builtPaths(options.operations);
  return finishResult(result, meta, (endpoint) => built.has(endpoint));
}

const builtOf = new WeakMap<readonly { path: string; available: boolean }[], Set<string>>();

/** The paths of the operations built on this server, computed once per registry. */
function builtPaths(operations: ClientResultOptions["operations"]): Set<string> {
  let built = builtOf.get(operations);
  if (!built) {
    built = new Set(operations.filter((o) => o.available).map((o) => o.path));
    builtOf.set(operations, built);
  }
  return built;
}
