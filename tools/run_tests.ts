/**
 * `deno task test`: runs the whole suite with deno test and ends with the plain line
 * `N passed, M failed` that CI reads, keeping deno's exit code. With `TEST_POSTGRES_URL` set (CI
 * starts one with tools/postgres.sh), the tests that exercise the store run a second time with
 * every store on PostgreSQL (`tests/store.ts`), and the line counts both runs.
 */

/** The tests that read and write the store: API, jobs, webhooks, MCP, OAuth, reliability. */
const STORE_TESTS = [
  "lib/store/",
  "lib/oauth/",
  "lib/credits_test.ts",
  "lib/rate_limit_test.ts",
  "lib/auth_test.ts",
  "lib/providers/cache_test.ts",
  "lib/providers/metered_test.ts",
  "routes/",
  "tests/api_test.ts",
  "tests/backup_test.ts",
  "tests/budgets_test.ts",
  "tests/cancel_test.ts",
  "tests/connections_test.ts",
  "tests/crash_test.ts",
  "tests/http_test.ts",
  "tests/jobs_test.ts",
  "tests/keys_test.ts",
  "tests/mcp_tasks_crash_test.ts",
  "tests/oauth_test.ts",
  "tests/oauth_sdk_test.ts",
  "tests/provider_jobs_test.ts",
  "tests/serp_history_test.ts",
  "tests/sse_test.ts",
  "tests/webhooks_test.ts",
  "tests/multi_process_test.ts",
  "tests/reliability/",
];

/** Runs deno test on `paths` with `env`; returns its counts and exit code. */
async function run(paths: string[], env: Record<string, string>) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["test", "-A", "--parallel", ...paths],
    env: { NO_COLOR: "1", ...env },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  let tail = "";
  const decoder = new TextDecoder();
  for await (const chunk of child.stdout) {
    await Deno.stdout.write(chunk);
    tail = (tail + decoder.decode(chunk, { stream: true })).slice(-4000);
  }
  const { code } = await child.status;
  const m = /(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/.exec(tail);
  return { passed: m ? Number(m[1]) : 0, failed: m ? Number(m[2]) : 1, code };
}

const args = Deno.args.length > 0 ? Deno.args : ["."];
const runs = [await run(args, {})];
const pg = Deno.env.get("TEST_POSTGRES_URL");
if (pg && Deno.args.length === 0) {
  console.log("\n# The store tests again, on PostgreSQL\n");
  runs.push(await run(STORE_TESTS, { TEST_STORE_URL: pg }));
}
const passed = runs.reduce((n, r) => n + r.passed, 0);
const failed = runs.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
Deno.exit(
  runs.every((r) => r.code === 0) && failed === 0 ? 0 : runs.find((r) => r.code)?.code || 1,
);
