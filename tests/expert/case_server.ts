/**
 * One server for a case folder of `../shared/eval/expert-cases` (and of fresh, unseen case sets
 * in the same layout): `POST /v3/<path>` answers DataForSEO's call with
 * `provider/<path with / as __>.json` (or, per keyword, `provider/<path>/<keyword>.json`), and `GET /<path>` serves `pages/<path>` (with
 * `headers.json` beside it), `{{PAGES}}` replaced by the server's `host:port` everywhere, as the
 * cases' README prescribes. It counts what it is asked, so tests can assert "one SERP call" and
 * "each page fetched once".
 */
import { join } from "node:path";

/** What the server was asked. */
export interface CaseServer extends AsyncDisposable {
  /** `host:port`, the value of `{{PAGES}}`. */
  pages: string;
  /** The DataForSEO base URL (the same origin). */
  baseUrl: string;
  /** The provider calls, in order: the DataForSEO path and the posted tasks. */
  providerCalls: { path: string; body: unknown }[];
  /** Provider paths the case has no answer for (a test error, not missing data). */
  unanswered: string[];
  /** Page requests per path (query string ignored). */
  pageHits: Map<string, number>;
  /** `text` with `{{PAGES}}` replaced. */
  fill(text: string): string;
  close(): Promise<void>;
}

const PLACEHOLDER = /\{\{PAGES\}\}/g;

/** Starts the server for the case folder `dir` (holding `provider/` and/or `pages/`). */
export function startCaseServer(dir: string): Promise<CaseServer> {
  const providerCalls: { path: string; body: unknown }[] = [];
  const unanswered: string[] = [];
  const pageHits = new Map<string, number>();
  let pages = "";
  const fill = (text: string) => text.replace(PLACEHOLDER, pages);
  const handler = async (req: Request): Promise<Response> => {
    const path = decodeURIComponent(new URL(req.url).pathname);
    if (req.method === "POST" && path.startsWith("/v3/")) {
      const text = await req.text();
      providerCalls.push({ path, body: safeJson(text) });
      const answer = providerAnswer(dir, path, safeJson(text));
      if (answer === null) {
        unanswered.push(path);
        return Response.json({ status_code: 40400, status_message: "Not Found." }, {
          status: 404,
        });
      }
      return new Response(fill(answer), { headers: { "content-type": "application/json" } });
    }
    pageHits.set(path, (pageHits.get(path) ?? 0) + 1);
    return servePage(dir, path, fill);
  };
  return new Promise((resolve) => {
    const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, handler);
    pages = `127.0.0.1:${server.addr.port}`;
    const close = () => server.shutdown();
    resolve({
      pages,
      baseUrl: `http://${pages}`,
      providerCalls,
      unanswered,
      pageHits,
      fill,
      close,
      [Symbol.asyncDispose]: close,
    });
  });
}

/**
 * The answer to a DataForSEO call: `provider/<path>.json`, or, when `provider/<path>/` is a
 * folder, the file named after the posted task's keyword (lowercased, every character that is
 * not a letter or digit as "_"): one SERP per keyword.
 */
function providerAnswer(dir: string, path: string, body: unknown): string | null {
  const name = path.slice(4).replaceAll("/", "__");
  const keyword = Array.isArray(body) ? (body[0] as { keyword?: unknown })?.keyword : undefined;
  if (typeof keyword === "string") {
    const perKeyword = keyword.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "_");
    const answer = readText(join(dir, "provider", name, `${perKeyword}.json`));
    if (answer !== null) return answer;
  }
  return readText(join(dir, "provider", `${name}.json`));
}

/** `pages/<path>` with the status and headers `headers.json` gives it. */
function servePage(dir: string, path: string, fill: (t: string) => string): Response {
  const rel = path.replace(/^\/+/, "");
  const file = join(dir, "pages", rel);
  const slash = rel.lastIndexOf("/");
  const folder = join(dir, "pages", rel.slice(0, Math.max(0, slash)));
  const name = rel.slice(slash + 1);
  const declared = headersOf(folder)[name];
  const body = readText(file);
  if (body === null && !declared) return new Response("not found", { status: 404 });
  const headers = new Headers(declared?.headers ?? {});
  if (!headers.has("content-type")) headers.set("content-type", contentType(name));
  for (const [k, v] of [...headers]) headers.set(k, fill(v));
  return new Response(body === null ? null : fill(body), {
    status: declared?.status ?? 200,
    headers,
  });
}

type Declared = Record<string, { status?: number; headers?: Record<string, string> }>;

function headersOf(folder: string): Declared {
  const text = readText(join(folder, "headers.json"));
  return text === null ? {} : JSON.parse(text);
}

function contentType(name: string): string {
  if (name.endsWith(".txt")) return "text/plain; charset=utf-8";
  if (name.endsWith(".xml")) return "application/xml; charset=utf-8";
  if (name.endsWith(".json")) return "application/json";
  return "text/html; charset=utf-8";
}

function readText(file: string): string | null {
  try {
    return Deno.readTextFileSync(file);
  } catch {
    return null;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
