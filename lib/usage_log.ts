/**
 * The usage log read back: a workspace's charged requests, newest first (`GET
 * /api/v1/usage/requests`). The ledger writes one log record per commit (`credits.ts`), its
 * charges in commit order; a cursor names a record and how many of its entries are left to read.
 */
import type { UsageRecord } from "./credits.ts";
import type { ChargedRequest, ChargedRequestList } from "./schemas/account.ts";
import { keys } from "./store/keys.ts";
import type { Store } from "./store/port.ts";

/** One charge as the ledger logs it. */
type Logged = UsageRecord & { credits: number };

/** A log record: the charges of one ledger commit. */
interface LogRecord {
  entries: Logged[];
}

/** A page also ends after this many charges, so a rare `kind` cannot scan for ever. */
const MAX_SCAN = 2_000;

/** The public shape of a logged charge; `kind` null for one logged before `job_id` was kept. */
function chargedRequest(e: Logged): ChargedRequest {
  return {
    request_id: e.request_id,
    operation: e.operation,
    credits: e.credits,
    at: e.at,
    kind: e.job_id === undefined ? null : e.job_id === null ? "sync" : "job",
    job_id: e.job_id ?? null,
    key_id: e.key_id,
    project_id: e.project_id,
    workflow_id: e.workflow_id,
  };
}

/** The log records of a workspace, newest first, from the cursor's (its entries left) on. */
async function* records(
  kv: Store,
  workspaceId: string,
  cursor: string | undefined,
): AsyncGenerator<{ id: string; entries: Logged[] }> {
  // The log's key prefix: a record's key without its id.
  const prefix = keys.usageLog(workspaceId, "").slice(0, -1);
  let selector: Deno.KvListSelector = { prefix };
  if (cursor) {
    const [id, left] = cursor.split(".");
    const first = await kv.get<LogRecord>(keys.usageLog(workspaceId, id));
    if (first.value) yield { id, entries: first.value.entries.slice(0, Number(left)) };
    selector = { prefix, end: [...prefix, id] };
  }
  for await (const e of kv.list<LogRecord>(selector, { reverse: true, batchSize: 50 })) {
    yield { id: e.key[prefix.length] as string, entries: e.value.entries };
  }
}

/** One page of a workspace's charged requests, newest first, of `kind` when given. */
export async function listChargedRequests(
  kv: Store,
  workspaceId: string,
  query: { limit: number; cursor?: string; kind?: "sync" | "job" },
): Promise<ChargedRequestList> {
  const requests: ChargedRequest[] = [];
  let scanned = 0;
  for await (const { id, entries } of records(kv, workspaceId, query.cursor)) {
    for (let i = entries.length - 1; i >= 0; i--) {
      if (requests.length === query.limit || scanned === MAX_SCAN) {
        return { requests, next_cursor: `${id}.${i + 1}` };
      }
      scanned++;
      const request = chargedRequest(entries[i]);
      if (!query.kind || request.kind === query.kind) requests.push(request);
    }
  }
  return { requests, next_cursor: null };
}
