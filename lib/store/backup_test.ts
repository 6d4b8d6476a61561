import assert from "node:assert/strict";
import { openTestStore } from "../../tests/store.ts";
import { BACKUP_PLAN } from "./backup_plan.ts";
import { halfRestored, restoreBackup, writeBackup } from "./backup.ts";
import { keys } from "./keys.ts";
import type { Store } from "./port.ts";

const NOW = new Date("2026-11-29T12:00:00Z");

async function backupLines(store: Store): Promise<string[]> {
  const lines: string[] = [];
  await writeBackup(store, (line) => Promise.resolve(void lines.push(line)), NOW);
  return lines;
}

async function* each(lines: string[]) {
  for (const line of lines) yield line;
}

async function all(store: Store): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  for await (const e of store.list({ prefix: [] })) out.set(JSON.stringify(e.key, big), e.value);
  return out;
}
const big = (_: string, v: unknown) => typeof v === "bigint" ? `${v}n` : v;

Deno.test("backup: every kept value type comes back; short-lived kinds are left out", async () => {
  const from = await openTestStore();
  const to = await openTestStore();
  try {
    await from.atomic()
      .set(keys.workspace("ws_1"), { id: "ws_1", name: "Ünïcode", at: new Date(NOW) })
      .set(keys.balance("ws_1"), { remaining: 12, used: 3 })
      .sum(keys.usageCounter("ws_1", "all", "total", "all"), 7n)
      .set(keys.jobInput("job_1", 0), new Uint8Array([0, 1, 255]))
      .set(["job", "job_1"], { n: 1n, tags: new Map([["a", 1]]), none: null })
      .set(keys.rateLimit("key_1", "m"), { count: 3 })
      .set(keys.meta("process_lease"), { pid: 1 })
      .set(keys.meta("bootstrap"), { done: true })
      .commit();
    const lines = await backupLines(from);
    const trailer = JSON.parse(lines.at(-1)!);
    assert.deepEqual(trailer.entries, 6);
    assert.deepEqual(trailer.skipped, { rate_limit: 1, meta: 1 });
    const summary = await restoreBackup(to, () => each(lines), () => NOW);
    assert.deepEqual(summary.entries, 6);
    const restored = await all(to);
    restored.delete(JSON.stringify(keys.meta("restore")));
    const original = await all(from);
    original.delete(JSON.stringify(keys.rateLimit("key_1", "m")));
    original.delete(JSON.stringify(keys.meta("process_lease")));
    assert.deepEqual(restored, original);
    assert.deepEqual(
      (await to.get<Deno.KvU64>(keys.usageCounter("ws_1", "all", "total", "all")))
        .value?.value,
      7n,
    );
    assert.deepEqual(await halfRestored(to), null);
  } finally {
    await from.close();
    await to.close();
  }
});

Deno.test("backup: an expired record is not restored; a live one keeps what is left", async () => {
  const from = await openTestStore();
  const to = await openTestStore();
  try {
    const at = NOW.getTime();
    await from.set(keys.oauthAccess("old"), { connection_id: "c", expires_at: at - 1 });
    await from.set(keys.oauthAccess("new"), { connection_id: "c", expires_at: at + 60_000 });
    const lines = await backupLines(from);
    const summary = await restoreBackup(to, () => each(lines), () => NOW);
    assert.deepEqual(summary, {
      entries: 1,
      skipped: { expired: 1 },
      created_at: NOW.toISOString(),
    });
    assert.deepEqual((await to.get(keys.oauthAccess("old"))).value, null);
    assert((await to.get(keys.oauthAccess("new"))).value);
  } finally {
    await from.close();
    await to.close();
  }
});

Deno.test("backup: a cut, altered or foreign file, or a store with data, is refused untouched", async () => {
  const from = await openTestStore();
  const to = await openTestStore();
  try {
    await from.set(keys.workspace("ws_1"), { id: "ws_1" });
    await from.set(keys.workspace("ws_2"), { id: "ws_2" });
    const lines = await backupLines(from);
    const cases: [string, string[], RegExp][] = [
      ["cut short", lines.slice(0, -1), /no end line/],
      ["altered", [lines[0], lines[2], lines[1], lines[3]], /do not match/],
      ["foreign", ['{"format":"other"}', ...lines.slice(1)], /header/],
      ["not JSON", [lines[0], "{oops", ...lines.slice(2)], /line 2|not a JSON/],
    ];
    for (const [name, bad, said] of cases) {
      await assert.rejects(() => restoreBackup(to, () => each(bad), () => NOW), said, name);
    }
    assert.deepEqual((await all(to)).size, 0, "nothing written by a refused restore");
    await to.set(keys.workspace("ws_9"), { id: "ws_9" });
    await assert.rejects(
      () => restoreBackup(to, () => each(lines), () => NOW),
      /empty store only/,
    );
  } finally {
    await from.close();
    await to.close();
  }
});

Deno.test("backup: a restore cut short is marked, so a start can refuse the store", async () => {
  const store = await openTestStore();
  try {
    await store.set(keys.meta("restore"), { state: "in_progress", at: NOW.toISOString() });
    assert((await halfRestored(store))?.includes("did not finish"));
  } finally {
    await store.close();
  }
});

Deno.test("backup plan: every kind of record in keys.ts has a decision", () => {
  const dummy = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? "x" : 1));
  for (const [name, build] of Object.entries(keys)) {
    const key = (build as (...a: unknown[]) => Deno.KvKey)(...dummy(build.length));
    assert(String(key[0]) in BACKUP_PLAN, `keys.${name}: "${String(key[0])}" is not in the plan`);
  }
});
