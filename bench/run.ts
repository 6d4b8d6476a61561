/**
 * `deno task bench`: every benchmark in one run on this machine (see bench/README.md), each
 * measurement beside its baseline, gathered into one `Results` object (`results.ts`):
 *   ledger    debits/s on one hot balance: group commit vs the naive get/check/set loop;
 *   jobs      jobs/s through the queue and enqueue-to-start vs the bare Deno KV queue;
 *   sse       status change to SSE event vs a bare Hono streamSSE route;
 *   webhooks  deliveries/s and completion-to-delivery vs bare POSTs to the same receiver;
 *   extract   extraction pages/s, MB/s and F1 vs Mozilla Readability on the same pages;
 *   memory    server RSS idle, under load and after load, three rounds;
 *   http      full-stack req/s and p50/p99 vs a bare Hono route in the same server process;
 *   growth    latency and RSS with 1x, 10x and 100x the stored jobs, deliveries and keys;
 *   processes requests/s and jobs/s: 1 process on a KV file, 1 and 2 on one PostgreSQL.
 * A full run writes bench/results/latest.json and latest.md and the README block between
 * `<!-- bench:start -->` and `<!-- bench:end -->`; a partial run (`BENCH_ONLY`) writes
 * bench/results/partial.json and partial.md only. Compare ratios within a run: the machine is
 * shared and noisy.
 */
import { haveWrk } from "./http_bench.ts";
import { benchLedger, benchNaive } from "./ledger_bench.ts";
import {
  benchBareQueue,
  benchBareQueueLatency,
  benchBareSse,
  benchSse,
  benchStart,
  benchThroughput,
  type Latency,
} from "./jobs_bench.ts";
import { benchWebhooks } from "./webhooks_bench.ts";
import { benchExtraction } from "./extract_bench.ts";
import { benchMemory, benchStalledUploads } from "./memory_bench.ts";
import { benchLadder, benchStack } from "./stack_bench.ts";
import { benchGrowth } from "./growth_bench.ts";
import { benchProcesses } from "./processes_bench.ts";
import { startBenchServer } from "./server.ts";
import {
  fmt,
  markdown,
  replaceReadmeBlock,
  type Results,
  type Row,
  row,
  type Section,
  SECTIONS,
} from "./results.ts";

const USAGE = `deno task bench [--help]

Runs every benchmark section on this machine and writes bench/results/latest.json, latest.md
and the README block; BENCH_ONLY=<section,...> runs some (${SECTIONS.join(", ")}) and writes
bench/results/partial.* only. Knobs: BENCH_SECONDS, BENCH_CONCURRENCY, BENCH_GROWTH_SECONDS,
BENCH_GROWTH_CONCURRENCY. See bench/README.md.`;

// Asking how to run it runs nothing and writes nothing.
if (Deno.args.some((a) => a === "--help" || a === "-h")) {
  console.log(USAGE);
  Deno.exit(0);
}
if (Deno.args.length > 0) {
  console.error(`Unknown argument(s): ${Deno.args.join(" ")}\n\n${USAGE}`);
  Deno.exit(2);
}

const env = (name: string, fallback: string) => Deno.env.get(name) || fallback;
const SECONDS = Number(env("BENCH_SECONDS", "6"));
const CONCURRENCY = Number(env("BENCH_CONCURRENCY", "64"));
const GROWTH_SECONDS = Number(env("BENCH_GROWTH_SECONDS", "3"));
const GROWTH_CONCURRENCY = Number(env("BENCH_GROWTH_CONCURRENCY", "16"));
const ROUNDS = 3;
const only = Deno.env.get("BENCH_ONLY")?.split(",").map((s) => s.trim()).filter(Boolean);
const unknown = only?.filter((s) => !(SECTIONS as readonly string[]).includes(s)) ?? [];
if (unknown.length > 0) {
  console.error(
    `BENCH_ONLY: unknown section(s) ${unknown.join(", ")}; known: ${SECTIONS.join(", ")}`,
  );
  Deno.exit(2);
}
const sections: Section[] = SECTIONS.filter((s) => !only || only.includes(s));
const partial = sections.length < SECTIONS.length;

const started = performance.now();
const dir = await Deno.makeTempDir({ prefix: "rankscope-bench-" });
const wrk = await haveWrk();
const rows: Row[] = [];

function add(...more: Row[]) {
  for (const r of more) {
    rows.push(r);
    const base = r.baseline ? `  (${r.baseline.label}: ${fmt(r.baseline.value)})` : "";
    const met = r.target ? `  target ${r.target.met ? "met" : "NOT met"}` : "";
    console.log(`${r.id}: ${fmt(r.value)} ${r.unit}${base}${met}`);
  }
}

/** A latency row: p50 as the value, p99 and n in the notes, the baseline's p50 beside it. */
function latencyRow(
  id: string,
  label: string,
  l: Latency,
  baseline: { label: string; latency: Latency },
  extra = "",
): Row {
  return row(id, `${label}, p50`, l.p50, "ms", {
    baseline: { label: baseline.label, value: baseline.latency.p50 },
    notes: `p99 ${fmt(l.p99)} ms (baseline ${fmt(baseline.latency.p99)} ms), n=${l.n}${extra}`,
  });
}

async function git(...args: string[]): Promise<string | null> {
  try {
    const out = await new Deno.Command("git", { args, stdout: "piped", stderr: "null" }).output();
    return out.success ? new TextDecoder().decode(out.stdout).trim() : null;
  } catch {
    return null;
  }
}

console.log(`# Rankscope benchmark: ${sections.join(", ")}\n`);
try {
  if (sections.includes("ledger")) {
    const grouped = await benchLedger(`${dir}/ledger.kv`, 200, 25);
    const naive = await benchNaive(`${dir}/naive.kv`, 200);
    add(row(
      "ledger.debits",
      "debits, 200 concurrent on one workspace, group commit",
      grouped.perSecond,
      "debits/s",
      {
        baseline: { label: "naive get/check/set loop", value: naive.perSecond },
        notes:
          `exact: ${grouped.exact} (baseline exact: ${naive.exact}, ${naive.conflicts} failed checks)`,
      },
    ));
  }

  if (sections.includes("jobs")) {
    const throughput = await benchThroughput(dir, 500, 8);
    const bareQueue = await benchBareQueue(dir, 500);
    add(row(
      "jobs.throughput",
      "jobs through the queue (500 at once, 8 workers, 1-step job)",
      throughput.perSecond,
      "jobs/s",
      {
        baseline: {
          label: "bare KV queue, 500 messages, empty handler",
          value: bareQueue.perSecond,
          unit: "messages/s",
        },
        notes: "all completed",
      },
    ));
    const bare = {
      label: "bare KV queue, enqueue to handler",
      latency: await benchBareQueueLatency(dir, { rate: 20, count: 60 }),
    };
    const kicked = await benchStart(dir, { rate: 20, count: 60, queueOnly: false });
    const queued = await benchStart(dir, { rate: 20, count: 60, queueOnly: true });
    add(
      latencyRow("jobs.start", "enqueue-to-start, in-process start (20 jobs/s)", kicked, bare),
      latencyRow(
        "jobs.start_queue",
        "enqueue-to-start, KV queue pick-up only (20 jobs/s)",
        queued,
        bare,
      ),
    );
  }

  if (sections.includes("sse")) {
    const sse = await benchSse(dir, 3, 15);
    const bare = await benchBareSse(3, 15);
    add(latencyRow(
      "sse.status",
      "job status change to SSE event at a loopback client",
      sse,
      { label: "bare Hono streamSSE, write to read", latency: bare },
    ));
  }

  if (sections.includes("webhooks")) {
    const hooks = await benchWebhooks(dir, { count: 300, rate: 20, paced: 60 });
    add(
      row(
        "webhooks.throughput",
        "webhook deliveries to a loopback receiver (300 jobs submitted at once)",
        hooks.perSecond,
        "deliveries/s",
        {
          baseline: {
            label: "bare KV queue, 300 messages at once, each a fetch POST",
            value: hooks.bare.perSecond,
            unit: "POSTs/s",
          },
          notes: `${hooks.bodyBytes} B signed JSON body`,
        },
      ),
      latencyRow(
        "webhooks.latency",
        "job completion (finished_at) to delivery at the receiver (20 jobs/s)",
        hooks.latency,
        {
          label: "bare KV queue message (20/s) to its POST's arrival",
          latency: hooks.bare.latency,
        },
        `; under the burst of 300: p50 ${fmt(hooks.burstLatency.p50)} ms, p99 ${
          fmt(hooks.burstLatency.p99)
        } ms`,
      ),
    );
  }

  if (sections.includes("extract")) {
    const { pages, mb, runs: [ours, readability] } = await benchExtraction();
    const on = `${pages} pages, ${fmt(mb)} MB of HTML`;
    add(
      row("extract.pages", "main-content extraction, ours (text)", ours.pagesPerSecond, "pages/s", {
        baseline: { label: readability.name, value: readability.pagesPerSecond },
        notes: `article-extraction-benchmark, ${on}, one pass after 10 warm-up pages`,
      }),
      row("extract.mb", "main-content extraction, ours (text)", ours.mbPerSecond, "MB/s", {
        baseline: { label: readability.name, value: readability.mbPerSecond },
        notes: `peak RSS of the bench process ${fmt(ours.peakMb)} MB (Readability ${
          fmt(readability.peakMb)
        } MB)`,
      }),
      row("extract.f1", "main-content extraction, ours, F1", ours.scores.f1, "", {
        baseline: { label: readability.name, value: readability.scores.f1 },
        notes: `precision ${ours.scores.precision.toFixed(3)}, recall ${
          ours.scores.recall.toFixed(3)
        }; errors ${ours.errors} (Readability ${readability.errors})`,
      }),
    );
  }

  if (sections.includes("processes")) {
    add(...await benchProcesses(dir, { seconds: SECONDS, concurrency: 32 }));
  }

  const serverSections = sections.filter((s) => ["memory", "http", "growth"].includes(s));
  if (serverSections.length > 0) {
    const server = await startBenchServer(dir);
    try {
      const { key } = await server.workspace("bench");
      const opts = { concurrency: CONCURRENCY, seconds: SECONDS, wrk };
      if (sections.includes("memory")) {
        add(...await benchMemory(server, key, { ...opts, rounds: ROUNDS }));
        add(...await benchStalledUploads(server, key));
      }
      if (sections.includes("http")) {
        add(...await benchStack(server, key, opts));
        add(...await benchLadder(server, key, opts));
      }
      if (sections.includes("growth")) {
        add(
          ...await benchGrowth(server, {
            concurrency: GROWTH_CONCURRENCY,
            seconds: GROWTH_SECONDS,
            wrk,
          }),
        );
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await Deno.remove(dir, { recursive: true });
}

const results: Results = {
  date: new Date().toISOString(),
  commit: await git("rev-parse", "HEAD"),
  dirty: ((await git("status", "--porcelain")) ?? "") !== "",
  cores: navigator.hardwareConcurrency,
  deno: Deno.version.deno,
  os: `${Deno.build.os} ${Deno.build.arch}`,
  loadGenerator: {
    tool: wrk ? "wrk" : "deno-fetch",
    threads: 1,
    connections: CONCURRENCY,
    seconds: SECONDS,
    warmupSeconds: 1,
  },
  knobs: {
    BENCH_SECONDS: SECONDS,
    BENCH_CONCURRENCY: CONCURRENCY,
    BENCH_GROWTH_SECONDS: GROWTH_SECONDS,
    BENCH_GROWTH_CONCURRENCY: GROWTH_CONCURRENCY,
    BENCH_ONLY: only?.join(",") ?? "all",
  },
  sections,
  durationSeconds: Math.round((performance.now() - started) / 100) / 10,
  rows,
};

const md = markdown(results);
const out = new URL("./results/", import.meta.url);
await Deno.mkdir(out, { recursive: true });
const name = partial ? "partial" : "latest";
const written = [new URL(`${name}.json`, out), new URL(`${name}.md`, out)];
await Deno.writeTextFile(written[0], JSON.stringify(results, null, 2) + "\n");
await Deno.writeTextFile(written[1], `# Rankscope benchmark\n\n${md}\n`);
console.log(`\n${md}\n`);
if (!partial) {
  const readmeUrl = new URL("../README.md", import.meta.url);
  const readme = await Deno.readTextFile(readmeUrl);
  const next = replaceReadmeBlock(readme, md);
  if (next === null) console.log("README.md has no bench block: left alone.");
  else if (next !== readme) {
    await Deno.writeTextFile(readmeUrl, next);
    written.push(readmeUrl);
  }
}
// What was written stays `deno fmt --check` clean (tables aligned, prose wrapped).
await new Deno.Command(Deno.execPath(), {
  args: ["fmt", "--quiet", ...written.map((u) => u.pathname)],
  stdout: "null",
}).output();
const root = new URL("../", import.meta.url).pathname;
console.log(`Wrote ${written.map((u) => u.pathname.slice(root.length)).join(", ")}.`);
