import assert from "node:assert/strict";
import { factsFrom } from "../testing.ts";
import { competingCtas } from "./competing_ctas.ts";

Deno.test("[cro check] competing_ctas: found when the page lacks it, quiet when it has it", () => {
  assert.ok(
    competingCtas.assess(
      factsFrom(
        "<h1>Invoicing for agencies</h1><p>Send invoices.</p><button>Start free trial</button><button>Book a demo</button><button>Buy now</button>",
      ),
    ),
  );
  assert.equal(
    competingCtas.assess(
      factsFrom(
        "<h1>Invoicing for agencies</h1><p>Send invoices.</p><button>Start free trial</button><button>Book a demo</button>",
      ),
    ),
    null,
  );
});
