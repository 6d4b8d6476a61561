/**
 * The cost of a shared store and the gain of a second process, in one run: requests/s and
 * jobs/s of one process on a local KV file, one process on PostgreSQL, and two processes on the
 * same PostgreSQL database behind a round-robin client. PostgreSQL is the throwaway server of
 * `tools/postgres.sh` (installed and started when missing).
 */
import { type Child, spawnDeno } from "../tests/process.ts";
import { ADMIN, listAllJobs, provision } from "../tests/reliability/fault_tools.ts";
import { databaseOn } from "../tests/store.ts";
import { type Row, row } from "./results.ts";

const FIXTURE = new URL("../tests/fixtures/server.ts", import.meta.url).pathname;
const POSTGRES_SH = new URL("../tools/postgres.sh", import.meta.url).pathname;
/** Workspaces with a key each that the request load is spread over. */
const TENANTS = 8;

/** One configuration's processes. */
interface Setup {
  bases: string[];
  stop(): Promise<void>;
}

/** Knobs of the section. */
export interface ProcessesOptions {
  seconds: number;
  concurrency: number;
  /** Jobs submitted at once for the jobs/s figure. */
  jobs?: number;
}

/** The throwaway PostgreSQL's URL, or null when it cannot be started here. */
async function postgresUrl(): Promise<string | null> {
  const out = await new Deno.Command("bash", { args: [POSTGRES_SH], stderr: "null" }).output()
    .catch(() => null);
  return out?.success ? new TextDecoder().decode(out.stdout).trim() : null;
}

async function start(count: number, env: Record<string, string>): Promise<Setup> {
  const children: Child[] = [];
  for (let i = 0; i < count; i++) {
    children.push(
      await spawnDeno(["run", "-A", FIXTURE], {
        env: {
          PORT: "0",
          ADMIN_TOKEN: ADMIN,
          RATE_LIMITS: "pro=10000000/10000000",
          JOB_CONCURRENCY: "8",
          ...env,
        },
        marker: /listening on (\d+)/,
        stderr: "null",
      }),
    );
  }
  return {
    bases: children.map((c) => `http://127.0.0.1:${/listening on (\d+)/.exec(c.output)![1]}`),
    stop: async () => void await Promise.all(children.map((c) => c.stop("SIGTERM"))),
  };
}

/**
 * Authenticated reads (`GET /api/v1/usage`: a key lookup, a rate-limit commit, reads) by
 * `keys.length` tenants: one key alone serialises every process on its rate-limit record.
 */
async function requestsPerSecond(
  s: Setup,
  keys: string[],
  o: ProcessesOptions,
): Promise<number> {
  const until = performance.now() + o.seconds * 1000;
  let done = 0;
  let next = 0;
  await Promise.all(Array.from({ length: o.concurrency }, async () => {
    while (performance.now() < until) {
      const i = next++;
      const res = await fetch(`${s.bases[i % s.bases.length]}/api/v1/usage`, {
        headers: { "x-api-key": keys[i % keys.length] },
      });
      await res.body?.cancel();
      if (res.ok) done++;
    }
  }));
  return done / o.seconds;
}

/**
 * `jobs` one-step jobs submitted by 32 clients, round robin over the processes, until the last is
 * charged and done. Each submission must be accepted (202): a refused one fails the bench.
 */
async function jobsPerSecond(s: Setup, key: string, jobs: number): Promise<number> {
  const headers = { "x-api-key": key, "content-type": "application/json" };
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: 32 }, async () => {
    for (let i = next++; i < jobs; i = next++) {
      const res = await fetch(`${s.bases[i % s.bases.length]}/api/v1/test/steps`, {
        method: "POST",
        headers,
        body: JSON.stringify({ tag: `bench-${i}`, steps: 1, sleep_ms: 0 }),
      });
      await res.body?.cancel();
      if (res.status !== 202) throw new Error(`job ${i} was answered ${res.status}, not 202`);
    }
  }));
  for (;;) {
    const usage = await (await fetch(`${s.bases[0]}/api/v1/usage`, { headers })).json();
    if (usage.credits_used >= jobs * 2 && await allCompleted(s.bases[0], headers, jobs)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return jobs / ((performance.now() - started) / 1000);
}

async function allCompleted(base: string, headers: Record<string, string>, jobs: number) {
  return (await listAllJobs(base, headers)).filter((j) => j.status === "completed").length >= jobs;
}

/** Measures one configuration: requests/s, then jobs/s. */
async function measure(count: number, env: Record<string, string>, o: ProcessesOptions) {
  const s = await start(count, env);
  try {
    const keys = await Promise.all(
      Array.from(
        { length: TENANTS },
        async () => (await provision(s.bases[0], 10_000_000)).headers["x-api-key"],
      ),
    );
    const rps = await requestsPerSecond(s, keys, o);
    const jps = await jobsPerSecond(s, keys[0], o.jobs ?? 300);
    return { rps, jps };
  } finally {
    await s.stop();
  }
}

/** The section's rows; `dir` holds the KV file of the single-process baseline. */
export async function benchProcesses(dir: string, o: ProcessesOptions): Promise<Row[]> {
  const kv = await measure(1, { KV_PATH: `${dir}/processes.kv` }, o);
  const url = await postgresUrl();
  if (!url) {
    return [row("processes.kv1.rps", "1 process, local KV file: requests/s", kv.rps, "req/s", {
      notes: "PostgreSQL could not be started here: the shared-store rows are missing",
    })];
  }
  const pg1 = await measure(
    1,
    { STORE_URL: await databaseOn(url, "bench_pg1", { fresh: true }) },
    o,
  );
  const pg2 = await measure(
    2,
    { STORE_URL: await databaseOn(url, "bench_pg2", { fresh: true }) },
    o,
  );
  const base = (label: string, value: number) => ({ baseline: { label, value } });
  const notes =
    `GET /api/v1/usage by ${TENANTS} keys at concurrency ${o.concurrency}, round robin; ${
      o.jobs ?? 300
    } one-step jobs submitted by 32 clients; PostgreSQL with fsync off (tools/postgres.sh)`;
  return [
    row("processes.kv1.rps", "1 process, local KV file: requests/s", kv.rps, "req/s"),
    row("processes.pg1.rps", "1 process, PostgreSQL: requests/s", pg1.rps, "req/s", {
      ...base("1 process, KV file", kv.rps),
    }),
    row("processes.pg2.rps", "2 processes, one PostgreSQL: requests/s", pg2.rps, "req/s", {
      ...base("1 process, PostgreSQL", pg1.rps),
      notes,
    }),
    row("processes.kv1.jobs", "1 process, local KV file: jobs/s", kv.jps, "jobs/s"),
    row("processes.pg1.jobs", "1 process, PostgreSQL: jobs/s", pg1.jps, "jobs/s", {
      ...base("1 process, KV file", kv.jps),
    }),
    row("processes.pg2.jobs", "2 processes, one PostgreSQL: jobs/s", pg2.jps, "jobs/s", {
      ...base("1 process, PostgreSQL", pg1.jps),
    }),
  ];
}

if (import.meta.main) {
  const dir = await Deno.makeTempDir({ prefix: "rankscope-processes-" });
  try {
    const rows = await benchProcesses(dir, {
      seconds: Number(Deno.env.get("BENCH_SECONDS") ?? 6),
      concurrency: Number(Deno.env.get("BENCH_CONCURRENCY") ?? 32),
    });
    for (const r of rows) {
      const ratio = r.ratio === undefined ? "" : ` (${r.ratio.toFixed(2)}x ${r.baseline!.label})`;
      console.log(`${r.label}: ${r.value.toFixed(1)} ${r.unit}${ratio}`);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
