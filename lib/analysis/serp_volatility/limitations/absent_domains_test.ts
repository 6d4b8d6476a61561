import assert from "node:assert/strict";
import type { DomainMovement } from "../result.ts";
import { absentDomains } from "./absent_domains.ts";
import { facts } from "./testing.ts";

Deno.test("[serp_volatility limitations] a tracked domain in no snapshot is named", () => {
  const domainMovement = [
    { domain: "gone.com", status: "absent" },
    { domain: "here.com", status: "unchanged" },
  ] as DomainMovement[];
  assert.deepEqual(absentDomains.decide(facts(undefined, { domainMovement })), [
    "gone.com does not appear in any snapshot; its movement cannot be measured.",
  ]);
});
