import assert from "node:assert/strict";
import { isInterim, responseTracker } from "./response.ts";

const enc = new TextEncoder();

Deno.test("[front] responses are counted: Content-Length, chunked, HEAD without a body, 1xx/204/304", () => {
  const t = responseTracker();
  for (const m of ["GET", "HEAD", "GET", "GET", "GET"]) t.expect(m);
  assert.equal(t.outstanding, 5);
  assert.equal(t.feed(enc.encode("HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nab")), true);
  assert.equal(t.midResponse, true);
  t.feed(enc.encode("cd"));
  assert.equal(t.outstanding, 4);
  assert.equal(t.midResponse, false);
  // HEAD: Content-Length describes the GET body that is not sent.
  t.feed(enc.encode("HTTP/1.1 200 OK\r\nContent-Length: 99\r\n\r\n"));
  assert.equal(t.outstanding, 3);
  t.feed(enc.encode("HTTP/1.1 100 Continue\r\n\r\n"));
  assert.equal(t.outstanding, 3, "an interim response is not the answer");
  t.feed(
    enc.encode(
      "HTTP/1.1 204 No Content\r\n\r\nHTTP/1.1 304 Not Modified\r\nContent-Length: 7\r\n\r\n",
    ),
  );
  assert.equal(t.outstanding, 1);
  t.feed(enc.encode("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nab\r\n"));
  assert.equal(t.outstanding, 1);
  assert.equal(t.latestStarted, true);
  t.feed(enc.encode("0\r\n\r\n"));
  assert.equal(t.outstanding, 0);
});

Deno.test("[front] a close-delimited response is outstanding until the app closes", () => {
  const t = responseTracker();
  t.expect("GET");
  assert.equal(t.latestStarted, false);
  t.feed(enc.encode("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\nstream"));
  assert.equal(t.outstanding, 1);
  t.finish();
  assert.equal(t.outstanding, 0);
  assert.equal(t.switched, false);
  assert.equal(isInterim(101), false);
  assert.equal(isInterim(103), true);
});
