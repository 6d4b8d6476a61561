/** A title must fit the results' width, and say enough. */
import { BUDGETS, titlePx } from "../pixels.ts";
import type { SignalCheck } from "./types.ts";

export const titleLength: SignalCheck = {
  id: "title_length",
  method:
    `the title is ${BUDGETS.titleMinChars}+ characters and at most ${BUDGETS.titlePx} px wide (Arial 20 px)`,
  assess(f) {
    if (!f.currentTitle) return null;
    const px = titlePx(f.currentTitle);
    const chars = [...f.currentTitle].length;
    if (px > BUDGETS.titlePx) {
      return {
        status: "warn",
        detail: `${chars} characters, ${px} px: cut after ${BUDGETS.titlePx} px`,
      };
    }
    if (chars < BUDGETS.titleMinChars) {
      return {
        status: "warn",
        detail: `${chars} characters: too short to say what the page offers`,
      };
    }
    return { status: "pass", detail: `${chars} characters, ${px} px` };
  },
};
