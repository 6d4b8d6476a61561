import assert from "node:assert/strict";
import { factsOfHtml, page } from "../testing.ts";
import { viewport } from "./viewport.ts";

Deno.test("[technical qa check] viewport: missing or fixed-width viewport is medium", async () => {
  assert.equal(
    viewport.assess(await factsOfHtml(page("", "x")))?.title,
    "The page has no meta viewport",
  );
  const fixed = await factsOfHtml(page('<meta name="viewport" content="width=1024">', "x"));
  assert.ok(viewport.assess(fixed));
});

Deno.test("[technical qa check] viewport: width=device-width passes", async () => {
  const f = await factsOfHtml(
    page('<meta name="viewport" content="width=device-width, initial-scale=1">', "x"),
  );
  assert.equal(viewport.assess(f), null);
});
