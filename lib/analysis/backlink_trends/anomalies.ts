/**
 * Anomalies before trends. A month of new or lost links far above the series' own level is an
 * event to explain, not a trend: spam bursts, a migration's lost links, a sitewide link that
 * came or went. Each series is measured against its median with a robust spread (the median
 * absolute deviation, scaled by 1.4826 to match a standard deviation on normal data, the usual
 * outlier test of robust statistics); a point is anomalous when it stands far above both.
 *
 * Explanations follow the order of events: losses in the months after a burst, adding up to no
 * more than the burst brought, are the burst falling away (links that appear by the hundred and
 * vanish within months behave like auto-generated spam, not editorial links, so there is
 * nothing to reclaim); a loss spike with no burst before it is a real loss (a migration's dead
 * URLs, a lost sitewide link) to look into.
 *
 * Links are read besides domains: a period whose new or lost backlinks stand far above their
 * own level while its referring domains do not is one site adding or dropping a sitewide link
 * (a footer or blogroll link counted on every page): one relationship, not many, so it moves
 * neither momentum nor a clean-up, but a lost one is worth a question to that site.
 */

import { median } from "../../toolkit/numbers.ts";
/** Thresholds, declared once. */
export const ANOMALY = {
  /** Robust z-score above which a point is anomalous. */
  z: 5,
  /** And at least this many times the median. */
  ratio: 3,
  /** And at least this many referring domains. */
  minDomains: 20,
  /** Months after a burst in which its links falling away are read as the burst. */
  fallWindow: 6,
  /** Links per new domain from which a burst reads as sitewide or auto-generated. */
  linksPerDomain: 20,
  /** Backlinks a sitewide swing needs at least. */
  minLinks: 200,
} as const;

/** The counts of one period. */
export interface PeriodCounts {
  date: string;
  new_backlinks: number;
  lost_backlinks: number;
  new_referring_domains: number;
  lost_referring_domains: number;
}

/** One anomalous period, explained. */
export interface Anomaly {
  date: string;
  kind: "burst" | "loss";
  referring_domains: number;
  backlinks: number;
  /** The series' usual level (median) for the same count. */
  usual: number;
  explanation:
    | "spam_burst"
    | "burst"
    | "burst_falling_away"
    | "loss"
    | "sitewide_gain"
    | "sitewide_loss";
  why: string;
}

/** Whether each value stands far above its series' level. */
export function outliers(
  values: readonly number[],
  least: number = ANOMALY.minDomains,
): boolean[] {
  const mid = median(values);
  const spread = Math.max(1.4826 * median(values.map((v) => Math.abs(v - mid))), 1, 0.25 * mid);
  return values.map((v) =>
    v >= least && v >= ANOMALY.ratio * Math.max(mid, 1) &&
    (v - mid) / spread >= ANOMALY.z
  );
}

/** The anomalous periods of a series (oldest first), explained. */
export function anomaliesOf(points: readonly PeriodCounts[]): Anomaly[] {
  const newOut = outliers(points.map((p) => p.new_referring_domains));
  const lostOut = outliers(points.map((p) => p.lost_referring_domains));
  const usualNew = median(points.map((p) => p.new_referring_domains));
  const usualLost = median(points.map((p) => p.lost_referring_domains));
  const newLinksOut = outliers(points.map((p) => p.new_backlinks), ANOMALY.minLinks);
  const lostLinksOut = outliers(points.map((p) => p.lost_backlinks), ANOMALY.minLinks);
  const usualNewLinks = median(points.map((p) => p.new_backlinks));
  const usualLostLinks = median(points.map((p) => p.lost_backlinks));
  const out: Anomaly[] = [];
  let burst: { index: number; left: number } | null = null;
  points.forEach((p, i) => {
    if (newOut[i]) {
      const perDomain = p.new_backlinks / Math.max(1, p.new_referring_domains);
      const spam = perDomain >= ANOMALY.linksPerDomain;
      burst = { index: i, left: p.new_referring_domains - usualNew };
      out.push({
        date: p.date,
        kind: "burst",
        referring_domains: p.new_referring_domains,
        backlinks: p.new_backlinks,
        usual: usualNew,
        explanation: spam ? "spam_burst" : "burst",
        why: `${p.new_referring_domains} new referring domains against a usual ${usualNew}${
          spam ? `, ${Math.round(perDomain)} links per domain (sitewide or auto-generated)` : ""
        }: a one-off burst, not growth`,
      });
    }
    if (lostOut[i]) {
      const b = burst as { index: number; left: number } | null;
      const extra = p.lost_referring_domains - usualLost;
      const fall = b !== null && i > b.index && i - b.index <= ANOMALY.fallWindow &&
        extra <= b.left * 1.2;
      if (fall) b!.left -= extra;
      out.push({
        date: p.date,
        kind: "loss",
        referring_domains: p.lost_referring_domains,
        backlinks: p.lost_backlinks,
        usual: usualLost,
        explanation: fall ? "burst_falling_away" : "loss",
        why: fall
          ? `${p.lost_referring_domains} lost referring domains against a usual ${usualLost}: the burst of ${
            points[b!.index].date
          } falling away (links that came by the hundred and go within months behave like auto-generated spam); nothing to reclaim`
          : `${p.lost_referring_domains} lost referring domains against a usual ${usualLost}, with no burst before it: a real loss (a migration's dead URLs, a lost sitewide link) to look into`,
      });
    }
    // Links far above their level while domains are not: a sitewide link came or went.
    if (newLinksOut[i] && !newOut[i]) {
      out.push({
        date: p.date,
        kind: "burst",
        referring_domains: p.new_referring_domains,
        backlinks: p.new_backlinks,
        usual: usualNewLinks,
        explanation: "sitewide_gain",
        why:
          `${p.new_backlinks} new backlinks against a usual ${usualNewLinks} from only ${p.new_referring_domains} new referring domains: a sitewide link (footer, blogroll) added, one relationship, not growth`,
      });
    }
    if (lostLinksOut[i] && !lostOut[i]) {
      out.push({
        date: p.date,
        kind: "loss",
        referring_domains: p.lost_referring_domains,
        backlinks: p.lost_backlinks,
        usual: usualLostLinks,
        explanation: "sitewide_loss",
        why:
          `${p.lost_backlinks} lost backlinks against a usual ${usualLostLinks} from only ${p.lost_referring_domains} lost referring domains: a sitewide link dropped, one relationship; ask that site whether it was intended`,
      });
    }
  });
  return out;
}
