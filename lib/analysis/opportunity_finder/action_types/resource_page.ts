import { normalizeText } from "../../../toolkit/text.ts";
import { urlPath } from "../../../toolkit/urls.ts";
import { RESOURCE_PATH_RE, RESOURCE_RE } from "../terms.ts";
import { type ActionTypeRule, DECIDES } from "./types.ts";

export const resourcePage: ActionTypeRule = {
  id: "resource_page",
  decides: DECIDES,
  when: "source_type, title or URL path says resources/links",
  because:
    "SEO practice (resource-page link building): a page that curates links on a topic exists to add useful ones",
  decide: ({ p }) => {
    const kind = normalizeText(`${p.sourceType ?? ""} ${p.title ?? ""}`);
    return (RESOURCE_RE.test(kind) || (p.url !== null && RESOURCE_PATH_RE.test(urlPath(p.url)))) ||
      null;
  },
};
