/**
 * CRO check: the form a visitor must fill in before the goal. Every required field costs
 * completions (Baymard Institute's checkout research: the average checkout asks for twice the
 * fields it needs; NN/g, *Website forms usability*: ask only for what the step needs). A trial or
 * signup needs an e-mail and a password; company and tax data belong in onboarding. A consent box
 * ticked in advance is not consent (GDPR Art. 7 and recital 32; CJEU *Planet49*, 2019).
 */
import type { PageForm } from "../../../web/html_forms.ts";
import { FORM_FIELDS } from "../thresholds.ts";
import { goalName, say } from "../messages.ts";
import type { CroCheck } from "./types.ts";

/** The form that carries the goal: the one with the most fields the visitor must fill in. */
function mainForm(forms: readonly PageForm[]): PageForm | null {
  const ranked = [...forms].sort((a, b) =>
    b.fields.filter((x) => x.required).length - a.fields.filter((x) => x.required).length
  );
  return ranked[0] ?? null;
}

export const formFriction: CroCheck = {
  id: "form_friction",
  area: "friction",
  severity: "medium",
  method:
    `the goal's form: more required fields than the goal needs (trial and signup ${FORM_FIELDS.trial}, demo and contact ${FORM_FIELDS.contact_sales}, others ${FORM_FIELDS.other}; twice as many is high), and consent boxes ticked in advance`,
  assess(f) {
    const form = mainForm(f.forms);
    if (!form) return null;
    const required = form.fields.filter((x) => x.required);
    const max = f.goal === "trial" || f.goal === "signup"
      ? FORM_FIELDS.trial
      : f.goal === "demo" || f.goal === "contact_sales"
      ? FORM_FIELDS.contact_sales
      : FORM_FIELDS.other;
    const tooMany = required.length > max;
    if (!tooMany && form.prechecked.length === 0) return null;
    const parts: string[] = [];
    if (tooMany) {
      parts.push(`${required.length} × (${required.map((x) => x.label || x.name).join(", ")})`);
    }
    if (form.prechecked.length > 0) {
      parts.push(`☑ ${form.prechecked.map((x) => `"${x}"`).join(", ")}`);
    }
    const lean = f.goal === "trial" || f.goal === "signup"
      ? say(f, "form.lean.signup")
      : say(f, "form.lean.other", { n: max });
    return {
      title: tooMany
        ? say(f, "form.many.title", { goal: goalName(f), n: required.length })
        : say(f, "form.consent.title"),
      evidence: parts.join("; "),
      fix: [tooMany ? lean : "", form.prechecked.length > 0 ? say(f, "form.consent.fix") : ""]
        .filter(Boolean).join(" "),
      ...(required.length >= 2 * max ? { severity: "high" as const } : {}),
    };
  },
};
