import assert from "node:assert/strict";
import { openingHoursIn } from "./opening_hours.ts";

Deno.test("[opening hours] day ranges and times in Dutch, German, French, English", () => {
  const nl = openingHoursIn(
    "Maandag t/m vrijdag 08:00 – 17:30 Zaterdag 09:00 – 13:00 Zondag gesloten (spoedservice 24/7)",
    "nl",
  );
  assert.deepEqual(nl.map((h) => [h.dayOfWeek.length, h.opens, h.closes]), [[5, "08:00", "17:30"], [
    1,
    "09:00",
    "13:00",
  ]]);
  assert.equal(nl[1].dayOfWeek[0], "Saturday");
  const de = openingHoursIn("Öffnungszeiten: Mo.–Fr. 9.00 - 18.30 Uhr, Sa. 10:00-14:00", "de");
  assert.deepEqual(de.map((h) => [h.dayOfWeek[0], h.dayOfWeek.at(-1), h.opens, h.closes]), [
    ["Monday", "Friday", "09:00", "18:30"],
    ["Saturday", "Saturday", "10:00", "14:00"],
  ]);
  const fr = openingHoursIn("Du lundi au vendredi : lundi à vendredi 8h30 - 19h00", "fr");
  assert.deepEqual(fr.map((h) => [h.dayOfWeek.length, h.opens, h.closes]), [[5, "08:30", "19:00"]]);
  const en = openingHoursIn("Open Monday to Saturday 7:00-22:00", "en");
  assert.equal(en[0].dayOfWeek.length, 6);
});

Deno.test("[opening hours] round-the-clock phone lines and closed days are not hours", () => {
  assert.deepEqual(openingHoursIn("Emergency line 24/7, Sunday closed", "en"), []);
});
