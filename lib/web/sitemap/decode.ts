/**
 * Sitemap bytes to text: gzip is inflated with a hard cap on the inflated size (a gzip bomb is
 * refused as soon as it passes the cap, without inflating the rest), a byte-order mark is
 * dropped and the text is decoded as UTF-8.
 */
import { SITEMAP_LIMITS } from "./limits.ts";
import { concatBytes } from "../../bytes.ts";

/** Why a sitemap could not be read at all. */
export class SitemapError extends Error {
  constructor(
    readonly code: "too_large" | "bad_gzip" | "dtd_refused",
    message: string,
  ) {
    super(message);
    this.name = "SitemapError";
  }
}

/** Whether the bytes start with the gzip magic number. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** The sitemap's text, inflating gzip within `maxBytes`. */
export async function sitemapText(
  bytes: Uint8Array,
  maxBytes: number = SITEMAP_LIMITS.maxBytes,
): Promise<{ text: string; inflated: boolean; bytes: number }> {
  const raw = isGzip(bytes) ? await gunzipCapped(bytes, maxBytes) : bytes;
  if (raw.length > maxBytes) throw tooLarge(raw.length, maxBytes);
  const text = new TextDecoder("utf-8").decode(raw).replace(/^\uFEFF/, "");
  return { text, inflated: raw !== bytes, bytes: raw.length };
}

function tooLarge(size: number, maxBytes: number): SitemapError {
  return new SitemapError(
    "too_large",
    `the sitemap is over ${maxBytes} bytes uncompressed (${size}+ bytes read): the protocol allows 50 MiB; split it into several files under a sitemap index`,
  );
}

/** Compressed bytes fed to the inflater at a time: bounds the output one step can produce. */
const FEED = 4096;

/**
 * Inflates gzip a few KiB of input at a time and stops as soon as the output passes
 * `maxBytes` (the inflater is fed under backpressure, so a bomb never inflates past the cap).
 */
async function gunzipCapped(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  const inflater = new DecompressionStream("gzip");
  const writer = inflater.writable.getWriter();
  const reader = inflater.readable.getReader();
  const feeding = (async () => {
    for (let at = 0; at < bytes.length; at += FEED) {
      await writer.write(bytes.subarray(at, at + FEED) as Uint8Array<ArrayBuffer>);
    }
    await writer.close();
  })();
  feeding.catch(() => {}); // surfaced through the reader, or moot once cancelled
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        await writer.abort().catch(() => {});
        throw tooLarge(size, maxBytes);
      }
      chunks.push(value);
    }
    await feeding;
  } catch (e) {
    if (e instanceof SitemapError) throw e;
    throw new SitemapError("bad_gzip", `the gzip data is corrupt: ${(e as Error).message}`);
  }
  return concatBytes(chunks, size);
}
