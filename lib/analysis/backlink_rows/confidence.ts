/**
 * How sure the rows' verdict is, from the evidence of each decision rather than a constant:
 *
 * - coverage: more rows and links read, more of the profile seen (0.45-0.8);
 * - each high-priority decision by what it rests on: a status code, a lost date or a broken
 *   count is stated by the provider (DataForSEO's `status_code`, `lost_date`,
 *   `broken_backlinks`), so near-certain; an injected page by how far its links' spam score
 *   passes the threshold; a link network by how many members share the footprint (Google's
 *   link spam policy names the pattern, the anchors would confirm a purchase).
 *
 * The verdict's confidence is the mean of the coverage and of the decisions' own.
 */
export interface EvidenceRow {
  priority: "high" | "medium" | "low";
  signals: readonly string[];
  backlinks: number;
  spam_score?: number;
}

/** The confidence of one high-priority decision, from what it rests on. */
export function decisionConfidence(r: EvidenceRow, networkSize = 0): number {
  if (r.signals.includes("link_network")) return Math.min(0.85, 0.5 + 0.05 * networkSize);
  if (r.signals.some((s) => s.startsWith("injected_spam:"))) {
    return Math.min(0.9, 0.6 + Math.max(0, (r.spam_score ?? 60) - 60) / 100);
  }
  if (["page_down", "lost", "broken_backlinks"].some((s) => r.signals.includes(s))) return 0.9;
  return 0.6;
}

/** The rows' confidence: coverage and the mean of the high decisions' own (0.45-0.85). */
export function rowsConfidence(rows: readonly EvidenceRow[], networkSize = 0): number {
  const links = rows.reduce((n, r) => n + r.backlinks, 0);
  const coverage = 0.45 + Math.min(1, rows.length / 25) * 0.2 + Math.min(1, links / 5_000) * 0.15;
  const high = rows.filter((r) => r.priority === "high");
  const decided = high.length > 0
    ? high.reduce((n, r) => n + decisionConfidence(r, networkSize), 0) / high.length
    : coverage;
  return Math.round(Math.min(0.85, (coverage + decided) / 2) * 100) / 100;
}
