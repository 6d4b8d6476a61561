/** The declared canonical must be the one the request expects (`expected_canonical`). */
import { GOOGLE } from "../sources.ts";
import { sameUrlKey } from "../facts.ts";
import { type Check, servedOnly } from "./types.ts";

export const expectedCanonical: Check = {
  id: "expected_canonical",
  severity: "high",
  source: GOOGLE.canonical,
  method:
    "the page's canonical compared with expected_canonical (fragment and trailing slash ignored); missing or different is high",
  needs: servedOnly((f) => {
    if (f.expected_canonical === null) return "needs expected_canonical";
    return f.form === "markdown" ? "needs HTML: markdown has no <link rel=canonical>" : null;
  }),
  assess(f) {
    const expected = f.expected_canonical!;
    const declared = f.page.canonical;
    if (declared !== null && sameUrlKey(declared) === sameUrlKey(expected)) return null;
    return {
      title: declared === null
        ? `No canonical declared; expected ${expected}`
        : `Canonical is ${declared}; expected ${expected}`,
      count: 1,
      examples: [`declared: ${declared ?? "(none)"}`, `expected: ${expected}`],
      why: "The page will be indexed (or consolidated) under a URL other than the one you intend.",
      fix: `Set <link rel="canonical" href="${expected}">.`,
    };
  },
};
