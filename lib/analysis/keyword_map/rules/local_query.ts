import { isLocalQuery } from "../../understanding/query_modifiers.ts";
import { DECISION_EVIDENCE } from "../thresholds.ts";
import { DECIDES, type KeywordRule } from "./types.ts";

/** "near me": the homepage or a locations hub with Google Business Profile, never a new page. */
export const localQuery: KeywordRule = {
  id: "local_query",
  decides: DECIDES,
  confidence: DECISION_EVIDENCE.ruling,
  when:
    'a "near me" query: the locations hub, else the homepage, owns it (strong), backed by Google Business Profile listings; with neither in the list it is set aside, never given a page named after the query',
  because:
    "Google answers local searches from its local results, ranked by the relevance, distance and prominence of Business Profile listings (Google Business Profile Help, local ranking); pages made to catch one query variant are doorways (Google's spam policies)",
  decide({ kw, pages }) {
    if (!isLocalQuery(kw.text)) return null;
    const hub = pages.findIndex((p) => p.locationHub);
    const home = pages.findIndex((p) => p.home);
    const page = hub >= 0 ? hub : home;
    const reason =
      `"${kw.text}" is a local query: Google answers it from the local pack, so the site's Google Business Profile listings and ${
        hub >= 0 ? "locations page" : "homepage"
      } carry it; no page named after the query`;
    if (page < 0) return { kind: "set_aside", rule: this.id, reason };
    return { kind: "assign", page, status: "strong", rule: this.id, reason };
  },
};
