/** The operation registry's building block: every analysis endpoint is one `defineOperation`. */
import type { PageRenderer } from "../web/render.ts";
import type { WebFetcher } from "../web/fetcher.ts";
import type { SeoDataProvider } from "../providers/provider.ts";
import { z } from "zod";
import type { CostRuleSchema } from "../schemas/account.ts";
import { withMeta } from "../agent/result.ts";
import type { AgentWorkflow } from "../agent/workflow.ts";
import type { SerpHistoryQuery, SerpSnapshot } from "../store/serp_history.ts";

/** Groups used for OpenAPI tags and the pricing table. */
export type OperationTag = "backlinks" | "content" | "keywords" | "search";

/**
 * How many credits a request costs: a fixed number; or `credits` per started `per` units of
 * `field` (a number, or an array's length), minimum `credits`, doubled when the boolean field
 * `double_if` is true; or `credits` plus `plus_per_item` per item of `items_field` when
 * `when_field` equals `when_value` (a mode that makes one provider call per item).
 */
export type CostRule = z.output<typeof CostRuleSchema>;

/** What an operation's `run` receives besides its parsed input. */
export interface OperationContext {
  requestId: string;
  workspaceId: string;
  projectId: string | null;
  workflowId: string | null;
  /** The clock of this request; analyses never read the system clock themselves. */
  now: Date;
  /**
   * The caller asked for the result's `method` (`?explain=true`, MCP `explain: true`): how the
   * analysis decides is static text, so it is left out of every other answer.
   */
  explain: boolean;
  /** Reports progress of a long operation (a no-op when run inline). */
  progress(percent: number, message: string): Promise<void>;
  signal: AbortSignal;
  /** Live page and sitemap fetches (SSRF-guarded, the server's allow-list). */
  web: WebFetcher;
  /** Headless rendering of JavaScript pages (RENDER=chromium); absent or null when off. */
  render?: PageRenderer | null;
  /** The data provider of provider-backed operations (DataForSEO or the sandbox). */
  provider: SeoDataProvider;
  /** The SERPs this service already fetched for the workspace (`readSerpHistory`). */
  serpHistory: SerpHistoryReader;
}

/** Reads the stored SERP snapshots of one keyword in one market, oldest first. */
export type SerpHistoryReader = (query: SerpHistoryQuery) => Promise<SerpSnapshot[]>;

/** A reader of no history: tests, and contexts without a store. */
export const NO_SERP_HISTORY: SerpHistoryReader = () => Promise.resolve([]);

/** Every analysis result carries these extras (docs/contract.md#result-extras). */
export interface AnalysisResult {
  agent_workflow?: AgentWorkflow;
  markdown_summary?: string;
  [field: string]: unknown;
}

/** The declaration of one operation, as written in `lib/operations/<id>.ts`. */
export interface OperationBase<S extends z.ZodObject> {
  /** REST path under /api/v1, e.g. `/serp/volatility`. */
  path: `/${string}`;
  tag: OperationTag;
  /** One line, shown in OpenAPI, MCP tool titles and pricing. */
  summary: string;
  /** What the operation returns and how; shown to agents. */
  description: string;
  /** The request body schema: top-level unknown fields are refused. */
  input: S;
  /** At least one of these fields must be present ("one of url, html, markdown"). */
  requireOneOf?: (keyof z.input<S> & string)[];
  cost: CostRule;
  /** True when the operation calls a paid data provider. */
  provider: boolean;
  /** Only when this request field has this value (a mode that reads provider data). */
  providerWhen?: ProviderWhen;
  /** True when the operation fetches live pages from the web (the URLs it is given). */
  fetches?: boolean;
  /** `sync` operations always answer inline (`/search`, `/extract`). */
  mode?: "async" | "sync";
  /** A valid request body, used by docs, contract tests and MCP examples. */
  example: z.input<S>;
}

/**
 * A built operation declares both `output` (the strict zod schema of what `run` returns: its
 * own fields, `agent_workflow` and `markdown_summary`; the registry adds `meta`) and `run`.
 */
interface BuiltSpec<S extends z.ZodObject, O extends z.ZodObject> {
  output: O;
  run: (input: z.output<S>, ctx: OperationContext) => Promise<z.output<O>> | z.output<O>;
}

/** An operation registered but not built yet (501) declares neither. */
interface UnbuiltSpec {
  output?: undefined;
  run?: undefined;
}

/** What `defineOperation` takes: the description, and `output` with `run` once built. */
export type OperationSpec<S extends z.ZodObject, O extends z.ZodObject> =
  & OperationBase<S>
  & (BuiltSpec<S, O> | UnbuiltSpec);

/** A registered operation, with its erased input type and derived helpers. */
export interface Operation {
  /** snake_case id derived from the path: the MCP tool name and the OpenAPI operationId. */
  id: string;
  path: `/${string}`;
  tag: OperationTag;
  summary: string;
  description: string;
  input: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  requireOneOf: string[];
  cost: CostRule;
  provider: boolean;
  providerWhen: ProviderWhen | null;
  /** True when it fetches live pages. */
  fetches: boolean;
  mode: "async" | "sync";
  example: Record<string, unknown>;
  /** The result a client receives (the analysis's fields plus `meta`); absent when not built. */
  output?: z.ZodObject;
  /** True when the operation is built on this server (it has `run`). */
  available: boolean;
  run?: (input: Record<string, unknown>, ctx: OperationContext) => Promise<AnalysisResult>;
}

/** Declares an operation; everything else (REST, MCP, OpenAPI, pricing) derives from it. */
export function defineOperation<S extends z.ZodObject, O extends z.ZodObject = z.ZodObject>(
  spec: OperationSpec<S, O>,
): Operation {
  const oneOf = (spec.requireOneOf ?? []) as string[];
  const strict = spec.input.strict();
  const input = oneOf.length === 0 ? strict : strict.superRefine((value, ctx) => {
    const body = value as Record<string, unknown>;
    if (!oneOf.some((k) => body[k] !== undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [oneOf[0]],
        message: `one of ${oneOf.join(", ")} is required (none was given)`,
      });
    }
  });
  const run = spec.run;
  return {
    id: toolName(spec.path),
    path: spec.path,
    tag: spec.tag,
    summary: spec.summary,
    description: spec.description,
    input: input as unknown as Operation["input"],
    requireOneOf: oneOf,
    cost: spec.cost,
    provider: spec.provider,
    providerWhen: spec.providerWhen ?? null,
    fetches: spec.fetches ?? false,
    mode: spec.mode ?? "async",
    example: spec.example as Record<string, unknown>,
    output: spec.output ? withMeta(explainable(spec.output)) : undefined,
    available: run !== undefined,
    run: run
      ? async (body, ctx) => withoutMethod(await run(body as z.output<S>, ctx), ctx.explain)
      : undefined,
  };
}

/** The request field and value under which an operation calls its provider. */
export interface ProviderWhen {
  field: string;
  equals: string;
}

/** Whether a parsed request of `op` calls the data provider. */
export function callsProvider(
  op: Pick<Operation, "provider" | "providerWhen">,
  input: Record<string, unknown>,
): boolean {
  return op.provider &&
    (!op.providerWhen || input[op.providerWhen.field] === op.providerWhen.equals);
}

/** The sentence that says when an operation calls its provider. */
export function providerSentence(op: Pick<Operation, "provider" | "providerWhen">): string {
  if (!op.provider) return " No paid provider call.";
  return op.providerWhen
    ? ` Calls the configured data provider when \`${op.providerWhen.field}\` is "${op.providerWhen.equals}"; otherwise no provider call.`
    : " Calls the configured data provider.";
}

/** The credits a parsed request costs under `rule`. */
export function computeCost(rule: CostRule, input: Record<string, unknown>): number {
  if (typeof rule === "number") return rule;
  if ("plus_per_item" in rule) {
    const items = input[rule.items_field];
    const n = Array.isArray(items) ? items.length : 0;
    return rule.credits + (input[rule.when_field] === rule.when_value ? n * rule.plus_per_item : 0);
  }
  const value = input[rule.field];
  const units = Array.isArray(value) ? value.length : typeof value === "number" ? value : 0;
  const cost = Math.max(1, Math.ceil(units / rule.per)) * rule.credits;
  return rule.double_if && input[rule.double_if] === true ? cost * 2 : cost;
}

/** A sentence describing a cost rule, for pricing and OpenAPI. */
export function describeCost(rule: CostRule): string {
  if (typeof rule === "number") return `${rule} credit${rule === 1 ? "" : "s"} per request`;
  if ("plus_per_item" in rule) {
    return `${rule.credits} credits per request, plus ${rule.plus_per_item} per item of \`${rule.items_field}\` when \`${rule.when_field}\` is "${rule.when_value}"`;
  }
  const base =
    `${rule.credits} credits per started ${rule.per} of \`${rule.field}\`, minimum ${rule.credits}`;
  return rule.double_if ? `${base}; doubled when \`${rule.double_if}\` is true` : base;
}

/** The MCP tool name of an operation path: `/content-decay/detect` -> `content_decay_detect`. */
export function toolName(path: string): string {
  return path.replace(/^\//, "").replace(/[/-]/g, "_");
}

/** What `method` says in every output schema that has one. */
const METHOD_NOTE =
  "How the analysis decides (rules, thresholds, weights): static for the operation, so returned only with `?explain=true` (REST) or `explain: true` (MCP).";

/** The output schema with its `method` optional: it is sent only when asked for. */
function explainable(output: z.ZodObject): z.ZodObject {
  const method = output.shape.method as z.ZodType | undefined;
  return method ? output.extend({ method: method.optional().describe(METHOD_NOTE) }) : output;
}

/** The result without its static `method`, unless the caller asked for it. */
function withoutMethod(result: unknown, explain: boolean): AnalysisResult {
  const out = result as AnalysisResult & { method?: unknown };
  if (explain || !("method" in out)) return out;
  const { method: _method, ...rest } = out;
  return rest as AnalysisResult;
}
