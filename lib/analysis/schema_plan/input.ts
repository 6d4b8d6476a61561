/** What the schema plan receives. */
import type { z } from "zod";
import type { SchemaPlanRequestSchema } from "../../operations/content_schema_plan.ts";

/** The parsed `/content/schema-plan` request. */
export type SchemaPlanInput = z.output<typeof SchemaPlanRequestSchema>;
