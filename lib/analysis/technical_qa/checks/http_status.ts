/** The fetched page must answer 200 (Lighthouse `http-status-code`: 4xx and 5xx fail). */
import { type Check, fetchedOnly } from "./types.ts";

export const httpStatus: Check = {
  id: "http_status",
  severity: "high",
  method: "the fetched page's HTTP status: 4xx or 5xx is high, any other non-200 low",
  needs: fetchedOnly("a status"),
  assess(f) {
    const status = f.status ?? 200;
    if (status === 200) return null;
    const failed = status >= 400;
    return {
      title: `The page answered HTTP ${status}`,
      count: 1,
      examples: [`${f.final_url}: ${status}`],
      why: failed
        ? "Pages answering an error status are dropped from the index."
        : "Only a 200 page is indexed under its own URL.",
      fix: failed ? "Serve the page with status 200." : "Serve the final page with status 200.",
      ...(failed ? {} : { severity: "low" as const }),
    };
  },
};
