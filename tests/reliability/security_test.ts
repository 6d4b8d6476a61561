/**
 * Security (reliability): server-side request forgery through the real guarded fetcher
 * (`lib/web/safe_fetch.ts`, with a scripted resolver and a transport that records every URL it is
 * asked to reach) and through webhook registration and delivery; CR/LF in text that ends up in
 * SSE frames and webhook requests; 401 answers that look and time alike whatever key was sent;
 * one workspace's key never reading another's jobs, events, deliveries, endpoints, budgets,
 * history or keys; and the admin API without its token.
 */
import assert from "node:assert/strict";
import { Webhook } from "standardwebhooks";
import { z } from "zod";
import { ApiError, ErrorBodySchema } from "../../lib/errors.ts";
import { loadConfig } from "../../lib/config.ts";
import { defineOperation } from "../../lib/operations/define.ts";
import { operations } from "../../lib/operations/mod.ts";
import { createServices } from "../../lib/services.ts";
import { createApiKey } from "../../lib/store/api_keys.ts";
import { createEndpointRecord, WEBHOOK_EVENTS } from "../../lib/store/webhooks.ts";
import { createWorkspace } from "../../lib/store/workspaces.ts";
import { createWebFetcher } from "../../lib/web/fetcher.ts";
import { newSecret } from "../../lib/webhooks/signing.ts";
import { workers } from "../../jobs/workers.ts";
import { createApp } from "../../routes/app.ts";
import { balanceOf, runJob, setProjectBudget, setup, waitUntil } from "../helpers.ts";
import { count, worst } from "./scorecard.ts";
import { startCanary } from "../fakes/canary.ts";
import { openTestStore } from "../store.ts";

const JSON_HEADERS = { "content-type": "application/json" };
const MCP_ACCEPT = "application/json, text/event-stream";
const ADMIN = "test-admin-token-0123456789";

/** A pure operation of the registry (no provider, no fetch) to make jobs with. */
const PURE = operations.find((op) =>
  !op.provider && !op.fetches && op.path === "/serp/volatility"
)!;

// ---------------------------------------------------------------------------------------------
// SSRF.

const PUBLIC_IP = "93.184.216.34";
const CANARY_TEXT = "SSRF-CANARY-4f1d";

/** The scripted DNS: public names, and names that resolve (in part) to private addresses. */
const DNS: Record<string, string[]> = {
  "public.test": [PUBLIC_IP],
  "private.test": ["10.1.2.3"],
  "loop.test": ["127.0.0.1"],
  "metadata.test": ["169.254.169.254"],
  "v6loop.test": ["::1"],
  "mapped.test": ["::ffff:127.0.0.1"],
  "ula.test": ["fd00::1"],
  "linklocal6.test": ["fe80::1"],
  "mixed.test": [PUBLIC_IP, "192.168.0.10"],
  "nat64.test": ["64:ff9b::a9fe:a9fe"],
  "cgnat.test": ["100.64.0.1"],
  "zero.test": ["0.0.0.0"],
  "compat.test": ["::7f00:1"],
};

/** Private, loopback, link-local and metadata targets in v4, v6, decimal, octal, hex, mapped forms. */
const PRIVATE_TARGETS = [
  "http://127.0.0.1/",
  "http://127.1/",
  "http://127.0.1/",
  "http://127.0.0.2:8080/admin",
  "http://0.0.0.0/",
  "http://0/",
  "http://10.0.0.1/",
  "http://10.1/",
  "http://172.16.0.1/",
  "http://172.31.255.255/",
  "http://192.168.1.1/",
  "http://169.254.169.254/latest/meta-data/iam/security-credentials/",
  "http://169.254.170.2/v2/credentials",
  "http://100.100.100.200/latest/meta-data/",
  "http://100.64.0.1/",
  "http://192.0.0.192/",
  "http://198.18.0.1/",
  "http://224.0.0.1/",
  "http://255.255.255.255/",
  "http://2130706433/", // 127.0.0.1 in decimal
  "http://3232235777/", // 192.168.1.1
  "http://2852039166/", // 169.254.169.254
  "http://0177.0.0.1/", // octal
  "http://0177.0000.0000.0001/",
  "http://012.0.0.1/", // 10.0.0.1
  "http://0251.0376.0251.0376/", // 169.254.169.254
  "http://0x7f000001/", // hex
  "http://0x7f.0x0.0x0.0x1/",
  "http://0xA9.0xFE.0xA9.0xFE/",
  "http://0xa9fea9fe/",
  "http://%31%32%37.0.0.1/", // percent-encoded host
  "http://127.0.0.1./", // trailing dot
  "http://[::1]/",
  "http://[::]/",
  "http://[0:0:0:0:0:0:0:1]/",
  "http://[::ffff:127.0.0.1]/",
  "http://[::ffff:7f00:1]/",
  "http://[::ffff:169.254.169.254]/",
  "http://[::ffff:a9fe:a9fe]/",
  "http://[::ffff:10.0.0.1]/",
  "http://[::127.0.0.1]/",
  "http://[fe80::1]/",
  "http://[fe80::1%25eth0]/",
  "http://[fc00::1]/",
  "http://[fd00:ec2::254]/",
  "http://[64:ff9b::7f00:1]/",
  "http://[2002:7f00:1::]/",
  "http://localhost/",
  "http://LOCALHOST./",
  "http://foo.localhost/",
  "http://private.test/",
  "http://loop.test/",
  "http://metadata.test/latest/meta-data/",
  "http://v6loop.test/",
  "http://mapped.test/",
  "http://ula.test/",
  "http://linklocal6.test/",
  "http://mixed.test/",
  "http://nat64.test/",
  "http://cgnat.test/",
  "http://zero.test/",
  "http://compat.test/",
  "http://unresolvable.test/",
];

/** Schemes other than http(s), and userinfo tricks that try to smuggle another host. */
const OTHER_TARGETS = [
  "file:///etc/passwd",
  "file://localhost/etc/passwd",
  "ftp://public.test/",
  "gopher://127.0.0.1:6379/_INFO",
  "dict://127.0.0.1:11211/stat",
  "ldap://127.0.0.1/",
  "data:text/html,<h1>x</h1>",
  "javascript:alert(1)",
  "ws://public.test/",
  "blob:http://public.test/x",
  "http://user:pass@public.test/",
  "http://public.test@127.0.0.1/",
  "http://public.test:80@169.254.169.254/",
  "http://127.0.0.1#@public.test/",
  "http://127.0.0.1\\@public.test/",
  "http://[::1]@public.test/",
  "https://public.test%2f@127.0.0.1/",
];

/** Redirects from a public page to each private target (all five redirect statuses in turn). */
function redirectTargets(): string[] {
  const statuses = [301, 302, 303, 307, 308];
  const direct = PRIVATE_TARGETS.map((to, i) =>
    `http://public.test/r?s=${statuses[i % statuses.length]}&to=${encodeURIComponent(to)}`
  );
  return [
    ...direct,
    // A chain: public, public again, then private.
    `http://public.test/r?to=${
      encodeURIComponent(`http://public.test/r?to=${encodeURIComponent("http://10.0.0.1/")}`)
    }`,
    // Relative and scheme-relative locations, and a redirect to another scheme.
    `http://public.test/r?to=${encodeURIComponent("//127.0.0.1/x")}`,
    `http://public.test/r?to=${encodeURIComponent("//[::1]/x")}`,
    `http://public.test/r?to=${encodeURIComponent("file:///etc/passwd")}`,
    `http://public.test/r?to=${encodeURIComponent("http://0x7f000001/")}`,
  ];
}

/** True when checking `url` would ask the DNS (a name that is neither an IP nor a loopback name). */
function needsDns(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!["http:", "https:"].includes(parsed.protocol) || parsed.username || parsed.password) {
    return false;
  }
  const host = parsed.hostname.replace(/\.$/, "").toLowerCase();
  return !(host.startsWith("[") || /^\d+\.\d+\.\d+\.\d+$/.test(host) ||
    host === "localhost" || host.endsWith(".localhost"));
}

/** The transport under the guard: public.test answers (and redirects); anything else escaped. */
function scriptedTransport() {
  const calls: string[] = [];
  const escapes: string[] = [];
  const transport: typeof fetch = (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url.href);
    if (url.hostname === "public.test") {
      const to = url.searchParams.get("to");
      if (to) {
        return Promise.resolve(
          new Response(null, {
            status: Number(url.searchParams.get("s") ?? 302),
            headers: { location: to },
          }),
        );
      }
      return Promise.resolve(
        new Response(
          "<!doctype html><html><head><title>Public page</title></head><body><h1>Public</h1>" +
            "<p>A public page about crm software.</p></body></html>",
          { headers: { "content-type": "text/html; charset=utf-8" } },
        ),
      );
    }
    escapes.push(url.href);
    return Promise.resolve(
      new Response(`<html><body>${CANARY_TEXT}</body></html>`, {
        headers: { "content-type": "text/html" },
      }),
    );
  };
  return { transport, calls, escapes };
}

/** The operations that fetch a URL they are given, with that field (`url`, `sitemap_url` ...). */
function fetchingFields(): { op: (typeof operations)[number]; field: string }[] {
  const out: { op: (typeof operations)[number]; field: string }[] = [];
  for (const op of operations.filter((o) => o.fetches)) {
    const json = z.toJSONSchema(op.input, { io: "input", unrepresentable: "any" }) as {
      properties?: Record<string, { type?: string }>;
    };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      if (/(^|_)url$/.test(name) && prop.type === "string") out.push({ op, field: name });
    }
  }
  return out;
}

/** The op's example with `field` set to `url` and the inline alternatives removed. */
function bodyWith(op: (typeof operations)[number], field: string, url: string) {
  const body: Record<string, unknown> = { ...op.example, [field]: url };
  for (const other of op.requireOneOf) if (other !== field) delete body[other];
  return body;
}

Deno.test("[security] SSRF: private, loopback, link-local and metadata addresses in every spelling, names resolving to them, redirects to them, other schemes and userinfo never reach the network", async () => {
  const { transport, calls, escapes } = scriptedTransport();
  const web = createWebFetcher({
    allowHosts: [],
    fetch: transport,
    resolve: (host) => Promise.resolve(DNS[host] ?? []),
  });
  const h = await setup({ web, plan: "scale", credits: 1_000_000 });
  let attempts = 0;
  let leaked = 0;
  const statuses = new Map<number, number>();
  try {
    // The harness does reach the transport when the guard allows it: a public page and a redirect
    // from one public page to another are fetched.
    for (const url of ["http://public.test/page", "http://public.test/r?to=%2Fpage"]) {
      const ok = await h.post("/extract", { url });
      assert.equal(ok.status, 200, `${url}: ${await ok.clone().text()}`);
      await ok.body?.cancel();
    }
    assert.deepEqual(calls.splice(0), [
      "http://public.test/page",
      "http://public.test/r?to=%2Fpage",
      "http://public.test/page",
    ]);

    const targets = [...PRIVATE_TARGETS, ...OTHER_TARGETS, ...redirectTargets()];
    const fields = fetchingFields();
    assert.ok(fields.length >= 6, `operations fetching a given URL: ${fields.length}`);
    for (const { op, field } of fields) {
      for (const url of targets) {
        attempts++;
        const before = await balanceOf(h);
        const res = await h.post(`${op.path}?sync=true`, bodyWith(op, field, url));
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        assert.ok(res.status < 500, `${op.path} ${field}=${url}: ${res.status} ${text}`);
        if (text.includes(CANARY_TEXT)) leaked++;
        // A refused fetch is a refused request: it charges nothing. (An analysis that reads what
        // it could and lists the refused URL as a limitation answers 200 and charges its price.)
        if (res.status >= 400) {
          assert.equal(await balanceOf(h), before, `${op.path} ${url}: a refusal charged`);
        }
      }
    }
  } finally {
    await h.close();
  }
  const escaped = escapes.length + leaked;
  await count("ssrf_attempts", attempts);
  await count("ssrf_escapes", escaped);
  console.log(
    `[security] SSRF through ${fetchingFields().length} fetching fields: ${attempts} attempts, ` +
      `${escaped} escapes, answers ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  assert.deepEqual(escapes, [], "URLs the transport was asked to reach beyond the guard");
  assert.equal(leaked, 0, "answers carrying the canary page");
});

Deno.test("[security] SSRF over the real transport: an allowed page redirecting to other loopback names is refused before any connection", async () => {
  const canary = startCanary();
  const targets = [
    `http://localhost:${canary.port}/`,
    `http://LOCALHOST.:${canary.port}/`,
    `http://foo.localhost:${canary.port}/`,
    `http://[::1]:${canary.port}/`,
    `http://[::ffff:127.0.0.1]:${canary.port}/`,
    `http://[0:0:0:0:0:0:0:1]:${canary.port}/`,
  ];
  const redirector = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
    const to = new URL(req.url).searchParams.get("to");
    return to ? new Response(null, { status: 302, headers: { location: to } }) : new Response("x");
  });
  // The live fetcher of `setup({ web: "live" })` (127.0.0.1 allowed, as FETCH_ALLOW_HOSTS would),
  // over the real fetch, counting what it is asked to reach.
  const calls: string[] = [];
  const web = createWebFetcher({
    allowHosts: ["127.0.0.1"],
    fetch: (input, init) => {
      calls.push(String(input));
      return fetch(input, init);
    },
  });
  const h = await setup({ web, plan: "scale" });
  try {
    for (const to of targets) {
      const url = `http://127.0.0.1:${redirector.addr.port}/r?to=${encodeURIComponent(to)}`;
      const res = await h.post("/extract", { url });
      const body = await res.json();
      assert.equal(res.status, 400, `${to}: ${JSON.stringify(body)}`);
      assert.equal(body.error.code, "INVALID_PARAMETERS");
    }
  } finally {
    await h.close();
    await redirector.shutdown();
    await canary.close();
  }
  const beyond = calls.filter((c) => !c.startsWith(`http://127.0.0.1:${redirector.addr.port}/`));
  await count("ssrf_attempts", targets.length);
  await count("ssrf_escapes", canary.hits.length + beyond.length);
  assert.deepEqual([...canary.hits, ...beyond], [], "requests beyond the allowed redirector");
  assert.equal(calls.length, targets.length, "each redirecting page was fetched once");
});

Deno.test("[security] SSRF: a queued job whose URL the guard refuses fails as invalid input and is not charged", async () => {
  const { transport, escapes } = scriptedTransport();
  const web = createWebFetcher({
    allowHosts: [],
    fetch: transport,
    resolve: (host) => Promise.resolve(DNS[host] ?? []),
  });
  const h = await setup({ web, plan: "scale", credits: 1_000 });
  let attempts = 0;
  try {
    const targets = [
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:127.0.0.1]/",
      `http://public.test/r?to=${encodeURIComponent("http://10.0.0.1/")}`,
    ];
    for (const { op, field } of fetchingFields().filter((f) => f.op.mode === "async")) {
      for (const url of targets) {
        attempts++;
        const job = await runJob(h, op.path, bodyWith(op, field, url));
        if (job.status === "failed") {
          assert.equal(job.error.code, "INVALID_PARAMETERS", `${op.path}: ${job.error.message}`);
        }
      }
    }
    const usage = await (await h.get("/usage")).json();
    const refusedAll = await (await h.get("/jobs?status=failed&limit=100")).json();
    assert.ok(refusedAll.jobs.length > 0, "some jobs failed on their URL");
    // Jobs that analysed what they could (listing the refused URL as a limitation) completed
    // and are charged; those that failed on their URL are refunded.
    const completed = await (await h.get("/jobs?status=completed&limit=100")).json();
    const charged = completed.jobs.reduce(
      (n: number, j: { credits_charged: number }) => n + j.credits_charged,
      0,
    );
    assert.equal(usage.credits_used, charged, "only completed jobs are charged");
    assert.equal(await balanceOf(h), 1_000 - charged);
  } finally {
    await h.close();
  }
  await count("ssrf_attempts", attempts);
  await count("ssrf_escapes", escapes.length);
  assert.deepEqual(escapes, []);
});

Deno.test({
  // Regression: a `?sync=true` request with an Idempotency-Key runs as a job; when that job failed
  // on a refused URL it was refunded, but the answer said `x-credits-charged: 2` and
  // `details.refunded: false`.
  name:
    "[security] SSRF: a sync request with an Idempotency-Key whose URL is refused says it charged nothing",
  fn: async () => {
    const { transport, escapes } = scriptedTransport();
    const web = createWebFetcher({ fetch: transport, resolve: () => Promise.resolve([]) });
    const h = await setup({ web, credits: 100 });
    try {
      const res = await h.post(
        "/content/technical-qa?sync=true",
        { url: "http://169.254.169.254/latest/meta-data/" },
        { "idempotency-key": "ssrf-idem-1" },
      );
      const body = await res.json();
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(body.error.code, "INVALID_PARAMETERS");
      assert.equal(await balanceOf(h), 100, "the job was refunded");
      assert.equal(res.headers.get("x-credits-charged"), "0", "the answer says what it cost");
      assert.equal(body.error.details.refunded, true);
      assert.deepEqual(escapes, []);
    } finally {
      await h.close();
    }
  },
});

Deno.test("[security] SSRF: webhook endpoints at private addresses are refused at registration and on update", async () => {
  const h = await setup({ env: { ALLOW_INSECURE_WEBHOOKS: "1" }, plan: "scale" });
  let attempts = 0;
  let escapes = 0;
  const escaped: string[] = [];
  try {
    const created = await h.post("/webhooks/endpoints", {
      url: `https://${PUBLIC_IP}/hook`,
      is_active: false,
    });
    assert.equal(created.status, 201, await created.clone().text());
    const endpoint = await created.json();
    // Registration resolves names with the real DNS (no resolver to script here, and a lookup
    // may hang for seconds): names are covered through the fetcher above; here IP literals in
    // every spelling, loopback names, other schemes and userinfo.
    const urls = [
      ...PRIVATE_TARGETS.filter((u) => !needsDns(u)).flatMap((
        u,
      ) => [u, u.replace(/^http:/, "https:")]),
      ...OTHER_TARGETS.filter((u) => !needsDns(u)),
    ];
    assert.ok(urls.length >= 100, `${urls.length} URLs`);
    for (const url of urls) {
      attempts += 2;
      const post = await h.post("/webhooks/endpoints", { url });
      const patch = await h.app.request(`/api/v1/webhooks/endpoints/${endpoint.id}`, {
        method: "PATCH",
        headers: { "x-api-key": h.key, ...JSON_HEADERS },
        body: JSON.stringify({ url }),
      });
      for (const [what, res] of [["create", post], ["update", patch]] as const) {
        const body = await res.json();
        if (res.status < 300) {
          escapes++;
          escaped.push(`${what} ${url}: ${res.status}`);
        } else {
          assert.equal(res.status, 400, `${what} ${url}: ${JSON.stringify(body)}`);
          assert.equal(body.error.code, "INVALID_PARAMETERS");
        }
      }
    }
    const list = await (await h.get("/webhooks/endpoints")).json();
    assert.deepEqual(list.endpoints.map((e: { url: string }) => e.url), [endpoint.url]);
  } finally {
    await h.close();
  }
  await count("ssrf_attempts", attempts);
  await count("ssrf_escapes", escapes);
  assert.deepEqual(escaped, []);
});

Deno.test("[security] SSRF: deliveries to endpoints at loopback spellings are refused on every attempt and on a manual retry", async () => {
  const canary = startCanary();
  const h = await setup({
    env: { ALLOW_INSECURE_WEBHOOKS: "1", WEBHOOK_RETRY_SCHEDULE_MS: "20" },
    plan: "scale",
  });
  let attempts = 0;
  try {
    const p = canary.port;
    // Written to the store directly, as an endpoint registered while FETCH_ALLOW_HOSTS allowed
    // loopback would be after the setting is removed: the delivery must re-check every time.
    const urls = [
      `http://127.0.0.1:${p}/h`,
      `http://127.1:${p}/h`,
      `http://2130706433:${p}/h`,
      `http://0x7f000001:${p}/h`,
      `http://0177.0.0.1:${p}/h`,
      `http://127.0.0.1.:${p}/h`,
      `http://[::ffff:127.0.0.1]:${p}/h`,
      `http://[::1]:${p}/h`,
      `http://localhost:${p}/h`,
      `http://LOCALHOST:${p}/h`,
      `http://user:pw@127.0.0.1:${p}/h`,
    ];
    const at = new Date().toISOString();
    for (const [i, url] of urls.entries()) {
      await createEndpointRecord(h.kv, {
        id: `we_loopback_${i}`,
        workspace_id: h.workspaceId,
        url,
        events: [...WEBHOOK_EVENTS],
        description: null,
        is_active: true,
        created_at: at,
        updated_at: at,
        secret: newSecret(),
      });
    }
    await runJob(h, PURE.path, PURE.example);
    type Row = { id: string; status: string; attempts: number; last_failure_reason: string | null };
    const settled = async (minAttempts: number) =>
      await waitUntil("every delivery failed", async () => {
        const list = await (await h.get("/webhooks/deliveries?limit=100")).json();
        const rows = list.deliveries as Row[];
        return rows.length === urls.length &&
          rows.every((d) => d.status === "failed" && d.attempts >= minAttempts) && rows;
      });
    const first = await settled(2);
    for (const d of first) {
      assert.match(d.last_failure_reason ?? "", /^refused: /, `${d.id}: ${d.last_failure_reason}`);
      const retry = await h.post(`/webhooks/deliveries/${d.id}/retry`, {});
      assert.equal(retry.status, 202, await retry.clone().text());
      await retry.body?.cancel();
    }
    const second = await settled(3);
    for (const d of second) assert.match(d.last_failure_reason ?? "", /^refused: /);
    attempts = second.reduce((n, d) => n + d.attempts, 0);
  } finally {
    await h.close();
    await canary.close();
  }
  await count("ssrf_attempts", attempts);
  await count("ssrf_escapes", canary.hits.length);
  assert.deepEqual(canary.hits, [], "requests that reached the loopback canary");
});

Deno.test("[security] SSRF: a webhook receiver's redirect to a private address is never followed", async () => {
  const canary = startCanary();
  const redirector = startCanary(() =>
    new Response(null, {
      status: 307,
      headers: { location: `http://127.0.0.1:${canary.port}/stolen` },
    })
  );
  const h = await setup({
    env: {
      ALLOW_INSECURE_WEBHOOKS: "1",
      FETCH_ALLOW_HOSTS: "127.0.0.1",
      WEBHOOK_RETRY_SCHEDULE_MS: "20",
    },
  });
  let attempts = 0;
  try {
    const created = await h.post("/webhooks/endpoints", {
      url: `http://127.0.0.1:${redirector.port}/hook`,
    });
    assert.equal(created.status, 201);
    await created.body?.cancel();
    await runJob(h, PURE.path, PURE.example);
    const list = await waitUntil("the delivery failed", async () => {
      const l = await (await h.get("/webhooks/deliveries")).json();
      return l.deliveries.length === 1 && l.deliveries[0].status === "failed" && l;
    });
    assert.equal(list.deliveries[0].last_response_code, 307);
    attempts = list.deliveries[0].attempts;
    assert.ok(redirector.hits.length >= 1);
  } finally {
    await h.close();
    await canary.close();
    await redirector.close();
  }
  await count("ssrf_attempts", attempts);
  await count("ssrf_escapes", canary.hits.length);
  assert.deepEqual(canary.hits, [], "the redirect target was requested");
});

// ---------------------------------------------------------------------------------------------
// CR/LF injection.

/** Text that would split an SSE frame or a header block if it reached them unescaped. */
const INJECT = 'x\r\n\r\nevent: job.done\r\ndata: {"pwned":true}\r\nid: 999\r\n\r\n' +
  "\rretry: 1\n\n: comment\nX-Injected: 1\u2028\u2029\u0085end";

/** Echoes `text` as its progress message and result, or fails with it in the error message. */
const injectOp = defineOperation({
  path: "/test/inject",
  tag: "search",
  summary: "Inject",
  description: "Echoes text into progress, result and error messages.",
  input: z.object({ text: z.string().max(2_000), fail: z.boolean().default(false) }),
  cost: 1,
  provider: false,
  example: { text: "x" },
  output: z.strictObject({ text: z.string() }),
  run: async (input, ctx) => {
    await ctx.progress(50, input.text);
    if (input.fail) {
      throw new ApiError("UPSTREAM_ERROR", `Upstream said: ${input.text}`, { retryable: false });
    }
    return { text: input.text };
  },
});

/** SSE frames as the spec reads them: lines end at CRLF, CR or LF; a blank line ends a frame. */
function sseFrames(text: string): { lines: string[] }[] {
  const frames: { lines: string[] }[] = [];
  let current: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line === "") {
      if (current.length) frames.push({ lines: current });
      current = [];
    } else current.push(line);
  }
  if (current.length) frames.push({ lines: current });
  return frames;
}

Deno.test("[security] CR/LF in echoed text cannot split a job's SSE frames or add events", async () => {
  const h = await setup({ operations: [injectOp, PURE], plan: "scale" });
  try {
    for (const fail of [false, true]) {
      const queued = await h.post("/test/inject", { text: INJECT, fail });
      assert.equal(queued.status, 202);
      const { job_id } = await queued.json();
      const res = await h.get(`/jobs/${job_id}/events`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get("content-type") ?? "", /^text\/event-stream/);
      const text = await res.text();
      const frames = sseFrames(text);
      const events: string[] = [];
      let echoed = 0;
      for (const frame of frames) {
        const data: string[] = [];
        for (const line of frame.lines) {
          const m = /^(event|data|id|retry)(: ?)?(.*)$/s.exec(line);
          if (line.startsWith(":")) continue; // a comment (keep-alive)
          assert.ok(m, `a line that is no SSE field: ${JSON.stringify(line)}`);
          if (m[1] === "event") events.push(m[3]);
          if (m[1] === "data") data.push(m[3]);
          if (m[1] === "id") {
            assert.match(m[3], /^\d{1,3}$/, "event ids are small sequence numbers");
          }
          if (m[1] === "retry") assert.equal(m[3], "2000");
        }
        if (!data.length) continue;
        const parsed = JSON.parse(data.join("\n"));
        assert.ok(!("pwned" in parsed), "an injected data line");
        if (JSON.stringify(parsed).includes(JSON.stringify(INJECT).slice(1, -1))) echoed++;
      }
      const last = fail ? "job.failed" : "job.done";
      assert.equal(events[0], "job.open", `${events}`);
      assert.equal(events.at(-1), last, `${events}`);
      assert.equal(events.filter((e) => e !== "job.status").length, 2, `${events}`);
      assert.ok(echoed >= 1, "the text arrives intact inside the JSON data");
    }
    // Resuming with an id carrying CR/LF is refused, not echoed into the stream.
    const job = await runJob(h, "/test/inject", { text: "ok" });
    const bad = await h.get(`/jobs/${job.job_id}/events?last_event_id=1%0D%0Aevent%3A%20job.done`);
    assert.equal(bad.status, 400);
    assert.equal((await bad.json()).error.code, "INVALID_PARAMETERS");
    // A header value cannot carry CR/LF at all: the client refuses to build it.
    assert.throws(() => new Headers({ "last-event-id": "1\r\nevent: x" }), TypeError);
  } finally {
    await h.close();
  }
});

Deno.test("[security] CR/LF in an endpoint URL, its description and a job's error adds no webhook header and keeps the payload signed JSON", async () => {
  const received: { path: string; headers: [string, string][]; body: string }[] = [];
  const receiver = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    received.push({
      path: new URL(req.url).pathname,
      headers: [...req.headers],
      body: await req.text(),
    });
    return new Response("ok");
  });
  const h = await setup({
    operations: [injectOp],
    env: { ALLOW_INSECURE_WEBHOOKS: "1", FETCH_ALLOW_HOSTS: "127.0.0.1" },
  });
  try {
    const created = await h.post("/webhooks/endpoints", {
      url: `http://127.0.0.1:${receiver.addr.port}/hook\r\nX-Injected: 1\r\n\r\nGET /admin`,
      description: INJECT,
    });
    assert.equal(created.status, 201, await created.clone().text());
    const endpoint = await created.json();
    assert.ok(!/[\r\n]/.test(endpoint.url), `the stored URL: ${JSON.stringify(endpoint.url)}`);
    await runJob(h, "/test/inject", { text: INJECT, fail: true });
    await runJob(h, "/test/inject", { text: INJECT });
    await waitUntil("two deliveries", () => Promise.resolve(received.length >= 2));
    const hook = new Webhook(endpoint.secret);
    for (const r of received) {
      const names = r.headers.map(([n]) => n);
      assert.ok(!names.includes("x-injected"), `headers: ${names}`);
      for (const [n, v] of r.headers) assert.ok(!/[\r\n]/.test(v), `${n}: ${JSON.stringify(v)}`);
      assert.equal(r.path, endpoint.url.replace(/^http:\/\/[^/]+/, "").split("?")[0]);
      const payload = hook.verify(r.body, Object.fromEntries(r.headers)) as {
        type: string;
        data: { error?: { message: string } };
      };
      if (payload.type === "job.failed") {
        assert.equal(payload.data.error?.message, `Upstream said: ${INJECT}`);
      }
    }
    assert.deepEqual(
      received.map((r) => JSON.parse(r.body).type).sort(),
      ["job.completed", "job.failed"],
    );
  } finally {
    await h.close();
    await receiver.shutdown();
  }
});

// ---------------------------------------------------------------------------------------------
// Authentication.

/** A well-formed key that does not exist. */
function unknownKey(seed: string): string {
  return "sk_live_" + (seed + "Q".repeat(43)).slice(0, 43);
}

/** Status, headers (names, and the values that must not vary) and body shape of a 401. */
async function shapeOf(res: Response) {
  const body = await res.json();
  const parsed = ErrorBodySchema.safeParse(body);
  assert.ok(parsed.success, JSON.stringify(body));
  const headers = [...res.headers.keys()].sort();
  return {
    status: res.status,
    headers,
    challenge: res.headers.get("www-authenticate"),
    type: res.headers.get("content-type"),
    code: body.error.code,
    retryable: body.error.retryable,
    keys: Object.keys(body.error).sort(),
    message: body.error.message as string,
  };
}

Deno.test("[security] 401s for a missing, malformed or unknown key look alike and take alike long", async () => {
  const h = await setup({ plan: "scale" });
  try {
    // A key one character off the real one, and random unknown ones, must time like each other:
    // lookups go by the key's SHA-256, never by comparing it with stored keys.
    const near = h.key.slice(0, -1) + (h.key.endsWith("A") ? "B" : "A");
    const kinds: Record<string, () => Record<string, string>> = {
      missing: () => ({}),
      malformed: () => ({ "x-api-key": `sk_live_${crypto.randomUUID()}` }),
      unknown: () => ({ "x-api-key": unknownKey(crypto.randomUUID().replaceAll("-", "")) }),
      near: () => ({ "x-api-key": near }),
    };
    const surfaces: { label: string; request: (headers: Record<string, string>) => Request }[] = [
      {
        label: "GET /api/v1/usage",
        request: (headers) => new Request("http://x/api/v1/usage", { headers }),
      },
      {
        label: "POST /api/v1/serp/volatility",
        request: (headers) =>
          new Request("http://x/api/v1/serp/volatility?sync=true", {
            method: "POST",
            headers: { ...headers, ...JSON_HEADERS },
            body: JSON.stringify(PURE.example),
          }),
      },
      {
        label: "POST /mcp",
        request: (headers) =>
          new Request("http://x/mcp", {
            method: "POST",
            headers: { ...headers, ...JSON_HEADERS, accept: MCP_ACCEPT },
            body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
          }),
      },
    ];
    for (const surface of surfaces) {
      const shapes = [];
      for (const [kind, headers] of Object.entries(kinds)) {
        const shape = await shapeOf(await h.app.fetch(surface.request(headers())));
        assert.equal(shape.status, 401, `${surface.label} ${kind}`);
        // The message says what was wrong with what the caller itself sent
        // (docs/contract.md#the-envelope); it never echoes more than the key's first 14 characters.
        assert.ok(!shape.message.includes(near.slice(0, 20)), shape.message);
        shapes.push({ ...shape, message: undefined });
      }
      for (const shape of shapes.slice(1)) {
        assert.deepEqual(shape, shapes[0], `${surface.label}: 401s differ`);
      }
    }

    // Timing: samples of each kind interleaved in a shuffled order each round, compared by
    // median (robust to the scheduling spikes of a busy 2-core machine).
    const samples: Record<string, number[]> = Object.fromEntries(
      Object.keys(kinds).map((k) => [k, []]),
    );
    const names = Object.keys(kinds);
    let rng = 0x2545f491;
    const random = () => ((rng = (rng * 1103515245 + 12345) >>> 0) / 2 ** 32);
    for (let round = 0; round < 700; round++) {
      const order = names.map((n) => [random(), n] as const).sort((a, b) => a[0] - b[0]);
      for (const [, kind] of order) {
        const req = new Request("http://x/api/v1/usage", { headers: kinds[kind]() });
        const t0 = performance.now();
        const res = await h.app.fetch(req);
        await res.arrayBuffer();
        const dt = performance.now() - t0;
        if (round >= 100) samples[kind].push(dt);
      }
    }
    const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
    const medians = Object.fromEntries(names.map((n) => [n, median(samples[n])]));
    const values = Object.values(medians);
    const gap = Math.max(...values) - Math.min(...values);
    const nearGap = Math.abs(medians.near - medians.unknown);
    await worst("auth_401_timing_gap_ms", gap);
    await worst("auth_401_near_key_timing_gap_ms", nearGap);
    console.log(
      `[security] 401 medians (ms): ${
        names.map((n) => `${n} ${medians[n].toFixed(4)}`).join(", ")
      }; gap ${gap.toFixed(4)} ms, near vs unknown ${nearGap.toFixed(4)} ms`,
    );
    // The only work that differs by kind is the one hashed KV lookup a well-formed key gets
    // (tens of microseconds in process): the caller knows its key's shape, so that reveals
    // nothing. A real leak (a slow hash, a scan over stored keys, a per-character compare)
    // costs milliseconds and fails these bounds, which stay far above the noise of medians.
    assert.ok(gap < 1, `401 medians differ by ${gap.toFixed(3)} ms: ${JSON.stringify(medians)}`);
    assert.ok(nearGap < 0.25, `a near key times ${nearGap.toFixed(3)} ms off an unknown one`);
  } finally {
    await h.close();
  }
});

// ---------------------------------------------------------------------------------------------
// Cross-workspace isolation.

Deno.test("[security] another workspace's key gets 404 or its own empty view, never the first workspace's jobs, events, deliveries, endpoints, budgets, history or keys", async () => {
  const receiver = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    await req.body?.cancel();
    return new Response("ok");
  });
  const h = await setup({
    env: { ALLOW_INSECURE_WEBHOOKS: "1", FETCH_ALLOW_HOSTS: "127.0.0.1" },
    plan: "scale",
  });
  let attempts = 0;
  const reads: string[] = [];
  try {
    // Workspace A (the harness): a job, its events, an endpoint, a delivery, a budget, SERP
    // history, an idempotency key.
    const endpoint = await (await h.post("/webhooks/endpoints", {
      url: `http://127.0.0.1:${receiver.addr.port}/a-secret-hook`,
      description: "workspace A's hook",
    })).json();
    await setProjectBudget(h, "client-a", { limit: 7_777, warnAt: 80 });
    const project = { "x-project-id": "client-a" };
    const job = await runJob(h, PURE.path, PURE.example, project);
    const search = await h.post("/search?sync=true", { query: "isolation keyword a" });
    assert.equal(search.status, 200);
    await search.body?.cancel();
    const idem = { "idempotency-key": "shared-idem-key-1" };
    const first = await (await h.post(PURE.path, PURE.example, idem)).json();
    await h.services.jobs.waitFor(first.job_id, 10_000);
    const delivery = await waitUntil("workspace A's delivery", async () => {
      const list = await (await h.get("/webhooks/deliveries?status=delivered")).json();
      return list.deliveries[0] as { id: string } | undefined;
    });

    // Workspace B.
    const other = await createWorkspace(h.kv, { name: "other", credits: 100 });
    const { key: keyB } = await createApiKey(h.kv, { workspaceId: other.id, plan: "scale" });
    const asB = async (method: string, path: string, body?: unknown, headers = {}) =>
      await h.app.request(path, {
        method,
        headers: { "x-api-key": keyB, ...(body === undefined ? {} : JSON_HEADERS), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const secrets = [
      job.job_id,
      first.job_id,
      endpoint.id,
      endpoint.url,
      delivery.id,
      h.keyId,
      h.workspaceId,
      "a-secret-hook",
      '"limit_credits":7777',
    ];
    /** A by-id request: 404 NOT_FOUND, in the envelope, and no event stream. */
    const byId = async (label: string, res: Response) => {
      attempts++;
      const type = res.headers.get("content-type") ?? "";
      const text = await res.text();
      if (res.status !== 404 || !/application\/json/.test(type)) {
        reads.push(`${label}: ${res.status} ${type} ${text.slice(0, 120)}`);
      } else assert.equal(JSON.parse(text).error.code, "NOT_FOUND", label);
    };
    /** A list or own-view request: whatever it answers, none of A's identifiers. */
    const view = async (label: string, res: Response) => {
      attempts++;
      const text = await res.text();
      const seen = secrets.filter((s) => text.includes(s));
      if (seen.length) reads.push(`${label}: ${res.status} shows ${seen.join(", ")}`);
      return text;
    };

    await byId("GET job", await asB("GET", `/api/v1/jobs/${job.job_id}`));
    await byId("GET job events", await asB("GET", `/api/v1/jobs/${job.job_id}/events`));
    await byId(
      "GET job events resumed",
      await asB("GET", `/api/v1/jobs/${job.job_id}/events`, undefined, { "last-event-id": "0" }),
    );
    await byId(
      "PATCH endpoint",
      await asB("PATCH", `/api/v1/webhooks/endpoints/${endpoint.id}`, {
        is_active: false,
      }),
    );
    await byId("DELETE endpoint", await asB("DELETE", `/api/v1/webhooks/endpoints/${endpoint.id}`));
    await byId("GET delivery", await asB("GET", `/api/v1/webhooks/deliveries/${delivery.id}`));
    await byId(
      "retry delivery",
      await asB("POST", `/api/v1/webhooks/deliveries/${delivery.id}/retry`, {}),
    );
    for (
      const path of [
        "/api/v1/jobs",
        `/api/v1/jobs?cursor=${job.job_id}`,
        "/api/v1/jobs?status=completed",
        "/api/v1/webhooks/endpoints",
        "/api/v1/webhooks/deliveries",
        `/api/v1/webhooks/deliveries?endpoint_id=${endpoint.id}`,
        "/api/v1/webhooks/deliveries?project_id=client-a",
        "/api/v1/projects",
        "/api/v1/usage",
      ]
    ) await view(`GET ${path}`, await asB("GET", path));
    const budget = JSON.parse(
      await view("GET budget", await asB("GET", "/api/v1/projects/client-a/budget")),
    );
    assert.equal(budget.budget, null, "B sees no budget for a project only A budgeted");
    assert.equal(budget.used_credits, 0);
    const history = JSON.parse(
      await view(
        "GET serp history",
        await asB("GET", "/api/v1/serp/history?keyword=isolation%20keyword%20a"),
      ),
    );
    assert.equal(history.count, 0, "A's SERP history");
    // The same Idempotency-Key and body from B is B's own request, never A's replay.
    const replay = await asB("POST", `/api/v1${PURE.path}`, PURE.example, idem);
    attempts++;
    const replayed = await replay.json();
    if (replay.headers.get("x-idempotent-replay") || replayed.job_id === first.job_id) {
      reads.push(`idempotency replay across workspaces: ${JSON.stringify(replayed)}`);
    }
    await h.services.jobs.waitFor(replayed.job_id, 10_000);
    // MCP: the job tools and history.
    for (
      const [name, args] of [
        ["job_status", { job_id: job.job_id }],
        ["job_wait", { job_id: job.job_id, timeout_seconds: 1 }],
        ["jobs_list", {}],
        ["serp_history", { keyword: "isolation keyword a" }],
      ] as const
    ) {
      const res = await asB("POST", "/mcp", {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name, arguments: args },
      }, { accept: MCP_ACCEPT });
      if (name.startsWith("job_")) {
        // The NOT_FOUND message names the id B itself sent; nothing else.
        attempts++;
        const body = await res.json();
        const error = body.result?.structuredContent?.error;
        if (error?.code !== "NOT_FOUND" || body.result.structuredContent.job_id !== undefined) {
          reads.push(`MCP ${name}: ${JSON.stringify(body).slice(0, 200)}`);
        }
      } else await view(`MCP ${name}`, res);
    }
    // Keys: B's list is its own (none of A's keys), B cannot revoke A's key (404), and an API key
    // is no admin token.
    await view("GET keys (REST)", await asB("GET", "/api/v1/keys"));
    await byId("DELETE A's key (REST)", await asB("DELETE", `/api/v1/keys/${h.keyId}`));
    for (
      const [method, path] of [
        ["GET", `/admin/v1/keys?workspace_id=${h.workspaceId}`],
        ["DELETE", `/admin/v1/keys/${h.keyId}`],
      ]
    ) {
      attempts++;
      const res = await h.app.request(path, {
        method,
        headers: { authorization: `Bearer ${keyB}` },
      });
      const text = await res.text();
      if (res.status !== 401) reads.push(`${method} ${path} with B's key: ${res.status} ${text}`);
    }
    // Both of A's job webhooks have gone out before the store closes.
    await waitUntil("workspace A's deliveries", async () => {
      const list = await (await h.get("/webhooks/deliveries?status=delivered")).json();
      return list.deliveries.length >= 2;
    });
    // A's things are all still there and unchanged.
    const still = await (await h.get("/webhooks/endpoints")).json();
    assert.deepEqual(
      still.endpoints.map((e: { id: string; is_active: boolean }) => [e.id, e.is_active]),
      [[
        endpoint.id,
        true,
      ]],
    );
    assert.equal((await h.get("/usage")).status, 200, "A's key still works");
  } finally {
    await h.close();
    await receiver.shutdown();
  }
  await count("cross_workspace_attempts", attempts);
  await count("cross_workspace_reads", reads.length);
  console.log(`[security] cross-workspace: ${attempts} attempts, ${reads.length} reads`);
  assert.deepEqual(reads, []);
});

// ---------------------------------------------------------------------------------------------
// The admin API.

Deno.test("[security] every admin route without its token, or with a wrong one, is 401 with no data; without ADMIN_TOKEN it is 404", async () => {
  const h = await setup({ plan: "scale" });
  try {
    const routes = [
      ...new Set(
        h.app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/admin/v1/")).map((
          r,
        ) => `${r.method} ${r.path}`),
      ),
    ];
    assert.ok(routes.length >= 7, `admin routes: ${routes}`);
    const bad: Record<string, Record<string, string>> = {
      "no header": {},
      "wrong token": { authorization: "Bearer wrong-token-0123456789" },
      "token plus a character": { authorization: `Bearer ${ADMIN}x` },
      "token minus a character": { authorization: `Bearer ${ADMIN.slice(0, -1)}` },
      "token upper-cased": { authorization: `Bearer ${ADMIN.toUpperCase()}` },
      "Basic scheme": { authorization: `Basic ${btoa(`admin:${ADMIN}`)}` },
      "Token scheme": { authorization: `Token ${ADMIN}` },
      "token without a scheme": { authorization: ADMIN },
      "two tokens": { authorization: `Bearer ${ADMIN} ${ADMIN}` },
      "token in x-api-key": { "x-api-key": ADMIN },
      "an API key": { authorization: `Bearer ${h.key}` },
      "empty bearer": { authorization: "Bearer " },
    };
    const sample = { workspace_id: h.workspaceId, name: "x", credits: 5, amount: 5 };
    for (const route of routes) {
      const [method, template] = route.split(" ");
      const path = template.replace(/:[a-z_]+/g, h.workspaceId) +
        (template.endsWith("/keys") ? `?workspace_id=${h.workspaceId}` : "");
      for (const [label, headers] of Object.entries(bad)) {
        const res = await h.app.request(path, {
          method,
          headers: { ...headers, ...JSON_HEADERS },
          body: method === "GET" || method === "DELETE" ? undefined : JSON.stringify(sample),
        });
        const text = await res.text();
        assert.equal(res.status, 401, `${route} ${label}: ${text}`);
        assert.match(res.headers.get("www-authenticate") ?? "", /^Bearer /);
        const body = JSON.parse(text);
        assert.equal(body.error.code, "UNAUTHORIZED");
        assert.ok(!text.includes(h.workspaceId), `${route} ${label} names the workspace`);
        assert.ok(!text.includes("sk_live_"), `${route} ${label} shows a key`);
      }
    }
    // Nothing changed: the balance is what it was, no key was revoked, no workspace made.
    assert.equal(await balanceOf(h), 1_000);
    assert.equal((await h.get("/usage")).status, 200);
    const list = await h.app.request("/admin/v1/workspaces", {
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    assert.equal((await list.json()).workspaces.length, 1);

    // Without ADMIN_TOKEN, the admin API does not exist.
    const kv = await openTestStore();
    try {
      const app = createApp(createServices(loadConfig({}), kv, { workers }));
      for (const route of routes) {
        const [method, template] = route.split(" ");
        const res = await app.request(template.replace(/:[a-z_]+/g, "x"), {
          method,
          headers: { authorization: `Bearer ${ADMIN}`, ...JSON_HEADERS },
          body: method === "GET" || method === "DELETE" ? undefined : "{}",
        });
        assert.equal(res.status, 404, route);
        assert.equal((await res.json()).error.code, "NOT_FOUND");
      }
    } finally {
      await kv.close();
    }
  } finally {
    await h.close();
  }
});
