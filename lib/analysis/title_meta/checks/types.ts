/** What a title and meta check reads and returns. */
import type { Level } from "../../../agent/workflow.ts";
import type { Facts } from "../facts.ts";

/** A check of the current title or description. */
export interface SignalCheck {
  id: string;
  method: string;
  /** Null when the check does not apply (e.g. no current description to measure). */
  assess: (f: Facts) => { status: "pass" | "warn" | "fail"; detail: string } | null;
}

/** A way the current snippet may show badly or be rewritten. */
export interface SnippetRisk {
  id: string;
  severity: Level;
  method: string;
  assess: (f: Facts) => { detail: string; fix: string } | null;
}
