/**
 * Cancels racing a job's end (reliability): 200 `POST /api/v1/jobs/{id}/cancel` races and 60 MCP
 * `tasks/cancel` races, two cancels each, released with jitter either side of the job's end. Every
 * answer must agree with how the job ended (202 or the task: cancelled and refunded once; 409 or
 * -32602: ended, naming the state), and the balance must equal the work that completed. The probe
 * of the build before saw a completed job's cancel answered 202 in 64 of 100 tries and
 * `tasks/cancel` return a completed task in 16 of 50.
 */
import assert from "node:assert/strict";
import { jobOperations } from "../fake_ops.ts";
import { type CancelVia, raceCancels } from "../cancel_races.ts";
import { setup } from "../helpers.ts";
import { count, worst } from "./scorecard.ts";

/** Runs `races` races over `via` on a fresh harness and records them. */
async function raced(via: CancelVia, races: number) {
  const h = await setup({
    operations: jobOperations,
    credits: 2_000,
    env: { JOB_CONCURRENCY: "20" },
  });
  try {
    const tally = await raceCancels(h, { races, via });
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
