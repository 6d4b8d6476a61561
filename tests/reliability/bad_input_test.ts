/**
 * Bad input, fuzzed: every registry operation (the list comes from `operations`) and every control
 * route (the list comes from the app's own router: keys, jobs, job events, webhooks, deliveries,
 * budgets, usage, account, admin, and `/mcp` JSON-RPC) get random and boundary JSON, a wrong type
 * for each schema field, huge strings at and over MAX_BODY_BYTES, deep nesting, lone surrogates
 * (escaped and as raw bytes), invalid UTF-8, NUL bytes, `__proto__`/`constructor`/`toString` keys
 * and ids, wrong content types and charsets, gzip bodies, odd and overlong path ids and query
 * parameters of the wrong type.
 *
 * Properties: no 5xx; every refusal is the error envelope (docs/contract.md#the-envelope) with a
 * documented code at its documented status; a refused request charges nothing and creates no job (balance, usage and
 * the newest job compared around each request, and `/api/v1/usage` and `/api/v1/jobs` around the
 * batch that is refused by construction); an input that must be refused (an unknown field, a wrong
 * type, a lone surrogate, a bad content type ...) is never accepted.
 *
 * Seeded: `FUZZ_SEED` and `FUZZ_RUNS` (random cases per operation and per route) override the
 * defaults; the seed is printed. A failure lists its first cases with a label to replay them.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { ERROR_CODES, ERROR_STATUS, ErrorBodySchema } from "../../lib/errors.ts";
import { readUsage } from "../../lib/credits.ts";
import { operations } from "../../lib/operations/mod.ts";
import { DeliveryQuery, EndpointChange, NewEndpoint } from "../../lib/webhooks/schemas.ts";
import {
  GrantSchema,
  NewBudgetSchema,
  NewKeySchema,
  NewWorkspaceSchema,
} from "../../lib/schemas/admin.ts";
import { JobListQuery, LocationQuery, SerpHistoryQuery, UsageQuery } from "../../lib/queries.ts";
import { createApiKey } from "../../lib/store/api_keys.ts";
import { OAUTH_ERROR_CODES } from "../../lib/oauth/errors.ts";
import { ClientMetadataSchema } from "../../lib/schemas/oauth.ts";
import { listJobs } from "../../lib/store/jobs.ts";
import { type Harness, runJob, setup } from "../helpers.ts";
import { CONTRACT_PATH, errorTable } from "../contract_doc.ts";
import { count } from "./scorecard.ts";

const SEED = envInt("FUZZ_SEED", 20_261_117);
const RUNS = envInt("FUZZ_RUNS", 32);
console.log(
  `[reliability] bad input: fast-check seed ${SEED}, ${RUNS} random cases per operation and route ` +
    "(override with FUZZ_SEED / FUZZ_RUNS)",
);

function envInt(name: string, fallback: number): number {
  const raw = Deno.env.get(name);
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

// ---------------------------------------------------------------------------------------------
// The documented error contract: docs/contract.md#error-codes and openapi.yaml.

/** `code -> status` of the error table of docs/contract.md. */
function contractTable(): Map<string, number> {
  const table = errorTable(Deno.readTextFileSync(CONTRACT_PATH));
  return new Map([...table].map(([code, row]) => [code, row.status]));
}

/** The codes the published contract (openapi.yaml, the error schema) lists. */
function openApiCodes(): string[] {
  const doc = parseYaml(Deno.readTextFileSync(new URL("../../openapi.yaml", import.meta.url)));
  const codes = doc?.components?.schemas?.Error?.properties?.error?.properties?.code?.enum;
  assert.ok(Array.isArray(codes), "openapi.yaml declares the error codes");
  return codes as string[];
}

const CONTRACT = contractTable();
const OPENAPI_CODES = openApiCodes();
/** Documented: in the contract's error table, or in openapi.yaml. */
const DOCUMENTED = new Set([...CONTRACT.keys(), ...OPENAPI_CODES]);

/** The status a documented code must come with. */
function documentedStatus(code: string): number | undefined {
  return CONTRACT.get(code) ?? (ERROR_STATUS as Record<string, number>)[code];
}

// ---------------------------------------------------------------------------------------------
// One attack, its verdict, and the tally.

/** One request to send. */
interface Attack {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** Refused by construction (an unknown field, a wrong type ...): a 2xx is a finding. */
  mustRefuse: boolean;
  /** Control routes never charge or create jobs, whatever they answer. */
  alwaysFree?: boolean;
  /** A JSON-RPC request to /mcp. */
  mcp?: boolean;
}

interface Tally {
  tried: number;
  accepted: number;
  fivexx: number;
  undocumented: number;
  charged: number;
  jobs: number;
  mustRefuse: number;
  samples: string[];
}

function newTally(): Tally {
  return {
    tried: 0,
    accepted: 0,
    fivexx: 0,
    undocumented: 0,
    charged: 0,
    jobs: 0,
    mustRefuse: 0,
    samples: [],
  };
}

type Finding = "fivexx" | "undocumented" | "charged" | "jobs" | "mustRefuse";

function note(t: Tally, kind: Finding, a: Attack, detail: string): void {
  t[kind]++;
  if (t.samples.length < 15) {
    t.samples.push(`${kind}: ${a.method} ${a.path.slice(0, 160)} [${a.label}]: ${detail}`);
  }
}

/** Records the tally in the scorecard, then asserts the properties. */
async function settle(t: Tally, what: string): Promise<void> {
  await count("requests_tried", t.tried);
  await count("responses_5xx", t.fivexx);
  await count("undocumented_refusals", t.undocumented);
  await count("charged_refusals", t.charged);
  await count("refused_requests_creating_jobs", t.jobs);
  await count("must_refuse_accepted", t.mustRefuse);
  console.log(
    `[reliability] ${what}: ${t.tried} requests, ${t.accepted} accepted, ${t.fivexx} 5xx, ` +
      `${t.undocumented} undocumented, ${t.charged} charged refusals, ${t.jobs} refusals with a job, ` +
      `${t.mustRefuse} accepted that must be refused`,
  );
  // The `__proto__` / `constructor` payloads polluted no prototype of this process (the app ran in it).
  for (const proto of [Object.prototype, Array.prototype]) {
    assert.equal(Object.hasOwn(proto, "polluted"), false, `${what}: a prototype was polluted`);
  }
  const findings = t.fivexx + t.undocumented + t.charged + t.jobs + t.mustRefuse;
  assert.equal(findings, 0, `${what} (seed ${SEED}):\n  ${t.samples.join("\n  ")}`);
}

/** What the books of a workspace say: balance, credits used and its newest job. */
interface Books {
  balance: number;
  used: number;
  newestJob: string | null;
}

async function books(h: Harness): Promise<Books> {
  const [balance, usage, jobs] = await Promise.all([
    h.services.ledger.balance(h.workspaceId),
    readUsage(h.kv, h.workspaceId),
    listJobs(h.kv, h.workspaceId, { limit: 1 }),
  ]);
  return {
    balance: balance?.remaining ?? 0,
    used: usage.credits_used,
    newestJob: jobs.jobs[0]?.job_id ?? null,
  };
}

/** Every job of the harness workspace, once all have ended (within 30 s). */
async function settledJobs(h: Harness) {
  const end = Date.now() + 30_000;
  for (;;) {
    const all = [];
    let cursor: string | undefined;
    do {
      const page = await listJobs(h.kv, h.workspaceId, { limit: 100, cursor });
      all.push(...page.jobs);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    const open = all.filter((j) => j.status !== "completed" && j.status !== "failed");
    if (open.length === 0) return all;
    assert.ok(Date.now() < end, `${open.length} fuzzed jobs did not end: ${open[0].job_id}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Reads a body to its end, or cancels it after `ms` (an event stream that would not end). */
async function readText(res: Response, ms = 5_000): Promise<{ text: string; ended: boolean }> {
  if (!res.body) return { text: "", ended: true };
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => timer = setTimeout(() => resolve("late"), ms));
  let ended = true;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === "late") {
        ended = false;
        await reader.cancel().catch(() => {});
        break;
      }
      if (next.done) break;
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  chunks.reduce((at, c) => (all.set(c, at), at + c.length), 0);
  return { text: new TextDecoder().decode(all), ended };
}

/** Why a refusal is not the documented error envelope, or null when it is. */
function envelopeProblem(res: Response, text: string, path = ""): string | null {
  if (path.startsWith("/oauth/")) {
    const problem = oauthProblem(res, text, path);
    if (problem !== undefined) return problem;
  }
  const type = res.headers.get("content-type") ?? "";
  if (!/^application\/json/i.test(type)) return `content type "${type}"`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 80)}`;
  }
  return envelopeBodyProblem(body, res.status, res.headers.get("x-request-id"));
}

/**
 * The authorization server's own refusals (routes/oauth.ts): OAuth's `{ error, error_description }`
 * with a code of RFC 6749/7591/7009 at 400 (401 for `invalid_client`); on the authorization
 * endpoint also its HTML page (400, or 403 for a refused credential) and redirects back to a
 * client. `undefined` when the answer is none of these (then it must be the error envelope).
 */
function oauthProblem(res: Response, text: string, path: string): string | null | undefined {
  const type = res.headers.get("content-type") ?? "";
  if (path.startsWith("/oauth/authorize")) {
    if (res.status === 302 || res.status === 303) {
      return res.headers.get("location") ? null : "a redirect without Location";
    }
    if (/^text\/html/i.test(type)) {
      return [400, 403].includes(res.status) ? null : `an HTML page with status ${res.status}`;
    }
  }
  if (!/^application\/json/i.test(type)) return undefined;
  let body: { error?: unknown; error_description?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 80)}`;
  }
  if (typeof body?.error !== "string") return undefined;
  if (!(OAUTH_ERROR_CODES as readonly string[]).includes(body.error)) {
    return `OAuth error ${body.error} is not one the server documents`;
  }
  if (typeof body.error_description !== "string" || body.error_description === "") {
    return "an OAuth error without error_description";
  }
  const status = body.error === "invalid_client" ? 401 : 400;
  return res.status === status
    ? null
    : `${body.error} came with status ${res.status}, not ${status}`;
}

function envelopeBodyProblem(
  body: unknown,
  status: number | null,
  requestId: string | null,
): string | null {
  const parsed = ErrorBodySchema.safeParse(body);
  if (!parsed.success) return `not the error envelope: ${JSON.stringify(body).slice(0, 160)}`;
  const { code, request_id, message } = parsed.data.error;
  if (!DOCUMENTED.has(code)) return `code ${code} is not documented`;
  if (status !== null && documentedStatus(code) !== status) {
    return `${code} came with status ${status}, documented ${documentedStatus(code)}`;
  }
  if (requestId !== null && request_id !== requestId) return "request_id is not x-request-id";
  if (/\bat .*\.ts:\d+/.test(message)) return "a stack trace in the message";
  return null;
}

/** A JSON-RPC 2.0 error answer (the MCP transport's refusals). */
function isJsonRpcError(value: unknown): boolean {
  const v = value as { jsonrpc?: unknown; error?: { code?: unknown; message?: unknown } } | null;
  return v !== null && typeof v === "object" && v.jsonrpc === "2.0" &&
    Number.isInteger(v.error?.code) && typeof v.error?.message === "string";
}

/** Judges an /mcp answer; true when no operation tool call succeeded (nothing may be charged). */
function judgeMcp(t: Tally, a: Attack, res: Response, text: string): boolean {
  if (res.status >= 300) {
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch { /* judged below */ }
    if (isJsonRpcError(body)) {
      if (res.status >= 500) return true; // counted as 5xx already
      return true;
    }
    const problem = envelopeProblem(res, text);
    if (problem) note(t, "undocumented", a, `${res.status}: ${problem}`);
    return true;
  }
  if (text.trim() === "") return true; // 202 to a notification
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    note(t, "undocumented", a, `a ${res.status} answer that is not JSON: ${text.slice(0, 80)}`);
    return true;
  }
  let free = true;
  for (const item of Array.isArray(body) ? body : [body]) {
    const msg = item as {
      error?: unknown;
      result?: { isError?: boolean; structuredContent?: unknown; content?: unknown };
    };
    if (msg?.error !== undefined) {
      if (!isJsonRpcError(msg)) note(t, "undocumented", a, `malformed JSON-RPC error ${text}`);
      continue;
    }
    if (msg?.result?.isError === true) {
      const problem = envelopeBodyProblem(msg.result.structuredContent, null, null);
      if (problem) note(t, "undocumented", a, `tool error: ${problem}`);
      const code = (msg.result.structuredContent as { error?: { code?: string } })?.error?.code;
      // A tool's INTERNAL_ERROR is the 500 of the MCP surface.
      if (code === "INTERNAL_ERROR") note(t, "fivexx", a, `tool error ${JSON.stringify(msg)}`);
      continue;
    }
    if (msg?.result?.structuredContent !== undefined && a.label.includes("tools/call")) {
      free = false;
    }
  }
  return free;
}

/** Sends an attack and judges the answer, checking the books around refusals. */
async function send(
  h: Harness,
  t: Tally,
  a: Attack,
): Promise<{ status: number; text: string } | null> {
  const before = await books(h);
  let res: Response;
  try {
    res = await h.app.request(a.path, {
      method: a.method,
      headers: a.headers,
      body: a.body as BodyInit | undefined,
    });
  } catch (err) {
    t.tried++;
    note(t, "fivexx", a, `the app threw: ${(err as Error).message}`);
    return null;
  }
  const { text, ended } = await readText(res);
  t.tried++;
  if (!ended) note(t, "undocumented", a, `${res.status}: the answer did not end within 5 s`);
  if (res.status >= 500) note(t, "fivexx", a, `${res.status}: ${text.slice(0, 200)}`);
  let free: boolean;
  if (a.mcp) {
    free = judgeMcp(t, a, res, text);
    if (!free) t.accepted++;
  } else if (res.status >= 200 && res.status < 300) {
    t.accepted++;
    if (a.mustRefuse) note(t, "mustRefuse", a, `${res.status}: ${text.slice(0, 160)}`);
    free = a.alwaysFree === true;
  } else {
    const problem = envelopeProblem(res, text, a.path);
    if (problem) note(t, "undocumented", a, `${res.status}: ${problem}`);
    free = true;
  }
  if (!free) return { status: res.status, text };
  const after = await books(h);
  const header = res.headers.get("x-credits-charged");
  if (after.balance < before.balance || after.used > before.used || (header && header !== "0")) {
    note(
      t,
      "charged",
      a,
      `${res.status}: balance ${before.balance} -> ${after.balance}, used ${before.used} -> ` +
        `${after.used}, x-credits-charged ${header}`,
    );
  }
  if (after.newestJob !== before.newestJob) {
    note(t, "jobs", a, `${res.status}: created job ${after.newestJob}`);
  }
  return { status: res.status, text };
}

/** The error code of an answer's text, or "-". */
function codeOf(text: string): string {
  try {
    return JSON.parse(text)?.error?.code ?? "-";
  } catch {
    return "-";
  }
}

// ---------------------------------------------------------------------------------------------
// Bodies.

const ENC = new TextEncoder();
const PROTO_KEYS = [
  "__proto__",
  "constructor",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "prototype",
  "__defineGetter__",
  "isPrototypeOf",
];
const JSON_TYPE = "application/json";
const MCP_ACCEPT = "application/json, text/event-stream";
/** Deeper than this, a body hits the known recursion bug (see the ignored test below). */
const SAFE_DEPTH = 1_000;

type JsonType = "string" | "number" | "boolean" | "array" | "object" | "null";

/** The JSON types each top-level field of a schema accepts (null: not known from the schema). */
function fieldTypes(schema: z.ZodType): Map<string, Set<JsonType> | null> {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
  };
  const out = new Map<string, Set<JsonType> | null>();
  for (const [name, prop] of Object.entries(json.properties ?? {})) out.set(name, typesOf(prop));
  return out;
}

function typesOf(prop: unknown): Set<JsonType> | null {
  const p = prop as {
    type?: string | string[];
    anyOf?: unknown[];
    oneOf?: unknown[];
    enum?: unknown[];
    const?: unknown;
  };
  if (p === null || typeof p !== "object") return null;
  const out = new Set<JsonType>();
  const add = (t: string) => out.add(t === "integer" ? "number" : t as JsonType);
  if (typeof p.type === "string") add(p.type);
  else if (Array.isArray(p.type)) p.type.forEach(add);
  else if (p.anyOf || p.oneOf) {
    for (const option of p.anyOf ?? p.oneOf ?? []) {
      const inner = typesOf(option);
      if (inner === null) return null;
      inner.forEach((t) => out.add(t));
    }
  } else if (p.enum) p.enum.forEach((v) => add(jsonTypeOf(v)));
  else if ("const" in p) add(jsonTypeOf(p.const));
  else return null;
  return out.size === 0 ? null : out;
}

function jsonTypeOf(v: unknown): JsonType {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v as JsonType;
}

const WRONG_VALUES: unknown[] = [
  "wrong type",
  "",
  42,
  -3.5,
  true,
  false,
  [],
  ["x", 1],
  {},
  { nested: "object" },
  null,
];

/** Values of a JSON type none of `types` accepts. */
function wrongValues(types: Set<JsonType>): unknown[] {
  return WRONG_VALUES.filter((v) => !types.has(jsonTypeOf(v)));
}

/** JSON texts at the edges of what a field takes (spliced into the body as they are). */
const BOUNDARY_TEXTS = [
  "0",
  "-1",
  "-0",
  "1e308",
  "1e400",
  "-1e400",
  "5e-324",
  "0.1",
  "9007199254740993",
  "123456789012345678901234567890",
  '""',
  '" "',
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\u202e\\u200b"',
  '"\\ud83d\\ude00"',
  '"../../../etc/passwd"',
  '"<script>alert(1)<\\/script>"',
  `"${"x".repeat(5_000)}"`,
  "[]",
  "{}",
  "true",
  "null",
  "[[[[[[[[]]]]]]]]",
  '{"__proto__":{"polluted":true}}',
  '"https://127.0.0.1/"',
];

/** The body `value` with `raw` JSON text in place of `field`'s value. */
function withRaw(value: Record<string, unknown>, field: string, raw: string): string {
  const marker = "\u0001RAW\u0001";
  return JSON.stringify({ ...value, [field]: marker }).replace(JSON.stringify(marker), raw);
}

/** The body `value` as UTF-8 with `bytes` spliced into `field`'s string value. */
function withBytes(value: Record<string, unknown>, field: string, bytes: number[]): Uint8Array {
  const marker = "\u0001BYTES\u0001";
  const [head, tail] = JSON.stringify({ ...value, [field]: `a${marker}b` }).split(
    JSON.stringify(marker).slice(1, -1),
  );
  const a = ENC.encode(head);
  const b = ENC.encode(tail);
  const out = new Uint8Array(a.length + bytes.length + b.length);
  out.set(a);
  out.set(bytes, a.length);
  out.set(b, a.length + bytes.length);
  return out;
}

/** Byte sequences that are not UTF-8 (a lone surrogate as CESU bytes among them) and a raw NUL. */
const BAD_BYTES: [string, number[]][] = [
  ["lone surrogate as raw bytes ED A0 80", [0xed, 0xa0, 0x80]],
  ["lone low surrogate as raw bytes ED B0 80", [0xed, 0xb0, 0x80]],
  ["byte FF", [0xff]],
  ["byte FE", [0xfe]],
  ["overlong NUL C0 80", [0xc0, 0x80]],
  ["truncated E2 82", [0xe2, 0x82]],
  ["beyond U+10FFFF F4 90 80 80", [0xf4, 0x90, 0x80, 0x80]],
  ["lone continuation 80", [0x80]],
  ["raw NUL byte inside a string", [0x00]],
  ["raw newline inside a string", [0x0a]],
];

/** Content types, charsets and encodings a JSON body is refused with (415). */
const BAD_TYPES: { label: string; headers: Record<string, string>; utf16?: boolean }[] = [
  { label: "text/plain", headers: { "content-type": "text/plain" } },
  { label: "no content type", headers: {} },
  { label: "form", headers: { "content-type": "application/x-www-form-urlencoded" } },
  { label: "multipart", headers: { "content-type": "multipart/form-data; boundary=x" } },
  { label: "xml", headers: { "content-type": "application/xml" } },
  { label: "json-ish", headers: { "content-type": "application/jsonp" } },
  {
    label: "charset=utf-16",
    headers: { "content-type": "application/json; charset=utf-16" },
    utf16: true,
  },
  {
    label: "charset=UTF-16LE",
    headers: { "content-type": "application/json; charset=UTF-16LE" },
    utf16: true,
  },
  { label: "charset=latin1", headers: { "content-type": "application/json; charset=latin1" } },
  {
    label: "charset=ascii quoted",
    headers: { "content-type": 'application/json; charset="ascii"' },
  },
  {
    label: "Content-Encoding: br",
    headers: { "content-type": JSON_TYPE, "content-encoding": "br" },
  },
  {
    label: "Content-Encoding: deflate",
    headers: { "content-type": JSON_TYPE, "content-encoding": "deflate" },
  },
];

function utf16(text: string): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[2 + i * 2] = c & 0xff;
    out[3 + i * 2] = c >> 8;
  }
  return out;
}

async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A nested array or object `depth` levels deep, as JSON text. */
function nested(depth: number, kind: "array" | "object"): string {
  return kind === "array"
    ? "[".repeat(depth) + "]".repeat(depth)
    : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/** An escaped lone surrogate somewhere: JSON.stringify writes them as `\udXXX`. */
function hasLoneSurrogate(json: string): boolean {
  return /\\ud[89a-f][0-9a-f]{2}/i.test(json);
}

/** A body part of an attack: what to send and whether it must be refused. */
interface BodyCase {
  label: string;
  body: string | Uint8Array;
  /** The content headers (all of them); default `content-type: application/json`. */
  headers?: Record<string, string>;
  mustRefuse: boolean;
}

/** The content headers of a body case: its own, else JSON's. */
function contentHeaders(c: BodyCase): Record<string, string> {
  return c.headers ?? { "content-type": JSON_TYPE };
}

/** A JSON object body. */
function jsonCase(label: string, value: unknown, mustRefuse: boolean): BodyCase {
  const text = JSON.stringify(value);
  return { label, body: text, mustRefuse: mustRefuse || hasLoneSurrogate(text) };
}

const binaryString = (maxLength: number) => fc.string({ unit: "binary", maxLength });
const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: "binary" });

/** Random bodies around a base object whose fields have the given types. */
function bodyArbitrary(
  base: Record<string, unknown>,
  types: Map<string, Set<JsonType> | null>,
): fc.Arbitrary<BodyCase> {
  const fields = [...types.keys()];
  const typed = fields.filter((f) => types.get(f) !== null && wrongValues(types.get(f)!).length);
  const known = new Set(fields);
  const fieldArb = fields.length ? fc.constantFrom(...fields) : fc.constant("x");
  const cases: fc.Arbitrary<BodyCase>[] = [
    // Random JSON of any shape: anything but an object is refused.
    anyJson.map((v) => {
      const object = v !== null && typeof v === "object" && !Array.isArray(v);
      return jsonCase("random JSON", v, !object);
    }),
    // Random objects over the schema's keys, prototype names and random keys.
    fc.dictionary(
      fc.oneof(fc.constantFrom(...fields, ...PROTO_KEYS), binaryString(12)),
      anyJson,
      { maxKeys: 6 },
    ).map((o) =>
      jsonCase("random object", o, Object.keys(o).some((k) => !known.has(k)) && fields.length > 0)
    ),
    // A prototype name as an extra top-level key: an unknown field, refused.
    fc.tuple(fc.constantFrom(...PROTO_KEYS), anyJson).map(([k, v]) =>
      jsonCase(
        `extra key ${k}`,
        { ...base, ...JSON.parse(`{${JSON.stringify(k)}:null}`), [k]: v },
        true,
      )
    ),
    // Raw edge values spliced into a field.
    fc.tuple(fieldArb, fc.constantFrom(...BOUNDARY_TEXTS)).map(([f, raw]) => ({
      label: `boundary ${f} = ${raw.slice(0, 30)}`,
      body: withRaw(base, f, raw),
      mustRefuse: false,
    })),
    // A lone surrogate, escaped, in a value or a key.
    fc.tuple(fieldArb, fc.constantFrom("\ud800", "\udfff", "a\udc00b", "\ud83d"), fc.boolean())
      .map(([f, s, inKey]) =>
        jsonCase(
          `lone surrogate in ${inKey ? "a key" : f}`,
          inKey ? { ...base, [s]: 1 } : { ...base, [f]: s },
          true,
        )
      ),
    // Bytes that are not UTF-8, and raw control bytes inside a string.
    fc.tuple(fieldArb, fc.constantFrom(...BAD_BYTES)).map(([f, [what, bytes]]) => ({
      label: `${what} in ${f}`,
      body: withBytes(base, f, bytes),
      mustRefuse: true,
    })),
    // Deep nesting, as a field or as the whole body (an array: refused).
    fc.tuple(
      fieldArb,
      fc.integer({ min: 1, max: SAFE_DEPTH }),
      fc.constantFrom("array" as const, "object" as const),
      fc.boolean(),
    ).map(([f, depth, kind, whole]) => ({
      label: `nested ${kind} ${depth} deep${whole ? "" : ` in ${f}`}`,
      body: whole ? nested(depth, kind) : withRaw(base, f, nested(depth, kind)),
      mustRefuse: whole && kind === "array",
    })),
    // Long strings (up to 300k characters, multibyte ones too) in a field.
    fc.tuple(
      fieldArb,
      fc.integer({ min: 1_000, max: 300_000 }),
      fc.constantFrom("x", "é", "😀", "\u0000", "\u2028"),
    ).map(([f, n, ch]) =>
      jsonCase(`${n} x "${ch}" in ${f}`, { ...base, [f]: ch.repeat(n) }, false)
    ),
    // A byte order mark before the JSON (read as UTF-8 and skipped).
    fc.constant({
      label: "a BOM before the JSON",
      body: new Uint8Array([0xef, 0xbb, 0xbf, ...ENC.encode(JSON.stringify(base))]),
      mustRefuse: false,
    }),
    // Content types, charsets and encodings that are not read.
    fc.constantFrom(...BAD_TYPES).map((t) => ({
      label: t.label,
      body: t.utf16 ? utf16(JSON.stringify(base)) : JSON.stringify(base),
      headers: t.headers,
      mustRefuse: true,
    })),
  ];
  if (typed.length) {
    // A wrong JSON type for one field the schema types.
    cases.push(
      fc.constantFrom(...typed).chain((f) =>
        fc.constantFrom(...wrongValues(types.get(f)!)).map((v) =>
          jsonCase(`wrong type ${f} = ${JSON.stringify(v)}`, { ...base, [f]: v }, true)
        )
      ),
    );
  }
  return fc.oneof(...cases);
}

/** Cases every body route gets once: the size limit exactly, gzip, odd JSON texts. */
async function fixedBodyCases(base: Record<string, unknown>, max: number): Promise<BodyCase[]> {
  const text = JSON.stringify(base);
  // `total` bytes: the padding makes up what the (possibly multibyte) head leaves.
  const padded = (total: number) => {
    const head = text === "{}" ? '{"_pad":"' : `${text.slice(0, -1)},"_pad":"`;
    return head + "x".repeat(total - ENC.encode(head).length - 2) + '"}';
  };
  const out: BodyCase[] = [
    // Exactly MAX_BODY_BYTES is read (then refused for its unknown field), one byte more is 413.
    { label: "exactly MAX_BODY_BYTES", body: padded(max), mustRefuse: true },
    { label: "MAX_BODY_BYTES + 1", body: padded(max + 1), mustRefuse: true },
    {
      label: "gzip body",
      body: await gzip(text),
      headers: { "content-type": JSON_TYPE, "content-encoding": "gzip" },
      mustRefuse: true,
    },
    ...BAD_TYPES.map((t) => ({
      label: t.label,
      body: t.utf16 ? utf16(text) : text,
      headers: t.headers,
      mustRefuse: true,
    })),
    ...[
      "{",
      "[]",
      '"text"',
      "1",
      "null",
      "{'a':1}",
      '{"a":1,}',
      "NaN",
      "\u0000",
      nested(SAFE_DEPTH, "array"),
    ]
      .map((b) => ({ label: `body ${JSON.stringify(b.slice(0, 12))}`, body: b, mustRefuse: true })),
    ...PROTO_KEYS.map((k) => ({
      label: `extra key ${k}`,
      body: `${text === "{}" ? "{" : `${text.slice(0, -1)},`}${
        JSON.stringify(k)
      }:{"polluted":true}}`,
      mustRefuse: true,
    })),
    ...(["array", "object"] as const).map((kind) => ({
      label: `an unknown field nested ${SAFE_DEPTH} deep (${kind}s)`,
      body: withRaw(base, "_deep", nested(SAFE_DEPTH, kind)),
      mustRefuse: true,
    })),
    jsonCase("lone surrogate key", { ...base, "\ud800": 1 }, true),
    {
      label: "raw lone surrogate bytes",
      body: withBytes(base, "_pad", [0xed, 0xa0, 0x80]),
      mustRefuse: true,
    },
  ];
  return out;
}

// ---------------------------------------------------------------------------------------------
// Paths and queries.

/** Odd path ids as they go on the wire: prototype names, traversal, bad escapes, overlong ones. */
const ODD_IDS = [
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "..",
  "%2e%2e",
  "%2E%2E%2F%2E%2E",
  "a%2Fb",
  "%00",
  "%zz",
  "%",
  "%ed%a0%80",
  "%ff",
  "%F0%9F%98%80",
  "job_%0d%0aX-Injected:%201",
  "%20",
  "null",
  "undefined",
  "0",
  "-1",
  "x".repeat(256),
  "x".repeat(257),
  "y".repeat(1_000),
];

const idArbitrary = (real: string[]) =>
  fc.oneof(
    fc.constantFrom(...ODD_IDS, ...real),
    binaryString(40).map((s) => encodeURIComponent(s.isWellFormed() ? s : s.toWellFormed())),
    fc.integer({ min: 257, max: 2_000 }).map((n) => "z".repeat(n)),
  );

/** Query parameters of the wrong type: every query key the code declares, and random ones. */
function queryArbitrary(keys: string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    fc.constantFrom(
      "",
      "abc",
      "-1",
      "0",
      "1.5",
      "1e999",
      "99999999999999999999",
      "true",
      "null",
      "[object Object]",
      "__proto__",
      "2026-13-45",
      "%ff",
      "%00",
      "%ed%a0%80",
      "x".repeat(300),
    ),
    binaryString(20).map((s) => encodeURIComponent(s.toWellFormed())),
  );
  const key = fc.oneof(fc.constantFrom(...keys, ...PROTO_KEYS), fc.string({ maxLength: 8 }));
  return fc.array(fc.tuple(key, value), { maxLength: 4 }).map((pairs) =>
    pairs.length ? "?" + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join("&") : ""
  );
}

function shapeKeys(schema: z.ZodType): string[] {
  return "shape" in schema ? Object.keys((schema as z.ZodObject).shape) : [];
}

/** Every query and body key the control routes declare (their zod schemas). */
const CONTROL_SCHEMAS: z.ZodType[] = [
  JobListQuery,
  UsageQuery,
  LocationQuery,
  SerpHistoryQuery,
  DeliveryQuery,
  NewEndpoint,
  EndpointChange,
  NewWorkspaceSchema,
  GrantSchema,
  NewKeySchema,
  NewBudgetSchema,
  ClientMetadataSchema,
];
const CONTROL_KEYS = [...new Set(CONTROL_SCHEMAS.flatMap(shapeKeys))];

/** Field types of all the control bodies, merged (a key two schemas share takes both types). */
function controlFieldTypes(): Map<string, Set<JsonType> | null> {
  const out = new Map<string, Set<JsonType> | null>();
  for (const schema of CONTROL_SCHEMAS) {
    for (const [k, types] of fieldTypes(schema)) {
      const prior = out.get(k);
      out.set(
        k,
        prior === undefined ? types : prior && types ? new Set([...prior, ...types]) : null,
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The tests.

Deno.test("[reliability] every error code the code can answer with is documented, at its documented status", () => {
  const extensions = ERROR_CODES.filter((c) => !CONTRACT.has(c));
  const undocumented = ERROR_CODES.filter((c) => !DOCUMENTED.has(c));
  assert.deepEqual(undocumented, [], "codes in lib/errors.ts documented nowhere");
  assert.ok(CONTRACT.size >= 15, `docs/contract.md lists ${CONTRACT.size} codes`);
  for (const [code, status] of CONTRACT) {
    assert.equal(
      (ERROR_STATUS as Record<string, number>)[code],
      status,
      `${code} is ${status} in docs/contract.md`,
    );
  }
  console.log(
    `[reliability] codes beyond docs/contract.md, documented in openapi.yaml only: ${
      extensions.join(", ") || "none"
    }`,
  );
  for (const code of OPENAPI_CODES) assert.ok(code in ERROR_STATUS, `openapi.yaml lists ${code}`);
});

Deno.test("[reliability] every registry operation: fuzzed bodies, types, sizes, encodings and flags never 5xx, refuse in the envelope, charge nothing and create no job", async () => {
  const h = await setup({ plan: "scale", credits: 1_000_000_000 });
  const t = newTally();
  const max = h.services.config.maxBodyBytes;
  try {
    // 1. The batch refused by construction: usage and jobs are the same before and after.
    const usage0 = await (await h.get("/usage")).json();
    const jobs0 = await (await h.get("/jobs")).json();
    for (const op of operations) {
      const path = `/api/v1${op.path}`;
      const answers: (string | undefined)[] = [];
      for (const c of await fixedBodyCases(op.example, max)) {
        const out = await send(h, t, {
          label: c.label,
          method: "POST",
          path,
          headers: { "x-api-key": h.key, ...contentHeaders(c) },
          body: c.body,
          mustRefuse: true,
        });
        answers.push(out ? `${out.status} ${codeOf(out.text)}` : undefined);
      }
      // The exact size boundary: MAX_BODY_BYTES is read and refused for its field; one more is 413.
      assert.deepEqual(
        answers.slice(0, 2),
        ["400 INVALID_PARAMETERS", "413 PAYLOAD_TOO_LARGE"],
        `${op.path}: a body of exactly ${max} bytes is read, one of ${max + 1} is refused unread`,
      );
    }
    const usage1 = await (await h.get("/usage")).json();
    const jobs1 = await (await h.get("/jobs")).json();
    assert.deepEqual(usage1, usage0, "/api/v1/usage is unchanged by the refused batch");
    assert.deepEqual(jobs1, jobs0, "/api/v1/jobs is unchanged by the refused batch");

    // 2. Random cases per operation, seeded.
    for (const op of operations) {
      const types = fieldTypes(op.input);
      const flag = fc.option(
        fc.oneof(fc.constantFrom("true", "false", "1", "0", ""), fc.string({ maxLength: 6 })),
      );
      const flags = fc.record({ sync: flag, dry_run: flag, explain: flag });
      const attack = fc.oneof(
        { weight: 6, arbitrary: bodyArbitrary(op.example, types).map((c) => ({ c, q: "" })) },
        {
          weight: 1,
          arbitrary: flags.map((f) => {
            const set = Object.entries(f).filter(([, v]) => v !== null) as [string, string][];
            const bad = set.some(([, v]) => !["true", "false", "1", "0", ""].includes(v));
            const q = set.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
            return {
              c: jsonCase(`flags ${q}`, op.example, bad),
              q: q ? `?${q}` : "",
            };
          }),
        },
      );
      await fc.assert(
        fc.asyncProperty(attack, async ({ c, q }) => {
          await send(h, t, {
            label: c.label,
            method: "POST",
            path: `/api/v1${op.path}${q}`,
            headers: { "x-api-key": h.key, ...contentHeaders(c) },
            body: c.body,
            mustRefuse: c.mustRefuse,
          });
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }

    // 3. The jobs the fuzz got accepted: none crashed (an INTERNAL_ERROR is a 500 by another road,
    // a sync run that crashes becomes a retried job).
    for (const job of await settledJobs(h)) {
      if (job.status === "failed" && job.error?.code === "INTERNAL_ERROR") {
        const a = { label: `job ${job.job_id}`, method: "JOB", path: job.operation };
        note(t, "fivexx", { ...a, headers: {}, mustRefuse: false }, job.error.message);
      }
    }
  } finally {
    await h.close();
  }
  await settle(t, `operations (${operations.length})`);
});

Deno.test("[reliability] every control route: odd ids, wrong query types and fuzzed bodies never 5xx, refuse in the envelope and never charge", async () => {
  const h = await setup({
    plan: "scale",
    credits: 1_000_000,
    env: { FETCH_ALLOW_HOSTS: "127.0.0.1", ALLOW_INSECURE_WEBHOOKS: "1" },
  });
  const receiver = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () => new Response("ok"),
  );
  const t = newTally();
  try {
    // Real ids to aim at too: a finished job, a delivered delivery, an endpoint and a spare key.
    const endpoint = await (await h.post("/webhooks/endpoints", {
      url: `http://127.0.0.1:${receiver.addr.port}/hook`,
    })).json();
    const job = await runJob(h, operations.find((op) => !op.provider && !op.fetches)!.path, {
      ...operations.find((op) => !op.provider && !op.fetches)!.example,
    });
    let delivery: { id: string } | undefined;
    for (let i = 0; i < 200 && !delivery; i++) {
      const list = await (await h.get("/webhooks/deliveries?status=delivered")).json();
      delivery = list.deliveries[0];
      if (!delivery) await new Promise((r) => setTimeout(r, 20));
    }
    assert.ok(delivery, "the seeded job's webhook was delivered");
    // No endpoint is left to deliver to while fuzzing.
    await h.app.request(`/api/v1/webhooks/endpoints/${endpoint.id}`, {
      method: "DELETE",
      headers: { "x-api-key": h.key },
    });
    const spare = await createApiKey(h.kv, { workspaceId: h.workspaceId, plan: "scale" });
    const realIds = [
      job.job_id,
      endpoint.id,
      delivery.id,
      spare.record.id,
      h.workspaceId,
      "client-a",
    ];

    // The routes, from the router itself: everything but the operations and /mcp (below).
    const opPaths = new Set(operations.map((op) => `/api/v1${op.path}`));
    const routes = [
      ...new Map(
        h.app.routes
          .filter((r) => r.method !== "ALL" && !opPaths.has(r.path) && r.path !== "/mcp")
          .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
      ).values(),
    ];
    assert.ok(routes.length >= 25, `found ${routes.length} control routes`);
    const seen = new Set(routes.map((r) => `${r.method} ${r.path}`));
    for (
      const expected of [
        "GET /api/v1/jobs/:id/events",
        "POST /api/v1/webhooks/deliveries/:id/retry",
        "PUT /admin/v1/projects/:project_id/budget",
        "GET /api/v1/usage",
        "POST /oauth/token",
        "POST /oauth/authorize",
        "POST /oauth/register",
      ]
    ) assert.ok(seen.has(expected), `the router lists ${expected}`);

    const auth = (path: string): Record<string, string> =>
      path.startsWith("/api/v1")
        ? { "x-api-key": h.key }
        : path.startsWith("/admin/v1")
        ? { authorization: "Bearer test-admin-token-0123456789" }
        : {};
    const types = controlFieldTypes();
    const ids = idArbitrary(realIds);
    const query = queryArbitrary(CONTROL_KEYS);
    const printable = fc.string({ unit: "grapheme-ascii", maxLength: 140 });
    const extraHeaders = fc.record({
      "x-project-id": fc.option(printable),
      "x-workflow-id": fc.option(printable),
      "idempotency-key": fc.option(fc.oneof(printable, fc.constant("k".repeat(300)))),
      "last-event-id": fc.option(
        fc.oneof(printable, fc.constantFrom("0", "-1", "1e3", "999999999999")),
      ),
    }).map((r) =>
      Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)) as Record<string, string>
    );
    const max = h.services.config.maxBodyBytes;

    // Methods a path does not take: 405 (or 404) in the envelope, whatever the body.
    const methodsOf = new Map<string, Set<string>>();
    for (const r of routes) {
      methodsOf.set(r.path, (methodsOf.get(r.path) ?? new Set()).add(r.method));
    }
    for (const [path, methods] of methodsOf) {
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        if (methods.has(method)) continue;
        await send(h, t, {
          label: `method ${method} (takes ${[...methods].join(", ")})`,
          method,
          path: path.replace(/:[a-z_]+/g, realIds[0]),
          headers: { ...auth(path), "content-type": JSON_TYPE },
          body: method === "GET" ? undefined : "{}",
          mustRefuse: true,
          alwaysFree: true,
        });
      }
    }

    for (const route of routes) {
      const params = route.path.match(/:[a-z_]+/g) ?? [];
      const hasBody = ["POST", "PUT", "PATCH"].includes(route.method);
      const fill = (values: string[]) =>
        params.reduce((p, name, i) => p.replace(name, values[i]), route.path);
      const attackOf = (
        values: string[],
        q: string,
        c: BodyCase | null,
        h2: Record<string, string>,
      ) =>
        ({
          label: `${c?.label ?? "no body"}${q ? ` ${q.slice(0, 60)}` : ""}${
            values.length ? ` ids ${values.map((v) => v.slice(0, 30)).join(",")}` : ""
          }`,
          method: route.method,
          path: fill(values) + q,
          headers: {
            ...auth(route.path),
            ...h2,
            ...(c ? contentHeaders(c) : {}),
          },
          body: c?.body,
          mustRefuse: false,
          alwaysFree: true,
        }) satisfies Attack;

      // Fixed cases: every odd id in every path parameter, and each body edge case.
      for (const id of params.length ? ODD_IDS : []) {
        await send(
          h,
          t,
          attackOf(params.map(() => id), "", hasBody ? jsonCase("{}", {}, false) : null, {}),
        );
      }
      if (hasBody) {
        for (const c of await fixedBodyCases({}, max)) {
          await send(h, t, attackOf(params.map((_, i) => realIds[i % realIds.length]), "", c, {}));
        }
      }
      const arb = fc.tuple(
        fc.array(ids, { minLength: params.length, maxLength: params.length }),
        query,
        hasBody ? bodyArbitrary({}, types) : fc.constant(null),
        extraHeaders,
      );
      await fc.assert(
        fc.asyncProperty(arb, async ([values, q, c, extra]) => {
          await send(h, t, attackOf(values, q, c, extra));
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }
  } finally {
    await h.close();
    await receiver.shutdown();
  }
  await settle(t, "control routes");
});

Deno.test("[reliability] /mcp: fuzzed JSON-RPC, tool names and tool arguments never 5xx, refuse in JSON-RPC or the envelope, and refused calls charge nothing", async () => {
  const h = await setup({ plan: "scale", credits: 1_000_000_000 });
  const t = newTally();
  try {
    const job = await runJob(h, operations.find((op) => !op.provider && !op.fetches)!.path, {
      ...operations.find((op) => !op.provider && !op.fetches)!.example,
    });
    const toolNames = [
      ...operations.map((op) => op.id),
      "job_status",
      "job_wait",
      "jobs_list",
      "serp_history",
      "locations",
      "languages",
    ];
    const byName = new Map(operations.map((op) => [op.id, op]));
    const args = fc.constantFrom(...toolNames, ...PROTO_KEYS).chain((name) => {
      const op = byName.get(name);
      const base: Record<string, unknown> = op?.example ?? { job_id: job.job_id };
      const types = op ? fieldTypes(op.input) : new Map<string, Set<JsonType> | null>();
      const value = fc.oneof(
        bodyArbitrary(base, types).map((c) => {
          try {
            return { v: JSON.parse(c.body as string), label: c.label };
          } catch {
            return { v: base, label: `${c.label} (not JSON: the base arguments)` };
          }
        }),
        fc.record({
          sync: fc.oneof(fc.boolean(), anyJson),
          timeout_seconds: fc.integer({ min: -5, max: 61 }),
        })
          .map((extra) => ({ v: { ...base, ...extra }, label: "sync/timeout" })),
        anyJson.map((v) => ({ v, label: "random arguments" })),
      );
      return value.map(({ v, label }) => ({ name, v, label }));
    });
    const id = fc.oneof(
      fc.integer(),
      fc.string({ maxLength: 8 }),
      fc.constant(null),
      fc.constant({}),
    );
    const call = fc.tuple(args, id, fc.constantFrom("2.0", "2.0", "2.0", "1.0", 2)).map((
      [a, i, v],
    ) => ({
      label: `tools/call ${a.name} ${a.label}`,
      msg: { jsonrpc: v, id: i, method: "tools/call", params: { name: a.name, arguments: a.v } },
    }));
    const other = fc.tuple(
      fc.oneof(
        fc.constantFrom(
          "initialize",
          "tools/list",
          "ping",
          "notifications/initialized",
          "resources/list",
          "prompts/get",
          "logging/setLevel",
          "tools/call",
          ...PROTO_KEYS,
        ),
        fc.string({ maxLength: 12 }),
      ),
      anyJson,
      id,
    ).map(([method, params, i]) => ({
      label: `method ${method}`,
      msg: { jsonrpc: "2.0", id: i, method, params },
    }));
    const message = fc.oneof({ weight: 3, arbitrary: call }, { weight: 1, arbitrary: other });
    const accept = fc.constantFrom(
      MCP_ACCEPT,
      MCP_ACCEPT,
      MCP_ACCEPT,
      "application/json",
      "text/html",
    );
    const body = fc.oneof(
      {
        weight: 6,
        arbitrary: message.map((m) => ({ label: m.label, body: JSON.stringify(m.msg) })),
      },
      {
        weight: 1,
        arbitrary: fc.array(message, { minLength: 1, maxLength: 3 }).map((ms) => ({
          label: `batch of ${ms.length}: ${ms.map((m) => m.label).join("; ")}`,
          body: JSON.stringify(ms.map((m) => m.msg)),
        })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...BAD_BYTES).map(([what, bytes]) => ({
          label: `tools/call with ${what}`,
          body: withBytes(
            { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: toolNames[0] } },
            "method",
            bytes,
          ),
        })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom("{", "", "null", "[]", nested(SAFE_DEPTH, "array"), "\ud800")
          .map((b) => ({ label: `raw ${JSON.stringify(b.slice(0, 10))}`, body: b })),
      },
    );
    const headers = fc.tuple(
      accept,
      fc.constantFrom(
        JSON_TYPE,
        JSON_TYPE,
        JSON_TYPE,
        "text/plain",
        "application/json; charset=utf-16",
      ),
      fc.boolean(),
    );
    await fc.assert(
      fc.asyncProperty(body, headers, async (b, [acc, type, bearer]) => {
        await send(h, t, {
          label: `${b.label} (accept ${acc}, ${type})`,
          method: "POST",
          path: "/mcp",
          headers: {
            accept: acc,
            "content-type": type,
            ...(bearer ? { authorization: `Bearer ${h.key}` } : { "x-api-key": h.key }),
          },
          body: b.body,
          mustRefuse: false,
          mcp: true,
        });
      }),
      { seed: SEED, numRuns: RUNS * 25 },
    );
  } finally {
    await h.close();
  }
  await settle(t, "/mcp");
});

/** `value` with its first string (depth first) replaced by one holding a lone surrogate. */
function withLoneSurrogate(value: Record<string, unknown>): Record<string, unknown> | null {
  const copy = structuredClone(value);
  const stack: unknown[] = [copy];
  while (stack.length) {
    const item = stack.pop() as Record<string, unknown> | unknown[];
    for (const [k, v] of Object.entries(item)) {
      if (typeof v === "string") {
        (item as Record<string, unknown>)[k] = `${v}\ud800`;
        return copy;
      }
      if (v !== null && typeof v === "object") stack.push(v);
    }
  }
  return null;
}

Deno.test("[reliability] a lone surrogate in any operation's input is refused alike over REST and MCP, and charges nothing", async () => {
  // Regression: MCP tool arguments skipped the check REST bodies get, so `/search` answered an
  // INTERNAL_ERROR and other tools charged and stored ill-formed text (fixed in routes/mcp.ts).
  const h = await setup({ plan: "scale", credits: 1_000_000 });
  const t = newTally();
  try {
    for (const op of operations) {
      const body = withLoneSurrogate(op.example);
      if (!body) continue;
      const rest = await send(h, t, {
        label: "REST",
        method: "POST",
        path: `/api/v1${op.path}?sync=true`,
        headers: { "x-api-key": h.key, "content-type": JSON_TYPE },
        body: JSON.stringify(body),
        mustRefuse: true,
      });
      assert.equal(
        rest && `${rest.status} ${codeOf(rest.text)}`,
        "400 INVALID_PARAMETERS",
        op.path,
      );
      for (const sync of [true, false]) {
        const mcp = await send(h, t, {
          label: `tools/call sync ${sync}`,
          method: "POST",
          path: "/mcp",
          headers: { "x-api-key": h.key, "content-type": JSON_TYPE, accept: MCP_ACCEPT },
          body: JSON.stringify({
            jsonrpc: "2.0",
            id: 1,
            method: "tools/call",
            params: { name: op.id, arguments: { ...body, sync } },
          }),
          mustRefuse: true,
          mcp: true,
        });
        const result = JSON.parse(mcp?.text ?? "{}").result;
        assert.equal(result?.isError, true, `${op.id}: ${mcp?.text.slice(0, 200)}`);
        assert.equal(result.structuredContent.error.code, "INVALID_PARAMETERS", op.id);
      }
    }
  } finally {
    await h.close();
  }
  await settle(t, "lone surrogates, REST and MCP");
});

Deno.test({
  // Regression: the lone-surrogate walk of `readJsonBody` was recursive, so a body nested about
  // 5 000 levels deep overflowed the stack and answered 500 (JSON.parse takes 100 000 levels).
  name: "[reliability] a body nested 10 000 and 100 000 levels deep is a 400, never a 500",
  fn: async () => {
    const h = await setup({ queue: false });
    try {
      const op = operations[0];
      for (const depth of [10_000, 100_000]) {
        for (const kind of ["array", "object"] as const) {
          const field = Object.keys(op.example)[0];
          const res = await h.post(op.path, withRaw(op.example, field, nested(depth, kind)));
          const body = await res.json();
          assert.equal(res.status, 400, `${kind} ${depth} deep: ${JSON.stringify(body)}`);
          assert.equal(body.error.code, "INVALID_PARAMETERS");
        }
      }
    } finally {
      await h.close();
    }
  },
});
