import assert from "node:assert/strict";
import {
  REGISTRATION_WINDOW_MS,
  registrationLimit,
  REGISTRATIONS_PER_WINDOW,
} from "./registration_limit.ts";

Deno.test("an address may register a bounded number of clients per window; others are unaffected", () => {
  let now = 1_000_000;
  const limit = registrationLimit(() => now);
  for (let i = 0; i < REGISTRATIONS_PER_WINDOW; i++) {
    assert.equal(limit.wait("203.0.113.9"), 0);
    limit.count("203.0.113.9");
  }
  assert.equal(limit.wait("203.0.113.9"), REGISTRATION_WINDOW_MS / 1000);
  assert.equal(limit.wait("198.51.100.7"), 0);
  now += 60_000;
  assert.equal(limit.wait("203.0.113.9"), REGISTRATION_WINDOW_MS / 1000 - 60);
  now += REGISTRATION_WINDOW_MS;
  assert.equal(limit.wait("203.0.113.9"), 0);
});
