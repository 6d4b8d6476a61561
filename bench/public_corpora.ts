/**
 * Public labelled extraction corpora other than the ones in `../shared`, read in place from a
 * folder outside the repository (never copied in). `EXTRACT_CORPORA` names it; the default is
 * `../corpora` beside the clone. Lay-out (see bench/README.md for how to get each):
 *   - `wcxb/`: WCXB, the Web Content eXtraction Benchmark (github.com/Murrough-Foley/
 *     web-content-extraction-benchmark, CC-BY-4.0): `dev|test/html/<id>.html.gz` and
 *     `dev|test/ground-truth/<id>.json` (human-reviewed main text, title, author, date, page type);
 *   - `trafeval/`: trafilatura's evaluation set (github.com/adbar/trafilatura `tests/`, Apache-2.0):
 *     `evaldata.json` (URL → file, "with" and "without" snippets) and `eval/` or `cache/` HTML;
 *   - `peers/`: stored outputs of peers that do not run in Deno (trafilatura), written by
 *     `peers/run_trafilatura.py`: `{ "extractor": ..., "output": { id: text } }`.
 */
import { gunzipSync } from "node:zlib";
import { decodeHtml } from "../lib/web/load_page.ts";

/** The corpora folder. */
export const CORPORA = Deno.env.get("EXTRACT_CORPORA") ??
  new URL("../../corpora", import.meta.url).pathname;

/** One labelled page. */
export interface LabelledPage {
  id: string;
  url: string;
  html: string;
  /** WCXB: the reviewed main text; trafeval: "". */
  truth: string;
  /** Snippets that must / must not appear in the extraction. */
  with: string[];
  without: string[];
  pageType: string;
  author: string | null;
  date: string | null;
}

function readHtml(path: string): string {
  const bytes = Deno.readFileSync(path);
  return decodeHtml(path.endsWith(".gz") ? gunzipSync(bytes) : bytes, null);
}

/** WCXB pages of one split, sorted by id. */
export function loadWcxb(split: "dev" | "test"): LabelledPage[] {
  const dir = `${CORPORA}/wcxb/${split}`;
  const ids = [...Deno.readDirSync(`${dir}/ground-truth`)]
    .map((e) => e.name.replace(/\.json$/, "")).sort();
  return ids.map((id) => {
    const doc = JSON.parse(Deno.readTextFileSync(`${dir}/ground-truth/${id}.json`));
    const gt = doc.ground_truth;
    return {
      id,
      url: doc.url ?? "",
      html: readHtml(`${dir}/html/${id}.html.gz`),
      truth: gt.main_content ?? "",
      with: gt.with ?? [],
      without: gt.without ?? [],
      pageType: doc._internal?.page_type?.primary ?? "unknown",
      author: gt.author ?? null,
      date: gt.publish_date ?? null,
    };
  });
}

interface EvalItem {
  file: string;
  with: string[];
  without: string[];
}

/** trafilatura's evaluation pages whose HTML is present, sorted by file name. */
export function loadTrafEval(): LabelledPage[] {
  const dir = `${CORPORA}/trafeval`;
  const data: Record<string, EvalItem> = JSON.parse(
    Deno.readTextFileSync(`${dir}/evaldata.json`),
  );
  const pathOf = (file: string) =>
    ["cache", "eval"].map((sub) => `${dir}/${sub}/${file}`).find(exists);
  return Object.entries(data).flatMap(([url, item]) => {
    const path = pathOf(item.file);
    if (!path) return [];
    return [{
      id: item.file,
      url,
      html: readHtml(path),
      truth: "",
      with: item.with,
      without: item.without,
      pageType: "unknown",
      author: null,
      date: null,
    }];
  }).sort((a, b) => a.id < b.id ? -1 : 1);
}

function exists(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
}

/** A stored peer output (`peers/<name>.json`), or null when absent. */
export function loadPeer(name: string): { extractor: string; output: Map<string, string> } | null {
  const path = `${CORPORA}/peers/${name}.json`;
  if (!exists(path)) return null;
  const data = JSON.parse(Deno.readTextFileSync(path));
  return {
    extractor: String(data.extractor ?? name),
    output: new Map(Object.entries(data.output as Record<string, string>)),
  };
}

/** True when the corpora folder has `name`. */
export function hasCorpus(name: string): boolean {
  try {
    return Deno.statSync(`${CORPORA}/${name}`).isDirectory;
  } catch {
    return false;
  }
}
