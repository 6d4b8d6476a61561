/** Elements the protocol does not define, without an extension prefix. */
import type { Check } from "./types.ts";

export const unknownElements: Check = {
  id: "unknown_elements",
  severity: "low",
  method:
    "unprefixed elements the sitemap protocol does not define (extensions need their namespace prefix)",
  assess(f) {
    const names = [...new Set(f.files.flatMap((x) => x.parsed.unknownElements))];
    if (names.length === 0) return null;
    return {
      title: `${names.length === 1 ? "An unknown element" : "Unknown elements"} in the sitemap: ${
        names.slice(0, 5).map((n) => `<${n}>`).join(", ")
      }`,
      count: names.length,
      examples: names.slice(0, 10),
      why: "Unknown tags are ignored at best; a strict validator fails the whole file.",
      fix:
        "Remove them, or declare and prefix the extension's namespace (image:, video:, news:, xhtml:).",
    };
  },
};
