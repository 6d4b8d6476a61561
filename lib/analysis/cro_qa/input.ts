/** What the CRO review receives. */
import type { z } from "zod";
import type { CroQaRequestSchema } from "../../operations/page_cro_qa.ts";

/** The parsed `/page/cro-qa` request. */
export type CroQaInput = z.output<typeof CroQaRequestSchema>;

/** The conversion goals a page can have. */
export type Goal = NonNullable<CroQaInput["conversion_goal"]>;
