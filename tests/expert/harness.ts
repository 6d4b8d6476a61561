/**
 * The expert cases (`../shared/eval/expert-cases`, read where they are, never copied): each
 * numbered statement of a case is its own test, `[expert] case NN / statement S`, asserting the
 * expert's judgement on the analysis's real result (the request body sent unchanged, as a
 * sync REST call).
 *
 * Part 8 is landing in slices: statements the analyses do not satisfy yet are listed in each
 * case's `knownFailing` and registered as ignored tests whose names say so, so CI stays green
 * while the lists can only shrink. `EXPERT_ALL=1` runs every statement, listed or not, to
 * score the build (`deno task expert`).
 */
import { operations } from "../../lib/operations/mod.ts";
import { hasShared, sharedPath } from "../shared.ts";
import { setup } from "../helpers.ts";
import { startCaseApp } from "./case_app.ts";

const ROOT = "eval/expert-cases";

/** One case: its request body and its statements file. */
export interface ExpertCase {
  /** Statements the analysis does not satisfy yet (part 8 in progress); the list only shrinks. */
  knownFailing: ReadonlySet<number>;
  /** Two digits, e.g. "13". */
  id: string;
  /** The operation's REST path, e.g. `/serp/volatility`. */
  endpoint: string;
  /** `<folder>/<NN>_<name>` without extension. */
  file: string;
  body: Record<string, unknown>;
  /** The case's folder (`pages/`, `provider/`, `history/`), when it has one. */
  dir: string | null;
}

/**
 * Reads a case (null when ../shared is missing); `knownFailing` lists the statements it does
 * not pass yet.
 */
export function readCase(
  endpoint: string,
  file: string,
  knownFailing: number[] = [],
): ExpertCase | null {
  if (!hasShared(`${ROOT}/${file}.json`)) return null;
  const body = JSON.parse(Deno.readTextFileSync(sharedPath(`${ROOT}/${file}.json`)));
  const id = file.split("/")[1].slice(0, 2);
  const dir = hasShared(`${ROOT}/${file}`) ? sharedPath(`${ROOT}/${file}`).pathname : null;
  return { id, endpoint, file, body, dir, knownFailing: new Set(knownFailing) };
}

/**
 * The same case asked with `extra` fields (e.g. `method: "serp"`), its provider answered from
 * `dir` (fixtures kept in this repository): each statement must hold for that answer too.
 */
export function variantOf(
  c: ExpertCase | null,
  label: string,
  extra: Record<string, unknown>,
  dir: string,
  knownFailing: number[] = [],
): ExpertCase | null {
  if (!c) return null;
  return {
    ...c,
    file: `${c.file}#${label}`,
    body: { ...c.body, ...extra },
    dir,
    knownFailing: new Set(knownFailing),
  };
}

const results = new Map<string, Promise<Record<string, unknown>>>();

/** The analysis's answer to the case, computed once per test file (a sync REST call). */
export function resultOf(c: ExpertCase): Promise<Record<string, unknown>> {
  let cached = results.get(c.file);
  if (!cached) {
    cached = c.dir ? resultWithServers(c, c.dir) : (async () => {
      const h = await setup({ credits: 100_000, env: { RATE_LIMITS: "pro=100000/100000" } });
      try {
        const res = await h.post(`${c.endpoint}?sync=true`, c.body);
        const body = await res.json();
        if (res.status !== 200) {
          throw new Error(`case ${c.id}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
        }
        return body;
      } finally {
        await h.close();
      }
    })();
    results.set(c.file, cached);
  }
  return cached;
}

/** The answer of a case with a folder: its pages and provider answers served locally. */
async function resultWithServers(c: ExpertCase, dir: string): Promise<Record<string, unknown>> {
  await using app = await startCaseApp(dir);
  const { status, body } = await app.run(c.endpoint, c.body);
  if (app.server.unanswered.length > 0) {
    throw new Error(`case ${c.id}: no provider answer for ${app.server.unanswered.join(", ")}`);
  }
  if (status !== 200) {
    throw new Error(`case ${c.id}: ${status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return { ...body, __pages: app.server.pages };
}

/** A registered statement, kept for the calibration table (`calibration_test.ts`). */
export interface CollectedStatement {
  c: ExpertCase;
  n: number;
  summary: string;
  check: (result: Record<string, unknown>, c: ExpertCase) => void | Promise<void>;
}

const collecting = { on: false, statements: [] as CollectedStatement[] };

/**
 * While on, `statement` keeps each statement here instead of registering a test: the
 * calibration test imports every expert file this way and scores the statements itself.
 */
export function collectStatements(on: boolean): CollectedStatement[] {
  collecting.on = on;
  return collecting.statements;
}

/**
 * Registers statement `n` of a case: `check` asserts the judgement on the result (throws when
 * it does not hold). Skipped with a clear name when ../shared is missing.
 */
export function statement(
  c: ExpertCase | null,
  n: number,
  summary: string,
  check: (result: Record<string, unknown>, c: ExpertCase) => void | Promise<void>,
): void {
  if (collecting.on) {
    if (c) collecting.statements.push({ c, n, summary, check });
    return;
  }
  const label = c?.file.includes("#") ? ` (${c.file.split("#")[1]})` : "";
  const base = `[expert] case ${c?.id ?? "??"} / statement ${n}: ${summary}${label}`;
  if (!c) {
    Deno.test({ name: `${base} (skipped: ../shared/${ROOT} not found)`, ignore: true, fn() {} });
    return;
  }
  const known = c.knownFailing.has(n) && Deno.env.get("EXPERT_ALL") !== "1";
  Deno.test({
    name: known ? `${base} (known failing: listed in its test file)` : base,
    ignore: known,
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async () => await check(await resultOf(c), c),
  });
}

/** True when the request schema of `endpoint` has `field` (a follow-up call "accepts" it). */
export function accepts(endpoint: string, field: string): boolean {
  const op = operations.find((o) => o.path === endpoint);
  const shape = (op?.input as unknown as { shape?: Record<string, unknown> })?.shape ??
    (op?.input as unknown as { def?: { in?: { shape?: Record<string, unknown> } } })?.def?.in
      ?.shape;
  return !!shape && field in shape;
}
