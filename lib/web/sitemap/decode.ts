/**
 * Sitemap bytes to text: a gzip file (`.xml.gz`, gzip as the file rather than as
 * Content-Encoding) is inflated with the same counting as every fetched body, capped at the
 * protocol's 50 MiB and refused at a bomb's ratio without inflating the rest; a byte-order mark
 * is dropped and the text is decoded as UTF-8.
 */
import { SITEMAP_LIMITS } from "./limits.ts";
import { BodyRefused, BodyTooLarge, readBody } from "../body.ts";

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

/**
 * Inflates a `.xml.gz` file with the counting of every fetched body (../body.ts): `INFLATE_FEED`
 * bytes at a time into one growing buffer, refused as soon as it passes `maxBytes` or inflates
 * over `MAX_RATIO` times its compressed size (past `RATIO_MIN_BYTES`), and inside a large-read slot.
 */
async function gunzipCapped(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      if (at >= bytes.byteLength) c.close();
      else c.enqueue(bytes.subarray(at, at += 64 * 1024));
    },
  }, { highWaterMark: 0 });
  try {
    return await readBody(stream, {
      url: "the sitemap",
      maxBytes,
      maxWireBytes: bytes.byteLength,
      encoding: "gzip",
    });
  } catch (e) {
    if (e instanceof BodyTooLarge) throw tooLarge(maxBytes + 1, maxBytes);
    if (e instanceof BodyRefused && e.kind === "ratio") {
      throw new SitemapError(
        "too_large",
        `the sitemap is refused: ${e.reason}; the protocol allows 50 MiB uncompressed`,
      );
    }
    throw new SitemapError("bad_gzip", `the gzip data is corrupt: ${(e as Error).message}`);
  }
}
