/** Paging over an index of sortable ids: newest first, filtered, with a cursor. */
import type { Store } from "./port.ts";

/** Options of `pageIndex`. */
export interface PageOptions<I> {
  /** The index: `[...prefix, id] -> filter fields`. */
  prefix: Deno.KvKey;
  /** Where the full record of an id lives. */
  recordKey: (id: string) => Deno.KvKey;
  limit: number;
  /** The last id of the previous page. */
  cursor?: string;
  /** Which index entries belong on the page. */
  keep?: (value: I) => boolean;
  /** A page also ends after this many index entries, so a rare filter cannot scan for ever. */
  maxScan?: number;
}

/** One page of records, newest first, and the cursor of the next page (null at the end). */
export async function pageIndex<I, R>(
  kv: Store,
  options: PageOptions<I>,
): Promise<{ records: R[]; next_cursor: string | null }> {
  const { prefix } = options;
  const selector: Deno.KvListSelector = options.cursor
    ? { prefix, end: [...prefix, options.cursor] }
    : { prefix };
  const ids: string[] = [];
  let last: string | null = null;
  let more = false;
  let scanned = 0;
  for await (const e of kv.list<I>(selector, { reverse: true, batchSize: 100 })) {
    if (ids.length === options.limit || scanned === (options.maxScan ?? 1000)) {
      more = true;
      break;
    }
    scanned++;
    last = e.key[prefix.length] as string;
    if (!options.keep || options.keep(e.value)) ids.push(last);
  }
  const records: R[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    const entries = await kv.getMany<R[]>(ids.slice(i, i + 10).map(options.recordKey));
    for (const entry of entries) if (entry.value) records.push(entry.value);
  }
  return { records, next_cursor: more ? last : null };
}
