import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { jsShell } from "./js_shell.ts";

Deno.test("[technical qa check] js_shell: an app shell whose content needs JavaScript is critical", async () => {
  const shell = page(
    "<title>Loading… | App</title><script type=module src=/app.js></script>",
    '<div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript>',
  );
  const found = jsShell.assess(await factsOfHtml(shell))!;
  assert.ok(found.examples.some((x) => /#root/.test(x)));
  assert.match(found.fix, /server-side rendering|pre-rendering/);
  assert.ok(found.examples.some((x) => /rendering was not performed/.test(x)));
});

Deno.test("[technical qa check] js_shell: a server-rendered page with scripts is not a shell", async () => {
  const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(" ");
  const ssr = page(
    "<title>Pricing</title><script src=/app.js></script>",
    `<div id="root"><h1>Pricing</h1><p>${words}</p></div>`,
  );
  assert.equal(jsShell.assess(await factsOfHtml(ssr)), null);
});
