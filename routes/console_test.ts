import assert from "node:assert/strict";
import { setup } from "../tests/helpers.ts";

Deno.test("[console] a browser at / gets the console under its CSP; anything else the JSON index", async () => {
  const h = await setup({ queue: false });
  const page = await h.app.request("/", { headers: { accept: "text/html,application/xhtml+xml" } });
  assert.equal(page.status, 200);
  assert.match(page.headers.get("content-type")!, /^text\/html/);
  assert.match(page.headers.get("content-security-policy")!, /script-src 'self'(;|$)/);
  const html = await page.text();
  assert.match(html, /^<!doctype html><html lang="en">/);
  // The operations the form offers: the built ones, with their examples, as inert JSON.
  const data = /<script type="application\/json" id="operations">(.*?)<\/script>/s.exec(html)![1];
  const offered = JSON.parse(data) as { path: string; example: unknown }[];
  assert.deepEqual(
    offered.map((o) => o.path),
    h.services.operations.filter((op) => op.available).map((op) => op.path),
  );
  for (const ref of [...html.matchAll(/(?:src|href)="(\/[^"]*)"/g)].map((m) => m[1])) {
    const res = await h.app.request(ref);
    assert.equal(res.status, 200, ref);
    await res.body?.cancel();
  }
  const index = await h.app.request("/");
  assert.equal((await index.json()).api, "/api/v1");
  for (const name of ["constructor", "..%2F..%2Fdeno.json", "console.ts"]) {
    assert.equal((await h.app.request(`/console/${name}`)).status, 404, name);
  }
  await h.close();
});
