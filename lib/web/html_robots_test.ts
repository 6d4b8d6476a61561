import assert from "node:assert/strict";
import { blocksIndexing, parseRobotsContent, parseXRobotsTag } from "./html_robots.ts";

Deno.test("[robots] meta content: flags, none, valued directives and unknown tokens", () => {
  const d = parseRobotsContent(
    " NoIndex , NOARCHIVE, max-snippet:-1, max-video-preview: 30, max-image-preview:Standard, indexx",
    { source: "meta", agent: "Robots" },
  );
  assert.equal(d.agent, "robots");
  assert.deepEqual([d.noindex, d.nofollow, d.noarchive, d.none], [true, false, true, false]);
  assert.equal(d.max_snippet, -1);
  assert.equal(d.max_video_preview, 30);
  assert.equal(d.max_image_preview, "standard");
  assert.deepEqual(d.unknown, ["indexx"]);
  const none = parseRobotsContent("none", { source: "meta", agent: "googlebot" });
  assert.deepEqual([none.none, none.noindex, none.nofollow], [true, true, true]);
  const neutral = parseRobotsContent("index, follow, all", { source: "meta", agent: "robots" });
  assert.deepEqual(neutral.unknown, []);
  assert.equal(neutral.noindex, false);
});

Deno.test("[robots] X-Robots-Tag: agent groups and an unavailable_after date with a comma", () => {
  const groups = parseXRobotsTag(
    "noarchive, googlebot: noindex, nofollow, otherbot: nosnippet, unavailable_after: Friday, 25-Jun-10 15:00:00 PST",
  );
  assert.deepEqual(groups.map((g) => g.agent), ["robots", "googlebot", "otherbot"]);
  assert.equal(groups[0].noarchive, true);
  assert.deepEqual([groups[1].noindex, groups[1].nofollow], [true, true]);
  assert.equal(groups[2].nosnippet, true);
  assert.equal(groups[2].unavailable_after, "Friday, 25-Jun-10 15:00:00 PST");
  assert.deepEqual(groups[2].unknown, []);
});

Deno.test("[robots] indexing is blocked only by directives for all crawlers or Googlebot", () => {
  assert.equal(blocksIndexing(parseXRobotsTag("bingbot: noindex")), false);
  assert.equal(blocksIndexing(parseXRobotsTag("googlebot: none")), true);
  assert.equal(blocksIndexing(parseXRobotsTag("noindex")), true);
  assert.equal(blocksIndexing([]), false);
});
