/**
 * The OAuth consent page in headless Chromium, by keyboard: a wrong key shows why on the page, the
 * right key approves and the browser lands on the client's redirect URI with a code (the page's
 * CSP `form-action` lets the approval redirect there), which redeems for an access token. No request leaves the service but the one to the client; axe finds nothing serious; at
 * 320 px nothing overflows.
 */
import assert from "node:assert/strict";
import * as oauth from "oauth4webapi";
import { setup } from "../helpers.ts";
import { type Flow, redeem } from "../oauth_flow.ts";
import { browserTest, screenshot, seriousViolations } from "./browser.ts";

browserTest(
  "[browser] consent page: refuse a wrong key, approve with the right one, land on the client with a code",
  async (browser) => {
    const h = await setup();
    const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, h.app.fetch);
    const origin = `http://127.0.0.1:${server.addr.port}`;
    // The client's redirect URI: a real listener (a redirected navigation is not routable).
    let landed: URL | null = null;
    const client = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) => {
      landed = new URL(req.url);
      return new Response("signed in", { headers: { "content-type": "text/plain" } });
    });
    const CALLBACK = `http://127.0.0.1:${client.addr.port}/callback`;
    try {
      const registered = await (await fetch(`${origin}/oauth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          redirect_uris: [CALLBACK],
          client_name: "Browser Agent",
          token_endpoint_auth_method: "none",
          grant_types: ["authorization_code", "refresh_token"],
        }),
      })).json();
      const verifier = oauth.generateRandomCodeVerifier();
      const url = new URL(`${origin}/oauth/authorize`);
      url.search = new URLSearchParams({
        client_id: registered.client_id,
        redirect_uri: CALLBACK,
        response_type: "code",
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: "S256",
        state: "st4te",
        resource: `${origin}/mcp`,
      }).toString();

      const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
      const outside: string[] = [];
      await page.route("**/*", async (route) => {
        const at = route.request().url();
        if (at.startsWith(`${origin}/`) || at.startsWith(CALLBACK)) return await route.continue();
        outside.push(at);
        await route.abort("blockedbyclient");
      });
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(String(err)));

      await page.goto(String(url));
      assert.equal(await page.locator("h1").innerText(), "Connect Browser Agent to Rankscope?");
      assert.deepEqual(await seriousViolations(page), []);
      await screenshot(page, "consent-page");

      // A wrong key: the page again, saying why, and no redirect.
      await page.focus("#credential");
      await page.keyboard.type("sk_live_" + "x".repeat(43));
      await page.keyboard.press("Enter");
      await page.locator('[role="alert"]').waitFor();
      assert.match(await page.locator('[role="alert"]').innerText(), /Unknown API key/);
      assert.equal(landed, null);

      // The right key, then the Approve button by keyboard.
      await page.fill("#credential", h.key);
      await page.focus("button[value=approve]");
      await page.keyboard.press("Enter");
      await page.waitForURL((u) => u.href.startsWith(CALLBACK), { timeout: 10_000 });
      const back = landed as URL | null;
      assert.ok(back, "the browser landed on the client's redirect URI");
      assert.equal(back.searchParams.get("state"), "st4te");
      assert.equal(back.searchParams.get("iss"), origin);

      const flow: Flow = {
        as: { issuer: origin, token_endpoint: `${origin}/oauth/token` },
        client: { client_id: registered.client_id, token_endpoint_auth_method: "none" },
        auth: oauth.None(),
        redirectUri: CALLBACK,
      };
      const params = oauth.validateAuthResponse(flow.as, flow.client, back, "st4te");
      const hosted = { ...h, app: { request: (u: string, i?: RequestInit) => fetch(u, i) } };
      const tokens = await redeem(hosted as never, flow, params, verifier, `${origin}/mcp`);
      assert.match(tokens.access_token, /^rs_at_/);

      // Narrow: nothing wider than a 320 px screen.
      await page.goto(String(url));
      await page.setViewportSize({ width: 320, height: 800 });
      const overflow = await page.evaluate<number>(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth",
      );
      assert.ok(overflow <= 0, `the consent page scrolls sideways by ${overflow} px at 320 px`);
      assert.deepEqual(outside, []);
      assert.deepEqual(errors, []);
    } finally {
      await client.shutdown();
      await server.shutdown();
      await h.close();
    }
  },
);
