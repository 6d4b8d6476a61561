import assert from "node:assert/strict";
import { factsFor, factsOfHtml, page, PAGE_URL, serve } from "../testing.ts";
import { robotsTxt } from "./robots_txt.ts";

const HTML = page("<title>t</title>", "<h1>x</h1>");
const ROBOTS = "https://example.com/robots.txt";

Deno.test("[technical qa check] robots_txt: a Disallow for Googlebot on the URL is high", async () => {
  const txt = "User-agent: *\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /blog/\n";
  const f = await factsFor(
    { url: PAGE_URL },
    serve({ [PAGE_URL]: [200, HTML], [ROBOTS]: [200, txt, "text/plain"] }),
  );
  const found = robotsTxt.assess(f);
  assert.ok(found);
  assert.match(found.examples[0], /\(line 5\) disallows/);
});

Deno.test("[technical qa check] robots_txt: allowed or absent passes; unreadable or inline is skipped", async () => {
  const allowed = await factsFor(
    { url: PAGE_URL },
    serve({
      [PAGE_URL]: [200, HTML],
      [ROBOTS]: [200, "User-agent: *\nDisallow: /admin", "text/plain"],
    }),
  );
  assert.equal(robotsTxt.assess(allowed), null);
  const absent = await factsFor({ url: PAGE_URL }, serve({ [PAGE_URL]: [200, HTML] }));
  assert.equal(robotsTxt.needs!(absent), null);
  assert.equal(robotsTxt.assess(absent), null);
  const broken = await factsFor(
    { url: PAGE_URL },
    serve({ [PAGE_URL]: [200, HTML], [ROBOTS]: [503, "down", "text/plain"] }),
  );
  assert.match(robotsTxt.needs!(broken)!, /could not be read \(robots.txt answered 503\)/);
  assert.match(robotsTxt.needs!(await factsOfHtml(HTML))!, /needs url/);
});
