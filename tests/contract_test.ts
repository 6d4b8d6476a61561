/**
 * Contract tests derived from the registry: every operation's example is accepted, and every
 * bound its schema declares is enforced with a 400 naming the field, never charged.
 */
import assert from "node:assert/strict";
import { requestSchema } from "../lib/openapi.ts";
import { computeCost, type Operation } from "../lib/operations/define.ts";
import { operations } from "../lib/operations/mod.ts";
import { assertValidNextCalls } from "./agent_checks.ts";
import { balanceOf, type Harness, setup } from "./helpers.ts";

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
};

/** Out-of-bounds variants of a field, from its JSON Schema, each with a label. */
function badValues(field: Schema, sample: unknown): [string, unknown][] {
  const out: [string, unknown][] = [];
  const type = Array.isArray(field.type) ? field.type[0] : field.type;
  if (typeof field.maximum === "number") out.push(["above maximum", field.maximum + 1]);
  if (typeof field.minimum === "number") out.push(["below minimum", field.minimum - 1]);
  if (type === "integer") out.push(["a fraction", 1.5]);
  if (field.enum) out.push(["outside the enum", "not_a_listed_value"]);
  if (typeof field.maxLength === "number" && field.maxLength < 100_000) {
    out.push(["over maxLength", "x".repeat(field.maxLength + 1)]);
  }
  if (type === "array" && typeof field.maxItems === "number") {
    const item = Array.isArray(sample) && sample.length > 0 ? sample[0] : "x";
    out.push(["over maxItems", Array.from({ length: field.maxItems + 1 }, () => item)]);
  }
  if (type === "string") out.push(["wrong type", 12345]);
  if (type === "boolean") out.push(["wrong type", "yes"]);
  return out;
}

async function expectRefused(
  h: Harness,
  op: Operation,
  body: unknown,
  field: string,
  label: string,
) {
  const res = await h.post(op.path, body);
  const text = await res.text();
  assert.equal(
    res.status,
    400,
    `${op.path} ${field} ${label}: ${res.status} ${text.slice(0, 300)}`,
  );
  const err = JSON.parse(text).error;
  assert.equal(err.code, "INVALID_PARAMETERS");
  const paths: string[] = err.details.issues.map((i: { path: string }) => i.path);
  assert.ok(
    paths.some((p) => p === field || p.startsWith(`${field}.`) || p.startsWith(`${field}[`)),
    `${op.path} ${field} ${label}: issues name ${JSON.stringify(paths)}`,
  );
  assert.equal(res.headers.get("x-credits-charged"), "0");
}

for (const op of operations) {
  Deno.test(`[contract] ${op.path}: the example is accepted and priced, bad fields are refused free`, async () => {
    const h = await setup({ env: { RATE_LIMITS: "pro=100000/100000" }, credits: 1000 });
    const example = op.example;
    assert.ok(op.input.safeParse(example).success, `${op.path} example does not parse`);

    // Any registered operation is quoted, built or not; a real call of an unbuilt one is 501.
    const quote = await h.post(`${op.path}?dry_run=true`, example);
    assert.equal(quote.status, 200);
    const body = await quote.json();
    assert.equal(body.credits_required, computeCost(op.cost, op.input.parse(example)));
    if (!op.run) {
      const real = await h.post(op.path, example);
      assert.equal(real.status, 501);
      assert.equal((await real.json()).error.code, "NOT_IMPLEMENTED");
      assert.equal(real.headers.get("x-credits-charged"), "0");
    }

    const schema = requestSchema(op) as Schema;
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      for (const [label, value] of badValues(field, example[name])) {
        await expectRefused(h, op, { ...example, [name]: value }, name, label);
      }
    }
    for (const name of schema.required ?? []) {
      const { [name]: _, ...rest } = example;
      await expectRefused(h, op, rest, name, "missing");
    }
    await expectRefused(h, op, { ...example, unknown_field_x: 1 }, "unknown_field_x", "unknown");
    assert.equal(await balanceOf(h), 1000);
    await h.close();
  });
}

Deno.test("[contract] the bounds the issue names are enforced", async () => {
  const h = await setup({ env: { RATE_LIMITS: "pro=100000/100000" } });
  const byPath = (p: string) => operations.find((o) => o.path === p)!;
  const list = byPath("/backlinks/list");
  for (
    const [body, field] of [
      [{ target: "example.com", limit: 0 }, "limit"],
      [{ target: "example.com", limit: 101 }, "limit"],
      [{ target: "example.com", offset: 20001 }, "offset"],
    ] as const
  ) await expectRefused(h, list, body, field, JSON.stringify(body));
  const overview = byPath("/keyword-metrics/overview");
  const keywords = Array.from({ length: 101 }, (_, i) => `kw ${i}`);
  await expectRefused(h, overview, { keywords }, "keywords", "101 keywords");
  const cro = byPath("/page/cro-qa");
  await expectRefused(h, cro, { conversion_goal: "demo" }, "url", "none of url/html/markdown");
  assert.equal(await balanceOf(h), 1000);
  await h.close();
});

for (const op of operations.filter((o) => o.run)) {
  Deno.test(`[contract] ${op.path}: the example's result carries the extras, valid next calls and meta, deterministically`, async () => {
    const h = await setup({ credits: 1000 });
    const first = await h.post(`${op.path}?sync=true`, op.example, { "x-project-id": "contract" });
    assert.equal(first.status, 200);
    const a = await first.json();
    const second = await (await h.post(`${op.path}?sync=true`, op.example)).json();
    const cost = computeCost(op.cost, op.input.parse(op.example));
    assert.equal(a.meta.credits_charged, cost);
    assert.equal(a.meta.project_id, "contract");
    // The provider that answered: none when the run made no provider call (meta.cache null).
    assert.equal(a.meta.provider, op.provider && a.meta.cache !== null ? "sandbox" : "none");
    if (!op.provider) assert.equal(a.meta.cache, null);
    assert.equal(typeof a.markdown_summary, "string");
    assert.ok(a.markdown_summary.length > 0);
    const wf = a.agent_workflow;
    assert.ok(typeof wf.decision === "string" && wf.confidence >= 0 && wf.confidence <= 1);
    for (const field of ["recommended_actions", "evidence", "limitations", "next_calls"]) {
      assert.ok(Array.isArray(wf[field]), field);
    }
    assertValidNextCalls(wf);
    // The fetch time of a live page (agent_support.freshness.fetched_at) is the one field that
    // may differ between two identical requests.
    for (const r of [a, second]) {
      if (r.agent_support?.freshness) r.agent_support.freshness.fetched_at = "";
    }
    const { meta: _a, ...restA } = a;
    const { meta: _b, ...restB } = second;
    assert.equal(JSON.stringify(restA), JSON.stringify(restB));
    assert.equal(await balanceOf(h), 1000 - 2 * cost);
    await h.close();
  });
}
