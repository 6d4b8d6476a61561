import assert from "node:assert/strict";
import { clientAddressOf, parseProxies, type ProxyList } from "./client_address.ts";

const proxies = parseProxies(["10.0.0.0/8", "::1"]) as ProxyList;

Deno.test("without trusted proxies the peer is the client, whatever X-Forwarded-For says", () => {
  assert.equal(clientAddressOf("203.0.113.9", "1.2.3.4", []), "203.0.113.9");
  assert.equal(clientAddressOf("::ffff:127.0.0.1", null, []), "127.0.0.1");
});

Deno.test("behind trusted proxies the rightmost untrusted hop is the client", () => {
  // The client wrote "6.6.6.6" itself; the proxy appended the address it saw.
  assert.equal(clientAddressOf("10.1.2.3", "6.6.6.6, 198.51.100.7", proxies), "198.51.100.7");
  assert.equal(clientAddressOf("::1", "198.51.100.7, 10.0.0.2", proxies), "198.51.100.7");
  // An untrusted peer's header is not read.
  assert.equal(clientAddressOf("198.51.100.8", "6.6.6.6", proxies), "198.51.100.8");
  // A garbage hop stops the walk at the last good address.
  assert.equal(clientAddressOf("10.1.2.3", "nonsense", proxies), "10.1.2.3");
});

Deno.test("a bad TRUSTED_PROXIES entry is named", () => {
  assert.deepEqual(parseProxies(["10.0.0.0/8", "ten"]), { bad: "ten" });
  assert.deepEqual(parseProxies(["10.0.0.0/99"]), { bad: "10.0.0.0/99" });
});
