/** Signals of the classification tests, and a linkable asset. */
import type { Asset } from "../facts.ts";
import type { Signals } from "./types.ts";

/** No authority, no asset match. */
export function signals(more: Partial<Signals> = {}): Signals {
  return { authority: null, match: 0, asset: null, ...more };
}

/** A linkable study the site owns. */
export const STUDY: Asset = {
  index: 0,
  url: "https://example.com/research/study",
  title: "Study",
  linkableReason: "Original data",
  terms: new Set(["studi"]),
  linkable: true,
};
