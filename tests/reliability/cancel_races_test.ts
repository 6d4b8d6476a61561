/**
 * Cancels racing a job's end (reliability): 200 `POST /api/v1/jobs/{id}/cancel` races and 60 MCP
 * `tasks/cancel` races, two cancels each, released with jitter either side of the job's end. Every
 * answer must agree with how the job ended (202 or the task: cancelled and refunded once; 409 or
 * -32602: ended, naming the state), and the balance must equal the work that completed. The probe
 * of the build before saw a completed job's cancel answered 202 in 64 of 100 tries and
 * `tasks/cancel` return a completed task in 16 of 50. The gated races run in this process; the
 * last test races 20 ms jobs over HTTP on a server in its own process, as the probe did.
 */
import assert from "node:assert/strict";
import { jobOperations } from "../fake_ops.ts";
import {
  type CancelVia,
  raceCancels,
  raceCancelsOnServer,
  type RaceTally,
  serverTarget,
} from "../cancel_races.ts";
import { provision, startServer } from "./fault_tools.ts";
import { setup } from "../helpers.ts";
import { count, worst } from "./scorecard.ts";

/** Records a tally and asserts its bounds: no wrong answer, money exact, both outcomes seen. */
async function recorded(tally: RaceTally, races: number) {
  await count("cancel_races", tally.races);
  await count("cancel_wrong_answers", tally.wrong.length);
  await worst("cancel_money_drift_credits", Math.abs(tally.moneyDrift));
  assert.equal(tally.races, races);
  assert.deepEqual(tally.wrong, [], "every answer agrees with the job's end");
  assert.equal(tally.moneyDrift, 0, "credits equal the work that completed");
  assert.ok(
    tally.cancelled > 0 && tally.refused > 0,
    `both outcomes raced: ${JSON.stringify(tally)}`,
  );
}

/** Runs `races` races over `via` on a fresh harness and records them. */
async function raced(via: CancelVia, races: number) {
  const h = await setup({
    operations: jobOperations,
    credits: 2_000,
    env: { JOB_CONCURRENCY: "20" },
  });
  try {
    await recorded(await raceCancels(h, { races, via }), races);
  } finally {
    await h.close();
  }
}

Deno.test("[reliability] 200 REST cancels race their jobs' ends: no wrong answer, money exact", async () => {
  await raced("rest", 200);
});

Deno.test("[reliability] 60 MCP tasks/cancel race their tasks' ends: no wrong answer, money exact", async () => {
  await raced("mcp", 60);
});

Deno.test("[reliability] a server in its own process: 100 REST and 50 MCP cancels over HTTP race 20 ms jobs", async () => {
  const dir = await Deno.makeTempDir({ prefix: "rankscope-cancel-races-" });
  const server = await startServer(`${dir}/service.kv`, { JOB_CONCURRENCY: "20" });
  try {
    const { headers } = await provision(server.base, 1_000);
    const target = serverTarget(server.base, headers["x-api-key"]);
    await recorded(await raceCancelsOnServer(target, { races: 100, via: "rest" }), 100);
    await recorded(await raceCancelsOnServer(target, { races: 50, via: "mcp" }), 50);
  } finally {
    await server.stop();
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
});
