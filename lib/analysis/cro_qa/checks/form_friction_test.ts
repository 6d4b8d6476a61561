import assert from "node:assert/strict";
import { factsFrom } from "../testing.ts";
import { formFriction } from "./form_friction.ts";

const field = (label: string, required = true) =>
  `<label>${label} <input name="${label}"${required ? " required" : ""}></label>`;

Deno.test("[cro check] form_friction: a trial form with many required fields and a pre-ticked consent", () => {
  const form = `<form>${
    ["Name", "Surname", "Email", "Phone", "Company", "VAT number", "Password"].map((l) => field(l))
      .join("")
  }
    <label><input type="checkbox" checked> I agree to be called by sales</label><button>Start trial</button></form>`;
  const found = formFriction.assess(factsFrom(`<h1>Payroll</h1>${form}`, "trial"))!;
  assert.equal(found.severity, "high"); // 7 required fields, more than twice the 3 a trial needs
  assert.match(found.evidence!, /7 × \(.*VAT number/);
  assert.match(found.evidence!, /☑ "I agree to be called/);
  assert.match(found.fix, /e-mail and a password/);
  assert.match(found.fix, /unticked/);
});

Deno.test("[cro check] form_friction: a lean signup form passes; optional fields do not count", () => {
  const form = `<form>${field("Email")}${field("Password")}${
    field("Company", false)
  }<button>Sign up</button></form>`;
  assert.equal(formFriction.assess(factsFrom(`<h1>Payroll</h1>${form}`, "signup")), null);
});
