import assert from "node:assert/strict";
import { factsFor, page, PAGE_URL, serve } from "../testing.ts";
import { robotsTxtProblems, robotsTxtValid } from "./robots_txt_valid.ts";

Deno.test("[technical qa check] robots_txt_valid: lines Google's parser ignores are minor", () => {
  const problems = robotsTxtProblems(
    "Disallow: /tmp\nUser-agent: *\nDisalow /x\nNoindex: /y\nSitemap: /sitemap.xml\nAllow: /\n",
  );
  assert.equal(problems.length, 4);
  assert.match(problems[0], /before any user-agent/);
  assert.match(problems.join(" "), /not a field: value/);
  assert.match(problems.join(" "), /unknown field "Noindex"/);
  assert.match(problems.join(" "), /not an absolute URL/);
  assert.deepEqual(
    robotsTxtProblems(
      "# comment\nUser-agent: *\nDisallow: /search\nSitemap: https://a.com/s.xml\n",
    ),
    [],
  );
});

Deno.test("[technical qa check] robots_txt_valid: a robots.txt answering 5xx is critical", async () => {
  const f = await factsFor(
    { url: PAGE_URL },
    serve({
      [PAGE_URL]: [200, page("", "<p>x</p>")],
      "https://example.com/robots.txt": [503, "", "text/plain"],
    }),
  );
  const found = robotsTxtValid.assess(f)!;
  assert.equal(found.severity, undefined); // the check's own: high
  assert.match(found.why, /stops crawling/);
});
