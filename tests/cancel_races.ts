/**
 * Cancels racing a job's end, for tests/cancel_test.ts and the reliability scorecard: a gated
 * `/test/steps` job is released and cancelled at the same moment (with a little jitter either
 * way), and every answer is checked against how the job ended. A 202 (or a task) must show the job
 * cancelled and the job must stay so, refunded once; a refusal (409, or JSON-RPC -32602) must name
 * the state the job ended in. The balance at the end says whether money stayed exact.
 */
import { openGates, runCounts } from "./fake_ops.ts";
import { balanceOf, type Harness, waitUntil } from "./helpers.ts";

/** How a cancel is asked: the REST route or MCP `tasks/cancel`. */
export type CancelVia = "rest" | "mcp";

/** What `raceCancels` saw. */
export interface RaceTally {
  races: number;
  /** Answers that said cancelled, and jobs that ended so. */
  cancelled: number;
  /** Answers that said the job had ended, and the job had. */
  refused: number;
  /** Answers that disagree with the job's end, with what was wrong. */
  wrong: string[];
  /** Credits the workspace should hold minus what it holds (0: exact). */
  moneyDrift: number;
}

/** The cost of one `/test/steps` job (tests/fake_ops.ts). */
const STEPS_COST = 2;

/** What one cancel answered: cancelled, or refused naming a state. */
export type Answer = { kind: "cancelled" } | { kind: "refused"; state: string } | {
  kind: "other";
  text: string;
};

/** Where cancels are sent: an app in this process, or a server's base URL, with a key. */
export interface RaceTarget {
  /** Sends `init` to `path` (from `/api/v1/...` or `/mcp`). */
  send(path: string, init: RequestInit): Promise<Response>;
  key: string;
}

/** The target of a harness (its app, in this process). */
export function harnessTarget(h: Harness): RaceTarget {
  return { send: (path, init) => Promise.resolve(h.app.request(path, init)), key: h.key };
}

/** The target of a server at `base` (over HTTP). */
export function serverTarget(base: string, key: string): RaceTarget {
  return { send: (path, init) => fetch(`${base}${path}`, init), key };
}

async function cancelOnce(t: RaceTarget, jobId: string, via: CancelVia, id: number) {
  const headers = {
    "x-api-key": t.key,
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
  };
  if (via === "rest") {
    const res = await t.send(`/api/v1/jobs/${jobId}/cancel`, {
      method: "POST",
      headers,
      body: "{}",
    });
    const body = await res.json();
    if (res.status === 202 && body.status === "cancelled") return { kind: "cancelled" } as Answer;
    if (res.status === 409 && body.error?.code === "CONFLICT") {
      return { kind: "refused", state: body.error.details?.status } as Answer;
    }
    return { kind: "other", text: `${res.status} ${JSON.stringify(body)}` } as Answer;
  }
  const res = await t.send("/mcp", {
    method: "POST",
    headers,
    body: JSON.stringify({ jsonrpc: "2.0", id, method: "tasks/cancel", params: { taskId: jobId } }),
  });
  const body = await res.json();
  if (body.result?.status === "cancelled") return { kind: "cancelled" } as Answer;
  if (body.error?.code === -32602) {
    return { kind: "refused", state: body.error.data?.status } as Answer;
  }
  return { kind: "other", text: JSON.stringify(body) } as Answer;
}

/** Sends `cancels` cancels of `jobId` at once. */
function askAll(t: RaceTarget, jobId: string, via: CancelVia, cancels: number) {
  return Promise.all(Array.from({ length: cancels }, (_, k) => cancelOnce(t, jobId, via, k + 1)));
}

/** Checks one race's answers against the job's end; returns what was wrong, if anything. */
export function judge(answers: Answer[], ended: string): string[] {
  const wrong: string[] = [];
  const yes = answers.filter((a) => a.kind === "cancelled").length;
  if (yes > 1) wrong.push(`${yes} cancels both answered cancelled`);
  for (const a of answers) {
    if (a.kind === "other") wrong.push(`unexpected answer ${a.text}`);
    else if (a.kind === "cancelled" && ended !== "cancelled") {
      wrong.push(`answered cancelled, job ended ${ended}`);
    } else if (a.kind === "refused" && a.state !== ended) {
      wrong.push(`refused naming ${a.state}, job ended ${ended}`);
    }
  }
  if (ended === "cancelled" && yes === 0) wrong.push("job cancelled but no cancel said so");
  return wrong;
}

/**
 * Runs `races` races on `h` (a harness with `jobOperations` and enough credits), `cancels`
 * concurrent cancels each, batches of `parallel` at once.
 */
export async function raceCancels(
  h: Harness,
  options: { races: number; via: CancelVia; cancels?: number; parallel?: number },
): Promise<RaceTally> {
  const before = await balanceOf(h);
  const tally: RaceTally = { races: 0, cancelled: 0, refused: 0, wrong: [], moneyDrift: 0 };
  let completed = 0;
  const one = async (i: number) => {
    const tag = `race-${options.via}-${crypto.randomUUID()}`;
    const [gate] = openGates(tag, 1);
    const env = await (await h.post("/test/steps", { tag, steps: 1 })).json();
    await waitUntil(
      "the job waits at its gate",
      () => Promise.resolve(runCounts.get(tag)),
      10_000,
      1,
    );
    // One race in 7 cancels before the end, one after it (both answers are always seen); the
    // others release the job and cancel within 3 ms of each other, either one first.
    const ask = () => askAll(harnessTarget(h), env.job_id, options.via, options.cancels ?? 2);
    const lead = (i % 7) - 3;
    let answers: Answer[];
    if (i % 7 === 0) {
      answers = await ask();
      gate.release();
    } else if (i % 7 === 6) {
      gate.release();
      await h.services.jobs.waitFor(env.job_id, 10_000);
      answers = await ask();
    } else {
      if (lead > 0) setTimeout(() => gate.release(), lead);
      else gate.release();
      if (lead < 0) await new Promise((r) => setTimeout(r, -lead));
      answers = await ask();
    }
    const job = await h.services.jobs.waitFor(env.job_id, 10_000);
    const ended = job?.status ?? "unfinished";
    if (ended === "completed") completed++;
    const wrong = judge(answers, ended);
    tally.wrong.push(...wrong.map((w) => `${env.job_id}: ${w}`));
    if (wrong.length === 0) {
      if (ended === "cancelled") tally.cancelled++;
      else tally.refused++;
    }
    tally.races++;
  };
  const parallel = options.parallel ?? 10;
  for (let i = 0; i < options.races; i += parallel) {
    await Promise.all(
      Array.from({ length: Math.min(parallel, options.races - i) }, (_, k) => one(i + k)),
    );
  }
  tally.moneyDrift = before - STEPS_COST * completed - await balanceOf(h);
  return tally;
}

/**
 * The same races against a server in another process over HTTP: `/test/steps` jobs of one step
 * that sleeps `sleepMs`, cancelled 0 to 50 ms after they were queued (no gates across processes).
 * `moneyDrift` compares `credits_used` in `GET /usage` with the jobs that completed.
 */
export async function raceCancelsOnServer(
  t: RaceTarget,
  options: { races: number; via: CancelVia; sleepMs?: number; parallel?: number },
): Promise<RaceTally> {
  const tally: RaceTally = { races: 0, cancelled: 0, refused: 0, wrong: [], moneyDrift: 0 };
  const headers = { "x-api-key": t.key, "content-type": "application/json" };
  const usedBefore = (await (await t.send("/api/v1/usage", { headers })).json()).credits_used;
  let completed = 0;
  const one = async (i: number) => {
    const res = await t.send("/api/v1/test/steps", {
      method: "POST",
      headers,
      body: JSON.stringify({ tag: `race-${i}`, steps: 1, sleep_ms: options.sleepMs ?? 20 }),
    });
    const env = await res.json();
    if (res.status !== 202) throw new Error(`queueing a job: ${res.status} ${JSON.stringify(env)}`);
    await new Promise((r) => setTimeout(r, (i % 11) * 5));
    const answers = await askAll(t, env.job_id, options.via, 2);
    const job = await waitUntil(
      "the job ended",
      async () => {
        const j = await (await t.send(`/api/v1/jobs/${env.job_id}`, { headers })).json();
        return ["completed", "failed", "cancelled"].includes(j.status) ? j : null;
      },
      20_000,
      20,
    );
    if (job.status === "completed") completed++;
    const wrong = judge(answers, job.status);
    tally.wrong.push(...wrong.map((w) => `${env.job_id}: ${w}`));
    if (wrong.length === 0 && job.status === "cancelled") tally.cancelled++;
    else if (wrong.length === 0) tally.refused++;
    tally.races++;
  };
  const parallel = options.parallel ?? 10;
  for (let i = 0; i < options.races; i += parallel) {
    await Promise.all(
      Array.from({ length: Math.min(parallel, options.races - i) }, (_, k) => one(i + k)),
    );
  }
  const usedAfter = (await (await t.send("/api/v1/usage", { headers })).json()).credits_used;
  tally.moneyDrift = usedAfter - usedBefore - STEPS_COST * completed;
  return tally;
}
