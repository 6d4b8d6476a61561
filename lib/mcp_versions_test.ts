import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/types"
import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { MCP_PROTOCOL_VERSIONS, MCP_VERSION_NAMES, negotiateMcpVersion } from "./mcp_versions.ts";

Deno.test("[mcp versions] the list is newest first, within the SDK's, one version batches, the newest has Tasks", () => {
  assert.deepEqual(MCP_VERSION_NAMES, [...MCP_VERSION_NAMES].sort().reverse());
  for (const version of MCP_VERSION_NAMES) assert.ok(SUPPORTED_PROTOCOL_VERSIONS.includes(version));
  assert.deepEqual(MCP_PROTOCOL_VERSIONS.filter((v) => v.batches).map((v) => v.version), [
    "2025-03-26",
  ]);
  assert.deepEqual(MCP_PROTOCOL_VERSIONS.filter((v) => v.tasks).map((v) => v.version), [
    "2025-11-25",
  ]);
});

Deno.test("[mcp versions] initialize gets the version it asks for when spoken here, else the newest", () => {
  for (const version of MCP_VERSION_NAMES) {
    assert.equal(negotiateMcpVersion(version).version, version);
  }
  for (const other of ["2024-11-05", "2024-10-07", "2099-01-01", 20250326, undefined]) {
    assert.equal(negotiateMcpVersion(other).version, "2025-11-25", String(other));
  }
});
