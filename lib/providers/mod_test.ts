import assert from "node:assert/strict";
import { createProvider } from "./mod.ts";

Deno.test("[providers] the configuration picks DataForSEO with credentials, else the sandbox", () => {
  assert.equal(createProvider({ provider: "sandbox" }).name, "sandbox");
  const live = createProvider({
    provider: "dataforseo",
    dataforseo: {
      login: "l",
      password: "p",
      baseUrl: "https://api.dataforseo.com",
      timeoutMs: 30_000,
    },
  });
  assert.equal(live.name, "dataforseo");
});
