import assert from "node:assert/strict";
import { gapsOf, levelShiftOf, seasonOf, type SeriesPoint } from "./patterns.ts";

/** Monthly points from 2024-11 on, from [new domains, lost domains] pairs (10 links a domain). */
function months(pairs: [number, number][], start = [2024, 11]): SeriesPoint[] {
  return pairs.map(([nd, ld], i) => {
    const index = start[0] * 12 + start[1] - 1 + i;
    const date = `${Math.floor(index / 12)}-${String(index % 12 + 1).padStart(2, "0")}-01`;
    return {
      date,
      new_backlinks: nd * 10,
      lost_backlinks: ld * 10,
      new_referring_domains: nd,
      lost_referring_domains: ld,
    };
  });
}

Deno.test("[backlink patterns] an all-zero month in a moving series is a gap, not a collapse", () => {
  // A German shop with ~30 new domains a month and an empty February.
  const points = months([[30, 20], [28, 22], [31, 19], [0, 0], [29, 21], [33, 20]]);
  assert.deepEqual(gapsOf(points), [points[3].date]);
  // A tiny site whose usual month brings nothing has no gaps to find.
  assert.deepEqual(gapsOf(months([[0, 0], [1, 0], [0, 0], [0, 1], [1, 0]])), []);
});

Deno.test("[backlink patterns] a lasting fall of new domains is a level shift; a one-month dip is not", () => {
  // A Spanish law firm: ~40 new domains a month, then ~12 from the seventh month on.
  const slowed = levelShiftOf(
    months([
      [40, 20],
      [42, 18],
      [38, 22],
      [41, 19],
      [39, 21],
      [43, 20],
      [12, 20],
      [11, 19],
      [
        13,
        21,
      ],
      [12, 20],
      [10, 22],
      [12, 18],
    ]),
  );
  assert.equal(slowed?.series, "new_referring_domains");
  assert.equal(slowed?.date, "2025-05-01");
  assert.match(slowed!.why, /acquisition slowed/);
  const dip = levelShiftOf(
    months([[40, 20], [42, 18], [38, 22], [5, 19], [39, 21], [43, 20], [41, 20], [40, 19]]),
  );
  assert.equal(dip, null);
  // A Swedish retailer whose losses double for good after a relaunch.
  const rose = levelShiftOf(
    months([[30, 10], [31, 9], [29, 11], [30, 10], [30, 30], [31, 28], [29, 32], [30, 31]]),
  );
  assert.equal(rose?.series, "lost_referring_domains");
});

Deno.test("[backlink patterns] the same months peaking every year are a season", () => {
  // A ski resort (Austria): links arrive every December and January, two winters running.
  const year = (peak: number) =>
    [10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((m) =>
      [m === 12 || m === 1 ? peak : 12, 8] as [number, number]
    );
  const points = months([...year(60), ...year(55)], [2024, 10]);
  const season = seasonOf(points, "month");
  assert.deepEqual(season?.peak_months, [1, 12]);
  assert.equal(season?.years, 2);
  assert.equal(seasonOf(points, "week"), null);
  // One peak in one year only is no season.
  const once = months([...year(60), ...year(12)], [2024, 10]);
  assert.equal(seasonOf(once, "month"), null);
});
