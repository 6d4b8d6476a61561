/**
 * OAuth abuse (reliability), with the real client library oauth4webapi over the app in process:
 * concurrent refreshes of one token never revoke the connection while true replays still do; the
 * authorization endpoint never redirects an error on its own and refuses OS-handler schemes;
 * registration is budgeted per forwarded client (TRUSTED_PROXIES) and globally; slow client
 * metadata documents hold a bounded share of the fetch slots; one resource rule at both
 * endpoints; refused consent credentials are throttled.
 */
import assert from "node:assert/strict";
import * as oauth from "oauth4webapi";
import { REFRESH_GRACE_MS } from "../../lib/oauth/grants.ts";
import { CONSENT_CHECK_BUDGET, REGISTRATION_BUDGET } from "../../lib/oauth/registration_limit.ts";
import type { OAuthClient } from "../../lib/schemas/oauth.ts";
import { keys } from "../../lib/store/keys.ts";
import type { WebFetcher } from "../../lib/web/fetcher.ts";
import { type Harness, setup, waitUntil } from "../helpers.ts";
import {
  authorizationUrl,
  authorize,
  BASE,
  connectClient,
  discoverAndRegister,
  type Flow,
  formFields,
  redeem,
  RESOURCE,
  viaApp,
} from "../oauth_flow.ts";
import { count } from "./scorecard.ts";

/** A request from `peer` (Deno.serve's connection info), with `forwarded` as X-Forwarded-For. */
function from(h: Harness, peer: string, forwarded?: string) {
  return async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (forwarded) headers.set("x-forwarded-for", forwarded);
    return await h.app.request(url, { ...init, headers }, {
      remoteAddr: { transport: "tcp", hostname: peer, port: 40000 },
    });
  };
}

/** Whether an access token still opens /mcp (a cheap initialize, nothing charged). */
async function works(h: Harness, token: string): Promise<boolean> {
  const res = await h.app.request(`${BASE}/mcp`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
  });
  await res.body?.cancel();
  return res.status === 200;
}

function refresh(h: Harness, flow: Flow, token: string) {
  return oauth.refreshTokenGrantRequest(flow.as, flow.client, flow.auth, token, {
    ...viaApp(h),
    additionalParameters: { resource: RESOURCE },
  });
}

Deno.test("refresh races: two concurrent refreshes of one token 50 times, no revocation", async () => {
  const h = await setup();
  try {
    const { flow, tokens } = await connectClient(h);
    let current = tokens.refresh_token!;
    let spurious = 0;
    for (let race = 0; race < 50; race++) {
      const answers = await Promise.all([refresh(h, flow, current), refresh(h, flow, current)]);
      const pairs = [];
      for (const answer of answers) {
        try {
          pairs.push(await oauth.processRefreshTokenResponse(flow.as, flow.client, answer));
        } catch {
          spurious++;
        }
      }
      if (pairs.length === 0 || !(await works(h, pairs[0].access_token))) {
        spurious++;
        break;
      }
      // The client keeps whichever answer it read last: alternate between them.
      current = pairs[race % pairs.length].refresh_token!;
    }
    await count("oauth_refresh_races", 50);
    await count("oauth_spurious_revocations", spurious);
    assert.equal(spurious, 0);
  } finally {
    await h.close();
  }
});

Deno.test("true refresh replays revoke: after the grace window, and after the new token was used", async () => {
  let now = Date.parse("2026-11-27T10:00:00Z");
  const h = await setup({ now: () => new Date(now) });
  try {
    let revoked = 0;
    for (const replay of ["after the window", "after the successor"] as const) {
      const { flow, tokens } = await connectClient(h);
      const renewed = await oauth.processRefreshTokenResponse(
        flow.as,
        flow.client,
        await refresh(h, flow, tokens.refresh_token!),
      );
      let live = renewed.access_token;
      if (replay === "after the window") now += REFRESH_GRACE_MS + 1000;
      else {
        const next = await oauth.processRefreshTokenResponse(
          flow.as,
          flow.client,
          await refresh(h, flow, renewed.refresh_token!),
        );
        live = next.access_token;
      }
      const answer = await refresh(h, flow, tokens.refresh_token!);
      const body = await answer.json();
      if (body.error === "invalid_grant" && !(await works(h, live))) revoked++;
    }
    await count("oauth_true_replays", 2);
    await count("oauth_true_replays_not_revoked", 2 - revoked);
    assert.equal(revoked, 2);
  } finally {
    await h.close();
  }
});

Deno.test("open redirect: errors are shown, never redirected; ms-officecmd: cannot be registered", async () => {
  const h = await setup();
  try {
    const flow = await discoverAndRegister(h);
    let redirects = 0;
    const bad: Record<string, string | null>[] = [
      { code_challenge_method: "plain" },
      { response_type: "token" },
      { code_challenge: null },
      { resource: "https://elsewhere.example/mcp" },
      { state: "s".repeat(1001) },
      { redirect_uri: "http://127.0.0.1:7777/callback#frag" },
    ];
    for (const params of bad) {
      const { url } = await authorizationUrl(flow, params);
      const res = await h.app.request(String(url));
      await res.body?.cancel();
      if (res.headers.get("location") !== null || res.status !== 400) redirects++;
    }
    const officeCmd = await h.app.request(`${BASE}/oauth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ redirect_uris: ["ms-officecmd:launch?x=1"] }),
    });
    const refused = await officeCmd.json();
    // A client stored before the rule (an OS-handler redirect URI) is not sent anywhere either.
    const legacy = {
      ...(await h.services.kv.get<OAuthClient>(keys.oauthClient(flow.client.client_id))).value!,
      client_id: "client_legacy",
      redirect_uris: ["ms-officecmd:launch"],
    };
    await h.services.kv.set(keys.oauthClient(legacy.client_id), legacy);
    const { url: legacyUrl } = await authorizationUrl({
      ...flow,
      client: { client_id: legacy.client_id },
      redirectUri: "ms-officecmd:launch",
    }, { redirect_uri: null });
    const legacyAnswer = await h.app.request(String(legacyUrl));
    assert.match(await legacyAnswer.text(), /ms-officecmd: scheme is not allowed/);
    if (legacyAnswer.headers.get("location") !== null || legacyAnswer.status !== 400) redirects++;
    await count("oauth_open_redirect_probes", bad.length + 2);
    await count("oauth_open_redirects", redirects + (officeCmd.status === 201 ? 1 : 0));
    assert.equal(redirects, 0);
    assert.equal(officeCmd.status, 400);
    assert.equal(refused.error, "invalid_redirect_uri");
  } finally {
    await h.close();
  }
});

Deno.test("registration behind TRUSTED_PROXIES: keyed by the forwarded client, with a global ceiling", async () => {
  const h = await setup({ env: { TRUSTED_PROXIES: "10.0.0.1" } });
  const { perAddress, global } = REGISTRATION_BUDGET;
  try {
    const register = (send: ReturnType<typeof from>) =>
      send(`${BASE}/oauth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ redirect_uris: ["https://a.example/cb"] }),
      });
    const statuses = async (send: ReturnType<typeof from>, n: number) => {
      const seen: number[] = [];
      for (let i = 0; i < n; i++) {
        const res = await register(send);
        await res.body?.cancel();
        seen.push(res.status);
      }
      return seen;
    };
    // One forwarded client uses its share; another behind the same proxy is not refused.
    const first = await statuses(from(h, "10.0.0.1", "198.51.100.1"), perAddress + 1);
    assert.deepEqual(first.slice(0, perAddress), Array(perAddress).fill(201));
    const limited = await register(from(h, "10.0.0.1", "198.51.100.1"));
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get("retry-after")) > 0);
    assert.match((await limited.json()).error.message, /This address/);
    assert.equal((await statuses(from(h, "10.0.0.1", "198.51.100.2"), 1))[0], 201);
    // An untrusted peer's X-Forwarded-For is not believed: its own address is counted.
    const spoofed = [];
    for (let i = 0; i < perAddress + 1; i++) {
      spoofed.push(...await statuses(from(h, "203.0.113.7", `192.0.2.${i}`), 1));
    }
    assert.equal(spoofed.at(-1), 429);
    // IPv6 addresses of one /64 share a budget.
    const v6 = [];
    for (let i = 0; i < perAddress + 1; i++) {
      v6.push(...await statuses(from(h, "10.0.0.1", `2001:db8:5:6::${i + 1}`), 1));
    }
    assert.equal(v6.at(-1), 429);
    // Many clients together reach the global ceiling: then everyone waits.
    let registered = first.filter((s) => s === 201).length + 1 +
      spoofed.filter((s) => s === 201).length + v6.filter((s) => s === 201).length;
    for (let client = 10; registered < global; client++) {
      const seen = await statuses(
        from(h, "10.0.0.1", `198.51.100.${client}`),
        Math.min(perAddress, global - registered),
      );
      registered += seen.filter((s) => s === 201).length;
    }
    const ceiling = await register(from(h, "10.0.0.1", "198.51.100.250"));
    assert.equal(ceiling.status, 429);
    assert.match((await ceiling.json()).error.message, /All addresses together/);
    const bypasses = first.slice(perAddress).filter((s) => s !== 429).length +
      (spoofed.at(-1) === 429 ? 0 : 1) + (v6.at(-1) === 429 ? 0 : 1);
    await count("oauth_registration_limit_checks", 4);
    await count("oauth_registration_limit_bypasses", bypasses);
    assert.equal(bypasses, 0);
  } finally {
    await h.close();
  }
});

/** Client metadata documents: `slow*` hosts answer when released, any other at once. */
function documentsWeb() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => release = resolve);
  const fetching = { slow: 0 };
  const web: WebFetcher = {
    async get(url) {
      if (new URL(url).hostname.startsWith("slow")) {
        fetching.slow++;
        await gate;
      }
      const document = { client_id: url, redirect_uris: ["https://app.example/cb"] };
      return {
        url,
        status: 200,
        headers: new Headers({ "content-type": "application/json" }),
        body: new TextEncoder().encode(JSON.stringify(document)),
        redirects: [],
      };
    },
  };
  return { web, release, fetching };
}

Deno.test("eight slow metadata documents do not block another person's sign-in", async () => {
  const { web, release, fetching } = documentsWeb();
  const h = await setup({ web });
  try {
    const authorizeAt = (clientId: string) =>
      `${BASE}/oauth/authorize?${new URLSearchParams({
        client_id: clientId,
        response_type: "code",
        code_challenge: "a".repeat(43),
        code_challenge_method: "S256",
      })}`;
    const attacker = from(h, "203.0.113.9");
    const slow = Array.from(
      { length: 8 },
      (_, i) => attacker(authorizeAt(`https://slow${i}.example/client.json`)),
    );
    const settled = Promise.all(slow);
    // Every slow request has reached the metadata fetch: two fetching, six answered.
    let answered = 0;
    for (const r of slow) r.then(() => answered++);
    await waitUntil(
      "the slow requests placed",
      () => Promise.resolve(fetching.slow === 2 && answered === 6 || null),
      5_000,
      5,
    );
    const other = await from(h, "198.51.100.7")(authorizeAt("https://agent.example/client.json"));
    const blocked = other.status === 200 ? 0 : 1;
    assert.match(await other.text(), /Connect https:\/\/agent\.example/);
    release();
    const slowStatuses = (await settled).map((r) => (r.body?.cancel(), r.status)).sort();
    let stored = 0;
    for await (const _ of h.services.kv.list({ prefix: ["oauth_client"] })) stored++;
    await count("oauth_metadata_signins_blocked", blocked);
    await count("oauth_metadata_documents_stored", stored);
    assert.equal(blocked, 0);
    assert.deepEqual(slowStatuses, [200, 200, 503, 503, 503, 503, 503, 503]);
    assert.equal(stored, 0);
  } finally {
    release();
    await h.close();
  }
});

Deno.test("the resource rule is the same at the authorization and token endpoints", async () => {
  const h = await setup();
  try {
    const flow = await discoverAndRegister(h);
    let differ = 0;
    // A trailing slash: accepted at both (the code is not spent for nothing).
    const { params, verifier } = await authorize(h, flow, { resource: `${RESOURCE}/` });
    const tokens = await redeem(h, flow, params, verifier, `${RESOURCE}/`).catch(() => null);
    if (!tokens) differ++;
    // Two slashes: refused at the authorization endpoint already.
    const { url } = await authorizationUrl(flow, { resource: `${RESOURCE}//` });
    const page = await h.app.request(String(url));
    if (page.status !== 400 || !/invalid_target/.test(await page.text())) differ++;
    await count("oauth_resource_rule_mismatches", differ);
    assert.equal(differ, 0);
  } finally {
    await h.close();
  }
});

Deno.test("consent: refused credentials are throttled per address and in all (429, the page again)", async () => {
  const h = await setup();
  const { perAddress, global } = CONSENT_CHECK_BUDGET;
  try {
    const flow = await discoverAndRegister(h);
    const { url } = await authorizationUrl(flow, { state: "s" });
    const fields = formFields(await (await h.app.request(String(url))).text());
    const post = (peer: string, credential: string) =>
      from(h, peer)(`${BASE}/oauth/authorize`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
        body: new URLSearchParams({ ...fields, credential, decision: "approve" }).toString(),
      });
    let checked = 0;
    for (let i = 0; i < perAddress + 5; i++) {
      const res = await post("203.0.113.9", `wrong-admin-token-${i}`);
      await res.body?.cancel();
      if (res.status === 403) checked++;
    }
    const fromOne = checked;
    const limited = await post("203.0.113.9", h.key);
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get("retry-after")) > 0);
    const html = await limited.text();
    assert.match(html, /refused sign-in attempts/);
    assert.match(html, /<form method="post"/);
    // Another address is not refused; a crowd of addresses reaches the global budget.
    const ok = await post("198.51.100.7", h.key);
    assert.equal(ok.status, 303);
    for (let i = 0; checked < global; i++) {
      const res = await post(`192.0.2.${i}`, "wrong");
      await res.body?.cancel();
      if (res.status === 403) checked++;
    }
    const everyone = await post("198.51.100.8", "wrong");
    assert.equal(everyone.status, 429);
    assert.match(await everyone.text(), /All addresses together/);
    await count("oauth_consent_guesses", perAddress + 5);
    await count("oauth_consent_guesses_checked", fromOne);
    assert.equal(fromOne, perAddress);
    assert.equal(checked, global);
  } finally {
    await h.close();
  }
});
