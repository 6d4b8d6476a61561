/** What the technical QA receives. */
import type { z } from "zod";
import type { TechnicalQaRequestSchema } from "../../operations/content_technical_qa.ts";

/** The parsed `/content/technical-qa` request. */
export type TechnicalQaInput = z.output<typeof TechnicalQaRequestSchema>;

/** The page types a request may name (besides `auto`). */
export type PageType = Exclude<NonNullable<TechnicalQaInput["page_type"]>, "auto">;
