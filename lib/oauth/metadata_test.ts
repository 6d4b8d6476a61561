import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/shared/auth"
import {
  OAuthMetadataSchema,
  OAuthProtectedResourceMetadataSchema,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import {
  authorizationServerMetadata,
  bearerChallenge,
  protectedResourceMetadata,
} from "./metadata.ts";

Deno.test("the metadata documents parse with the MCP SDK's own schemas", () => {
  const base = "https://seo.example.com";
  const as = OAuthMetadataSchema.parse(authorizationServerMetadata(base));
  assert.equal(as.issuer, base);
  assert.deepEqual(as.code_challenge_methods_supported, ["S256"]);
  const prm = OAuthProtectedResourceMetadataSchema.parse(protectedResourceMetadata(base));
  assert.equal(prm.resource, `${base}/mcp`);
  assert.deepEqual(prm.authorization_servers, [base]);
});

Deno.test("the Bearer challenge quotes its values", () => {
  assert.equal(
    bearerChallenge("http://localhost:8000"),
    'Bearer resource_metadata="http://localhost:8000/.well-known/oauth-protected-resource/mcp", scope="mcp"',
  );
  const refused = bearerChallenge("https://x.example", {
    error: "invalid_token",
    description: 'The "token"\r\nexpired',
  });
  assert.match(refused, /error="invalid_token", error_description="The \\"token\\" {2}expired"$/);
});
