/** The licence the contract names (openapi.yaml, /docs) is the one the repository carries. */
import assert from "node:assert/strict";
import { openApiDocument } from "../lib/openapi.ts";
import { operations } from "../lib/operations/mod.ts";

Deno.test("[license] the repository carries the MIT licence the OpenAPI document names", async () => {
  const text = await Deno.readTextFile(new URL("../LICENSE", import.meta.url));
  const info = (openApiDocument(operations) as { info: { license: { identifier: string } } }).info;
  assert.equal(info.license.identifier, "MIT");
  assert.match(text, /^MIT License\n/);
  assert.match(text, /Permission is hereby granted, free of charge/);
});
