import assert from "node:assert/strict";
import { businessPotential } from "./business_potential.ts";

Deno.test("commercial pages first, tools and comparisons next, guides after, rivals' queries none", () => {
  // Payroll SaaS (de), skincare (fr), hotel (it), law firm (es).
  const k = (
    intent: string,
    page: "landing_page" | "comparison_page" | "tool_page" | "guide" | "blog_post",
    role: "rival_navigation" | "rival_comparison" | "rival_brand" | null = null,
  ) => businessPotential({ intent, recommended_page_type: page, query_role: role });
  assert.equal(k("commercial", "comparison_page"), 3); // minijob lohnabrechnung
  assert.equal(k("transactional", "landing_page"), 3); // hotel vicino al duomo
  assert.equal(k("informational", "tool_page"), 2); // kurzarbeitergeld berechnen
  assert.equal(k("commercial", "comparison_page", "rival_comparison"), 2); // clairelune alternative
  assert.equal(k("informational", "guide"), 1); // como renovar el nie
  assert.equal(k("navigational", "landing_page", "rival_navigation"), 0); // lohnpilot login
  assert.equal(k("commercial", "landing_page", "rival_brand"), 0); // sérum éclat clairelune
});
