import assert from "node:assert/strict";
import { computeCost, describeCost, toolName } from "./define.ts";
import { operations } from "./mod.ts";

const byPath = (path: string) => {
  const op = operations.find((o) => o.path === path);
  assert.ok(op, path);
  return op;
};
const cost = (path: string, body: Record<string, unknown>) => {
  const op = byPath(path);
  return computeCost(op.cost, op.input.parse(body));
};

Deno.test("[registry] the spec's cost examples hold, defaults included", () => {
  assert.equal(cost("/backlinks/list", { target: "example.com", limit: 100 }), 5);
  assert.equal(cost("/backlinks/list", { target: "example.com", limit: 25 }), 5);
  assert.equal(cost("/backlinks/list", { target: "example.com" }), 5);
  const keywords = Array.from({ length: 60 }, (_, i) => `keyword ${i}`);
  assert.equal(cost("/keyword-metrics/overview", { keywords }), 15);
  assert.equal(cost("/keyword-metrics/overview", { keywords: keywords.slice(0, 25) }), 5);
  assert.equal(cost("/keyword-metrics/overview", { keywords: keywords.slice(0, 26) }), 10);
  const pages = ["https://example.com/a"];
  assert.equal(cost("/pages/intersection", { pages, limit: 100 }), 5);
  assert.equal(
    cost("/pages/intersection", { pages, limit: 100, include_clickstream_data: true }),
    10,
  );
  const targets = Array.from({ length: 30 }, (_, i) => `site${i}.example.com`);
  assert.equal(cost("/domain/traffic-estimate", { targets }), 10);
  assert.equal(cost("/domain/ranked-keywords", { target: "example.com", limit: 250 }), 15);
  assert.equal(
    cost("/content/refresh-brief", { url: "https://example.com/a", keyword: "crm" }),
    12,
  );
});

Deno.test("[registry] ids are the tool names of their paths and unique", () => {
  assert.equal(toolName("/content-decay/detect"), "content_decay_detect");
  assert.equal(toolName("/backlinks/new-lost-timeseries"), "backlinks_new_lost_timeseries");
  const ids = operations.map((o) => o.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const op of operations) assert.equal(op.id, toolName(op.path));
});

Deno.test("[registry] cost rules read as sentences", () => {
  assert.equal(describeCost(2), "2 credits per request");
  assert.equal(
    describeCost({ credits: 5, per: 100, field: "limit", double_if: "include_clickstream_data" }),
    "5 credits per started 100 of `limit`, minimum 5; doubled when `include_clickstream_data` is true",
  );
});
