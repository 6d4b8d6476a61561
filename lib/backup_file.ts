/** Backup files: lines written through a buffer, and read back line by line. */

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

/** The lines of a text stream, without their line ends. */
export async function* linesOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  let rest = "";
  for await (const chunk of stream.pipeThrough(new TextDecoderStream())) {
    rest += chunk;
    const parts = rest.split("\n");
    rest = parts.pop()!;
    for (const part of parts) if (part) yield part;
  }
  if (rest) yield rest;
}
