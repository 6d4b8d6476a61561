/**
 * What kind of site a link would come from, as a link builder reads it: user-generated and
 * social platforms and review listings give nofollow (or paid) links whatever their domain rank,
 * so they are never top outreach targets.
 */

/** A platform whose outbound links carry little or no link equity, and why. */
export interface Platform {
  kind: "ugc" | "social" | "review_listing";
  reason: string;
}

const UGC = "user-generated content: outbound links are nofollow/ugc";
const SOCIAL = "a social network: outbound links are nofollow";
const LISTING =
  "a review/listing platform: placement comes from reviews and paid plans, outbound links are nofollow";

/** Registrable domains of platforms (subdomains included). */
const PLATFORMS: Readonly<Record<string, Platform>> = {
  "reddit.com": { kind: "ugc", reason: UGC },
  "quora.com": { kind: "ugc", reason: UGC },
  "medium.com": { kind: "ugc", reason: UGC },
  "stackoverflow.com": { kind: "ugc", reason: UGC },
  "stackexchange.com": { kind: "ugc", reason: UGC },
  "news.ycombinator.com": { kind: "ugc", reason: UGC },
  "dev.to": { kind: "ugc", reason: UGC },
  "hashnode.com": { kind: "ugc", reason: UGC },
  "substack.com": { kind: "ugc", reason: UGC },
  "tumblr.com": { kind: "ugc", reason: UGC },
  "blogspot.com": { kind: "ugc", reason: UGC },
  "wordpress.com": { kind: "ugc", reason: UGC },
  "wikipedia.org": { kind: "ugc", reason: UGC },
  "github.com": { kind: "ugc", reason: UGC },
  "pinterest.com": { kind: "social", reason: SOCIAL },
  "facebook.com": { kind: "social", reason: SOCIAL },
  "instagram.com": { kind: "social", reason: SOCIAL },
  "twitter.com": { kind: "social", reason: SOCIAL },
  "x.com": { kind: "social", reason: SOCIAL },
  "linkedin.com": { kind: "social", reason: SOCIAL },
  "youtube.com": { kind: "social", reason: SOCIAL },
  "tiktok.com": { kind: "social", reason: SOCIAL },
  "g2.com": { kind: "review_listing", reason: LISTING },
  "capterra.com": { kind: "review_listing", reason: LISTING },
  "trustpilot.com": { kind: "review_listing", reason: LISTING },
  "producthunt.com": { kind: "review_listing", reason: LISTING },
  "getapp.com": { kind: "review_listing", reason: LISTING },
  "softwareadvice.com": { kind: "review_listing", reason: LISTING },
  "yelp.com": { kind: "review_listing", reason: LISTING },
  "tripadvisor.com": { kind: "review_listing", reason: LISTING },
};

/** Source types (as link tools label them) that mean user-generated or social content. */
const UGC_SOURCE_TYPES = /\b(forum|q_and_a|q&a|qa|community|social|ugc|blog_platform|comment)/i;

/**
 * The platform a host belongs to (`www.reddit.com`, `old.reddit.com` → reddit), or one its
 * declared source type reveals (a forum, Q&A, social or blog-platform source); null for an
 * editorial site.
 */
export function platformOf(host: string, sourceType: string | null = null): Platform | null {
  const labels = host.toLowerCase().replace(/^www\./, "").split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    const found = PLATFORMS[labels.slice(i).join(".")];
    if (found) return found;
  }
  if (sourceType && UGC_SOURCE_TYPES.test(sourceType)) {
    return { kind: "ugc", reason: `a ${sourceType} source: ${UGC}` };
  }
  return null;
}
