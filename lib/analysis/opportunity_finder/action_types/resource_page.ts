import { normalizeText, urlPath } from "../../text.ts";
import { RESOURCE_PATH_RE, RESOURCE_RE } from "../terms.ts";
import type { ActionTypeRule } from "./types.ts";

/** A resources or links page, by its source_type, title or URL path. */
export const resourcePage: ActionTypeRule = {
  id: "resource_page",
  reason: "source_type, title or URL path says resources/links",
  applies: (p) => {
    const kind = normalizeText(`${p.sourceType ?? ""} ${p.title ?? ""}`);
    return RESOURCE_RE.test(kind) || (p.url !== null && RESOURCE_PATH_RE.test(urlPath(p.url)));
  },
};
