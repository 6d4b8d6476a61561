import assert from "node:assert/strict";
import { bylineDates, datesInProse } from "./prose_dates.ts";

Deno.test("[prose dates] languages chrono-node does not read: Polish, Danish and Czech month names, and day.month.year", () => {
  assert.equal(
    datesInProse("Festiwal odbędzie się 12 września 2026 w Hali Stulecia", ["pl"])[0]?.iso,
    "2026-09-12",
  );
  assert.equal(datesInProse("Udgivet 3. marts 2026", ["da"])[0]?.iso, "2026-03-03");
  assert.equal(datesInProse("Publikováno 14. října 2026", ["cs"])[0]?.iso, "2026-10-14");
  assert.equal(datesInProse("Termin: 14.10.2026", ["pl"])[0]?.iso, "2026-10-14");
  assert.deepEqual(
    bylineDates(["Opublikowano 2 marca 2026 · zaktualizowano 9 kwietnia 2026"], [], ["pl"]),
    {
      published: "2026-03-02",
      modified: "2026-04-09",
    },
  );
  assert.equal(datesInProse("13–15 listopada 2026, Expo Odra", ["pl"])[0]?.iso, "2026-11-13");
  // "maj" is May in Polish and Danish: a month name, not a word that starts like one.
  assert.equal(datesInProse("5 maja 2027", ["pl"])[0]?.iso, "2027-05-05");
});

Deno.test("[prose dates] a date without a year or a day is no date", () => {
  assert.deepEqual(datesInProse("We open in March", ["en"]), []);
  assert.deepEqual(datesInProse("wrzesień 2026", ["pl"]), []);
});
