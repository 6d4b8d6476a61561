/** The kind of link action a prospect is: the first rule that applies (see `method.classification`). */
import { normalizeText, urlPath } from "../text.ts";
import type { Asset, Prospect } from "./facts.ts";
import type { OpportunityType } from "./kinds.ts";
import { NEWS_RE, RESOURCE_PATH_RE, RESOURCE_RE } from "./terms.ts";
import { PR_AUTHORITY, PR_MATCH } from "./thresholds.ts";

/** The action type of a prospect, given its authority and best asset match. */
export function classify(
  p: Prospect,
  authority: number | null,
  match: number,
  asset: Asset | null,
): OpportunityType {
  if (p.lost) return "reclaim";
  if (p.broken) return "repair";
  if (p.competitors.size >= 2) return "link_gap";
  const kind = normalizeText(`${p.sourceType ?? ""} ${p.title ?? ""}`);
  if (RESOURCE_RE.test(kind) || (p.url !== null && RESOURCE_PATH_RE.test(urlPath(p.url)))) {
    return "resource_page";
  }
  if (NEWS_RE.test(normalizeText(p.sourceType ?? ""))) return "digital_pr";
  if (
    authority !== null && authority >= PR_AUTHORITY && asset !== null && asset.linkable &&
    match >= PR_MATCH
  ) return "digital_pr";
  return "outreach";
}
