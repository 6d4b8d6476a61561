import assert from "node:assert/strict";
import { ctx, found } from "./testing.ts";
import { urlFormat } from "./url_format.ts";

Deno.test("[programmatic_template issues] capitals or underscores in the static URL are flagged", () => {
  assert.equal(found(urlFormat, ctx({ urlPattern: "/Plumbers/[City]" })).length, 1);
  assert.equal(found(urlFormat, ctx({ urlPattern: "/plumbers_in/[city]" })).length, 1);
  assert.equal(found(urlFormat, ctx({ urlPattern: "/plumbers in/[city]" })).length, 1);
  assert.equal(urlFormat.decide(ctx({ urlPattern: "https://Example.com/plumbers/[City]" })), null);
});
