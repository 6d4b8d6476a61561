import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { backlinksNewLostTimeseries } from "../../operations/backlinks_new_lost_timeseries.ts";
import type {
  BacklinksNewLostTimeseriesRequest,
  NewLostPoint,
  SeoDataProvider,
} from "../../providers/provider.ts";
import { createSandboxProvider } from "../../providers/sandbox.ts";
import { TimeseriesResultSchema } from "./result.ts";
import { analyzeTimeseries } from "./timeseries.ts";

const signal = new AbortController().signal;
const req = (body: Record<string, unknown>) =>
  backlinksNewLostTimeseries.input.parse(body) as unknown as BacklinksNewLostTimeseriesRequest;

function series(points: [string, number, number, number, number][]): SeoDataProvider {
  return {
    ...createSandboxProvider(),
    name: "dataforseo",
    backlinksNewLostTimeseries: () =>
      Promise.resolve({
        rows: points.map(([date, nb, lb, nd, ld]): NewLostPoint => ({
          date: `${date}T00:00:00+00:00`,
          new_backlinks: nb,
          lost_backlinks: lb,
          new_referring_domains: nd,
          lost_referring_domains: ld,
          new_referring_main_domains: nd,
          lost_referring_main_domains: ld,
        })),
        total_count: points.length,
        cost_usd: 0.02,
        provider: "dataforseo",
      }),
  };
}

Deno.test("[backlink trends] momentum, loss rate and the strongest periods follow the series", async () => {
  const losing = await analyzeTimeseries(req({ target: "acme.com" }), {
    provider: series([["2025-01-01", 100, 60, 20, 10], ["2025-02-01", 40, 200, 8, 30], [
      "2025-03-01",
      50,
      70,
      10,
      12,
    ]]),
    signal,
  });
  assert.ok(TimeseriesResultSchema.safeParse(losing).success);
  assertValidNextCalls(losing.agent_workflow);
  assert.equal(losing.loss_rate, 1.74);
  assert.equal(losing.momentum, "losing");
  assert.deepEqual(losing.strongest_loss, {
    date: "2025-02-01",
    net_referring_domains: -22,
    anomalous: false,
  });
  assert.deepEqual(losing.strongest_gain, {
    date: "2025-01-01",
    net_referring_domains: 10,
    anomalous: false,
  });
  const growing = await analyzeTimeseries(req({ target: "acme.com" }), {
    provider: series([["2025-01-01", 100, 20, 30, 5], ["2025-02-01", 120, 30, 35, 4]]),
    signal,
  });
  assert.equal(growing.momentum, "growing");
  const sandbox = await analyzeTimeseries(
    req({ target: "initech.com", date_from: "2025-01-01", date_to: "2025-06-30" }),
    {
      provider: createSandboxProvider(),
      signal,
    },
  );
  assert.equal(sandbox.points.length, 6);
  assert.ok(sandbox.agent_workflow.limitations[0].startsWith("Sandbox data"));
});
