import assert from "node:assert/strict";
import { addressKey, addressLimit, REGISTRATION_BUDGET } from "./registration_limit.ts";

const { perAddress, global, windowMs } = REGISTRATION_BUDGET;

Deno.test("an address may register a bounded number of clients per window; others are unaffected", () => {
  let now = 1_000_000;
  const limit = addressLimit(REGISTRATION_BUDGET, () => now);
  for (let i = 0; i < perAddress; i++) {
    assert.equal(limit.refusal("203.0.113.9"), null);
    limit.count("203.0.113.9");
  }
  assert.deepEqual(limit.refusal("203.0.113.9"), { wait: windowMs / 1000, scope: "address" });
  assert.equal(limit.refusal("198.51.100.7"), null);
  now += 60_000;
  assert.equal(limit.refusal("203.0.113.9")?.wait, windowMs / 1000 - 60);
  now += windowMs;
  assert.equal(limit.refusal("203.0.113.9"), null);
});

Deno.test("IPv6 addresses count by /64, IPv4 per address; the global ceiling stops every address", () => {
  assert.equal(addressKey("2001:db8:1:2:aaaa::1"), addressKey("2001:db8:1:2:bbbb::9"));
  assert.notEqual(addressKey("2001:db8:1:2::1"), addressKey("2001:db8:1:3::1"));
  assert.equal(addressKey("::ffff:198.51.100.7"), "198.51.100.7");
  assert.notEqual(addressKey("198.51.100.7"), addressKey("198.51.100.8"));
  const limit = addressLimit(REGISTRATION_BUDGET, () => 0);
  for (let i = 0; i < perAddress; i++) limit.count(`2001:db8:0:7::${i + 1}`);
  assert.equal(limit.refusal("2001:db8:0:7::ffff")?.scope, "address");
  for (let i = perAddress; i < global; i++) limit.count(`198.51.${i >> 8}.${i & 255}`);
  assert.deepEqual(limit.refusal("192.0.2.1"), { wait: windowMs / 1000, scope: "global" });
});
