import assert from "node:assert/strict";
import { framingProblem, requestFramer } from "./request.ts";

const enc = new TextEncoder();
const dec = (parts: Uint8Array[]) => parts.map((p) => new TextDecoder().decode(p)).join("");

Deno.test("[front] a head is relayed with the peer header, a forged one removed; bodies pass as sent", () => {
  const f = requestFramer("203.0.113.9");
  const fed = f.feed(enc.encode(
    "POST /a?b=1 HTTP/1.1\r\nHost: x\r\nX-Rankscope-Peer: 10.0.0.1\r\nContent-Length: 5\r\n\r\nhello",
  ));
  assert.equal(fed.error, undefined);
  assert.equal(
    dec(fed.out),
    "POST /a?b=1 HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nx-rankscope-peer: 203.0.113.9\r\n\r\nhello",
  );
  assert.deepEqual(fed.started, [{ method: "POST" }]);
  assert.equal(fed.ended, 1);
  assert.equal(f.phase, "idle");
});

Deno.test("[front] phases follow a request arriving in pieces; a chunked body is relayed byte for byte", () => {
  const f = requestFramer("::1");
  assert.equal(f.phase, "idle");
  assert.equal(f.feed(enc.encode("PUT / HTTP/1.1\r\nHo")).out.length, 0);
  assert.equal(f.phase, "head");
  const head = f.feed(enc.encode("st: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nab"));
  assert.equal(f.phase, "body");
  assert.match(dec(head.out), /\r\nx-rankscope-peer: ::1\r\n\r\n3\r\nab$/);
  const rest = f.feed(enc.encode("c\r\n0\r\nX-T: 1\r\n\r\nGET /next HTTP/1.1\r\n"));
  assert.equal(rest.ended, 1);
  assert.equal(dec(rest.out), "c\r\n0\r\nX-T: 1\r\n\r\n");
  assert.equal(f.phase, "head");
});

Deno.test("[front] pipelined requests in one chunk each get a head; HEAD is reported", () => {
  const f = requestFramer("p");
  const fed = f.feed(
    enc.encode("HEAD /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n"),
  );
  assert.deepEqual(fed.started, [{ method: "HEAD" }, { method: "GET" }]);
  assert.equal(fed.ended, 2);
  assert.equal((dec(fed.out).match(/x-rankscope-peer: p/g) ?? []).length, 2);
});

Deno.test("[front] bytes that are not a framable HTTP/1.1 request are refused", () => {
  for (
    const bad of [
      "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
      "GET / HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
      "POST / HTTP/1.1\r\nContent-Length: 1e2\r\n\r\n",
      "POST / HTTP/1.1\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n",
      "garbage\r\n",
    ]
  ) {
    assert.ok(requestFramer("p").feed(enc.encode(bad)).error, bad);
  }
  assert.equal(framingProblem(["Content-Length", "12", "transfer-encoding", "Chunked"]), undefined);
});
