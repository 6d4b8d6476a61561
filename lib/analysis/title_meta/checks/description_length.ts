/** A description must fit two result lines, and say enough to earn the click. */
import { BUDGETS, descriptionPx } from "../pixels.ts";
import type { SignalCheck } from "./types.ts";

export const descriptionLength: SignalCheck = {
  id: "description_length",
  method:
    `the description is ${BUDGETS.descriptionMinChars}+ characters and at most ${BUDGETS.descriptionPx} px wide (Arial 14 px)`,
  assess(f) {
    if (!f.currentDescription) return null;
    const px = descriptionPx(f.currentDescription);
    const chars = [...f.currentDescription].length;
    if (px > BUDGETS.descriptionPx) {
      return {
        status: "warn",
        detail: `${chars} characters, ${px} px: cut after ${BUDGETS.descriptionPx} px`,
      };
    }
    if (chars < BUDGETS.descriptionMinChars) {
      return { status: "warn", detail: `${chars} characters: too short to earn the click` };
    }
    return { status: "pass", detail: `${chars} characters, ${px} px` };
  },
};
