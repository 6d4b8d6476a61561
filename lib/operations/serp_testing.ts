/** A stub provider answering SERPs from a table, for the operations with `method: "serp"`. */
import { serpOf } from "../analysis/serp_evidence/testing.ts";
import type { SeoDataProvider, SerpRequest } from "../providers/provider.ts";

/** Top-10 URLs per keyword: sites `from`..`from+9` of one topic's pool. */
export function urls(topic: string, from: number): string[] {
  return Array.from({ length: 10 }, (_, i) => `https://site${from + i}.example/${topic}`);
}

/** A provider answering each keyword's SERP from `tops`, recording the requests. */
export function stub(tops: Record<string, string[]>) {
  const requests: SerpRequest[] = [];
  const provider = {
    serpOrganic(req: SerpRequest) {
      requests.push(req);
      const list = tops[req.keyword] ?? [];
      const serp = list.length > 0
        ? serpOf(req.keyword, list.map((url) => ({ url, title: url, body: "" })))
        : null;
      return Promise.resolve({ serp, provider: "dataforseo", total_count: 1, cost_usd: 0.0006 });
    },
  } as unknown as SeoDataProvider;
  return { provider, requests };
}

/** Two keywords Google answers with the same pages and one of another topic, in three languages. */
export const SYNONYM_SETS: readonly [string, string, string][] = [
  ["sofa bed", "sleeper couch", "garden hose"],
  ["schlafsofa mit bettkasten", "bettcouch für gäste", "gartenschlauch mit aufroller"],
  ["canapé-lit pour le salon", "clic-clac avec un bon matelas", "tuyau d'arrosage extensible"],
];
