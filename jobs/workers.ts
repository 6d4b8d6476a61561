/**
 * The queue workers of one process over the service core: the job runner and the webhook
 * deliverer, wired so that a finished job's webhooks go out at once. Passed to
 * `createServices` by the composition root (main.ts, tests, benchmarks).
 */
import type { ServiceCore } from "../lib/services.ts";
import type { Workers } from "../lib/workers.ts";
import { createDeliverer } from "./deliver_webhook.ts";
import { createJobRunner, jobWebhookEvent } from "./runner.ts";

/** Builds the runner and the deliverer of this process. */
export function workers(core: ServiceCore): Workers {
  const { config, kv, ledger, operations, now, web, render, meterProvider } = core;
  const jobs = createJobRunner({
    kv,
    ledger,
    operations,
    provider: config.provider,
    concurrency: config.jobConcurrency,
    leaseMs: config.jobLeaseMs,
    backoffMs: (attempt) => config.jobRetryBaseMs * 2 ** (attempt - 1),
    publicBaseUrl: config.publicBaseUrl,
    web,
    render,
    meterProvider,
    now,
  });
  const webhooks = createDeliverer({
    kv,
    schedule: config.webhookSchedule,
    timeoutMs: config.webhookTimeoutMs,
    allowHosts: config.fetchAllowHosts,
    allowInsecure: config.allowInsecureWebhooks,
    now,
  });
  // Deliver a job's webhooks at once; the fan-out message committed with the job stays behind.
  jobs.onFinished((record) => webhooks.fanoutNow(jobWebhookEvent(record, config.publicBaseUrl)));
  return { jobs, webhooks };
}
