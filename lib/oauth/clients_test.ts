import assert from "node:assert/strict";
import { createWebFetcher, type WebFetcher } from "../web/fetcher.ts";
import { redirectUriProblem } from "../schemas/oauth.ts";
import {
  authenticateClient,
  findClient,
  metadataUrlProblem,
  presentedClient,
  registerClient,
} from "./clients.ts";
import { OAuthError } from "./errors.ts";

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
  const kv = await Deno.openKv(":memory:");
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
    kv.close();
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
  const kv = await Deno.openKv(":memory:");
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
    kv.close();
  }
});

Deno.test("at most eight metadata documents are read at once; the ninth is told to retry", async () => {
  const kv = await Deno.openKv(":memory:");
  let release!: () => void;
  const gate = new Promise<void>((resolve) => release = resolve);
  const slow: WebFetcher = {
    async get(url) {
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
  try {
    const url = (i: number) => `https://agent${i}.example/client.json`;
    const pending = Array.from({ length: 8 }, (_, i) => findClient(kv, slow, url(i), NOW));
    await assert.rejects(
      () => findClient(kv, slow, url(8), NOW),
      (err: OAuthError) => err.code === "temporarily_unavailable" && err.status === 503,
    );
    release();
    const clients = await Promise.all(pending);
    assert.equal(clients[3].client_id, url(3));
    assert.equal((await findClient(kv, slow, url(8), NOW)).source, "metadata_document");
  } finally {
    kv.close();
  }
});
