import { isLocalQuery } from "../../understanding/query_modifiers.ts";
import type { KeywordRule } from "./types.ts";

/** "near me": the homepage or a locations hub with Google Business Profile, never a new page. */
export const localQuery: KeywordRule = {
  id: "local_query",
  method:
    '"near me" queries are answered from the local pack: they belong to the homepage (or a locations hub) backed by Google Business Profile listings, never to a doorway page named after the query.',
  apply({ kw, pages }) {
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
