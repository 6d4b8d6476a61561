/**
 * Seeding the store of the server under benchmark with many stored jobs, webhook deliveries and
 * API keys (the growth section). Jobs and deliveries are copies of a real job and delivery the
 * running service wrote (every key of the record under a new id, with its TTL), so the copies
 * are whatever the current code stores; keys go through `createApiKey`. Runs inside the server
 * process (`POST /bare/seed`): a KV file has one process.
 */
import { sortableId } from "../lib/ids.ts";
import { createApiKey } from "../lib/store/api_keys.ts";
import { getJob, type JobRecord } from "../lib/store/jobs.ts";
import { keys } from "../lib/store/keys.ts";
import { DELIVERY_TTL_MS } from "../lib/store/webhooks.ts";
import type { Store } from "../lib/store/port.ts";

/** What `POST /bare/seed` adds. */
export interface SeedRequest {
  workspace_id: string;
  /** A finished job of the workspace, copied `jobs` times. */
  template_job_id?: string;
  jobs?: number;
  /** A delivery of the workspace, copied `deliveries` times. */
  template_delivery_id?: string;
  deliveries?: number;
  /** New API keys of the workspace, on `plan`. */
  keys?: number;
  plan?: string;
}

/** What was added, one plaintext key among the new ones, and the time it took. */
export interface SeedResult {
  jobs: number;
  deliveries: number;
  keys: number;
  key: string | null;
  ms: number;
}

interface Entry {
  key: Deno.KvKey;
  value: unknown;
}

/** Every stored entry of a job: record, index entry, events, input and result chunks. */
async function jobEntries(kv: Store, record: JobRecord): Promise<Entry[]> {
  const id = record.job_id;
  const out: Entry[] = [{ key: keys.job(id), value: record }];
  const single = [
    keys.workspaceJob(record.workspace_id, id),
    ...Array.from({ length: record.input_chunks }, (_, i) => keys.jobInput(id, i)),
    ...Array.from(
      { length: record.result_chunks },
      (_, i) => keys.jobResult(id, record.result_attempt, i),
    ),
  ];
  for (let i = 0; i < single.length; i += 10) {
    for (const e of await kv.getMany(single.slice(i, i + 10))) {
      if (e.value !== null) out.push({ key: e.key, value: e.value });
    }
  }
  for await (const e of kv.list({ prefix: keys.jobEvents(id) })) {
    out.push({ key: e.key, value: e.value });
  }
  return out;
}

/** `entries` with `from` replaced by `to` in every key part and every JSON value. */
function renamed(entries: readonly Entry[], from: string, to: string): Entry[] {
  return entries.map(({ key, value }) => ({
    key: key.map((part) => part === from ? to : part),
    value: value instanceof Uint8Array || typeof value !== "object" || value === null
      ? value
      : JSON.parse(JSON.stringify(value).replaceAll(from, to)),
  }));
}

/** Commits `batches` with at most `parallel` commits in flight. */
async function commitAll(
  kv: Store,
  batches: { entries: Entry[]; expireIn: number }[],
  parallel = 4,
): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < batches.length) {
      const batch = batches[next++];
      const op = kv.atomic();
      for (const e of batch.entries) op.set(e.key, e.value, { expireIn: batch.expireIn });
      const res = await op.commit();
      if (!res.ok) throw new Error("a seeding commit was refused");
    }
  }));
}

async function seedJobs(kv: Store, templateId: string, count: number): Promise<void> {
  const template = (await getJob(kv, templateId)).value;
  if (!template) throw new Error(`template job ${templateId} not found`);
  const entries = await jobEntries(kv, template);
  const perCommit = Math.max(1, Math.floor(300 / entries.length));
  const expireIn = Math.max(60_000, template.expires_at - Date.now());
  const batches: { entries: Entry[]; expireIn: number }[] = [];
  for (let done = 0; done < count; done += perCommit) {
    const batch: Entry[] = [];
    for (let i = done; i < Math.min(count, done + perCommit); i++) {
      batch.push(...renamed(entries, templateId, sortableId("job")));
    }
    batches.push({ entries: batch, expireIn });
  }
  await commitAll(kv, batches);
}

function deliveryIdNow(): string {
  const rand = crypto.getRandomValues(new Uint8Array(8));
  const hex = [...rand].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `dlv_${Date.now().toString(36).padStart(9, "0")}${hex}`;
}

async function seedDeliveries(
  kv: Store,
  workspaceId: string,
  templateId: string,
  count: number,
): Promise<void> {
  const [record, index] = await kv.getMany([
    keys.webhookDelivery(templateId),
    keys.workspaceDelivery(workspaceId, templateId),
  ]);
  if (record.value === null || index.value === null) {
    throw new Error(`template delivery ${templateId} not found`);
  }
  const entries: Entry[] = [
    { key: record.key, value: record.value },
    { key: index.key, value: index.value },
  ];
  const batches: { entries: Entry[]; expireIn: number }[] = [];
  for (let done = 0; done < count; done += 150) {
    const batch: Entry[] = [];
    for (let i = done; i < Math.min(count, done + 150); i++) {
      batch.push(...renamed(entries, templateId, deliveryIdNow()));
    }
    batches.push({ entries: batch, expireIn: DELIVERY_TTL_MS });
  }
  await commitAll(kv, batches);
}

async function seedKeys(
  kv: Store,
  workspaceId: string,
  plan: string,
  count: number,
): Promise<string | null> {
  let last: string | null = null;
  for (let done = 0; done < count; done += 25) {
    const made = await Promise.all(
      Array.from(
        { length: Math.min(25, count - done) },
        (_, i) => createApiKey(kv, { workspaceId, plan, name: `seed-${done + i}` }),
      ),
    );
    last = made[made.length - 1].key;
  }
  return last;
}

/** Adds what `request` asks for to the store. */
export async function seed(kv: Store, request: SeedRequest): Promise<SeedResult> {
  const t0 = performance.now();
  const jobs = request.template_job_id ? request.jobs ?? 0 : 0;
  const deliveries = request.template_delivery_id ? request.deliveries ?? 0 : 0;
  if (jobs > 0) await seedJobs(kv, request.template_job_id!, jobs);
  if (deliveries > 0) {
    await seedDeliveries(kv, request.workspace_id, request.template_delivery_id!, deliveries);
  }
  const key = await seedKeys(kv, request.workspace_id, request.plan ?? "pro", request.keys ?? 0);
  return { jobs, deliveries, keys: request.keys ?? 0, key, ms: performance.now() - t0 };
}
