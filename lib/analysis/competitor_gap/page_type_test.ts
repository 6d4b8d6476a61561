import assert from "node:assert/strict";
import {
  inferPageType,
  inferStage,
  normalisePageType,
  normaliseStage,
  pageTypeOf,
  typeLabel,
  withArticle,
} from "./page_type.ts";

Deno.test("[competitor_gap] page types and stages are normalised or inferred from URL and title", () => {
  assert.equal(normalisePageType("Blog"), "blog_post");
  assert.equal(normalisePageType("comparison"), "comparison_page");
  assert.equal(normalisePageType("Webinar recap"), "webinar_recap");
  assert.equal(inferPageType("https://x.com/compare/a-vs-b", "A vs B"), "comparison_page");
  assert.equal(
    inferPageType("/hubspot-alternatives", "Top HubSpot alternatives"),
    "alternatives_page",
  );
  assert.equal(inferPageType("/pricing", "Plans"), "pricing_page");
  assert.equal(inferPageType("/x", "Best CRM tools"), "listicle");
  assert.equal(inferPageType("/integrations/slack", "Slack"), "integration_page");
  assert.equal(inferPageType("/glossary/churn", "Churn"), "glossary_page");
  assert.equal(inferPageType("/roi-calculator", "ROI calculator"), "tool_page");
  assert.equal(inferPageType("/docs/setup", "Setup"), "docs");
  assert.equal(inferPageType("/blog/post", "Our story"), "blog_post");
  assert.equal(inferPageType("/solutions/retail", "Retail"), "solution_page");
  assert.equal(inferPageType("/", "Acme analytics"), "homepage");
  assert.equal(normaliseStage("BOFU"), "decision");
  assert.equal(normaliseStage("top of funnel"), "awareness");
  assert.equal(normaliseStage("retention"), null);
});

Deno.test("[competitor_gap] a page without a stage takes it from its type, else from intent", () => {
  assert.equal(inferStage("pricing_page", "crm pricing"), "decision");
  assert.equal(inferStage("service_page", "tax advice berlin"), "decision");
  assert.equal(inferStage("alternatives_page", "hubspot alternatives"), "consideration");
  assert.equal(inferStage("guide", "buy lead scoring software"), "decision");
  assert.equal(inferStage("guide", "what is cohort analysis"), "awareness");
});

Deno.test("[competitor_gap] page types read as words with their article", () => {
  assert.equal(withArticle(typeLabel("alternatives_page")), "an alternatives page");
  assert.equal(withArticle(typeLabel("listicle")), "a best-of list");
  assert.equal(typeLabel("webinar_recap"), "webinar recap");
});

Deno.test("[competitor_gap page type] outside telling folders, a bare service name is a landing page and a question an article (Dutch, Italian, Swedish)", () => {
  assert.equal(pageTypeOf("/vloerisolatie", "vloerisolatie"), "landing_page");
  assert.equal(pageTypeOf("/ecografia-addome", "ecografia addome"), "landing_page");
  assert.equal(pageTypeOf("/flyttstadning", "flyttstadning stockholm"), "landing_page");
  assert.equal(pageTypeOf("/hoe-isoleer-je-een-vloer", "hoe isoleer je een vloer"), "blog_post");
  assert.equal(
    pageTypeOf("/come-si-prepara-ecografia", "come si prepara una ecografia"),
    "blog_post",
  );
  assert.equal(
    pageTypeOf("/hur-ofta-putsa-fonster", "hur ofta ska man putsa fonster"),
    "blog_post",
  );
});
