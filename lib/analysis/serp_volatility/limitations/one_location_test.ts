import assert from "node:assert/strict";
import { oneLocation } from "./one_location.ts";
import { facts } from "./testing.ts";

Deno.test("[serp_volatility limitations] the location and device are named", () => {
  assert.match(
    oneLocation.decide(facts())![0],
    /one location \(United States\) and device \(desktop\)/,
  );
});
