/**
 * What an anchor text is, as a link builder reads a profile: the brand, a naked URL, a generic
 * phrase, a keyword (the kind Google's spam systems watch when it dominates), or empty (images).
 */
import { classifyIntent } from "../text.ts";

export type AnchorIntent = "branded" | "naked_url" | "generic" | "keyword" | "empty";

const GENERIC =
  /^(click here|here|this|website|web site|site|link|read more|more|learn more|this article|source|visit|homepage|home|hier|ici|aquí|aqui|mehr|plus)$/i;

/** The brand name of a target domain ("acme" for acme.com, www.acme.co.uk). */
export function brandOf(target: string): string {
  const labels = target.toLowerCase().replace(/^[a-z]+:\/\//, "").replace(/^www\./, "").split(
    "/",
  )[0].split(".");
  return labels.length >= 3 && labels.at(-2)!.length <= 3 ? labels.at(-3)! : labels[0];
}

/** The intent of one anchor for a target's brand. */
export function intentOf(anchor: string, brand: string): AnchorIntent {
  const a = anchor.trim().toLowerCase();
  if (a === "") return "empty";
  if (/^(https?:\/\/|www\.)|^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/|$)/.test(a)) {
    return "naked_url";
  }
  if (brand.length >= 3 && a.replace(/[^a-z0-9]/g, "").includes(brand.replace(/[^a-z0-9]/g, ""))) {
    return "branded";
  }
  if (GENERIC.test(a)) return "generic";
  return "keyword";
}

/** Whether a keyword anchor carries a buying modifier (the riskiest kind to over-use). */
export function commercial(anchor: string): boolean {
  const { intent, signal } = classifyIntent(anchor);
  return signal !== null && (intent === "commercial" || intent === "transactional");
}
