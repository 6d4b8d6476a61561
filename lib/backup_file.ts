/** Backup files: lines written through a buffer, and read back line by line. */
import { linesOf } from "./admin_remote.ts";

const FLUSH_CHARS = 64 * 1024;

/** A file of lines being written; `close()` flushes the rest and closes it. */
export interface LineWriter {
  write(line: string): Promise<void>;
  close(): Promise<void>;
}

/** Creates (or truncates) `path` for writing lines, readable by its owner only. */
export async function lineWriter(path: string): Promise<LineWriter> {
  const file = await Deno.open(path, { write: true, create: true, truncate: true, mode: 0o600 });
  const encoder = new TextEncoder();
  let pending = "";
  const flush = async () => {
    const bytes = encoder.encode(pending);
    pending = "";
    for (let at = 0; at < bytes.length;) at += await file.write(bytes.subarray(at));
  };
  return {
    async write(line) {
      pending += line + "\n";
      if (pending.length >= FLUSH_CHARS) await flush();
    },
    async close() {
      try {
        await flush();
      } finally {
        file.close();
      }
    },
  };
}

/** The lines of the file at `path`. */
export async function* readLines(path: string): AsyncGenerator<string> {
  const file = await Deno.open(path, { read: true });
  yield* linesOf(file.readable);
}
