import assert from "node:assert/strict";
import type { WebFetcher } from "../../../web/fetcher.ts";
import { factsFor, page, PAGE_URL } from "../testing.ts";
import { canonicalTarget } from "./canonical_target.ts";

const OLD = "https://example.com/blog/old-slug";

/** Serves the page with a canonical to OLD, and OLD as `target`. */
function site(target: { status: number; body?: string; redirectTo?: string }): WebFetcher {
  const html = page(`<link rel="canonical" href="${OLD}">`, "<p>x</p>");
  return {
    get(url) {
      const ok = (u: string, status: number, body: string, redirects: string[] = []) =>
        Promise.resolve({
          url: u,
          status,
          headers: new Headers({ "content-type": "text/html" }),
          body: new TextEncoder().encode(body),
          redirects,
          redirect_statuses: redirects.map(() => 301),
        });
      if (url === PAGE_URL) return ok(PAGE_URL, 200, html);
      if (url === OLD && target.redirectTo) return ok(target.redirectTo, 200, html, [OLD]);
      if (url === OLD) return ok(OLD, target.status, target.body ?? "");
      return ok(url, 404, "");
    },
  };
}

Deno.test("[technical qa check] canonical_target: a canonical that redirects back asks for a self-referencing one", async () => {
  const f = await factsFor({ url: PAGE_URL }, site({ status: 200, redirectTo: PAGE_URL }));
  const found = canonicalTarget.assess(f)!;
  assert.equal(found.severity, "high");
  assert.match(found.examples[0], /redirects \(301\).*this page/);
  assert.match(found.fix, /self-referencing/);
  assert.ok(found.fix.includes(PAGE_URL));
});

Deno.test("[technical qa check] canonical_target: an error or noindex target is critical; a live one passes", async () => {
  assert.equal(
    canonicalTarget.assess(await factsFor({ url: PAGE_URL }, site({ status: 404 })))?.severity,
    "high",
  );
  const noindex = page('<meta name="robots" content="noindex">', "<p>old</p>");
  assert.match(
    canonicalTarget.assess(await factsFor({ url: PAGE_URL }, site({ status: 200, body: noindex })))!
      .examples[0],
    /noindex/,
  );
  const live = page(`<link rel="canonical" href="${OLD}">`, "<p>old</p>");
  assert.equal(
    canonicalTarget.assess(await factsFor({ url: PAGE_URL }, site({ status: 200, body: live }))),
    null,
  );
});
