/** Google bolds the searched words in a description that holds them. */
import { hasKeyword } from "../options.ts";
import type { SignalCheck } from "./types.ts";

export const descriptionKeyword: SignalCheck = {
  id: "description_keyword",
  method: "every topic word of the keyword is in the description",
  assess(f) {
    if (!f.currentDescription) return null;
    return hasKeyword(f.currentDescription, f)
      ? { status: "pass", detail: `"${f.keyword}" is in the description` }
      : {
        status: "warn",
        detail: `"${f.keyword}" is not in the description: nothing will be bolded`,
      };
  },
};
