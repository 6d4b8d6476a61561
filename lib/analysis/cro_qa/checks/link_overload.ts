/** CRO check: more than 100 links outside navigation and footer pull visitors away from the action. */
import { say } from "../messages.ts";
import type { CroCheck } from "./types.ts";

export const linkOverload: CroCheck = {
  id: "link_overload",
  area: "friction",
  severity: "low",
  method: "more than 100 links outside navigation and footer pull visitors away from the action",
  assess(f) {
    const body = f.page.links.filter((l) =>
      !l.regions.some((r) => r === "nav" || r === "header" || r === "footer")
    );
    if (body.length <= 100) return null;
    return {
      title: say(f, "links.title", { n: body.length }),
      evidence: null,
      fix: say(f, "links.fix"),
    };
  },
};
