/** Byte helpers shared by the store, the cache, the body guard and the sitemap reader. */

/** The chunks joined into one array (`size`: their total length, when already counted). */
export function concatBytes(
  chunks: readonly Uint8Array[],
  size = chunks.reduce((n, c) => n + c.length, 0),
): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
