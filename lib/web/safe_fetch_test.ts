import assert from "node:assert/strict";
import {
  addressProblem,
  BodyRefused,
  BodyTooLarge,
  checkUrl,
  FetchFailed,
  FetchTimeout,
  safeFetch,
  UrlRefused,
} from "./safe_fetch.ts";
import { startCanary } from "../../tests/fakes/canary.ts";

/** A `fetch` that counts its calls before delegating to the real one. */
function countingFetch() {
  const calls: string[] = [];
  const f: typeof fetch = (input, init) => {
    calls.push(String(input));
    return fetch(input, init);
  };
  return { calls, fetch: f };
}

async function refusal(promise: Promise<unknown>): Promise<UrlRefused> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof UrlRefused) return err;
    throw err;
  }
  throw new assert.AssertionError({ message: "expected a UrlRefused, got a result" });
}

async function rejection<E extends Error>(
  promise: Promise<unknown>,
  type: new (...args: never[]) => E,
): Promise<E> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof type) return err;
    throw err;
  }
  throw new assert.AssertionError({ message: `expected a ${type.name}, got a result` });
}

/** Resolves when `promise` does, or rejects after `ms` (and clears its timer either way). */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const PUBLIC_V4 = "93.184.215.14";

Deno.test("[safe_fetch] public unicast addresses pass and range boundaries are exact", () => {
  const open = [
    "8.8.8.8",
    "1.1.1.1",
    PUBLIC_V4,
    "9.255.255.255",
    "11.0.0.0",
    "100.63.255.255",
    "100.128.0.0",
    "126.255.255.255",
    "128.0.0.0",
    "169.253.255.255",
    "169.255.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "192.167.255.255",
    "192.169.0.0",
    "198.17.255.255",
    "198.20.0.0",
    "223.255.255.255",
    "2606:4700:4700::1111",
    "[2a00:1450:4001:82a::200e]",
    "::ffff:8.8.8.8",
    "2001:4860:4860::8888",
  ];
  for (const ip of open) assert.equal(addressProblem(ip), null, ip);
});

Deno.test("[safe_fetch] every special-purpose IPv4 and IPv6 range is classified with its reason", () => {
  const table: [string, string][] = [
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "reserved"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.255", "carrier-grade NAT"],
    ["100.100.100.200", "metadata"],
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["169.254.169.254", "metadata"],
    ["169.254.0.1", "link-local"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.0.0.192", "reserved"],
    ["192.0.2.1", "documentation"],
    ["192.88.99.1", "reserved"],
    ["192.168.1.1", "private"],
    ["198.18.0.1", "reserved"],
    ["198.19.255.255", "reserved"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.9", "documentation"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["::7f00:1", "ipv4-compatible"],
    ["::127.0.0.1", "ipv4-compatible"],
    ["::8.8.8.8", "ipv4-compatible"],
    ["::ffff:127.0.0.1", "ipv4-mapped loopback"],
    ["::ffff:7f00:1", "ipv4-mapped loopback"],
    ["0:0:0:0:0:ffff:127.0.0.1", "ipv4-mapped loopback"],
    ["::ffff:169.254.169.254", "ipv4-mapped metadata"],
    ["::ffff:10.1.2.3", "ipv4-mapped private"],
    ["::ffff:0.0.0.0", "ipv4-mapped unspecified"],
    ["64:ff9b::7f00:1", "nat64"],
    ["64:ff9b::8.8.8.8", "nat64"],
    ["64:ff9b:1::1", "nat64"],
    ["100::1", "reserved"],
    ["2001::1", "teredo"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "teredo"],
    ["2001:db8::1", "documentation"],
    ["2002:7f00:1::", "6to4"],
    ["2002:808:808::1", "6to4"],
    ["fc00::1", "unique-local"],
    ["fd12:3456::1", "unique-local"],
    ["fd00:ec2::254", "metadata"],
    ["FD00:EC2::254", "metadata"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf:ffff::1", "link-local"],
    ["fec0::1", "site-local"],
    ["ff02::1", "multicast"],
    ["ff05::1:3", "multicast"],
    ["4000::1", "reserved"],
  ];
  for (const [ip, reason] of table) assert.equal(addressProblem(ip), reason, ip);
});

Deno.test("[safe_fetch] odd IPv4 spellings are normalized before classifying and non-addresses are invalid", () => {
  for (
    const ip of ["127.1", "0x7f000001", "2130706433", "017700000001", "0177.0.0.1", "0x7f.0x1"]
  ) {
    assert.equal(addressProblem(ip), "loopback", ip);
  }
  assert.equal(addressProblem("%31%32%37.0.0.1"), "loopback");
  assert.equal(addressProblem("0"), "unspecified");
  for (const junk of ["", "example.com", "127.0.0.1@8.8.8.8", "8.8.8.8/x", "1.2.3.4:80", "[::1"]) {
    assert.equal(addressProblem(junk), "invalid", junk);
  }
});

Deno.test("[safe_fetch] the refusal message names the URL and the reason in the house style", async () => {
  const err = await refusal(checkUrl("http://127.0.0.1:8080/"));
  assert.equal(err.message, 'Refused "http://127.0.0.1:8080/": 127.0.0.1 is a loopback address');
  assert.equal(err.reason, "127.0.0.1 is a loopback address");
  assert.equal(err.url, "http://127.0.0.1:8080/");
  assert.equal(err.name, "UrlRefused");
});

Deno.test("[safe_fetch] the whole bypass corpus is refused before any connection and the canary stays at 0", async () => {
  const canary = startCanary();
  const P = canary.port;
  const resolved: string[] = [];
  // The worst case: every name is attacker-controlled and points at loopback.
  const resolve = (host: string) => {
    resolved.push(host);
    return Promise.resolve(["127.0.0.1"]);
  };
  const spy = countingFetch();
  const loop = "127.0.0.1 is a loopback address";
  const corpus: [string, string][] = [
    [`http://127.0.0.1:${P}/`, loop],
    [`http://127.1:${P}/`, loop],
    [`http://0x7f000001:${P}/`, loop],
    [`http://2130706433:${P}/`, loop],
    [`http://017700000001:${P}/`, loop],
    [`http://0177.0.0.1:${P}/`, loop],
    [`http://0x7f.0.0.1:${P}/`, loop],
    [`http://127.000.000.001:${P}/`, loop],
    [`http://%31%32%37.0.0.1:${P}/`, loop],
    [`http://①②⑦.0.0.1:${P}/`, loop],
    [`http://0177.01:${P}/`, loop],
    [`http://0x7f.0x1:${P}/`, loop],
    [`http://0:${P}/`, "0.0.0.0 is an unspecified address"],
    [`http://0.0.0.0:${P}/`, "0.0.0.0 is an unspecified address"],
    [`http://[::ffff:127.0.0.1]:${P}/`, "::ffff:7f00:1 is an ipv4-mapped loopback address"],
    [`http://[0:0:0:0:0:ffff:127.0.0.1]:${P}/`, "::ffff:7f00:1 is an ipv4-mapped loopback"],
    [`http://[::ffff:7f00:1]:${P}/`, "::ffff:7f00:1 is an ipv4-mapped loopback"],
    [`http://[::ffff:169.254.169.254]:${P}/`, "ipv4-mapped metadata"],
    [`http://[::127.0.0.1]:${P}/`, "::7f00:1 is an ipv4-compatible address"],
    [`http://[::1]:${P}/`, "::1 is a loopback address"],
    [`http://[::]:${P}/`, ":: is an unspecified address"],
    [`http://[2002:7f00:1::]:${P}/`, "a 6to4 address"],
    [`http://[64:ff9b::7f00:1]:${P}/`, "a nat64 address"],
    [`http://[fe80::1]:${P}/`, "a link-local address"],
    [`http://[fc00::1]:${P}/`, "a unique-local address"],
    [`http://[fd00:ec2::254]:${P}/`, "fd00:ec2::254 is a metadata address"],
    [`http://169.254.169.254:${P}/latest/meta-data/`, "169.254.169.254 is a metadata address"],
    [`http://100.100.100.200:${P}/`, "100.100.100.200 is a metadata address"],
    [`http://192.0.0.192:${P}/`, "a reserved address"],
    [`http://198.18.0.1:${P}/`, "a reserved address"],
    [`http://224.0.0.1:${P}/`, "a multicast address"],
    [`http://255.255.255.255:${P}/`, "a broadcast address"],
    [`http://10.0.0.1:${P}/`, "a private address"],
    [`http://172.16.0.1:${P}/`, "a private address"],
    [`http://192.168.1.1:${P}/`, "a private address"],
    [`http://100.64.0.1:${P}/`, "a carrier-grade NAT address"],
    [`http://127.0.0.1:80@evil.com:${P}/`, "credentials"],
    [`http://A.com@127.0.0.1:${P}/`, "credentials"],
    [`http://evil.com:${P}/#@127.0.0.1`, "evil.com resolves to 127.0.0.1, a loopback address"],
    [`http://127.0.0.1.nip.io:${P}/`, "127.0.0.1.nip.io resolves to 127.0.0.1, a loopback"],
    [`http://localhost:${P}/`, "localhost is a loopback name"],
    [`http://LOCALHOST.:${P}/`, "localhost is a loopback name"],
    [`http://foo.localhost:${P}/`, "foo.localhost is a loopback name"],
  ];
  try {
    for (const [url, reason] of corpus) {
      const err = await refusal(safeFetch(url, { resolve, fetch: spy.fetch, timeoutMs: 2_000 }));
      assert.ok(err.reason.includes(reason), `${url}: ${err.reason}`);
    }
    assert.deepEqual(spy.calls, []);
    assert.deepEqual(canary.hits, []);
    assert.deepEqual(resolved, ["evil.com", "127.0.0.1.nip.io"]); // localhost never resolved
    // Positive control: the canary does count when a host is explicitly allowed.
    const reached = await safeFetch(`http://127.0.0.1:${P}/`, { allowHosts: ["127.0.0.1"] });
    assert.equal(new TextDecoder().decode(reached.body), "canary");
    assert.equal(canary.hits.length, 1);
  } finally {
    await canary.close();
  }
});

Deno.test("[safe_fetch] non-http schemes are refused before fetch, and webhooks may allow https only", async () => {
  const spy = countingFetch();
  const resolve = () => Promise.resolve([PUBLIC_V4]);
  for (
    const url of [
      "file:///etc/passwd",
      "data:,x",
      "ftp://example.com/",
      "gopher://example.com/",
      "javascript:alert(1)",
      "ws://example.com/",
      "wss://example.com/",
      "blob:https://example.com/0b1c",
    ]
  ) {
    const err = await refusal(safeFetch(url, { resolve, fetch: spy.fetch }));
    assert.match(err.reason, /^the scheme [a-z]+: is not allowed \(allowed: https:, http:\)$/, url);
  }
  const webhook = await refusal(safeFetch("http://example.com/hook", {
    schemes: ["https:"],
    resolve,
    fetch: spy.fetch,
  }));
  assert.equal(webhook.reason, "the scheme http: is not allowed (allowed: https:)");
  assert.equal(
    (await checkUrl("https://example.com/hook", { schemes: ["https:"], resolve })).href,
    "https://example.com/hook",
  );
  await refusal(checkUrl("not a url"));
  await refusal(checkUrl("/relative/path"));
  assert.deepEqual(spy.calls, []);
});

Deno.test("[safe_fetch] userinfo is refused even with a public host", async () => {
  const resolve = () => Promise.resolve([PUBLIC_V4]);
  for (
    const url of [
      "https://user:pass@example.com/",
      "https://user@example.com/",
      "https://:p@example.com/",
    ]
  ) {
    const err = await refusal(checkUrl(url, { resolve }));
    assert.equal(err.reason, "URLs with credentials (user@host) are not allowed");
  }
});

Deno.test("[safe_fetch] a resolver answering a public and a loopback address is refused: every answer is checked", async () => {
  const rebind = await refusal(checkUrl("https://rebind.example/", {
    resolve: () => Promise.resolve([PUBLIC_V4, "127.0.0.1"]),
  }));
  assert.equal(rebind.reason, "rebind.example resolves to 127.0.0.1, a loopback address");
  const v6 = await refusal(checkUrl("https://rebind.example/", {
    resolve: () => Promise.resolve([PUBLIC_V4, "::1"]),
  }));
  assert.equal(v6.reason, "rebind.example resolves to ::1, a loopback address");
  const ok = await checkUrl("https://Example.COM./path", {
    resolve: () => Promise.resolve([PUBLIC_V4, "2606:2800:21f:cb07:6820:80da:af6b:8b2c"]),
  });
  assert.equal(ok.hostname, "example.com.");
});

Deno.test("[safe_fetch] a name without answers, a failing resolver or a non-address answer is refused", async () => {
  const none = await refusal(
    checkUrl("https://nothing.example/", { resolve: () => Promise.resolve([]) }),
  );
  assert.equal(none.reason, "nothing.example does not resolve");
  const failing = await refusal(checkUrl("https://nothing.example/", {
    resolve: () => Promise.reject(new Error("SERVFAIL")),
  }));
  assert.equal(failing.reason, "nothing.example does not resolve");
  const junk = await refusal(checkUrl("https://junk.example/", {
    resolve: () => Promise.resolve(["not-an-ip"]),
  }));
  assert.equal(junk.reason, "junk.example resolves to not-an-ip, which is not an IP address");
});

Deno.test("[safe_fetch] allowHosts opens exact names, IP literals and subdomains of a wildcard without checking addresses", async () => {
  const resolved: string[] = [];
  const resolve = (host: string) => {
    resolved.push(host);
    return Promise.resolve(["10.0.0.1"]);
  };
  const allowHosts = ["intranet.corp", "*.corp.test", "127.0.0.1", "[::1]", "localhost"];
  for (
    const url of [
      "http://intranet.corp/",
      "http://INTRANET.corp./",
      "http://a.corp.test/",
      "http://b.a.corp.test/",
      "http://127.0.0.1:8080/",
      "http://[::1]:8080/",
      "http://localhost:8080/",
    ]
  ) {
    await checkUrl(url, { allowHosts, resolve });
  }
  assert.deepEqual(resolved, []);
  await refusal(checkUrl("http://corp.test/", { allowHosts, resolve }));
  await refusal(checkUrl("http://evilcorp.test/", { allowHosts, resolve }));
  await refusal(checkUrl("http://127.0.0.2/", { allowHosts, resolve }));
  await refusal(checkUrl("http://foo.localhost/", { allowHosts, resolve }));
  // Allowing a host never allows another scheme or credentials.
  await refusal(checkUrl("ftp://intranet.corp/", { allowHosts, resolve }));
  await refusal(checkUrl("http://u@intranet.corp/", { allowHosts, resolve }));
});

Deno.test("[safe_fetch] a public redirector pointing at an internal address is refused at the second hop", async () => {
  const seen: { url: string; redirect?: RequestRedirect }[] = [];
  const fakeFetch: typeof fetch = (input, init) => {
    seen.push({ url: String(input), redirect: init?.redirect });
    return Promise.resolve(
      new Response(null, { status: 302, headers: { location: "http://127.0.0.1.nip.io/admin" } }),
    );
  };
  const resolve = (host: string) =>
    Promise.resolve(host === "127.0.0.1.nip.io" ? ["127.0.0.1"] : [PUBLIC_V4]);
  const err = await refusal(
    safeFetch("https://redirector.example/?to=x", { resolve, fetch: fakeFetch }),
  );
  assert.equal(err.url, "http://127.0.0.1.nip.io/admin");
  assert.equal(err.reason, "127.0.0.1.nip.io resolves to 127.0.0.1, a loopback address");
  assert.deepEqual(seen, [{ url: "https://redirector.example/?to=x", redirect: "manual" }]);
});

/** A local "public stand-in" server with redirect routes, reached via allowHosts 127.0.0.1. */
function startHub(canaryPort: number) {
  const hits: string[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const url = new URL(req.url);
    hits.push(url.pathname + url.search);
    const go = (location: string, status = 302) =>
      new Response(null, { status, headers: { location } });
    switch (url.pathname) {
      case "/to-localhost":
        return go(`http://localhost:${canaryPort}/`);
      case "/to-v6-loopback":
        return go(`http://[::1]:${canaryPort}/`);
      case "/to-other-loopback":
        return go(`http://0x7f000002:${canaryPort}/`);
      case "/to-file":
        return go("file:///etc/passwd");
      case "/hop": {
        const n = Number(url.searchParams.get("n"));
        const end = Number(url.searchParams.get("end"));
        return n < end ? go(`/hop?n=${n + 1}&end=${end}`) : new Response(`end ${n}`);
      }
      case "/rel/a/b":
        return go("../c?x=1");
      case "/see-other":
        return go("/echo", 303);
      case "/temporary":
        return go("/echo", 307);
      case "/echo":
        return Response.json({
          method: req.method,
          body: await req.text(),
          authorization: req.headers.get("authorization"),
        });
      default:
        return new Response(`path ${url.pathname}${url.search}`);
    }
  });
  return { base: `http://127.0.0.1:${server.addr.port}`, hits, close: () => server.shutdown() };
}

Deno.test("[safe_fetch] a redirect to a loopback name or address is refused before connecting", async () => {
  const canary = startCanary();
  const hub = startHub(canary.port);
  const allowHosts = ["127.0.0.1"];
  try {
    const byName = await refusal(safeFetch(`${hub.base}/to-localhost`, { allowHosts }));
    assert.equal(byName.url, `http://localhost:${canary.port}/`);
    assert.equal(byName.reason, "localhost is a loopback name");
    const v6 = await refusal(safeFetch(`${hub.base}/to-v6-loopback`, { allowHosts }));
    assert.equal(v6.message, `Refused "http://[::1]:${canary.port}/": ::1 is a loopback address`);
    // Allowing 127.0.0.1 does not open the rest of 127/8 (spelled in hex here).
    const other = await refusal(safeFetch(`${hub.base}/to-other-loopback`, { allowHosts }));
    assert.equal(other.reason, "127.0.0.2 is a loopback address");
    const file = await refusal(safeFetch(`${hub.base}/to-file`, { allowHosts }));
    assert.equal(file.url, "file:///etc/passwd");
    assert.match(file.reason, /^the scheme file: is not allowed/);
    assert.deepEqual(canary.hits, []);
  } finally {
    await hub.close();
    await canary.close();
  }
});

Deno.test("[safe_fetch] a chain of 6 redirects is refused at hop 6 and a chain of 5 is followed", async () => {
  const hub = startHub(0);
  const allowHosts = ["127.0.0.1"];
  try {
    const err = await refusal(safeFetch(`${hub.base}/hop?n=0&end=6`, { allowHosts }));
    assert.equal(err.url, `${hub.base}/hop?n=6&end=6`);
    assert.equal(err.reason, "more than 5 redirects");
    assert.ok(!hub.hits.includes("/hop?n=6&end=6"), "the sixth target is never requested");

    const res = await safeFetch(`${hub.base}/hop?n=0&end=5`, { allowHosts });
    assert.equal(res.status, 200);
    assert.equal(new TextDecoder().decode(res.body), "end 5");
    assert.equal(res.url, `${hub.base}/hop?n=5&end=5`);
    assert.deepEqual(res.redirects, [0, 1, 2, 3, 4].map((n) => `${hub.base}/hop?n=${n}&end=5`));

    const two = await refusal(
      safeFetch(`${hub.base}/hop?n=0&end=3`, { allowHosts, maxRedirects: 2 }),
    );
    assert.equal(two.reason, "more than 2 redirects");
  } finally {
    await hub.close();
  }
});

Deno.test("[safe_fetch] with maxRedirects 0 a redirect is returned as the response, not followed", async () => {
  const canary = startCanary();
  const hub = startHub(canary.port);
  try {
    const res = await safeFetch(`${hub.base}/to-localhost`, {
      allowHosts: ["127.0.0.1"],
      maxRedirects: 0,
    });
    assert.equal(res.status, 302);
    assert.equal(res.headers.get("location"), `http://localhost:${canary.port}/`);
    assert.deepEqual(res.redirects, []);
    assert.equal(res.body.byteLength, 0);
    assert.deepEqual(canary.hits, []);
  } finally {
    await hub.close();
    await canary.close();
  }
});

Deno.test("[safe_fetch] a relative Location is resolved against the current URL", async () => {
  const hub = startHub(0);
  try {
    const res = await safeFetch(`${hub.base}/rel/a/b`, { allowHosts: ["127.0.0.1"] });
    assert.equal(res.url, `${hub.base}/rel/c?x=1`);
    assert.equal(new TextDecoder().decode(res.body), "path /rel/c?x=1");
    assert.deepEqual(res.redirects, [`${hub.base}/rel/a/b`]);
  } finally {
    await hub.close();
  }
});

Deno.test("[safe_fetch] a 303 turns a POST into a bodiless GET while a 307 keeps the method and body", async () => {
  const hub = startHub(0);
  const common = {
    allowHosts: ["127.0.0.1"],
    method: "POST",
    body: '{"a":1}',
    headers: { "content-type": "application/json", authorization: "Bearer t" },
  };
  try {
    const seeOther = await safeFetch(`${hub.base}/see-other`, common);
    assert.deepEqual(JSON.parse(new TextDecoder().decode(seeOther.body)), {
      method: "GET",
      body: "",
      authorization: "Bearer t",
    });
    const temporary = await safeFetch(`${hub.base}/temporary`, {
      ...common,
      body: new TextEncoder().encode('{"a":1}'),
    });
    assert.deepEqual(JSON.parse(new TextDecoder().decode(temporary.body)), {
      method: "POST",
      body: '{"a":1}',
      authorization: "Bearer t",
    });
  } finally {
    await hub.close();
  }
});

Deno.test("[safe_fetch] a body under the cap is returned whole with status and headers", async () => {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () => new Response("x".repeat(1000), { status: 203, headers: { "x-test": "yes" } }),
  );
  try {
    const res = await safeFetch(`http://127.0.0.1:${server.addr.port}/`, {
      allowHosts: ["127.0.0.1"],
      maxBytes: 1000,
    });
    assert.equal(res.status, 203);
    assert.equal(res.headers.get("x-test"), "yes");
    assert.equal(res.body.byteLength, 1000);
  } finally {
    await server.shutdown();
  }
});

Deno.test("[safe_fetch] an endless stream is cut at maxBytes and the server sees the connection cancelled", async () => {
  const cancelled = deferred();
  let sent = 0;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, () =>
    new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += 65_536;
          controller.enqueue(new Uint8Array(65_536));
        },
        cancel() {
          cancelled.resolve();
        },
      }),
    ));
  try {
    const err = await rejection(
      safeFetch(`http://127.0.0.1:${server.addr.port}/`, {
        allowHosts: ["127.0.0.1"],
        maxBytes: 200_000,
        timeoutMs: 5_000,
      }),
      BodyTooLarge,
    );
    assert.equal(err.maxBytes, 200_000);
    assert.match(err.message, /exceeds 200000 bytes$/);
    await within(cancelled.promise, 3_000, "the server stream cancel");
    assert.ok(sent < 64 * 1024 * 1024, `sent ${sent} bytes`);
  } finally {
    await server.shutdown();
  }
});

Deno.test("[safe_fetch] the cap counts decoded bytes of a gzip body, not bytes on the wire", async () => {
  const plain = new TextEncoder().encode(
    Array.from({ length: 40_000 }, (_, i) => `<li>item ${i * 7919 % 100_003}</li>`).join(""),
  );
  const gzip = new Uint8Array(
    await new Response(new Blob([plain]).stream().pipeThrough(new CompressionStream("gzip")))
      .arrayBuffer(),
  );
  assert.ok(gzip.byteLength < plain.byteLength / 4 && plain.byteLength > 500_000);
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () =>
      new Response(gzip, { headers: { "content-encoding": "gzip", "content-type": "text/plain" } }),
  );
  const url = `http://127.0.0.1:${server.addr.port}/`;
  try {
    await rejection(safeFetch(url, { allowHosts: ["127.0.0.1"], maxBytes: 100_000 }), BodyTooLarge);
    const whole = await safeFetch(url, { allowHosts: ["127.0.0.1"] });
    assert.equal(whole.body.byteLength, plain.byteLength);
  } finally {
    await server.shutdown();
  }
});

Deno.test("[safe_fetch] a server that accepts but never answers hits FetchTimeout within timeoutMs", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const conns: Deno.Conn[] = [];
  const accepting = (async () => {
    for await (const conn of listener) conns.push(conn);
  })();
  const url = `http://127.0.0.1:${listener.addr.port}/`;
  try {
    const started = performance.now();
    const err = await rejection(
      safeFetch(url, { allowHosts: ["127.0.0.1"], timeoutMs: 300 }),
      FetchTimeout,
    );
    const elapsed = performance.now() - started;
    assert.ok(elapsed >= 250 && elapsed < 2_000, `took ${elapsed} ms`);
    assert.equal(err.message, `Fetching "${url}" timed out after 300 ms`);
  } finally {
    listener.close();
    await accepting;
    for (const conn of conns) conn.close();
  }
});

Deno.test("[safe_fetch] a drip server is aborted by the total timeout and its stream is cancelled", async () => {
  const cancelled = deferred();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          timer = setInterval(() => controller.enqueue(new Uint8Array([0x61])), 40);
        },
        cancel() {
          clearInterval(timer);
          cancelled.resolve();
        },
      }),
    ));
  try {
    const started = performance.now();
    await rejection(
      safeFetch(`http://127.0.0.1:${server.addr.port}/`, {
        allowHosts: ["127.0.0.1"],
        timeoutMs: 300,
      }),
      FetchTimeout,
    );
    assert.ok(performance.now() - started < 2_000);
    await within(cancelled.promise, 3_000, "the drip stream cancel");
  } finally {
    clearInterval(timer);
    await server.shutdown();
  }
});

Deno.test("[safe_fetch] a resolver that never answers counts against the total timeout", async () => {
  const err = await rejection(
    safeFetch("https://slow-dns.example/", {
      resolve: () => new Promise<string[]>(() => {}),
      timeoutMs: 200,
    }),
    FetchTimeout,
  );
  assert.equal(err.url, "https://slow-dns.example/");
});

Deno.test("[safe_fetch] a refused connection is a FetchFailed with a readable reason", async () => {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = listener.addr.port;
  listener.close();
  const err = await rejection(
    safeFetch(`http://127.0.0.1:${port}/`, { allowHosts: ["127.0.0.1"], timeoutMs: 2_000 }),
    FetchFailed,
  );
  assert.equal(err.reason, "connection refused");
  assert.equal(err.message, `Fetching "http://127.0.0.1:${port}/" failed: connection refused`);
  assert.ok(err.cause instanceof Error);
});

Deno.test("[safe_fetch] requests say Accept-Encoding: identity, and a server that compresses anyway is decoded here", async () => {
  const plain = new TextEncoder().encode("<p>hello</p>".repeat(5000));
  const deflate = new Uint8Array(
    await new Response(new Blob([plain]).stream().pipeThrough(new CompressionStream("deflate")))
      .arrayBuffer(),
  );
  const asked: (string | null)[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    asked.push(req.headers.get("accept-encoding"));
    return new Response(deflate, { headers: { "content-encoding": "deflate" } });
  });
  try {
    const res = await safeFetch(`http://127.0.0.1:${server.addr.port}/`, {
      allowHosts: ["127.0.0.1"],
      headers: { "accept-encoding": "gzip, br" },
    });
    assert.deepEqual(res.body, plain);
    assert.deepEqual(asked, ["identity"]);
  } finally {
    await server.shutdown();
  }
});

Deno.test("[safe_fetch] a gzip bomb under Content-Encoding is refused by its ratio, not read to the cap", async () => {
  const bomb = new Uint8Array(
    await new Response(
      new Blob([new Uint8Array(40 << 20)]).stream().pipeThrough(new CompressionStream("gzip")),
    ).arrayBuffer(),
  );
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () => new Response(bomb, { headers: { "content-encoding": "gzip" } }),
  );
  try {
    const err = await rejection(
      safeFetch(`http://127.0.0.1:${server.addr.port}/`, {
        allowHosts: ["127.0.0.1"],
        maxBytes: 50 << 20,
      }),
      BodyRefused,
    );
    assert.match(err.reason, /compression bomb/);
  } finally {
    await server.shutdown();
  }
});
