import assert from "node:assert/strict";
import { factsFrom } from "../testing.ts";
import { ctaGoalMatch } from "./cta_goal_match.ts";

Deno.test("[cro check] cta_goal_match: found when the page lacks it, quiet when it has it", () => {
  assert.ok(
    ctaGoalMatch.assess(
      factsFrom(
        "<h1>Invoicing for agencies</h1><p>Send invoices in minutes and get paid.</p><p><a href='/blog'>Read more</a></p>",
        "trial",
      ),
    ),
  );
  assert.equal(
    ctaGoalMatch.assess(
      factsFrom(
        "<h1>Invoicing for agencies</h1><p>Send invoices in minutes and get paid.</p><button>Start free trial</button>",
        "trial",
      ),
    ),
    null,
  );
});
