/**
 * `deno task reliability`: runs every test file in `tests/reliability/` with `RELIABILITY_SCORECARD`
 * naming a temporary file the tests record into (`tests/reliability/scorecard.ts`), then writes
 * `docs/reliability.md`: when, where and at which commit it ran, how many tests passed, and the
 * scorecard (counts summed, worst values maximised, each with the files that recorded it). A metric
 * no test recorded says "not measured"; nothing is estimated. Exits with deno test's status.
 */
import type { ScoreRecord } from "../tests/reliability/scorecard.ts";

const ROOT = new URL("../", import.meta.url);
const OUT = new URL("docs/reliability.md", ROOT);
const TESTS = "tests/reliability/";

/** One row of the scorecard: a label and the metrics it shows (`a / b` when two). */
interface Row {
  label: string;
  metrics: string[];
  /** How the value reads, e.g. `ms`. */
  unit?: string;
}

/** The scorecard's rows, in the order of the report. */
const ROWS: Row[] = [
  { label: "Requests tried (bad input)", metrics: ["requests_tried"] },
  { label: "5xx answers seen", metrics: ["responses_5xx"] },
  { label: "Undocumented refusals", metrics: ["undocumented_refusals"] },
  { label: "Charged refusals", metrics: ["charged_refusals"] },
  { label: "Jobs recovered / expected", metrics: ["jobs_recovered", "jobs_expected"] },
  { label: "Jobs lost", metrics: ["jobs_lost"] },
  { label: "Deliveries lost / expected", metrics: ["deliveries_lost", "deliveries_expected"] },
  { label: "Double charges", metrics: ["double_charges"] },
  { label: "SSRF attempts / escapes", metrics: ["ssrf_attempts", "ssrf_escapes"] },
  {
    label: "Cross-workspace attempts / reads",
    metrics: ["cross_workspace_attempts", "cross_workspace_reads"],
  },
  { label: "Worst 401 timing gap", metrics: ["auth_401_timing_gap_ms"], unit: "ms" },
  { label: "Concurrent requests raced", metrics: ["concurrent_requests"] },
  { label: "Processes killed (kill -9)", metrics: ["kills"] },
  {
    label: "SIGTERM to exit, with an SSE watcher and jobs running",
    metrics: ["sigterm_exit_ms"],
    unit: "ms",
  },
];

/**
 * What one request can cost (issue 24, "Hold under abuse"): each figure is measured and asserted
 * against its bound in the test that records it; `before` is what the black-box probe measured on
 * the build before the bounds.
 */
interface ResourceRow extends Row {
  /** The bound the recording test asserts. */
  bound: string;
  /** The probe's figure before the bounds. */
  before: string;
}

/** The resource section's rows, in the order of the report. */
const RESOURCE_ROWS: ResourceRow[] = [
  {
    label: "Server RSS growth under 16 concurrent gzip bombs (peak)",
    metrics: ["gzip_bomb_peak_rss_mb"],
    unit: "MB",
    bound: "< 64 MB",
    before: "+10,345 MB (10.5 GB in 49 s)",
  },
  {
    label: "Server RSS above its start, after the bombs",
    metrics: ["gzip_bomb_rss_after_mb"],
    unit: "MB",
    bound: "< 40 MB",
    before: "not returned",
  },
  {
    label: "Fetches of a hanging page by one `/extract?sync=true`",
    metrics: ["hanging_page_fetches"],
    bound: "1",
    before: "4",
  },
  {
    label: "Its answer came after",
    metrics: ["hanging_page_answer_ms"],
    unit: "ms",
    bound: "< 15,000 ms (10 s deadline + 5 s)",
    before: "45,000 ms (past the 25 s sync window)",
  },
  {
    label: "100-message MCP batches under 2025-11-25 refused",
    metrics: ["mcp_batches_refused"],
    bound: "all",
    before: "0 (answered 65.7 MB)",
  },
  {
    label: "Rate-limit tokens a 100-message 2025-03-26 batch costs, off by",
    metrics: ["mcp_batch_token_gap"],
    bound: "0",
    before: "99 (a batch cost 1)",
  },
  {
    label: "Another MCP client's worst wait during 8 tools/list batches",
    metrics: ["mcp_attack_other_client_wait_ms"],
    unit: "ms",
    bound: "< 2,000 ms",
    before: "18,900 ms",
  },
  {
    label: "Largest MCP answer during the tools/list batch floods",
    metrics: ["mcp_largest_answer_bytes"],
    unit: "bytes",
    bound: "≤ 8 MiB + the replaced answers' errors",
    before: "65.7 MB",
  },
  {
    label: "Keyed calls refused while 300 keyless uploads stall",
    metrics: ["keyed_calls_refused_under_stalled_uploads"],
    bound: "0",
    before: "every POST (503)",
  },
  {
    label: "Slowloris headers closed after",
    metrics: ["slowloris_close_ms"],
    unit: "ms",
    bound: "header timeout (1 s in the test) + 1.5 s",
    before: "held ≥ 62 s",
  },
  {
    label: "Bare idle socket / idle kept-alive socket closed after",
    metrics: ["idle_socket_close_ms", "keepalive_idle_close_ms"],
    unit: "ms",
    bound: "idle timeout (1 s in the test) + 1.5 s",
    before: "held ≥ 62 s",
  },
  {
    label: "Stalled body answered 408 and closed after",
    metrics: ["stalled_body_close_ms"],
    unit: "ms",
    bound: "body timeout (1.5 s in the test) + 1.5 s",
    before: "400 at 20 s, socket kept",
  },
  {
    label: "OAuth refresh races / spurious revocations",
    metrics: ["oauth_refresh_races", "oauth_spurious_revocations"],
    bound: "0 revoked",
    before: "6 of 20 revoked",
  },
  {
    label: "OAuth true replays / not revoked",
    metrics: ["oauth_true_replays", "oauth_true_replays_not_revoked"],
    bound: "0 not revoked",
    before: "0 not revoked",
  },
  {
    label: "OAuth open-redirect probes / redirects",
    metrics: ["oauth_open_redirect_probes", "oauth_open_redirects"],
    bound: "0",
    before: "every error redirected, `ms-officecmd:` included",
  },
  {
    label: "OAuth registration limit bypasses",
    metrics: ["oauth_registration_limit_bypasses"],
    bound: "0",
    before: "200 clients from 10 loopback addresses; 429 for 5 other users behind a proxy",
  },
  {
    label: "Sign-ins blocked by 8 slow metadata documents / documents stored",
    metrics: ["oauth_metadata_signins_blocked", "oauth_metadata_documents_stored"],
    bound: "0 / 0",
    before: "every uncached sign-in 503 for 10 s; 160 writes/s",
  },
  {
    label: "Cancels raced / wrong answers",
    metrics: ["cancel_races", "cancel_wrong_answers"],
    bound: "0 wrong",
    before: "64 of 100 REST, 16 of 50 MCP",
  },
];

/** A metric summed (counts) or maximised (worsts) over its records, with who recorded it. */
interface Tally {
  kind: ScoreRecord["kind"];
  value: number;
  sources: Set<string>;
}

/** What deno test reported: totals, and per file. */
interface TestRun {
  code: number;
  passed: number;
  failed: number;
  ignored: number;
  files: Map<string, { passed: number; failed: number; ignored: number }>;
  failures: string[];
  /** Tests marked `ignore` (known bugs wait there with their reason in the test file). */
  ignoredTests: string[];
  seconds: number;
}

/** Runs the reliability tests, echoing their output, and reads their results. */
async function runTests(scorecard: string): Promise<TestRun> {
  const started = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["test", "-A", TESTS],
    cwd: ROOT,
    env: { NO_COLOR: "1", RELIABILITY_SCORECARD: scorecard },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  let output = "";
  const decoder = new TextDecoder();
  for await (const chunk of child.stdout) {
    await Deno.stdout.write(chunk);
    output += decoder.decode(chunk, { stream: true });
  }
  const { code } = await child.status;
  return { code, ...parseTestOutput(output), seconds: (performance.now() - started) / 1000 };
}

/** Totals and per-file counts from deno test's (uncoloured) output. */
export function parseTestOutput(output: string): Omit<TestRun, "code" | "seconds"> {
  const files = new Map<string, { passed: number; failed: number; ignored: number }>();
  const failures: string[] = [];
  const ignoredTests: string[] = [];
  let file = "(unknown)";
  for (const line of output.split("\n")) {
    const running = /^running \d+ tests? from \.\/(\S+)/.exec(line);
    if (running) {
      file = running[1];
      if (!files.has(file)) files.set(file, { passed: 0, failed: 0, ignored: 0 });
      continue;
    }
    // Top-level results only: steps are indented.
    const result = /^(\S.*) \.\.\. (ok|FAILED|ignored)\b/.exec(line);
    if (!result || !files.has(file)) continue;
    const counts = files.get(file)!;
    if (result[2] === "ok") counts.passed++;
    else if (result[2] === "ignored") {
      counts.ignored++;
      ignoredTests.push(`${file}: ${result[1]}`);
    } else {
      counts.failed++;
      failures.push(`${file}: ${result[1]}`);
    }
  }
  const summary =
    /(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed(?: \(\d+ steps?\))?(?: \| (\d+) ignored)?/
      .exec(output);
  const sum = (k: "passed" | "failed" | "ignored") =>
    [...files.values()].reduce((n, c) => n + c[k], 0);
  return {
    passed: summary ? Number(summary[1]) : sum("passed"),
    // No summary line: the run broke off, which counts as a failure.
    failed: summary ? Number(summary[2]) : Math.max(1, sum("failed")),
    ignored: summary ? Number(summary[3] ?? 0) : sum("ignored"),
    files,
    failures,
    ignoredTests,
  };
}

/** Sums counts and keeps the largest worst value of each metric. */
export function tallyRecords(records: ScoreRecord[]): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const r of records) {
    const t = out.get(r.metric) ??
      { kind: r.kind, value: r.kind === "count" ? 0 : -Infinity, sources: new Set() };
    t.value = r.kind === "count" ? t.value + r.value : Math.max(t.value, r.value);
    t.sources.add(r.source);
    out.set(r.metric, t);
  }
  return out;
}

/** The scorecard lines the tests appended (a torn last line is skipped). */
async function readScorecard(path: string): Promise<ScoreRecord[]> {
  const text = await Deno.readTextFile(path).catch(() => "");
  const out: ScoreRecord[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      const r = JSON.parse(line) as ScoreRecord;
      if (typeof r.metric === "string" && Number.isFinite(r.value)) out.push(r);
    } catch { /* an interrupted write */ }
  }
  return out;
}

async function git(args: string[]): Promise<string | null> {
  try {
    const out = await new Deno.Command("git", { args, cwd: ROOT, stdout: "piped", stderr: "null" })
      .output();
    return out.success ? new TextDecoder().decode(out.stdout).trim() : null;
  } catch {
    return null; // no git here
  }
}

function format(value: number, unit?: string): string {
  const text = Number.isInteger(value) ? value.toLocaleString("en-US") : value.toFixed(3);
  return unit ? `${text} ${unit}` : text;
}

/** The Markdown report. */
export function renderReport(
  run: Omit<TestRun, "code">,
  tallies: Map<string, Tally>,
  about: { date: string; machine: string; commit: string },
): string {
  const cell = (metric: string, unit?: string) => {
    const t = tallies.get(metric);
    return t ? format(t.value, unit) : "not measured";
  };
  const sources = (metrics: string[]) => {
    const all = new Set(metrics.flatMap((m) => [...(tallies.get(m)?.sources ?? [])]));
    return all.size ? [...all].sort().map((s) => `\`${s}\``).join(", ") : "—";
  };
  const lines = [
    "# Reliability scorecard",
    "",
    "Generated by `deno task reliability` (`tools/reliability.ts`), which runs every test file in",
    "`tests/reliability/` and adds up what they recorded (`tests/reliability/scorecard.ts`). Do not",
    'edit by hand. "not measured" means no test recorded that metric in this run.',
    "",
    "| | |",
    "| --- | --- |",
    `| Date | ${about.date} |`,
    `| Machine | ${about.machine} |`,
    `| Commit | ${about.commit} |`,
    `| Tests | ${run.passed} passed, ${run.failed} failed, ${run.ignored} ignored |`,
    `| Wall time | ${run.seconds.toFixed(0)} s |`,
    "",
    "## Scorecard",
    "",
    "| Metric | Value | Recorded by |",
    "| --- | --- | --- |",
    ...ROWS.map((row) => {
      const value = row.metrics.map((m) => cell(m, row.unit)).join(" / ");
      const shown = row.metrics.every((m) => !tallies.has(m)) ? "not measured" : value;
      return `| ${row.label} | ${shown} | ${sources(row.metrics)} |`;
    }),
    "",
    "## Resources: what one request can cost",
    "",
    "Each figure is asserted against its bound by the test that records it. Before: what the",
    "black-box probe of issue 24 measured on the build without these bounds.",
    "",
    "| Metric | Value | Bound | Before | Recorded by |",
    "| --- | --- | --- | --- | --- |",
    ...RESOURCE_ROWS.map((row) => {
      const value = row.metrics.map((m) => cell(m, row.unit)).join(" / ");
      return `| ${row.label} | ${value} | ${row.bound} | ${row.before} | ${sources(row.metrics)} |`;
    }),
  ];
  const shown = new Set([...ROWS, ...RESOURCE_ROWS].flatMap((r) => r.metrics));
  const others = [...tallies.keys()].filter((m) => !shown.has(m)).sort();
  if (others.length) {
    lines.push(
      "",
      "## Other recorded metrics",
      "",
      "| Metric | Kind | Value | Recorded by |",
      "| --- | --- | --- | --- |",
      ...others.map((m) => {
        const t = tallies.get(m)!;
        const unit = m.endsWith("_ms") ? "ms" : undefined;
        return `| \`${m}\` | ${t.kind === "count" ? "sum" : "worst"} | ${format(t.value, unit)} | ${
          sources([m])
        } |`;
      }),
    );
  }
  lines.push(
    "",
    "## Test files",
    "",
    "| File | Passed | Failed | Ignored |",
    "| --- | --- | --- | --- |",
    ...[...run.files.entries()].sort().map(([f, c]) =>
      `| \`${f}\` | ${c.passed} | ${c.failed} | ${c.ignored} |`
    ),
  );
  if (run.failures.length) {
    lines.push("", "## Failed tests", "", ...run.failures.map((f) => `- ${f}`));
  }
  if (run.ignoredTests.length) {
    lines.push(
      "",
      "## Ignored tests",
      "",
      "Each names a known failure; the comment above it in the test file says why.",
      "",
      ...run.ignoredTests.map((f) => `- ${f}`),
    );
  }
  return lines.join("\n") + "\n";
}

if (import.meta.main) {
  const scorecard = await Deno.makeTempFile({ prefix: "reliability-", suffix: ".jsonl" });
  try {
    const run = await runTests(scorecard);
    const tallies = tallyRecords(await readScorecard(scorecard));
    const commit = await git(["rev-parse", "--short", "HEAD"]);
    // The report itself does not count as a change to the code it reports on.
    const dirty = commit
      ? await git(["status", "--porcelain", "--", ".", ":(exclude)docs/reliability.md"])
      : null;
    const report = renderReport(run, tallies, {
      date: new Date().toISOString(),
      machine:
        `${Deno.build.os} ${Deno.build.arch}, ${navigator.hardwareConcurrency} cores, Deno ${Deno.version.deno}`,
      commit: commit ? `${commit}${dirty ? " (with uncommitted changes)" : ""}` : "unknown",
    });
    await Deno.mkdir(new URL("docs/", ROOT), { recursive: true });
    await Deno.writeTextFile(OUT, report);
    // Formatted as `deno fmt` would (aligned tables), so `deno task check` stays clean.
    await new Deno.Command(Deno.execPath(), { args: ["fmt", "-q", OUT.pathname], cwd: ROOT })
      .output();
    console.log(
      `\n${run.passed} passed, ${run.failed} failed, ${run.ignored} ignored; wrote docs/reliability.md`,
    );
    Deno.exitCode = run.code === 0 && run.failed === 0 ? 0 : run.code || 1;
  } finally {
    await Deno.remove(scorecard).catch(() => {});
  }
}
