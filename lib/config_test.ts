import assert from "node:assert/strict";
import { ConfigError, isLoopbackHost, kvKind, loadConfig } from "./config.ts";

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
    timeoutMs: 30_000,
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
    (err: Error) =>
      /ADMIN_TOKEN=\(5 characters, not shown\): must be at least 16/.test(err.message) &&
      !err.message.includes("short"),
  );
  assert.throws(() => loadConfig({ DATAFORSEO_LOGIN: "me" }), /must be set together/);
  assert.throws(() => loadConfig({ BOOTSTRAP_PLAN: "gold" }), /not a plan of RATE_LIMITS/);
});

/** The message of the ConfigError `env` is refused with (fails when it is accepted). */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    assert.ok(err instanceof ConfigError, String(err));
    return err.message;
  }
  assert.fail(`accepted ${JSON.stringify(env)}`);
}

Deno.test("[config] KV_PATH names a file, :memory:, a KV Connect URL or the default store", () => {
  assert.equal(kvKind("./data/service.kv"), "file");
  assert.equal(kvKind("./default"), "file");
  assert.equal(kvKind(":memory:"), "memory");
  assert.equal(kvKind("default"), "default");
  assert.equal(kvKind("https://api.deno.com/v2/databases/x/connect"), "remote");
  assert.equal(kvKind("http://127.0.0.1:4512"), "remote");
  assert.equal(loadConfig({ KV_PATH: "default" }).kvPath, "default");
  assert.equal(loadConfig({}).onDeploy, false);
});

Deno.test("[config] on Deno Deploy an unset KV_PATH opens the app's database, not a file", () => {
  const c = loadConfig({ DENO_DEPLOYMENT_ID: "abc123" });
  assert.equal(c.kvPath, "default");
  assert.equal(c.onDeploy, true);
  const remote = loadConfig({
    DENO_DEPLOYMENT_ID: "abc123",
    KV_PATH: "https://kv.example.com",
    DENO_KV_ACCESS_TOKEN: "secret-token",
  });
  assert.equal(remote.kvPath, "https://kv.example.com");
});

Deno.test("[config] a KV file on Deno Deploy is refused: each instance would have its own store", () => {
  const said = refusal({ DENO_DEPLOYMENT_ID: "abc123", KV_PATH: "./data/service.kv" });
  assert.match(said, /^Refusing an unsafe configuration:/);
  assert.match(said, /KV_PATH="\.\/data\/service\.kv": a KV file on Deno Deploy/);
  assert.match(said, /DENO_DEPLOYMENT_ID is set/);
  assert.match(said, /unset KV_PATH/);
});

Deno.test("[config] :memory: is refused unless the server only listens on loopback, and on Deploy", () => {
  for (const hostname of [undefined, "0.0.0.0", "192.168.1.10", "::"]) {
    const said = refusal({ KV_PATH: ":memory:", ...(hostname ? { BIND_ADDRESS: hostname } : {}) });
    assert.match(said, /KV_PATH=":memory:": an in-memory store loses every key/);
    assert.match(
      said,
      new RegExp(`BIND_ADDRESS="${(hostname ?? "0.0.0.0").replaceAll(".", "\\.")}"`),
    );
  }
  for (const hostname of ["127.0.0.1", "localhost", "::1", "[::1]"]) {
    assert.equal(loadConfig({ KV_PATH: ":memory:", BIND_ADDRESS: hostname }).kvPath, ":memory:");
  }
  assert.match(
    refusal({ KV_PATH: ":memory:", BIND_ADDRESS: "127.0.0.1", DENO_DEPLOYMENT_ID: "abc" }),
    /KV_PATH=":memory:": .*\(DENO_DEPLOYMENT_ID is set\)/,
  );
});

Deno.test("[config] a KV Connect URL without DENO_KV_ACCESS_TOKEN is refused, naming the variable", () => {
  assert.match(
    refusal({ KV_PATH: "https://kv.example.com/db" }),
    /KV_PATH="https:\/\/kv\.example\.com\/db": a KV Connect URL needs DENO_KV_ACCESS_TOKEN, which is not set/,
  );
  assert.match(
    refusal({ KV_PATH: "https://kv.example.com/db", DENO_KV_ACCESS_TOKEN: "" }),
    /needs DENO_KV_ACCESS_TOKEN/,
  );
  const ok = loadConfig({ KV_PATH: "https://kv.example.com/db", DENO_KV_ACCESS_TOKEN: "t0ken" });
  assert.equal(ok.kvPath, "https://kv.example.com/db");
});

Deno.test("[config] KV Connect over plain http is refused off this machine (the token would travel in clear)", () => {
  const said = refusal({
    KV_PATH: "http://kv.example.com:4512",
    DENO_KV_ACCESS_TOKEN: "t0ken-value",
  });
  assert.match(said, /KV_PATH="http:\/\/kv\.example\.com:4512": KV Connect over plain http/);
  assert.doesNotMatch(said, /t0ken-value/);
  for (const local of ["http://127.0.0.1:4512", "http://localhost:4512", "http://[::1]:4512"]) {
    assert.equal(loadConfig({ KV_PATH: local, DENO_KV_ACCESS_TOKEN: "t" }).kvPath, local);
  }
});

Deno.test("[config] ADMIN_TOKEN shorter than 16 characters is refused without printing it", () => {
  const said = refusal({ ADMIN_TOKEN: "fifteen-chars!!" });
  assert.match(said, /ADMIN_TOKEN=\(15 characters, not shown\): must be at least 16 characters/);
  assert.doesNotMatch(said, /fifteen/);
  assert.equal(loadConfig({ ADMIN_TOKEN: "sixteen-chars!!!" }).adminToken, "sixteen-chars!!!");
});

Deno.test("[config] a plain-http PUBLIC_BASE_URL is refused unless it is loopback", () => {
  assert.match(
    refusal({ PUBLIC_BASE_URL: "http://seo.example.com" }),
    /PUBLIC_BASE_URL="http:\/\/seo\.example\.com": webhook receivers would follow result_url over plain http/,
  );
  assert.equal(
    loadConfig({ PUBLIC_BASE_URL: "https://seo.example.com/" }).publicBaseUrl,
    "https://seo.example.com",
  );
  assert.equal(
    loadConfig({ PUBLIC_BASE_URL: "http://127.0.0.1:8000" }).publicBaseUrl,
    "http://127.0.0.1:8000",
  );
});

Deno.test("[config] a plain-http DATAFORSEO_BASE_URL off this machine is refused (Basic auth in clear)", () => {
  assert.match(
    refusal({
      DATAFORSEO_LOGIN: "me",
      DATAFORSEO_PASSWORD: "pw-secret",
      DATAFORSEO_BASE_URL: "http://api.dataforseo.com",
    }),
    /DATAFORSEO_BASE_URL="http:\/\/api\.dataforseo\.com": the DataForSEO login and password/,
  );
  const fake = loadConfig({ DATAFORSEO_BASE_URL: "http://localhost:8080" });
  assert.equal(fake.provider, "sandbox");
});

Deno.test('[config] FETCH_ALLOW_HOSTS with "*." (every host) is refused; named hosts pass', () => {
  assert.match(
    refusal({ FETCH_ALLOW_HOSTS: "intranet.corp, *." }),
    /FETCH_ALLOW_HOSTS="intranet\.corp, \*\.": "\*\." matches every host name/,
  );
  assert.deepEqual(loadConfig({ FETCH_ALLOW_HOSTS: "*.corp.test,127.0.0.1" }).fetchAllowHosts, [
    "*.corp.test",
    "127.0.0.1",
  ]);
});

Deno.test("[config] several unsafe settings are refused together, one line each", () => {
  const said = refusal({
    KV_PATH: ":memory:",
    PUBLIC_BASE_URL: "http://seo.example.com",
    DATAFORSEO_BASE_URL: "http://dfs.example.com",
  });
  assert.equal(said.split("\n").length, 4, said);
});

Deno.test("[config] loopback hosts are localhost, 127.0.0.0/8 and ::1 only", () => {
  for (const h of ["localhost", "LOCALHOST", "127.0.0.1", "127.1.2.3", "::1", "[::1]"]) {
    assert.ok(isLoopbackHost(h), h);
  }
  for (const h of ["0.0.0.0", "::", "10.0.0.1", "localhost.example.com", "127.0.0.1.nip.io"]) {
    assert.ok(!isLoopbackHost(h), h);
  }
});

Deno.test("[config] TRUSTED_PROXIES takes addresses and CIDR ranges; anything else is named", () => {
  const c = loadConfig({ TRUSTED_PROXIES: "10.0.0.0/8, ::1,192.0.2.7" });
  assert.equal(c.trustedProxies.length, 3);
  assert.equal(loadConfig({}).trustedProxies.length, 0);
  assert.equal(loadConfig({}).connectionFront, true);
  assert.equal(loadConfig({ CONNECTION_FRONT: "0" }).connectionFront, false);
  const said = refusal({ TRUSTED_PROXIES: "10.0.0.0/8,proxy.internal" });
  assert.match(said, /TRUSTED_PROXIES="10\.0\.0\.0\/8,proxy\.internal": "proxy\.internal" is not/);
});

Deno.test("[config] STORE_URL selects PostgreSQL, shown by its length; PROCESSES needs it and a port", () => {
  const url = "postgres://app:secret@db.internal:5432/rankscope";
  const c = loadConfig({ STORE_URL: url, PORT: "8000" });
  assert.equal(c.storeUrl, url);
  assert.equal(c.processes, navigator.hardwareConcurrency);
  assert.equal(loadConfig({}).processes, 1);
  assert.equal(loadConfig({ STORE_URL: url, PORT: "0" }).processes, 1);
  assert.match(refusal({ STORE_URL: "mysql://x" }), /STORE_URL=\(9 characters, not shown\)/);
  const alone = refusal({ PROCESSES: "2" });
  assert.match(alone, /PROCESSES="2": several processes need a shared store/);
  assert.doesNotMatch(alone, /secret/);
  assert.match(refusal({ PROCESSES: "2", STORE_URL: url, PORT: "0" }), /PORT=0/);
  assert.equal(loadConfig({ PROCESSES: "3", STORE_URL: url }).processes, 3);
});

Deno.test("[config] the bind address is BIND_ADDRESS; a container's HOSTNAME is not read", () => {
  // Docker and Kubernetes set HOSTNAME to the container's name in every container.
  assert.equal(loadConfig({ HOSTNAME: "3f9a2c1b7d4e" }).hostname, "0.0.0.0");
  assert.equal(loadConfig({ HOSTNAME: "rankscope-0", BIND_ADDRESS: "::" }).hostname, "::");
  for (const bad of ["my-container", "300.1.1.1", "example.com"]) {
    assert.match(
      refusal({ BIND_ADDRESS: bad }),
      new RegExp(`BIND_ADDRESS="${bad.replaceAll(".", "\\.")}": must be an IP address`),
    );
  }
  // A HOSTNAME that is an address was meant as the bind address: said, not silently ignored.
  assert.match(
    refusal({ HOSTNAME: "127.0.0.1" }),
    /HOSTNAME="127\.0\.0\.1": the bind address is BIND_ADDRESS now .* set BIND_ADDRESS=127\.0\.0\.1/,
  );
  assert.equal(
    loadConfig({ HOSTNAME: "127.0.0.1", BIND_ADDRESS: "127.0.0.1" }).hostname,
    "127.0.0.1",
  );
});
