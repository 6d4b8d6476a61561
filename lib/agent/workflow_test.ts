import assert from "node:assert/strict";
import { agentWorkflow, markdownSummary, type RecommendedAction } from "./workflow.ts";

const action = (priority: RecommendedAction["priority"], name: string, target?: string) => ({
  action: name,
  priority,
  reason: `why ${name}`,
  ...(target ? { target } : {}),
});

Deno.test("[workflow] actions come in priority order, stable within a level", () => {
  const wf = agentWorkflow({
    decision: "d",
    confidence: 0.5,
    summary: "s",
    recommended_actions: [
      action("medium", "m1"),
      action("low", "l1"),
      action("high", "h1"),
      action("medium", "m2"),
      action("high", "h2"),
    ],
    evidence: [],
    limitations: [],
    next_calls: [],
  });
  assert.deepEqual(wf.recommended_actions.map((a) => a.action), ["h1", "h2", "m1", "m2", "l1"]);
});

Deno.test("[workflow] the report names a target only where the report is not about it", () => {
  const page = "https://example.com/page";
  const about = markdownSummary({
    title: "Report",
    headline: "Headline.",
    figures: [["Page", page]],
    actions: [action("high", "Fix the title.", page), action("low", "Add a link", page)],
  });
  assert.doesNotMatch(about, /\(https:\/\/example\.com\/page\)/);
  assert.match(about, /1\. \*\*high\*\*: Fix the title\. Why Fix the title\.\n/);
  const shared = markdownSummary({
    title: "Report",
    headline: "Headline",
    figures: [],
    actions: [action("medium", "A", page), action("high", "B", page)],
  });
  assert.match(shared, new RegExp(`\\*\\*Top actions\\*\\* for ${page.replaceAll(".", "\\.")}`));
  assert.match(shared, /1\. \*\*high\*\*: B\. Why B\.\n2\. \*\*medium\*\*: A\. Why A\./);
  const mixed = markdownSummary({
    title: "Report",
    headline: "Headline",
    figures: [],
    actions: [
      action("high", "Redirect it.", "https://a.example/x"),
      action("high", "Keep it", "https://b.example/y"),
    ],
  });
  assert.match(mixed, /Redirect it \(https:\/\/a\.example\/x\)\. Why/);
  assert.doesNotMatch(mixed, /\.\./);
});

Deno.test("[workflow] caveats are one quoted list; an outline is a heading and a nested list", () => {
  const md = markdownSummary({
    title: "Brief",
    headline: "Headline",
    figures: [["Searches", 5015], ["Share", 0.25]],
    actions: [],
    outline: [{
      heading: "Outline",
      items: [{ text: "H2: Pricing", items: ["H3: Plans"] }, "H2: FAQ"],
    }],
    caveats: ["Sandbox data", "Estimates, not analytics."],
  });
  assert.match(md, /\| Searches \| 5,015 \|/);
  assert.ok(md.includes("### Outline\n\n- H2: Pricing\n  - H3: Plans\n- H2: FAQ\n"), md);
  assert.match(md, /> \*\*Caveats\*\*\n> - Sandbox data\.\n> - Estimates, not analytics\.\n$/);
});
