/** The request of `/content/programmatic-template` and the analysis options. */
import type { ProgrammaticTemplateRequestSchema } from "../../operations/content_programmatic_template.ts";
import { z } from "zod";

/** The parsed `/content/programmatic-template` request. */
export type ProgrammaticTemplateInput = z.output<typeof ProgrammaticTemplateRequestSchema>;

/** A source of page data. */
export type DataSourceInput = ProgrammaticTemplateInput["data_sources"][number];

/** A sample record's value. */
export type RecordValue = NonNullable<ProgrammaticTemplateInput["sample_records"]>[number][string];

/** Options of {@linkcode analyzeProgrammaticTemplate}. */
export interface ProgrammaticTemplateOptions {
  /** The request's clock: dated freshness values are aged against it. */
  now: Date;
}
