/** What the internal-links analysis receives. */
import type { z } from "zod";
import type { InternalLinksRequestSchema } from "../../operations/content_internal_links.ts";

/** The parsed `/content/internal-links` request. */
export type InternalLinksInput = z.output<typeof InternalLinksRequestSchema>;

/** One target page as supplied. */
export type TargetPageInput = InternalLinksInput["target_pages"][number];
