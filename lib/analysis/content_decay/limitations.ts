/** The limitations: the market assumed, the depth, the device, the CTR model and what is missing. */
import { marketLabel } from "../../geo/geo.ts";
import { sandboxLimitation } from "../keyword_rows/market.ts";
import type { WorkflowFacts } from "./facts.ts";

export function limitationsOf(f: WorkflowFacts): string[] {
  const a = f.audit;
  const out = f.data.provider === "sandbox" ? sandboxLimitation("SERPs and rankings") : [];
  out.push(
    f.data.marketFromKeyword
      ? `The request names no market: ${
        marketLabel(f.data.market)
      } was read from the keyword's language.`
      : `The request names no market: ${marketLabel(f.data.market)} is assumed (the default).`,
    `Only ${a.device} SERPs of that market are compared; a page absent from a SERP ranks beyond the depth that SERP lists (today's check reads ${f.data.liveDepth} results).`,
    "Expected clicks follow an average CTR curve by position, not the page's own clicks.",
  );
  if (a.provider_ranking) {
    out.push(
      "The provider's ranking compares its last update with the one before, undated: it is reported beside the series, not placed in it.",
    );
  }
  if (a.demand && a.demand.direction !== "unknown") {
    out.push(
      `Demand is read from ${a.demand.months} months of the provider's estimated monthly searches: a season seen in one year is assumed to recur.`,
    );
  }
  out.push(...a.missing);
  return out;
}
