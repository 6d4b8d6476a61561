/** What the CRO review receives. */
import type { z } from "zod";
import type { CroQaRequestSchema } from "../../operations/page_cro_qa.ts";

/** The parsed `/page/cro-qa` request. */
export type CroQaInput = z.output<typeof CroQaRequestSchema>;

/** The conversion goals a request can declare. */
export type DeclaredGoal = NonNullable<CroQaInput["conversion_goal"]>;

/**
 * The conversion goals a page can have: those a request declares, and two more read only from
 * the page's own calls to action (the result's `conversion_goal` is a string): a booking
 * (a table, an appointment, a stay) and a donation, conversions of their own in CRO practice.
 */
export type Goal = DeclaredGoal | "booking" | "donation";

/** Whether a goal is one a request can declare (the other tools' goal vocabulary). */
export function isDeclaredGoal(goal: Goal): goal is DeclaredGoal {
  return goal !== "booking" && goal !== "donation";
}
