/** The follow-up requests: the SERP's features, and a refresh brief for the owner's lost URL. */
import type { NextCall } from "../../agent/workflow.ts";
import { languageOfLocation } from "../understanding/locale.ts";
import type { OwnerFacts, WorkflowFacts } from "./facts.ts";
import { lossSentence } from "./loss.ts";
import { fetchableResultUrl, normaliseUrl } from "./urls.ts";

export function nextCallsOf(f: WorkflowFacts, o: OwnerFacts): NextCall[] {
  const { owner, ownerLoss, shifted } = o;
  const language = languageOfLocation(f.location);
  const locale = { location: f.location, ...(language ? { language } : {}) };
  const nextCalls: NextCall[] = [{
    endpoint: "/analyze/serp",
    reason: shifted
      ? "See which SERP features and result types the changed SERP now shows"
      : "Check the SERP features around the ranking results",
    body: { keyword: f.keyword, ...locale, device: f.device },
  }];
  const lostUrl = owner && ownerLoss ? fetchableResultUrl(owner.first_url ?? owner.last_url) : null;
  if (owner && lostUrl) {
    const body: Record<string, unknown> = {
      url: lostUrl,
      keyword: f.keyword,
      ...locale,
      refresh_goal: "recover_rankings",
    };
    // The rank belongs to the URL that holds it: only when the lost URL itself still ranks.
    const stillRanks = owner.last_url !== null && owner.first_url !== null &&
      normaliseUrl(owner.last_url).key === normaliseUrl(owner.first_url).key;
    if (stillRanks && owner.last_position !== null) body.current_rank = owner.last_position;
    nextCalls.push({
      endpoint: "/content/refresh-brief",
      reason: `${owner.domain} ${
        lossSentence(ownerLoss!)
      }; get a gap-based refresh brief for ${lostUrl}`,
      body,
    });
  }
  return nextCalls;
}
