/** What a technical QA check reads and returns. */
import type { Check as SharedCheck } from "../../../agent/checks.ts";
import type { Facts } from "../facts.ts";
import { notLiveContent } from "../page_state.ts";

export type { Found } from "../../../agent/checks.ts";
export { examples } from "../../../agent/checks.ts";

/** One check of the technical QA. */
export type Check = SharedCheck<Facts>;

export { agree, plural, times } from "../../../toolkit/prose.ts";

/** Skips a check that needs the markup only HTML has (markdown input). */
export function htmlOnly(what: string): (f: Facts) => string | null {
  return (f) => f.form === "markdown" ? `needs HTML: markdown has no ${what}` : null;
}

/** Skips a check that needs the fetched page (url input). */
export function fetchedOnly(what: string): (f: Facts) => string | null {
  return (f) => f.form === "url" ? null : `needs url: only a fetched page has ${what}`;
}

/** Skips a check that judges content on a page whose content is not served (error, soft 404, shell). */
export function liveOnly(next?: (f: Facts) => string | null): (f: Facts) => string | null {
  return (f) => notLiveContent(f.state) ?? keptOut(f) ?? next?.(f) ?? null;
}

/**
 * Content rules do not apply to a page kept out of Search on purpose (a noindexed confirmation,
 * login, cart or internal search page): it has no snippet or ranking to improve.
 */
function keptOut(f: Facts): string | null {
  return f.kept_out && f.page.noindex
    ? `does not apply: a ${f.kept_out} page kept out of Search with noindex, as it should be`
    : null;
}

/** Skips a check that judges a served page on an error status or a soft 404 (the status comes first). */
export function servedOnly(next?: (f: Facts) => string | null): (f: Facts) => string | null {
  return (f) =>
    f.state.kind === "error" || f.state.kind === "soft_404"
      ? notLiveContent(f.state)
      : next?.(f) ?? null;
}
