/** What the title and meta analysis receives. */
import type { z } from "zod";
import type { TitleMetaRequestSchema } from "../../operations/content_title_meta.ts";

/** The parsed `/content/title-meta` request. */
export type TitleMetaInput = z.output<typeof TitleMetaRequestSchema>;
