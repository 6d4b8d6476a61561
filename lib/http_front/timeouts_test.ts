import assert from "node:assert/strict";
import { deadlineFor } from "./timeouts.ts";

const limits = { headerTimeoutMs: 1, bodyReadTimeoutMs: 2, idleTimeoutMs: 3 };

Deno.test("[front] the deadline in force follows the phase; none while a response is outstanding", () => {
  assert.equal(deadlineFor({ phase: "head", requests: 0, outstanding: 1 }, limits)?.kind, "header");
  assert.equal(deadlineFor({ phase: "body", requests: 1, outstanding: 1 }, limits)?.ms, 2);
  assert.equal(deadlineFor({ phase: "idle", requests: 1, outstanding: 1 }, limits), null);
  assert.equal(deadlineFor({ phase: "idle", requests: 1, outstanding: 0 }, limits)?.kind, "idle");
  const a = deadlineFor({ phase: "head", requests: 1, outstanding: 0 }, limits)!;
  const b = deadlineFor({ phase: "head", requests: 2, outstanding: 1 }, limits)!;
  assert.notEqual(a.key, b.key, "a new request restarts the header clock");
  const t = deadlineFor({ phase: "idle", requests: 1, outstanding: 1, tunnelBytes: 5 }, limits)!;
  assert.equal(t.kind, "idle");
});
