/** The `/site/sitemap-audit` result schema and the types derived from it. */
import { z } from "zod";
import { CheckResultFields } from "../../agent/checks.ts";
import { AgentWorkflowSchema, LevelSchema } from "../../agent/workflow.ts";

const count = z.number().int().min(0);
const kind = z.enum(["urlset", "sitemapindex", "text", "rss", "atom", "unknown"]);

/** The `/site/sitemap-audit` result, exactly as `auditSitemap` returns it. */
export const SitemapAuditResultSchema = z.strictObject({
  sitemap: z.strictObject({
    url: z.string().nullable().describe("The audited sitemap; null for inline sitemap_xml."),
    kind,
    urls_listed: count.describe("URLs read from the sitemap and the child sitemaps fetched."),
    child_sitemaps: count.describe("Child sitemaps an index lists."),
    child_sitemaps_read: count,
    child_sitemaps_not_read: z.array(z.string()).max(50)
      .describe("Child sitemaps past max_sitemap_children (the first 50)."),
  }),
  files: z.array(z.strictObject({
    url: z.string().nullable(),
    kind,
    status: z.number().int().nullable(),
    content_type: z.string().nullable(),
    bytes: count.describe("Uncompressed size."),
    gzip: z.boolean(),
    entries: count,
    error: z.string().nullable().describe("Why the file could not be read, or null."),
  })),
  findings: CheckResultFields.findings,
  severity_counts: CheckResultFields.severity_counts,
  checks: CheckResultFields.checks,
  implementation_checklist: z.array(z.strictObject({
    step: count.min(1),
    action: z.string(),
    priority: LevelSchema,
    finding: z.string(),
  })),
  method: z.record(z.string(), z.unknown()),
  agent_workflow: AgentWorkflowSchema,
  markdown_summary: z.string(),
});

/** The `/site/sitemap-audit` result. */
export type SitemapAuditResult = z.output<typeof SitemapAuditResultSchema>;

/** One finding. */
export type Finding = SitemapAuditResult["findings"][number];
