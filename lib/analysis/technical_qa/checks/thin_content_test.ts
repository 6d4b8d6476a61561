import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { thinContent } from "./thin_content.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

Deno.test("[technical qa check] thin_content: a short blog post (from its URL) is medium", async () => {
  const f = await factsOfHtml(page("", `<p>${words(120)}</p>`));
  assert.equal(f.page_type.type, "editorial");
  assert.match(thinContent.assess(f)!.title, /120 words for an editorial page \(minimum 300\)/);
});

Deno.test("[technical qa check] thin_content: a short product page passes its own minimum", async () => {
  const f = await factsOfHtml(page("", `<p>${words(120)}</p>`), { page_type: "product" });
  assert.equal(thinContent.assess(f), null);
  const login = await factsOfHtml(page("<title>Log in</title>", "x"), {
    target: "https://example.com/login",
  });
  assert.match(thinContent.needs!(login)!, /utility page/);
});
