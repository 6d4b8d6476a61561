/**
 * What the pages for people (`/docs`, the console) share: a Content-Security-Policy of this origin
 * only, their answers' headers, and their files (this project's `routes/static/`, and files of npm
 * packages in `node_modules`), read once and served from memory.
 */
import type { Context } from "hono";
import type { AppEnv } from "./env.ts";

/** A CSP of this origin only, with no inline script; `inlineStyles` when a page's library sets some. */
export function pageCsp(options: { inlineStyles?: boolean } = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${options.inlineStyles ? " 'unsafe-inline'" : ""}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/** The headers of a page's answers: its type, its CSP, no sniffing, no referrer. */
export function pageHeaders(type: string, csp: string): Record<string, string> {
  return {
    "content-type": type,
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  };
}

/** A file a page uses: where it is, its type, and whether browsers may keep it a day. */
export interface PageFile {
  url: URL;
  type: string;
  cache?: boolean;
}

/** A file of this project's `routes/static/`. */
export const own = (name: string): URL => new URL(`./static/${name}`, import.meta.url);

/** A file of an installed npm package (`node_modules/<package>/<path>`). */
export const fromPackage = (path: string): URL =>
  new URL(`../node_modules/${path}`, import.meta.url);

/**
 * The handler of `GET <prefix>/:file` for `files` (by name; any other name is 404), each read
 * once and kept in memory.
 */
export function pageFiles(files: Record<string, PageFile>, csp: string) {
  const read = new Map<string, Uint8Array<ArrayBuffer>>();
  return async (c: Context<AppEnv>) => {
    const name = c.req.param("file") ?? "";
    if (!Object.hasOwn(files, name)) return c.notFound();
    const file = files[name];
    let bytes = read.get(name);
    if (!bytes) read.set(name, bytes = await Deno.readFile(file.url));
    return c.body(bytes, 200, {
      ...pageHeaders(file.type, csp),
      ...(file.cache ? { "cache-control": "public, max-age=86400" } : {}),
    });
  };
}
