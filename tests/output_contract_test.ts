/**
 * The result contract, one loop over the registry: every available operation declares its
 * `output`; its example's result validates against it over REST and over MCP (where the SDK
 * client validates `structuredContent` against the tool's `outputSchema` itself, and Ajv in strict
 * mode validates both against it again); OpenAPI's 200 and the MCP tool's `outputSchema` are that
 * schema; next calls say whether they work here.
 */
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client"
import { Client } from "@modelcontextprotocol/sdk/client";
// @ts-types="@modelcontextprotocol/sdk/client/streamableHttp"
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { openApiDocument, outputSchemaOf } from "../lib/openapi.ts";
import type { Operation } from "../lib/operations/define.ts";
import { operations } from "../lib/operations/mod.ts";
import { type Harness, setup } from "./helpers.ts";
import { strictAjv } from "./strict_schema.ts";

type Json = Record<string, unknown>;

const document = openApiDocument(operations) as {
  paths: Record<string, { post: Json }>;
  components: { schemas: Record<string, Json> };
};

/** Follows a local `$ref` of the OpenAPI document. */
function deref(schema: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== "string") return schema;
  const name = ref.replace("#/components/schemas/", "");
  const found = document.components.schemas[name];
  assert.ok(found, `unresolved ${ref}`);
  return found;
}

/** The result schema of an operation's 200 response (its alternative besides the quote). */
function openApiResultSchema(op: Operation): Json | undefined {
  const post = document.paths[op.path].post as {
    responses: Record<string, { content?: Record<string, { schema: Json }> }>;
  };
  const schema = post.responses["200"].content?.["application/json"].schema;
  assert.ok(schema, `${op.path}: no 200 schema`);
  const options = (schema.oneOf ?? schema.anyOf ?? [schema]) as Json[];
  const results = options.map(deref).filter((s) => !("credits_required" in (s.properties as Json)));
  assert.ok(results.length <= 1, `${op.path}: more than one result schema`);
  return results[0];
}

/** An MCP client over a real socket for the harness's key. */
async function mcpClient(h: Harness) {
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, h.app.fetch);
  const url = new URL(`http://127.0.0.1:${server.addr.port}/mcp`);
  const client = new Client({ name: "output-contract", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(url, {
      requestInit: { headers: { Authorization: `Bearer ${h.key}` } },
    }),
  );
  return {
    client,
    close: async () => {
      await client.close();
      await server.shutdown();
    },
  };
}

Deno.test("[output] every available operation declares its result schema; unbuilt ones declare none", () => {
  for (const op of operations) {
    assert.equal(op.available, op.run !== undefined, op.path);
    if (op.available) assert.ok(op.output, `${op.path} is built but declares no output`);
    else assert.equal(op.output, undefined, `${op.path} is not built but declares an output`);
  }
});

Deno.test("[output] OpenAPI's 200 schema of each operation is its output schema, and unbuilt ones are marked", () => {
  for (const op of operations) {
    const post = document.paths[op.path].post;
    assert.equal(post["x-rankscope-available"], op.available, op.path);
    const result = openApiResultSchema(op);
    if (!op.output) {
      assert.equal(result, undefined, `${op.path}: an unbuilt operation documents a result`);
      continue;
    }
    assert.deepEqual(result, outputSchemaOf(op.output), op.path);
  }
});

Deno.test("[output] REST and MCP results of every example validate against the operation's output schema", async () => {
  const h = await setup({ credits: 100_000, env: { RATE_LIMITS: "pro=100000/100000" } });
  const mcp = await mcpClient(h);
  const { tools } = await mcp.client.listTools();
  const built = new Set<string>(operations.filter((o) => o.available).map((o) => o.path));
  const { ajv: strict } = strictAjv();
  for (const op of operations) {
    const tool = tools.find((t) => t.name === op.id);
    assert.ok(tool, op.id);
    if (!op.output) {
      assert.equal(tool.outputSchema, undefined, op.id);
      assert.match(tool.description ?? "", /Not built yet/, op.id);
      continue;
    }
    const declared = (tool.outputSchema as unknown as { anyOf: Json[] }).anyOf;
    assert.deepEqual(declared[0], outputSchemaOf(op.output), `${op.id}: outputSchema`);

    const res = await h.post(`${op.path}?sync=true`, op.example);
    assert.equal(res.status, 200, op.path);
    assert.match(res.headers.get("content-type") ?? "", /application\/json/);
    const body = await res.json();
    const parsed = op.output.safeParse(body);
    assert.ok(parsed.success, `${op.path}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`);
    type Call = { endpoint: string; available: unknown };
    const offered: Call[] = [
      ...body.agent_workflow.next_calls,
      ...((body.next_endpoints ?? []) as { calls: Call[] }[]).flatMap((item) => item.calls),
    ];
    for (const call of offered) {
      assert.equal(call.available, built.has(call.endpoint), `${op.path} -> ${call.endpoint}`);
    }

    // The SDK client validates structuredContent against the listed outputSchema and throws
    // when it does not conform.
    const called = await mcp.client.callTool({ name: op.id, arguments: op.example });
    assert.notEqual(called.isError, true, `${op.id}: ${JSON.stringify(called.content)}`);
    const viaMcp = op.output.safeParse(called.structuredContent);
    assert.ok(viaMcp.success, `${op.id}: ${JSON.stringify(viaMcp.error?.issues.slice(0, 3))}`);
    // And as the strictest clients read the schema (tests/tool_schemas_test.ts compiles them all).
    const validate = strict.compile(tool.outputSchema as Json);
    for (const sample of [body, called.structuredContent]) {
      assert.ok(validate(sample), `${op.id}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    }
  }
  await mcp.close();
  await h.close();
});
