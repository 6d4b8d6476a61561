import type { ApartRule } from "./types.ts";

/** A page is written in one language: keywords of two language groups never share one. */
export const differentLanguages: ApartRule = {
  id: "different_languages",
  method: "two languages (detected per keyword)",
  apart: (a, b) => a.group !== b.group,
};
