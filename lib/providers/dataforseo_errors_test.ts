import assert from "node:assert/strict";
import { retryAfterMs } from "./dataforseo_errors.ts";

Deno.test("[dataforseo errors] Retry-After is read as seconds or an HTTP date", () => {
  const now = Date.parse("2026-11-25T10:00:00Z");
  assert.equal(retryAfterMs("7", now), 7_000);
  assert.equal(retryAfterMs("Wed, 25 Nov 2026 10:00:30 GMT", now), 30_000);
  assert.equal(retryAfterMs("Wed, 25 Nov 2026 09:00:00 GMT", now), 0);
  assert.equal(retryAfterMs(null, now), undefined);
  assert.equal(retryAfterMs("soon", now), undefined);
});
