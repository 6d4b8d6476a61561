import assert from "node:assert/strict";
import { Validator } from "@seriousme/openapi-schema-validator";
import jsYaml from "js-yaml";
import { parse } from "yaml";
import { openApiYaml } from "../lib/openapi.ts";
import { operations } from "../lib/operations/mod.ts";
import { setup } from "./helpers.ts";
import { needsShared, sharedPath } from "./shared.ts";

const committedPath = new URL("../openapi.yaml", import.meta.url);
const SPEC = "spec/service-spec.md";
const specPath = sharedPath(SPEC);

/** `[method, path]` of every endpoint the specification lists, read from the spec itself. */
async function specEndpoints(): Promise<[string, string][]> {
  const text = await Deno.readTextFile(specPath);
  const out: [string, string][] = [];
  for (const m of text.matchAll(/\*\*(POST|GET|PATCH|DELETE|PUT) (\/[^*\s]+)\*\*/g)) {
    out.push([m[1], m[2]]);
  }
  for (const m of text.matchAll(/^\| (GET|POST|PATCH|DELETE|PUT) (\/\S+) \|/gm)) {
    out.push([m[1], m[2]]);
  }
  return out;
}

Deno.test("[openapi] the committed openapi.yaml is what the registry generates (run `deno task openapi`)", async () => {
  const committed = await Deno.readTextFile(committedPath);
  assert.ok(
    committed === openApiYaml(operations),
    "openapi.yaml is stale: run `deno task openapi`",
  );
});

Deno.test("[openapi] the document validates as OpenAPI 3.1", async () => {
  const doc = parse(await Deno.readTextFile(committedPath));
  const validator = new Validator();
  const result = await validator.validate(doc);
  assert.equal(validator.version, "3.1");
  assert.deepEqual(result.errors ?? [], []);
  assert.equal(result.valid, true);
});

Deno.test({
  ...needsShared(SPEC, "[openapi] every endpoint of the specification is in the document"),
  fn: async () => {
    const doc = parse(await Deno.readTextFile(committedPath));
    const endpoints = await specEndpoints();
    assert.ok(endpoints.length >= 47, `found only ${endpoints.length} endpoints in the spec`);
    const missing = endpoints.filter(([method, path]) => !doc.paths[path]?.[method.toLowerCase()]);
    assert.deepEqual(missing, []);
  },
});

Deno.test("[openapi] every operation carries its bounds, defaults, cost and responses", async () => {
  const doc = parse(await Deno.readTextFile(committedPath));
  const list = doc.paths["/backlinks/list"].post;
  const schema = list.requestBody.content["application/json"].schema;
  assert.deepEqual(schema.required, ["target"]);
  assert.equal(schema.additionalProperties, false);
  assert.deepEqual([schema.properties.limit.minimum, schema.properties.limit.maximum], [1, 100]);
  assert.equal(schema.properties.limit.default, 25);
  assert.equal(schema.properties.offset.maximum, 20000);
  assert.deepEqual(schema.properties.mode.enum, ["as_is", "one_per_domain", "one_per_anchor"]);
  assert.deepEqual(list["x-credits"], { credits: 5, per: 100, field: "limit" });
  for (const status of ["200", "202", "400", "401", "402", "403", "429"]) {
    assert.ok(list.responses[status], status);
  }
  const cro = doc.paths["/page/cro-qa"].post.requestBody.content["application/json"].schema;
  assert.deepEqual(cro.anyOf, [{ required: ["url"] }, { required: ["html"] }, {
    required: ["markdown"],
  }]);
});

Deno.test("[openapi] the server serves the same document at /openapi.yaml without a key", async () => {
  const h = await setup();
  const res = await h.app.request("/openapi.yaml");
  assert.equal(res.status, 200);
  assert.match(res.headers.get("content-type")!, /yaml/);
  assert.equal(await res.text(), await Deno.readTextFile(committedPath));
  await h.close();
});

Deno.test("[openapi] no YAML 1.1 parser reads a scalar of openapi.yaml as a date or a number it was not", async () => {
  const text = await Deno.readTextFile(committedPath);
  const loaded = jsYaml.load(text);
  const strays: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (value instanceof Date) strays.push(path);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
    }
  };
  walk(loaded, "$");
  assert.deepEqual(strays, []);
  assert.deepEqual(loaded, parse(text), "js-yaml and yaml read the same document");
});
