/**
 * The current title and description must describe the page as it is (Search Central,
 * *Influencing your title links*; *Control your snippets*: accurate, page-specific). On a page
 * that says its product is discontinued, promises of price, stock and delivery no longer hold.
 */
import { stalePromises } from "../../understanding/product_status.ts";
import type { SignalCheck } from "./types.ts";

export const currentPromises: SignalCheck = {
  id: "current_promises",
  method:
    "on a page that says its product is discontinued: stock, price and delivery promises in the current title or description (fail)",
  assess(f) {
    if (!f.discontinued) return null;
    const title = f.currentTitle ? stalePromises(f.currentTitle) : [];
    const description = f.currentDescription ? stalePromises(f.currentDescription) : [];
    if (title.length === 0 && description.length === 0) {
      return { status: "pass", detail: "The current title and description make no sales promise" };
    }
    const where = [
      title.length ? `the title promises ${title.map((x) => `"${x}"`).join(", ")}` : "",
      description.length
        ? `the description promises ${description.map((x) => `"${x}"`).join(", ")}`
        : "",
    ].filter(Boolean).join("; ");
    return {
      status: "fail",
      detail: `No longer true: ${where}, while the page says "${f.discontinued}"`,
    };
  },
};
