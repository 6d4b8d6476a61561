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

Deno.test("[backlink trends] gaps are left out, a slowing acquisition is eroding, a season is not growth", async () => {
  const m = (i: number) => {
    const index = 2024 * 12 + 10 + i;
    return `${Math.floor(index / 12)}-${String(index % 12 + 1).padStart(2, "0")}-01`;
  };
  // A Portuguese publisher: ~40 new domains a month, a month of no data, then ~12 for good.
  const slowing = await analyzeTimeseries(req({ target: "jornal.example", group_range: "month" }), {
    provider: series(
      [40, 42, 38, 0, 41, 39, 12, 11, 13, 12, 10, 12].map((nd, i) =>
        [m(i), nd * 5, nd === 0 ? 0 : 100, nd, nd === 0 ? 0 : 20] as [
          string,
          number,
          number,
          number,
          number,
        ]
      ),
    ),
    signal,
  });
  assert.deepEqual(slowing.gaps, [m(3)]);
  assert.equal(slowing.level_shift?.series, "new_referring_domains");
  assert.deepEqual(slowing.anomalies, []);
  assert.equal(slowing.momentum, "eroding");
  assert.match(slowing.agent_workflow.summary, /no data .* not a collapse/);
  assert.ok(TimeseriesResultSchema.safeParse(slowing).success);
  assertValidNextCalls(slowing.agent_workflow);
  // A ski resort whose links come every December-January: a season, no burst, no "keep doing".
  const winter = await analyzeTimeseries(req({ target: "skiort.example", group_range: "month" }), {
    provider: series(
      Array.from({ length: 24 }, (_, i) => {
        const month = Number(m(i).slice(5, 7));
        const nd = month === 12 || month === 1 ? 70 : 12;
        return [m(i), nd * 4, 40, nd, 10] as [string, number, number, number, number];
      }),
    ),
    signal,
  });
  assert.deepEqual(winter.season?.peak_months, [1, 12]);
  // A series that starts in the season does not read its first winter as a higher level.
  assert.equal(winter.level_shift, null);
  assert.equal(winter.anomalies.length, 0);
  assert.ok(!winter.agent_workflow.recommended_actions.some((a) => /Keep doing/.test(a.action)));
  assert.ok(
    winter.agent_workflow.recommended_actions.some((a) => /before the season/.test(a.action)),
  );
});
