import { DECIDES, type LimitationRule } from "./types.ts";
import { agree, plural } from "../../../toolkit/prose.ts";

export const unparsed: LimitationRule = {
  id: "unparsed",
  decides: DECIDES,
  when: "result URLs that cannot be parsed: compared as text",
  because:
    "a value that is no URL cannot be normalised (scheme, www., trailing slash), so it matches only the same text",
  decide(f) {
    const unparsed = f.snapshots.reduce((n, s) => n + s.unparsed, 0);
    if (unparsed === 0) return null;
    return [
      `${plural(unparsed, "result URL")} could not be parsed as ${
        agree(unparsed, "a URL and was", "URLs and were")
      } compared as text.`,
    ];
  },
};
