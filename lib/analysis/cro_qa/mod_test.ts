import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { pageCroQa } from "../../operations/page_cro_qa.ts";
import { serve } from "../sitemap_audit/testing.ts";
import type { CroQaInput } from "./input.ts";
import { CroQaResultSchema, reviewConversion } from "./mod.ts";

async function review(body: Record<string, unknown>, files = {}) {
  const r = await reviewConversion(pageCroQa.input.parse(body) as CroQaInput, {
    web: serve(files),
  });
  const checked = CroQaResultSchema.safeParse(r);
  assert.ok(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3)));
  assertValidNextCalls(r.agent_workflow);
  return r;
}

Deno.test("[cro qa] the example's blockers point at the page text they come from", async () => {
  const r = await review(pageCroQa.example);
  const byId = Object.fromEntries(r.findings.map((f) => [f.id, f]));
  assert.equal(byId.value_proposition.evidence, "Invoicing");
  assert.equal(byId.cta_goal_match.severity, "high");
  assert.equal(byId.cta_clarity.evidence, "Submit");
  assert.equal(byId.credit_card.evidence, "Credit card required");
  assert.ok(r.cta_alternatives.includes("Start your free trial"));
  assert.ok(r.cta_alternatives.includes("Try Acme free"));
  assert.equal(r.agent_workflow.decision, "fix_conversion_blockers");
  // Navigation links are not calls to action.
  assert.ok(!r.ctas.some((c) => c.text === "Log in"));
});

Deno.test("[cro qa] a strong landing page in German: goal inferred, German alternatives, no blockers", async () => {
  const html = `<html lang="de"><body><main>
<h1>Rechnungen in Minuten schreiben und doppelt so schnell bezahlt werden</h1>
<p>Acme ist die Rechnungssoftware für kleine Agenturen, die offene Beträge automatisch nachverfolgt.</p>
<button>Jetzt kostenlos testen</button>
<p>Über 4.200 Kunden vertrauen Acme. 4,8 von 5 aus 900 Bewertungen.</p>
<p>Ab 12 € pro Nutzer im Monat. Keine Kreditkarte nötig, jederzeit kündbar.</p>
</main></body></html>`;
  const r = await review({ url: "https://acme.de/" }, {
    "https://acme.de/": [200, html, "text/html"],
  });
  assert.equal(r.conversion_goal, "trial");
  assert.equal(r.goal_source, "inferred");
  assert.equal(r.language, "de");
  assert.deepEqual(r.findings.filter((f) => f.severity === "high"), []);
  assert.equal(r.cta_alternatives[0], "Jetzt kostenlos testen");
});

Deno.test("[cro qa] Markdown input is read like HTML", async () => {
  const r = await review({
    markdown:
      "# Book a demo of Acme invoicing\n\nSee how agencies cut late payments in half.\n\n[Book a demo](/demo)",
    conversion_goal: "demo",
  });
  assert.ok(r.ctas.some((c) => c.text === "Book a demo" && c.matches_goal));
});
