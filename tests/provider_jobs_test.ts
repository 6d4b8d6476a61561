/**
 * The provider layer under the job runner, end to end over the app: a DataForSEO answer becomes
 * a charged result; a failure that outlasts the adapter's and the runner's retries fails the job
 * with a retryable UPSTREAM_ERROR and refunds every credit.
 */
import assert from "node:assert/strict";
import { readUsage } from "../lib/credits.ts";
import { createDataForSeoProvider } from "../lib/providers/dataforseo.ts";
import { startFakeDataForSeo } from "./fakes/dataforseo.ts";
import { balanceOf, runJob, setup } from "./helpers.ts";

const SUMMARY = "/v3/backlinks/summary/live";

async function harnessOnFake() {
  const fake = await startFakeDataForSeo();
  const provider = createDataForSeoProvider({
    login: fake.login,
    password: fake.password,
    baseUrl: fake.baseUrl,
    backoffMs: 1,
    sleep: () => Promise.resolve(),
  });
  const h = await setup({ provider, credits: 100 });
  return { fake, h };
}

Deno.test("[provider jobs] a DataForSEO answer is the job's result, charged once", async () => {
  const { fake, h } = await harnessOnFake();
  try {
    const job = await runJob(h, "/backlinks/summary", { target: "example.com" });
    assert.equal(job.status, "completed", JSON.stringify(job.error));
    assert.equal(fake.calls(SUMMARY), 1);
    assert.equal(await balanceOf(h), 95);
  } finally {
    await h.close();
    await fake.close();
  }
});

Deno.test("[provider jobs] a provider failure past every retry fails the job, retryable, and refunds it", async () => {
  const { fake, h } = await harnessOnFake();
  try {
    fake.fail(
      "summary",
      ...Array.from({ length: 20 }, () => ({ kind: "http", status: 500 } as const)),
    );
    const job = await runJob(h, "/backlinks/summary", { target: "example.com" });
    assert.equal(job.status, "failed");
    assert.equal(job.error.code, "UPSTREAM_ERROR");
    assert.equal(job.error.retryable, true);
    assert.equal(job.attempts, 3);
    assert.equal(fake.calls(SUMMARY), 9, "three adapter attempts in each of three job attempts");
    assert.equal(await balanceOf(h), 100);
    assert.equal((await readUsage(h.kv, h.workspaceId)).credits_used, 0);
  } finally {
    await h.close();
    await fake.close();
  }
});
