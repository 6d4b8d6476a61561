import assert from "node:assert/strict";
import { setup } from "../tests/helpers.ts";

Deno.test("[docs] /docs is served whole by this server, under a CSP that allows only this origin", async () => {
  const h = await setup({ queue: false });
  const page = await h.app.request("/docs");
  assert.equal(page.status, 200);
  const csp = page.headers.get("content-security-policy")!;
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /script-src 'self'(;|$)/);
  const html = await page.text();
  const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(refs.length >= 8);
  for (const ref of refs) {
    assert.ok(ref.startsWith("/"), `${ref} is not on this server`);
    const res = await h.app.request(ref, { headers: { "x-api-key": h.key } });
    assert.equal(res.status, 200, ref);
    await res.body?.cancel();
  }
  for (const name of ["constructor", "..%2Fdeno.json", "package.json"]) {
    const res = await h.app.request(`/docs/assets/${name}`);
    assert.equal(res.status, 404, name);
    await res.body?.cancel();
  }
  await h.close();
});
