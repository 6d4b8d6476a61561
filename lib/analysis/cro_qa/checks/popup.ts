/**
 * CRO check: a sign-up pop-up that covers the page as it opens (a form asking for an e-mail in a
 * dialog, modal or pop-up shown as served). It interrupts the visitor before the page has made
 * its case, and Google counts a pop-up that covers the main content right after the visitor
 * arrives as an intrusive interstitial (Search Central, *Avoid intrusive interstitials and
 * dialogs*). Cookie consent needs no e-mail and is not one; a pop-up hidden for a script to show
 * later (on scroll or exit) is the documented alternative.
 */
import { say } from "../messages.ts";
import type { CroCheck } from "./types.ts";

/** An e-mail field, by its type or its label, in the languages the review reads. */
const EMAIL = /e-?mail|correo|courriel|endere[çc]o de e-?mail/i;

export const popup: CroCheck = {
  id: "popup",
  area: "friction",
  severity: "medium",
  method: "a form asking for an e-mail in a dialog, modal or pop-up shown as the page is served",
  assess(f) {
    const form = f.forms.find((form) =>
      form.overlay_on_load &&
      form.fields.some((x) => x.type === "email" || EMAIL.test(`${x.name} ${x.label}`))
    );
    if (!form) return null;
    return {
      title: say(f, "popup.title"),
      evidence: form.fields.map((x) => x.label || x.name).filter(Boolean).join(", ") || null,
      fix: say(f, "popup.fix"),
    };
  },
};
