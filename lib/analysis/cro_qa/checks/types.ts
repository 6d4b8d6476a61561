/** What a CRO check reads and returns. */
import type { Level } from "../../../agent/workflow.ts";
import type { Facts } from "../facts.ts";

/** The areas of a conversion review. */
export type Area = "value_proposition" | "cta" | "proof" | "objections" | "friction";

/** What a check found, pointing at the page text it came from. */
export interface Found {
  title: string;
  /** The page text the finding is about (a quote), or null when it is about something missing. */
  evidence: string | null;
  fix: string;
  /** A lower (or higher) severity than the check's own for this case. */
  severity?: Level;
}

/** One check of the review. */
export interface CroCheck {
  id: string;
  area: Area;
  severity: Level;
  method: string;
  assess: (f: Facts) => Found | null;
}
