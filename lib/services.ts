/** The process-wide services every route and job uses, created once and injected. */
import type { Config } from "./config.ts";
import { createLedger, type Ledger } from "./credits.ts";
import { type Bucket, createRateLimiter, type RateDecision } from "./rate_limit.ts";
import type { ApiKeyRecord } from "./store/api_keys.ts";
import type { Operation } from "./operations/define.ts";
import { operations as registry } from "./operations/mod.ts";
import { createJobRunner, type JobRunner, jobWebhookEvent } from "../jobs/runner.ts";
import { createDeliverer, type Deliverer } from "../jobs/deliver_webhook.ts";

/** What routes and jobs need: configuration, the store, and the clock. */
export interface Services {
  config: Config;
  kv: Deno.Kv;
  ledger: Ledger;
  /** Counts one request of `key` against its plan's `bucket`. */
  rateLimit(key: ApiKeyRecord, bucket: Bucket): Promise<RateDecision>;
  operations: readonly Operation[];
  jobs: JobRunner;
  webhooks: Deliverer;
  now: () => Date;
}

/** Options of `createServices`: tests inject a clock or a different registry. */
export interface ServiceOptions {
  now?: () => Date;
  operations?: readonly Operation[];
}

/** Wires the services over an open KV store. */
export function createServices(
  config: Config,
  kv: Deno.Kv,
  options: ServiceOptions = {},
): Services {
  const now = options.now ?? (() => new Date());
  const ledger = createLedger(kv);
  const operations = options.operations ?? registry;
  const limiter = createRateLimiter(kv, {
    windowSeconds: config.rateLimitWindowSeconds,
    now: () => now().getTime(),
  });
  const services: Services = {
    config,
    kv,
    ledger,
    rateLimit: (key, bucket) =>
      limiter(
        key.id,
        bucket,
        (config.plans[key.plan] ?? config.plans[config.bootstrapPlan])[bucket],
      ),
    operations,
    jobs: createJobRunner({
      kv,
      ledger,
      operations,
      provider: config.provider,
      concurrency: config.jobConcurrency,
      leaseMs: config.jobLeaseMs,
      backoffMs: (attempt) => config.jobRetryBaseMs * 2 ** (attempt - 1),
      publicBaseUrl: config.publicBaseUrl,
      now,
    }),
    webhooks: createDeliverer({
      kv,
      schedule: config.webhookSchedule,
      timeoutMs: config.webhookTimeoutMs,
      allowHosts: config.fetchAllowHosts,
      allowInsecure: config.allowInsecureWebhooks,
      now,
    }),
    now,
  };
  // Deliver a job's webhooks at once; the fan-out message committed with the job stays behind.
  services.jobs.onFinished((record) =>
    services.webhooks.fanoutNow(jobWebhookEvent(record, config.publicBaseUrl))
  );
  return services;
}
