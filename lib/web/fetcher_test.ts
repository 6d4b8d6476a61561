import assert from "node:assert/strict";
import { z } from "zod";
import { ApiError } from "../errors.ts";
import { defineOperation } from "../operations/define.ts";
import { balanceOf, runJob, setup } from "../../tests/helpers.ts";
import {
  createWebFetcher,
  FetchDeadlineError,
  isFinalFetchError,
  REQUEST_FETCH_BUDGET_MS,
  runFetchDeadline,
  withFetchDeadline,
} from "./fetcher.ts";

/** A host that accepts connections and never answers; counts the connections. */
function hangingHost() {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const conns: Deno.Conn[] = [];
  (async () => {
    for await (const conn of listener) conns.push(conn);
  })().catch(() => {});
  return {
    url: `http://127.0.0.1:${(listener.addr as Deno.NetAddr).port}/`,
    conns,
    close() {
      for (const c of conns) c.close();
      listener.close();
    },
  };
}

async function apiError(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new assert.AssertionError({ message: "expected an ApiError" });
}

Deno.test("[fetcher] a page that never answers is a final UPSTREAM_TIMEOUT: retryable for the client, not within the request", async () => {
  const host = hangingHost();
  try {
    const web = createWebFetcher({ allowHosts: ["127.0.0.1"], timeoutMs: 200 });
    const err = await apiError(web.get(host.url, "url"));
    assert.ok(err instanceof FetchDeadlineError);
    assert.deepEqual([err.code, err.status, err.retryable], ["UPSTREAM_TIMEOUT", 504, true]);
    assert.match(err.message, /^url .* did not answer in time \(0\.2 s\)$/);
    assert.equal(isFinalFetchError(err), true);
    assert.equal(isFinalFetchError(new ApiError("UPSTREAM_TIMEOUT", "a provider")), false);
  } finally {
    host.close();
  }
});

Deno.test("[fetcher] one deadline covers every fetch of a request: a second fetch after it is spent never connects", async () => {
  const host = hangingHost();
  try {
    const web = withFetchDeadline(
      createWebFetcher({ allowHosts: ["127.0.0.1"], timeoutMs: 10_000 }),
      Date.now() + 300,
    );
    const t = Date.now();
    const first = await apiError(web.get(host.url, "url"));
    assert.ok(first instanceof FetchDeadlineError);
    assert.ok(Date.now() - t < 5_000, "the request's deadline, not the fetch's 10 s, ended it");
    const second = await apiError(web.get(host.url, "url"));
    assert.ok(second instanceof FetchDeadlineError);
    assert.match(second.message, /was not fetched: the request's 60 s for live fetches is spent/);
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(host.conns.length, 1, "the host saw one connection");
  } finally {
    host.close();
  }
});

Deno.test("[fetcher] a job's attempts share one budget counted from its first start", () => {
  const now = new Date("2026-11-28T12:00:59Z");
  const before = Date.now();
  const left = runFetchDeadline("2026-11-28T12:00:00Z", now) - before;
  assert.ok(left >= 1_000 - 50 && left <= 1_000 + 50, `${left} ms left`);
  const fresh = runFetchDeadline(null, now) - before;
  assert.ok(fresh >= REQUEST_FETCH_BUDGET_MS - 50 && fresh <= REQUEST_FETCH_BUDGET_MS + 50);
  assert.ok(runFetchDeadline("2026-11-28T11:00:00Z", now) < before, "long spent");
});

/** An operation that fetches `url` live and returns its status. */
const fetchOp = defineOperation({
  path: "/test/fetch",
  tag: "search",
  summary: "Fetch",
  description: "Fetches a URL live.",
  input: z.object({ url: z.string() }),
  cost: 1,
  provider: false,
  fetches: true,
  example: { url: "https://example.com/" },
  output: z.strictObject({ status: z.number() }),
  run: async (input, ctx) => ({ status: (await ctx.web.get(input.url, "url")).status }),
});

Deno.test("[fetcher] a job whose page hangs fails after one fetch, refunded; a refused connection is still retried", async () => {
  const host = hangingHost();
  const h = await setup({
    operations: [fetchOp],
    web: createWebFetcher({ allowHosts: ["127.0.0.1"], timeoutMs: 200 }),
  });
  try {
    const job = await runJob(h, fetchOp.path, { url: host.url });
    assert.deepEqual(
      [job.status, job.attempts, job.error?.code, job.error?.retryable],
      ["failed", 1, "UPSTREAM_TIMEOUT", true],
    );
    const sync = await h.post(`${fetchOp.path}?sync=true`, { url: host.url });
    assert.equal(sync.status, 504);
    assert.equal(sync.headers.get("x-credits-charged"), "0");
    await sync.body?.cancel();
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(host.conns.length, 2, "one connection per request");
    assert.equal(await balanceOf(h), 1000, "refunded, and the sync answer was not charged");
    const closed = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const port = (closed.addr as Deno.NetAddr).port;
    closed.close();
    const refused = await runJob(h, fetchOp.path, { url: `http://127.0.0.1:${port}/` });
    assert.deepEqual([refused.status, refused.attempts], ["failed", 3]);
  } finally {
    await h.close();
    host.close();
  }
});
