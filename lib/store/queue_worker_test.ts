import assert from "node:assert/strict";
import { keys } from "./keys.ts";
import { enqueue, listDeadLetters, type QueueRecord } from "./queue.ts";
import { untilQuiet, work, type WorkerOptions } from "./queue_worker.ts";
import { delayingCommits, openTestStore } from "../../tests/store.ts";
import type { Store } from "./port.ts";

const FAST: WorkerOptions = { pollMs: 20, visibilityMs: 300, backoffMs: () => 30 };

/** Runs a worker on `kv` until `until` holds, then stops it. */
async function workUntil(
  kv: Store,
  handler: (message: unknown) => Promise<void>,
  until: () => boolean,
  options: WorkerOptions = {},
): Promise<void> {
  const controller = new AbortController();
  const running = work(kv, handler, { ...FAST, ...options, signal: controller.signal });
  const started = Date.now();
  while (!until() && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 10));
  controller.abort();
  await running;
  assert.ok(until(), "the worker did not get there in 5 s");
}

async function queued(kv: Store): Promise<QueueRecord[]> {
  return (await Array.fromAsync(kv.list<QueueRecord>({ prefix: keys.queuedAll() }))).map((e) =>
    e.value
  );
}

Deno.test("[queue] a message exists exactly when its commit does, and is handled once", async () => {
  const kv = await openTestStore();
  try {
    await enqueue(kv.atomic().set(["job", "a"], 1), { n: 1 }).commit();
    const refused = await enqueue(
      kv.atomic().check({ key: ["job", "b"], versionstamp: "00000000000000000001" }),
      { n: 2 },
    ).commit();
    assert.equal(refused.ok, false);
    const seen: unknown[] = [];
    await workUntil(kv, (m) => Promise.resolve(void seen.push(m)), () => seen.length >= 1);
    assert.deepEqual(seen, [{ n: 1 }]);
    assert.deepEqual(await queued(kv), []);
  } finally {
    await kv.close();
  }
});

Deno.test("[queue] a delayed message waits for its time", async () => {
  const kv = await openTestStore();
  try {
    const at = Date.now();
    await enqueue(kv.atomic(), "later", { delay: 200 }).commit();
    let handledAfter = -1;
    await workUntil(kv, () => {
      handledAfter = Date.now() - at;
      return Promise.resolve();
    }, () => handledAfter >= 0);
    assert.ok(handledAfter >= 200, `handled after ${handledAfter} ms`);
  } finally {
    await kv.close();
  }
});

Deno.test("[queue] a failing message is retried, then dead-lettered with its undelivered keys", async () => {
  const kv = await openTestStore();
  try {
    await enqueue(kv.atomic(), { kind: "x" }, { keysIfUndelivered: [["lost", "x"]] }).commit();
    let attempts = 0;
    await workUntil(
      kv,
      () => {
        attempts++;
        return Promise.reject(new Error("upstream down"));
      },
      () => attempts >= 3,
      { maxAttempts: 3 },
    );
    await new Promise((r) => setTimeout(r, 50)); // the last settle commits
    const dead = await listDeadLetters(kv);
    assert.equal(dead.length, 1);
    assert.equal(dead[0].attempts, 3);
    assert.match(dead[0].error ?? "", /upstream down/);
    assert.deepEqual((await kv.get(["lost", "x"])).value, { kind: "x" });
    assert.deepEqual(await queued(kv), []);
    assert.equal(attempts, 3);
  } finally {
    await kv.close();
  }
});

Deno.test("[queue] a claim whose worker died comes back after the visibility lease", async () => {
  const kv = await openTestStore();
  try {
    await enqueue(kv.atomic(), "orphan").commit();
    // A worker claims it and dies at once: its claim is never renewed or settled.
    const [entry] = await Array.fromAsync(kv.list<QueueRecord>({ prefix: keys.queuedAll() }));
    const claimed = { ...entry.value, attempts: 1 };
    await kv.atomic().check(entry).delete(entry.key)
      .set(keys.queued(Date.now() + 300, claimed.id), claimed).commit();
    const at = Date.now();
    let after = -1;
    await workUntil(kv, () => Promise.resolve(void (after = Date.now() - at)), () => after >= 0);
    assert.ok(after >= 250, `taken again after ${after} ms`);
  } finally {
    await kv.close();
  }
});

Deno.test("[queue] a long handler keeps its claim, and two workers handle each message once", async () => {
  const kv = await openTestStore();
  try {
    for (let i = 0; i < 20; i++) await enqueue(kv.atomic(), i).commit();
    const seen: number[] = [];
    const handler = async (m: unknown) => {
      // Longer than the visibility lease: only renewal keeps the other worker off it.
      if (m === 0) await new Promise((r) => setTimeout(r, 700));
      seen.push(m as number);
    };
    await Promise.all([
      workUntil(kv, handler, () => seen.length >= 20),
      workUntil(kv, handler, () => seen.length >= 20),
    ]);
    assert.deepEqual([...seen].sort((a, b) => a - b), Array.from({ length: 20 }, (_, i) => i));
  } finally {
    await kv.close();
  }
});

Deno.test("[queue] the worker stops when the store closes", async () => {
  const kv = await openTestStore();
  const running = work(kv, () => Promise.resolve(), FAST);
  await new Promise((r) => setTimeout(r, 50));
  await kv.close();
  await running;
});

Deno.test("[queue] a scheduled wake-up stays while work is due, and returns once none is", async () => {
  const kv = await openTestStore();
  try {
    assert.ok(await untilQuiet(kv, { horizonMs: 1_000, budgetMs: 2_000, pollMs: 10 }) < 100);
    await enqueue(kv.atomic(), "due").commit();
    const controller = new AbortController();
    let handled = 0;
    const worker = work(kv, async () => {
      await new Promise((r) => setTimeout(r, 150));
      handled++;
    }, { ...FAST, signal: controller.signal });
    const kept = await untilQuiet(kv, { horizonMs: 1_000, budgetMs: 2_000, pollMs: 10 });
    controller.abort();
    await worker;
    assert.equal(handled, 1);
    assert.ok(kept >= 140 && kept < 1_500, `kept ${kept} ms`);
  } finally {
    await kv.close();
  }
});

Deno.test("[queue] a handled message is settled even when a claim renewal was still committing", async () => {
  const kv = await openTestStore();
  try {
    await enqueue(kv.atomic(), "slow").commit();
    // Every commit after the claim takes 40 ms, so a renewal (every 50 ms) is still committing
    // when the handler (70 ms) ends and the message is settled.
    let claimed = false;
    const slow = delayingCommits(
      kv,
      () => claimed ? new Promise((r) => setTimeout(r, 40)) : Promise.resolve(),
    );
    let done = false;
    await workUntil(
      slow,
      async () => {
        claimed = true;
        await new Promise((r) => setTimeout(r, 70));
        done = true;
      },
      () => done,
      { visibilityMs: 150 },
    );
    await new Promise((r) => setTimeout(r, 100));
    assert.deepEqual(await queued(kv), [], "the message was deleted, not left claimed");
  } finally {
    await kv.close();
  }
});
