/**
 * The app configured as a self-hoster would against the fake DataForSEO server
 * (`DATAFORSEO_LOGIN`/`PASSWORD`/`BASE_URL`, no provider injected), and the checks the end-to-end
 * provider tests share: the one task sent, and the provider cost in `GET /usage`.
 */
import assert from "node:assert/strict";
import { type Harness, setup } from "../helpers.ts";
import { type FakeDataForSeo, startFakeDataForSeo } from "./dataforseo.ts";

/** A harness on a fresh fake server (`env` adds configuration). */
export async function setupOnFake(
  env: Record<string, string> = {},
): Promise<{ fake: FakeDataForSeo; h: Harness }> {
  const fake = await startFakeDataForSeo();
  const h = await setup({
    credits: 1000,
    env: {
      DATAFORSEO_LOGIN: fake.login,
      DATAFORSEO_PASSWORD: fake.password,
      DATAFORSEO_BASE_URL: fake.baseUrl,
      ...env,
    },
  });
  return { fake, h };
}

/** Exactly one call reached the fake: at `live`, with Basic auth, carrying the task `body`. */
export function assertSentOnce(fake: FakeDataForSeo, c: { live: string; body: unknown }): void {
  assert.equal(fake.requests.length, 1);
  const [sent] = fake.requests;
  assert.equal(sent.path, c.live);
  assert.equal(sent.authorization, `Basic ${btoa(`${fake.login}:${fake.password}`)}`);
  assert.deepEqual(sent.body, [c.body]);
}

/** `GET /usage` reports `cost` USD upstream for operation `path` and project `acme`. */
export async function assertProviderCost(h: Harness, path: string, cost: number): Promise<void> {
  const usage = await (await h.get("/usage")).json();
  assert.deepEqual(usage.provider_cost_usd, {
    total: cost,
    by_operation: { [path]: cost },
    by_project: { acme: cost },
  });
}
