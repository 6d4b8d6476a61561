import assert from "node:assert/strict";
import { z } from "zod";
import { portableSchema } from "./json_schema.ts";

Deno.test("[json schema] a type array becomes an anyOf of one type each, its keywords in their branch", () => {
  assert.deepEqual(
    portableSchema({
      description: "d",
      type: ["string", "integer", "null"],
      maxLength: 5,
      minimum: 1,
    }),
    {
      description: "d",
      anyOf: [{ type: "string", maxLength: 5 }, { type: "integer", minimum: 1 }, { type: "null" }],
    },
  );
  assert.deepEqual(portableSchema({ type: ["string"] }), { type: "string" });
});

Deno.test("[json schema] `{}` where it means the keyword's absence is dropped; nested schemas too; data is left alone", () => {
  const schema = z.toJSONSchema(
    z.object({
      free: z.record(z.string(), z.unknown()),
      list: z.array(z.unknown()),
      maybe: z.array(z.string().nullable()).nullable(),
      mode: z.enum(["a", "b"]).default("a"),
    }),
    { io: "output", target: "draft-2020-12" },
  ) as Record<string, unknown>;
  const out = portableSchema(schema) as { properties: Record<string, unknown> };
  assert.deepEqual(out.properties.free, { type: "object", propertyNames: { type: "string" } });
  assert.deepEqual(out.properties.list, { type: "array" });
  assert.deepEqual(out.properties.maybe, {
    anyOf: [
      { type: "array", items: { anyOf: [{ type: "string" }, { type: "null" }] } },
      { type: "null" },
    ],
  });
  assert.deepEqual(out.properties.mode, { type: "string", enum: ["a", "b"], default: "a" });
});
