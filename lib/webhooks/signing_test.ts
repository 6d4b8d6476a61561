import assert from "node:assert/strict";
import { Webhook } from "standardwebhooks";
import { newSecret, signedHeaders } from "./signing.ts";

Deno.test("[signing] the standardwebhooks library verifies our signature and rejects a tampered body", () => {
  const secret = newSecret();
  assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
  const body = JSON.stringify({
    type: "job.completed",
    timestamp: "2026-11-22T10:00:00.000Z",
    data: { x: "é" },
  });
  const headers = signedHeaders(secret, {
    id: "dlv_1",
    timestamp: Math.floor(Date.now() / 1000),
    body,
  });
  const hook = new Webhook(secret);
  assert.deepEqual(hook.verify(body, headers), JSON.parse(body));
  assert.throws(() => hook.verify(body.replace("é", "e"), headers));
  assert.throws(() => new Webhook(newSecret()).verify(body, headers));
});
