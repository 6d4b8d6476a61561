import assert from "node:assert/strict";
import { parsePage } from "../../web/html.ts";
import { markdownToHtml } from "./markdown.ts";

Deno.test("[technical qa] markdown headings, links and images are read as a page", () => {
  const md = [
    "---",
    "title: Draft",
    "---",
    "# Kubernetes costs",
    "",
    "Intro with a [guide](/guides/k8s) and <https://kubernetes.io/docs>.",
    "",
    "Setext heading",
    "--------------",
    "![Cluster diagram](/img/a.png) and ![](/img/b.png)",
    "```",
    "# not a heading [nor](/a-link)",
    "```",
    "### Deep <b>one</b>",
  ].join("\n");
  const page = parsePage(markdownToHtml(md), { url: "https://example.com/blog/k8s" });
  assert.deepEqual(page.headings.map((h) => [h.level, h.text]), [
    [1, "Kubernetes costs"],
    [2, "Setext heading"],
    [3, "Deep <b>one</b>"],
  ]);
  assert.deepEqual(page.links.map((l) => l.url), [
    "https://example.com/guides/k8s",
    "https://kubernetes.io/docs",
  ]);
  assert.deepEqual(page.images.map((i) => [i.alt, i.alt_state]), [
    ["Cluster diagram", "present"],
    ["", "empty"],
  ]);
  assert.ok(page.text.includes("# not a heading"));
  assert.equal(page.title_tag, null);
});
