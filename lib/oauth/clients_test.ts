import assert from "node:assert/strict";
import { createWebFetcher, type WebFetcher } from "../web/fetcher.ts";
import { redirectUriProblem } from "../schemas/oauth.ts";
import {
  authenticateClient,
  cachedDocuments,
  findClient,
  METADATA_DOCUMENTS_CACHED,
  metadataUrlProblem,
  presentedClient,
  registerClient,
} from "./clients.ts";
import { OAuthError } from "./errors.ts";
import { openTestStore } from "../../tests/store.ts";

const NOW = new Date("2026-11-27T10:00:00Z");

Deno.test("redirect URIs: https, loopback http and private-use schemes only", () => {
  for (
    const ok of [
      "https://claude.ai/api/mcp/auth_callback",
      "http://127.0.0.1:33418/callback",
      "http://localhost/cb",
      "http://[::1]:8080/cb",
      "cursor://anysphere.cursor-retrieval/oauth/user-rankscope/callback",
      "vscode://vscode.github-authentication/did-authenticate",
      "com.example.app:/oauth/callback",
    ]
  ) assert.equal(redirectUriProblem(ok), null, ok);
  for (
    const [bad, why] of [
      ["http://example.com/cb", /loopback/],
      ["javascript:alert(1)", /javascript/],
      ["data:text/html,hi", /data/],
      ["https://a.example/cb#frag", /fragment/],
      ["https://user:pw@a.example/cb", /credentials/],
      ["/relative", /absolute/],
      ["ms-officecmd:launch", /ms-officecmd: scheme is not allowed/],
      ["search-ms:query=x", /reversed domain/],
      ["file:///etc/passwd", /file: scheme/],
    ] as const
  ) assert.match(redirectUriProblem(bad) ?? "", why, bad);
});

Deno.test("client ID metadata document URLs: https with a path, no fragment or dot segments", () => {
  assert.equal(metadataUrlProblem("https://app.example/oauth/client.json"), null);
  assert.match(metadataUrlProblem("http://app.example/client.json")!, /https/);
  assert.match(metadataUrlProblem("https://app.example/")!, /path/);
  assert.match(metadataUrlProblem("https://app.example/a/../b")!, /dot segments/);
});

Deno.test("a metadata document on a private address is refused by the SSRF guard, not fetched", async () => {
  const kv = await openTestStore();
  try {
    await assert.rejects(
      () => findClient(kv, createWebFetcher(), "https://127.0.0.1/client.json", NOW),
      (err: OAuthError) => err.code === "invalid_client" && /could not be read/.test(err.message),
    );
    await assert.rejects(
      () => findClient(kv, createWebFetcher(), "client_unknown", NOW),
      (err: OAuthError) => err.code === "invalid_client" && /not registered/.test(err.message),
    );
  } finally {
    await kv.close();
  }
});

Deno.test("client credentials: Basic (form-urlencoded parts) or the body, never both", () => {
  const basic = (id: string, secret: string) =>
    new Headers({
      authorization: "Basic " + btoa(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`),
    });
  assert.deepEqual(presentedClient(basic("client_1", "s:e cret"), new URLSearchParams()), {
    clientId: "client_1",
    secret: "s:e cret",
  });
  assert.deepEqual(
    presentedClient(new Headers(), new URLSearchParams("client_id=c&client_secret=s")),
    { clientId: "c", secret: "s" },
  );
  assert.throws(
    () => presentedClient(basic("a", "b"), new URLSearchParams("client_secret=s")),
    /sent in the body and in Basic/,
  );
  assert.throws(
    () => presentedClient(new Headers({ authorization: "Basic !!!" }), new URLSearchParams()),
    /only the Basic scheme|not client_id:secret/,
  );
  assert.throws(() => presentedClient(new Headers(), new URLSearchParams()), /client_id/);
});

Deno.test("a confidential client's secret is stored hashed and checked; a public client sends none", async () => {
  const kv = await openTestStore();
  try {
    const info = await registerClient(kv, {
      redirect_uris: ["https://a.example/cb"],
      token_endpoint_auth_method: "client_secret_post",
    }, NOW);
    assert.match(info.client_secret!, /^rs_cs_/);
    const stored = await findClient(kv, createWebFetcher(), info.client_id, NOW);
    assert.equal(JSON.stringify(stored).includes(info.client_secret!), false);
    authenticateClient(stored, { clientId: info.client_id, secret: info.client_secret! });
    assert.throws(() => authenticateClient(stored, { clientId: info.client_id, secret: "x" }));
    assert.throws(() => authenticateClient(stored, { clientId: info.client_id, secret: null }));

    const open = await registerClient(kv, {
      redirect_uris: ["https://a.example/cb"],
      token_endpoint_auth_method: "none",
    }, NOW);
    const publicClient = await findClient(kv, createWebFetcher(), open.client_id, NOW);
    authenticateClient(publicClient, { clientId: open.client_id, secret: null });
    assert.throws(
      () => authenticateClient(publicClient, { clientId: open.client_id, secret: "x" }),
      /public/,
    );
  } finally {
    await kv.close();
  }
});

/** A fetcher whose documents arrive when `release()` is called; it counts its fetches. */
function gatedWeb() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => release = resolve);
  const fetched: string[] = [];
  const web: WebFetcher = {
    async get(url) {
      fetched.push(url);
      await gate;
      const document = { client_id: url, redirect_uris: ["https://a.example/cb"] };
      return {
        url,
        status: 200,
        headers: new Headers(),
        body: new TextEncoder().encode(JSON.stringify(document)),
        redirects: [],
      };
    },
  };
  /** Resolves once `n` fetches have started (slots are taken after an async store read). */
  const started = async (n: number) => {
    while (fetched.length < n) await new Promise((resolve) => setTimeout(resolve, 1));
  };
  return { web, release, fetched, started };
}

const busy = (err: OAuthError) => err.code === "temporarily_unavailable" && err.status === 503;

Deno.test("metadata documents: one address or one host holds two fetch slots, never all of them", async () => {
  const kv = await openTestStore();
  const { web, release, started } = gatedWeb();
  try {
    const url = (host: string) => `https://${host}.example/client.json`;
    const attacker = { address: "203.0.113.9" };
    // Eight slow documents on eight hosts from one address: two are fetched, six refused.
    const tries = Array.from(
      { length: 8 },
      (_, i) => findClient(kv, web, url(`slow${i}`), NOW, attacker),
    );
    const settled = Promise.allSettled(tries);
    let refused = 0;
    for (const t of tries) t.catch(() => refused++);
    await started(2);
    // Another person's sign-in (another address, another host) is fetched meanwhile.
    const other = findClient(kv, web, url("agent"), NOW, { address: "198.51.100.7" });
    await started(3);
    // One host's share: two addresses fetch a slow host's document; a third is refused.
    const own = findClient(kv, web, url("slow9"), NOW, { address: "192.0.2.2" });
    await started(4);
    const sameHost = findClient(kv, web, url("slow9"), NOW, { address: "192.0.2.3" });
    await started(5);
    await assert.rejects(
      () => findClient(kv, web, url("slow9"), NOW, { address: "192.0.2.4" }),
      busy,
    );
    // Every try has met the slots before any is released (slots are taken after store reads).
    const deadline = Date.now() + 5_000; // without the limit none is refused: the asserts say so
    while (refused < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
    release();
    const outcomes = await settled;
    assert.equal(outcomes.filter((o) => o.status === "fulfilled").length, 2);
    for (const o of outcomes.filter((o) => o.status === "rejected")) assert.ok(busy(o.reason));
    assert.equal((await other).client_id, url("agent"));
    assert.equal((await own).client_id, url("slow9"));
    assert.equal((await sameHost).client_id, url("slow9"));
  } finally {
    release();
    await kv.close();
  }
});

Deno.test("metadata documents are cached in the process, bounded, and never written to the store", async () => {
  const kv = await openTestStore();
  const { web, release, fetched } = gatedWeb();
  release();
  try {
    const url = (i: number) => `https://agent${i}.example/client.json`;
    for (let i = 0; i <= METADATA_DOCUMENTS_CACHED; i++) {
      await findClient(kv, web, url(i), NOW, { address: `10.0.${i >> 8}.${i & 255}` });
    }
    assert.equal(cachedDocuments(kv), METADATA_DOCUMENTS_CACHED);
    for await (const _ of kv.list({ prefix: [] })) assert.fail("a metadata document was stored");
    // The newest is served from the cache; the oldest was dropped and is fetched again.
    const count = fetched.length;
    await findClient(kv, web, url(METADATA_DOCUMENTS_CACHED), NOW);
    assert.equal(fetched.length, count);
    await findClient(kv, web, url(0), NOW);
    assert.equal(fetched.length, count + 1);
  } finally {
    await kv.close();
  }
});

Deno.test("a metadata document that does not arrive in time frees its slot", async () => {
  const kv = await openTestStore();
  const { web, release } = gatedWeb();
  try {
    const asker = { address: "203.0.113.9", timeoutMs: 50 };
    const url = (i: number) => `https://slow${i}.example/client.json`;
    for (const i of [0, 1]) {
      await assert.rejects(
        () => findClient(kv, web, url(i), NOW, asker),
        (err: OAuthError) =>
          err.code === "invalid_client" && /no answer in 50 ms/.test(err.message),
      );
    }
    await assert.rejects(() => findClient(kv, web, url(2), NOW, asker), /no answer/);
  } finally {
    release();
    await kv.close();
  }
});
