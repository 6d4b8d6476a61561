/**
 * Sandbox data for the Labs keyword and domain calls: deterministic and plausible, derived from a
 * hash of the request, every answer marked `provider: "sandbox"` at no cost. A keyword's metrics
 * come from `keywords.ts` alone (the same in every call); a domain's footprint from
 * `domains.ts`, sized by its backlink authority.
 */
import type * as L from "../labs_types.ts";
import { domainCalls } from "./domain_calls.ts";
import { footprintOf, poolOf, positionOf, rankOf } from "./domains.ts";
import { ideasFor, kindOf } from "./ideas.ts";
import { metricsOf, normalKeyword } from "./keywords.ts";
import { TOPICS } from "./lexicon.ts";
import { profileOf } from "./profile.ts";
import { answer, byDesc, cpcOf, SAMPLE, vol, windowOf } from "./rows_labs.ts";

/** Ideas for a seed: its variants' metrics, by volume, above the floor, cut to the limit. */
function keywordIdeas(req: L.KeywordIdeasRequest): L.KeywordIdeasAnswer {
  const seed = normalKeyword(req.keyword);
  const kind = kindOf(seed, Object.values(TOPICS).flat());
  const kept = ideasFor(seed, req.language_code, kind)
    .map((k) => metricsOf(k, req))
    .filter((k) => vol(k) >= req.min_search_volume)
    .sort(byDesc(vol, (k) => k.keyword));
  return { ...answer(kept.slice(0, req.limit), kept.length), seed: metricsOf(seed, req) };
}

/** Metrics of every requested keyword, in request order. */
function keywordOverview(req: L.KeywordOverviewRequest) {
  const rows = req.keywords.map((k) => metricsOf(k, req));
  return answer(rows, rows.length);
}

/** The order of ranked keyword rows for a `sort_by`. */
function rankedOrder(sort: L.RankedKeywordsRequest["sort_by"]) {
  const text = (r: L.RankedKeywordRow) => r.keyword.keyword;
  if (sort === "rank") return byDesc((r: L.RankedKeywordRow) => -r.position.rank_group, text);
  if (sort === "search_volume") return byDesc((r: L.RankedKeywordRow) => vol(r.keyword), text);
  if (sort === "cpc") return byDesc((r: L.RankedKeywordRow) => cpcOf(r.keyword), text);
  return byDesc((r: L.RankedKeywordRow) => r.position.etv, text);
}

/**
 * The keywords a target ranks for: a sample of its footprint (live keywords, then the lost ones
 * when asked), filtered by rank and volume, sorted, with the total scaled to the footprint.
 */
function rankedKeywords(req: L.RankedKeywordsRequest) {
  const f = footprintOf(req.target, req);
  const live = Math.min(f.count, SAMPLE);
  const lostShare = profileOf(f.host).lostShare;
  const lost = req.include_lost ? Math.round(live * lostShare) : 0;
  const rows = poolOf(f.host, req.language_code, live + lost).map((k, i) => {
    const keyword = metricsOf(k, req);
    const rank = rankOf(f.host, k, f.strength, req);
    return {
      keyword,
      position: positionOf(f.host, k, rank, vol(keyword), req),
      is_lost: i >= live,
    };
  });
  return windowOf(
    rows,
    f.count * (1 + (req.include_lost ? lostShare : 0)),
    (r) =>
      r.position.rank_group <= req.max_rank && vol(r.keyword) >= req.min_search_volume &&
      (req.keyword === undefined ||
        r.keyword.keyword.toLowerCase() === req.keyword.trim().toLowerCase()),
    rankedOrder(req.sort_by),
    req.limit,
  );
}

/** The sandbox's Labs calls. */
export function sandboxLabs(): L.LabsCalls {
  return {
    keywordIdeas: (req) => Promise.resolve(keywordIdeas(req)),
    keywordOverview: (req) => Promise.resolve(keywordOverview(req)),
    rankedKeywords: (req) => Promise.resolve(rankedKeywords(req)),
    ...domainCalls(),
  };
}
