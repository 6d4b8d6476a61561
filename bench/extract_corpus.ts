/**
 * The article-extraction-benchmark pages, ground truth and stored peer outputs, read from
 * `../shared/corpus/article-extraction-benchmark` (never copied into the repository).
 */

const ROOT = new URL("../../shared/corpus/article-extraction-benchmark/", import.meta.url);

/** One benchmark page: its id, URL, HTML and human-annotated article body. */
export interface BenchPage {
  id: string;
  url: string;
  html: string;
  truth: string;
}

async function gunzipText(url: URL): Promise<string> {
  const file = await Deno.open(url);
  const stream = file.readable.pipeThrough(new DecompressionStream("gzip"));
  return await new Response(stream).text();
}

type Truth = Record<string, { articleBody?: string; url?: string }>;

/** All pages, sorted by id. */
export async function loadBenchPages(): Promise<BenchPage[]> {
  const truth: Truth = JSON.parse(await gunzipText(new URL("ground-truth.json.gz", ROOT)));
  const ids = Object.keys(truth).sort();
  return await Promise.all(ids.map(async (id) => ({
    id,
    url: truth[id].url ?? "",
    truth: truth[id].articleBody ?? "",
    html: await gunzipText(new URL(`html/${id}.html.gz`, ROOT)),
  })));
}

/** A stored peer's predictions (`readability_js`, `trafilatura`): id → article body. */
export async function loadPeerOutput(name: string): Promise<Map<string, string>> {
  const data = JSON.parse(await gunzipText(new URL(`peer-output/${name}.json.gz`, ROOT)));
  const out = new Map<string, string>();
  for (const [id, v] of Object.entries(data.output as Record<string, { articleBody?: string }>)) {
    out.set(id, v.articleBody ?? "");
  }
  return out;
}
