import assert from "node:assert/strict";
import { loadConfig } from "./config.ts";

Deno.test("[config] an empty environment gives the embedded defaults", () => {
  const c = loadConfig({});
  assert.equal(c.port, 8000);
  assert.equal(c.kvPath, "./data/service.kv");
  assert.equal(c.syncWindowMs, 25_000);
  assert.equal(c.maxBodyBytes, 2 * 1024 * 1024);
  assert.equal(c.provider, "sandbox");
  assert.equal(c.adminToken, undefined);
  assert.deepEqual(c.plans.free, { work: 60, control: 600 });
});

Deno.test("[config] plan limits and the provider follow the environment", () => {
  const c = loadConfig({
    RATE_LIMITS: "free=10/20, team=500/900",
    BOOTSTRAP_PLAN: "team",
    DATAFORSEO_LOGIN: "me",
    DATAFORSEO_PASSWORD: "pw",
  });
  assert.deepEqual(c.plans, { free: { work: 10, control: 20 }, team: { work: 500, control: 900 } });
  assert.equal(c.provider, "dataforseo");
  assert.deepEqual(c.dataforseo, {
    login: "me",
    password: "pw",
    baseUrl: "https://api.dataforseo.com",
  });
  const fake = loadConfig({
    DATAFORSEO_LOGIN: "me",
    DATAFORSEO_PASSWORD: "pw",
    DATAFORSEO_BASE_URL: "http://127.0.0.1:8080/",
  });
  assert.equal(fake.dataforseo?.baseUrl, "http://127.0.0.1:8080");
  assert.throws(() => loadConfig({ DATAFORSEO_BASE_URL: "ftp://x" }), /DATAFORSEO_BASE_URL=/);
});

Deno.test("[config] bad values are refused with every variable and value named", () => {
  assert.throws(
    () => loadConfig({ PORT: "eighty", MAX_BODY_BYTES: "-1", RATE_LIMITS: "pro=fast" }),
    (err: Error) =>
      /PORT="eighty"/.test(err.message) && /MAX_BODY_BYTES="-1"/.test(err.message) &&
      /RATE_LIMITS="pro=fast"/.test(err.message),
  );
  assert.throws(
    () => loadConfig({ ADMIN_TOKEN: "short" }),
    /ADMIN_TOKEN="short": must be at least 16/,
  );
  assert.throws(() => loadConfig({ DATAFORSEO_LOGIN: "me" }), /must be set together/);
  assert.throws(() => loadConfig({ BOOTSTRAP_PLAN: "gold" }), /not a plan of RATE_LIMITS/);
});
