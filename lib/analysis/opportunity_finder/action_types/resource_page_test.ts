import assert from "node:assert/strict";
import { prospect } from "../testing.ts";
import { resourcePage } from "./resource_page.ts";
import { signals } from "./testing.ts";

Deno.test("[opportunity_finder/action_types] a resources title or path is a resource page", () => {
  assert.equal(
    resourcePage.decide({ ...signals(), p: prospect({ title: "Useful links for gardeners" }) }),
    true,
  );
  const url = "https://blog.example.org/resources/gardening";
  assert.equal(resourcePage.decide({ ...signals(), p: prospect({ url }) }), true);
});

Deno.test("[opportunity_finder/action_types] an ordinary article is not a resource page", () => {
  const url = "https://blog.example.org/2024/pruning-roses";
  assert.equal(
    resourcePage.decide({ ...signals(), p: prospect({ url, title: "Pruning roses" }) }),
    null,
  );
});
