import assert from "node:assert/strict";
import { ctx } from "./testing.ts";
import { urlFormat } from "./url_format.ts";

Deno.test("[programmatic_template issues] capitals or underscores in the static URL are flagged", () => {
  assert.equal(urlFormat.check(ctx({ urlPattern: "/Plumbers/[City]" })).length, 1);
  assert.equal(urlFormat.check(ctx({ urlPattern: "/plumbers_in/[city]" })).length, 1);
  assert.equal(urlFormat.check(ctx({ urlPattern: "/plumbers in/[city]" })).length, 1);
  assert.deepEqual(urlFormat.check(ctx({ urlPattern: "https://Example.com/plumbers/[City]" })), []);
});
