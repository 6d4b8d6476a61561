import assert from "node:assert/strict";
import { calendarOf } from "./calendar.ts";

Deno.test("[calendar] seasons and when to publish (roofing CA, weddings PL, heating SE)", () => {
  // Ice dams: Dec-Feb, peak Jan; data ends October, so "now" is November.
  const ice = calendarOf([6600, 5400, 1600, 390, 170, 110, 90, 90, 140, 320, 880, 2900], 0, 10);
  assert.deepEqual(ice.season, ["Dec", "Jan", "Feb"]);
  assert.equal(ice.publish_by, "Oct–Nov");
  assert.equal(ice.in_season_now, false);
  assert.equal(ice.months_to_rise, 1);
  // Wedding guest dresses: May-June, publish in March-April.
  const wedding = calendarOf(
    [300, 400, 900, 2200, 6000, 6400, 3000, 1500, 900, 400, 300, 350],
    5,
    10,
  );
  assert.deepEqual(wedding.season, ["May", "Jun", "Jul"]);
  assert.equal(wedding.publish_by, "Mar–Apr");
  // Heat pumps in season now (November in Oct-Dec).
  const heat = calendarOf([900, 700, 500, 300, 200, 150, 150, 200, 500, 1800, 2600, 2400], 10, 10);
  assert.equal(heat.in_season_now, true);
  assert.equal(heat.months_to_rise, 0);
});
