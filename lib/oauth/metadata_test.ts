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
  publicBaseWarning,
  sameResource,
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

Deno.test("the start-up warning: PUBLIC_BASE_URL unset on a non-loopback bind, and only then", () => {
  assert.match(
    publicBaseWarning({ publicBaseUrl: "", hostname: "0.0.0.0" })!,
    /PUBLIC_BASE_URL is not set .* 0\.0\.0\.0/,
  );
  assert.ok(publicBaseWarning({ publicBaseUrl: "", hostname: "::" }));
  for (const hostname of ["127.0.0.1", "localhost", "::1", "[::1]"]) {
    assert.equal(publicBaseWarning({ publicBaseUrl: "", hostname }), null, hostname);
  }
  assert.equal(
    publicBaseWarning({ publicBaseUrl: "https://seo.example.com", hostname: "0.0.0.0" }),
    null,
  );
});

Deno.test("one resource rule: exact, or with one trailing slash", () => {
  const resource = "https://seo.example.com/mcp";
  assert.ok(sameResource(resource, resource));
  assert.ok(sameResource(`${resource}/`, resource));
  for (const other of [`${resource}//`, `${resource}/x`, "https://seo.example.com/MCP", ""]) {
    assert.equal(sameResource(other, resource), false, other);
  }
});
