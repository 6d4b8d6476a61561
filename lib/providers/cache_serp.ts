/**
 * One SERP call per keyword, market and device (issue 25, item 5). Every organic SERP request
 * (`/search`, `/analyze/serp`, the SERP-driven content operations, decay checks) is asked
 * upstream as one canonical request: at least `CANONICAL_SERP_DEPTH` results and with the AI
 * Overview waited for. Its answer is cached under the keyword, market and device alone, and
 * serves every request it covers (no deeper, no AI Overview it lacks), cut to the depth asked.
 *
 * Why one canonical request: DataForSEO bills a live SERP per started 10 results, plus $0.002
 * for `load_async_ai_overview` (its SERP API pricing). A workup of one keyword asked 10 (search,
 * content operations), 10-30 with the AI Overview (`/analyze/serp`) and 50 (decay) in separate
 * calls; one call at the deepest depth with the AI Overview costs less than those together, and
 * every operation of the workup then reads the same result page.
 */
import type { Serp, SerpAnswer, SerpItem, SerpRequest } from "./serp_types.ts";

/**
 * The depth of the canonical request: the deepest one of the workup's operations reads (decay
 * tracks a page to position 50; `/analyze/serp` and the content operations read 30 with a
 * target, 10 without). A deeper request (`/search` with `include_domains`: 100) is asked at its
 * own depth and then serves every shallower one.
 */
export const CANONICAL_SERP_DEPTH = 50;

/** What one cached SERP answer is shared by: the keyword (as Google reads it), market, device. */
export function serpFamily(req: SerpRequest): Record<string, unknown> {
  return {
    // Google matches queries case-insensitively and ignores runs of spaces.
    keyword: req.keyword.trim().replace(/\s+/g, " ").toLowerCase(),
    location_code: req.location_code,
    language_code: req.language_code,
    device: req.device,
  };
}

/** The request asked upstream for `req`: the canonical depth at least, the AI Overview waited for. */
export function canonicalSerpRequest(req: SerpRequest): SerpRequest {
  return { ...req, depth: Math.max(req.depth, CANONICAL_SERP_DEPTH), ai_overview: true };
}

/** Whether the answer to `asked` holds everything `req` needs. */
export function serpServes(asked: SerpRequest, req: SerpRequest): boolean {
  return asked.depth >= req.depth && (asked.ai_overview || !req.ai_overview);
}

/**
 * `answer` cut to `req.depth`: the organic results up to that rank, and the other elements
 * placed before the first organic result beyond it (a feature further down sits on a page the
 * shallower request would not have read). `item_types` keeps the types still shown, and those
 * no item carries (their place is unknown).
 */
export function cutSerpAnswer(answer: SerpAnswer, req: SerpRequest): SerpAnswer {
  if (!answer.serp) return answer;
  return { ...answer, serp: cutSerp(answer.serp, req.depth) };
}

function cutSerp(serp: Serp, depth: number): Serp {
  const beyond = serp.items.find((i) => i.type === "organic" && i.rank_group > depth);
  if (!beyond) return serp;
  const kept = serp.items.filter((i) => keeps(i, depth, beyond.rank_absolute));
  const shown = new Set(kept.map((i) => i.type));
  const carried = new Set(serp.items.map((i) => i.type));
  return {
    ...serp,
    item_types: serp.item_types.filter((t) => shown.has(t) || !carried.has(t)),
    items: kept,
  };
}

function keeps(item: SerpItem, depth: number, cutAt: number): boolean {
  return item.type === "organic" ? item.rank_group <= depth : item.rank_absolute < cutAt;
}
