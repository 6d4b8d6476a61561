/** The keyword should be in the title, near its start. */
import { hasKeyword } from "../options.ts";
import type { SignalCheck } from "./types.ts";

export const titleKeyword: SignalCheck = {
  id: "title_keyword",
  method: "every topic word of the keyword is in the title, the keyword in its first half",
  assess(f) {
    if (!f.currentTitle) return null;
    if (!hasKeyword(f.currentTitle, f)) {
      return { status: "fail", detail: `"${f.keyword}" is not in the title` };
    }
    const at = f.currentTitle.toLowerCase().indexOf(f.keyword.toLowerCase());
    if (at > f.currentTitle.length / 2) {
      return { status: "warn", detail: `"${f.keyword}" comes late in the title (character ${at})` };
    }
    return { status: "pass", detail: `"${f.keyword}" is in the title` };
  },
};
