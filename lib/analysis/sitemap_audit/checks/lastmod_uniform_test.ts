import assert from "node:assert/strict";
import { factsFor, urlset } from "../testing.ts";
import { lastmodUniform } from "./lastmod_uniform.ts";

Deno.test("[sitemap check] lastmodUniform finds what it looks for", async () => {
  const found = lastmodUniform.assess(
    await factsFor(
      urlset(
        Array.from(
          { length: 20 },
          (_, i) => `<loc>https://a.com/${i}</loc><lastmod>2026-01-01</lastmod>`,
        ),
      ),
      {},
    ),
  );
  assert.ok(found, "a finding");
  assert.ok(found.title.includes("share one <lastmod>"), found.title);
});

Deno.test("[sitemap check] lastmodUniform stays quiet on a clean input", async () => {
  assert.equal(
    lastmodUniform.assess(
      await factsFor(
        urlset(
          Array.from(
            { length: 20 },
            (_, i) =>
              `<loc>https://a.com/${i}</loc><lastmod>2026-01-${
                String(i + 1).padStart(2, "0")
              }</lastmod>`,
          ),
        ),
        {},
      ),
    ),
    null,
  );
});
