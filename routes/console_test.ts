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

Deno.test("[console] /favicon.ico is the icon at 16, 32 and 48 px, /favicon.svg the drawing; both cacheable, both linked", async () => {
  const h = await setup({ queue: false });
  const ico = await h.app.request("/favicon.ico");
  assert.equal(ico.status, 200);
  assert.equal(ico.headers.get("content-type"), "image/x-icon");
  assert.equal(ico.headers.get("cache-control"), "public, max-age=86400");
  const bytes = new Uint8Array(await ico.arrayBuffer());
  const view = new DataView(bytes.buffer);
  assert.deepEqual([view.getUint16(0, true), view.getUint16(2, true)], [0, 1], "an ICO header");
  const sizes = [];
  for (let i = 0; i < view.getUint16(4, true); i++) {
    const entry = 6 + 16 * i;
    const length = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    assert.ok(offset + length <= bytes.length);
    // Each image a PNG of the size its entry says (IHDR: width, then height).
    assert.deepEqual([...bytes.subarray(offset, offset + 8)], [137, 80, 78, 71, 13, 10, 26, 10]);
    assert.deepEqual([view.getUint32(offset + 16), view.getUint32(offset + 20)], [
      bytes[entry],
      bytes[entry + 1],
    ]);
    sizes.push(bytes[entry]);
  }
  assert.deepEqual(sizes, [16, 32, 48]);
  const svg = await h.app.request("/favicon.svg");
  assert.equal(svg.status, 200);
  assert.equal(svg.headers.get("content-type"), "image/svg+xml");
  assert.equal(svg.headers.get("cache-control"), "public, max-age=86400");
  assert.match(await svg.text(), /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  const html = await (await h.app.request("/", { headers: { accept: "text/html" } })).text();
  assert.match(html, /<link rel="icon" href="\/favicon\.ico" sizes="16x16 32x32 48x48">/);
  assert.match(html, /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml">/);
  for (const name of ["/favicon.png", "/favicon.icox", "/xfavicon.ico"]) {
    const res = await h.app.request(name);
    assert.equal(res.status, 404, name);
    await res.body?.cancel();
  }
  await h.close();
});
