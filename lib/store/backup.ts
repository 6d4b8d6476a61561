/**
 * Backups: every kept entry of a store (`backup_plan.ts`) as of one moment, as lines of JSON,
 * and their restore into an empty store of either adapter. The file is a header line, one line
 * per entry (key in the store's binary encoding, value as Deno KV serializes it, expiry when
 * known) and a trailer with the count and the SHA-256 of the entry lines: a restore checks both
 * before it writes anything, and marks the store while it writes, so a cut-short restore is
 * never taken for a whole one (`assertNotHalfRestored`).
 */
import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";
import { deserialize, serialize } from "node:v8";
import { ApiError } from "../errors.ts";
import { SERVER_VERSION } from "../version.ts";
import { BACKUP_PLAN, keeps, knownExpiry, restoredExpireIn } from "./backup_plan.ts";
import { decodeKey, encodeKey } from "./key_codec.ts";
import { keys } from "./keys.ts";
import { canSnapshot, type SnapshotEntry, type Store } from "./port.ts";

/** The first line of a backup. */
export const BACKUP_FORMAT = "rankscope-backup";
const BACKUP_VERSION = 1;
/** Writes per restore commit, and their size, under both adapters' limits. */
const RESTORE_BATCH = 200;
const RESTORE_BATCH_BYTES = 512 * 1024;

/** What a backup or a restore did. */
export interface BackupSummary {
  entries: number;
  /** Entries left out, by kind (`backup_plan.ts` says why). */
  skipped: Record<string, number>;
  created_at: string;
}

interface Line {
  k: string;
  t: "v8" | "u64" | "bytes";
  v: string;
  x?: number | null;
}

/** Writes a backup of `store`, line by line, through `write`; resolves to what it wrote. */
export async function writeBackup(
  store: Store,
  write: (line: string) => Promise<void>,
  now: Date,
): Promise<BackupSummary> {
  if (!canSnapshot(store)) {
    throw new ApiError("NOT_IMPLEMENTED", "This store cannot read itself as of one moment.");
  }
  const created_at = now.toISOString();
  const summary: BackupSummary = { entries: 0, skipped: {}, created_at };
  const hash = createHash("sha256");
  await write(JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, created_at }));
  await store.snapshot(async (batch) => {
    for (const entry of batch) {
      if (!keeps(entry.key)) {
        const kind = String(entry.key[0]);
        summary.skipped[kind] = (summary.skipped[kind] ?? 0) + 1;
        continue;
      }
      const line = JSON.stringify(encodeLine(entry));
      hash.update(line + "\n");
      summary.entries++;
      await write(line);
    }
  });
  await write(JSON.stringify({
    end: true,
    entries: summary.entries,
    sha256: hash.digest("hex"),
    skipped: summary.skipped,
    server_version: SERVER_VERSION,
  }));
  return summary;
}

function encodeLine(entry: SnapshotEntry): Line {
  const k = Buffer.from(encodeKey(entry.key)).toString("base64");
  const x = knownExpiry(entry);
  const tail = x === undefined ? {} : { x };
  const { value } = entry;
  if (value instanceof Deno.KvU64) return { k, t: "u64", v: value.value.toString(), ...tail };
  if (value instanceof Uint8Array) {
    return { k, t: "bytes", v: Buffer.from(value).toString("base64"), ...tail };
  }
  return { k, t: "v8", v: Buffer.from(serialize(value)).toString("base64"), ...tail };
}

function decodeLine(line: Line): { key: Deno.KvKey; value: unknown } {
  const key = decodeKey(new Uint8Array(Buffer.from(line.k, "base64")));
  if (line.t === "u64") return { key, value: new Deno.KvU64(BigInt(line.v)) };
  const bytes = new Uint8Array(Buffer.from(line.v, "base64"));
  return { key, value: line.t === "bytes" ? bytes : deserialize(bytes) };
}

/** A backup that cannot be read: 400 naming the line. */
function badBackup(message: string, line?: number): ApiError {
  return new ApiError("INVALID_PARAMETERS", `This backup cannot be restored: ${message}`, {
    details: { issues: [{ path: line === undefined ? "backup" : `line ${line}`, message }] },
  });
}

/**
 * Checks a backup end to end (header, every line, count, hash) without writing anything;
 * resolves to its trailer's count.
 */
async function verify(lines: AsyncIterable<string>): Promise<number> {
  const hash = createHash("sha256");
  let n = 0;
  let entries = 0;
  let trailer: { entries?: unknown; sha256?: unknown } | null = null;
  for await (const text of lines) {
    n++;
    if (trailer) throw badBackup("there are lines after its end", n);
    const parsed = parseJson(text, n);
    if (n === 1) {
      if (parsed.format !== BACKUP_FORMAT || parsed.version !== BACKUP_VERSION) {
        throw badBackup(`the first line is not a ${BACKUP_FORMAT} version 1 header`, 1);
      }
    } else if (parsed.end === true) trailer = parsed;
    else {
      decodeLine(parsed as unknown as Line);
      hash.update(text + "\n");
      entries++;
    }
  }
  if (!trailer) throw badBackup("it has no end line: the file was cut short");
  if (trailer.entries !== entries || trailer.sha256 !== hash.digest("hex")) {
    throw badBackup("its entries do not match its end line (count or SHA-256)");
  }
  return entries;
}

function parseJson(text: string, n: number): Record<string, unknown> {
  try {
    const v = JSON.parse(text);
    if (v && typeof v === "object") return v;
  } catch { /* below */ }
  throw badBackup("not a JSON object", n);
}

/**
 * Restores a backup into `store`, which must hold nothing a backup keeps. `lines` is called
 * twice: once to check the whole file, once to write it.
 */
export async function restoreBackup(
  store: Store,
  lines: () => AsyncIterable<string>,
  now: () => Date,
): Promise<BackupSummary> {
  const expected = await verify(lines());
  await assertEmpty(store);
  await store.set(keys.meta("restore"), { state: "in_progress", at: now().toISOString() });
  let written = 0;
  let expired = 0;
  let batch = store.atomic();
  let size = 0;
  let count = 0;
  const flush = async () => {
    if (count === 0) return;
    const res = await batch.commit();
    if (!res.ok) throw new ApiError("CONFLICT", "The store changed while it was being restored.");
    batch = store.atomic();
    size = 0;
    count = 0;
  };
  let header = true;
  for await (const text of lines()) {
    if (header) {
      header = false;
      continue;
    }
    const line = JSON.parse(text) as Line & { end?: boolean };
    if (line.end) break;
    const { key, value } = decodeLine(line);
    const expireIn = restoredExpireIn(key, line.x, now().getTime());
    if (expireIn !== null && expireIn <= 0) {
      expired++;
      continue;
    }
    if (count >= RESTORE_BATCH || size + text.length > RESTORE_BATCH_BYTES) await flush();
    batch.set(key, value, expireIn === null ? undefined : { expireIn: Math.ceil(expireIn) });
    size += text.length;
    count++;
    written++;
  }
  await flush();
  const at = now().toISOString();
  await store.set(keys.meta("restore"), { state: "done", at, entries: written, expired });
  if (written + expired !== expected) throw badBackup("it changed while it was being read");
  return { entries: written, skipped: expired ? { expired } : {}, created_at: at };
}

/** Refuses a store that holds anything a backup keeps: a restore never merges. */
async function assertEmpty(store: Store): Promise<void> {
  for await (const entry of store.list({ prefix: [] })) {
    if (!keeps(entry.key)) continue;
    throw new ApiError(
      "CONFLICT",
      "A backup is restored into an empty store only: this one already holds data " +
        `(${JSON.stringify(entry.key)}). Point KV_PATH or STORE_URL at a new store.`,
    );
  }
}

/** What a start says of a store whose restore was cut short, or null when there was none. */
export async function halfRestored(store: Store): Promise<string | null> {
  const mark = await store.get<{ state: string; at: string }>(keys.meta("restore"));
  if (mark.value?.state !== "in_progress") return null;
  return `a restore begun at ${mark.value.at} did not finish: restore the backup again into a ` +
    "new, empty store";
}

/** The kinds a backup leaves out, each with its reason (for docs and the CLI's help). */
export function leftOut(): { kind: string; why: string }[] {
  return Object.entries(BACKUP_PLAN).flatMap(([kind, plan]) =>
    plan.keep ? [] : [{ kind, why: plan.why }]
  );
}
