import type { Node } from "../facts.ts";
import { DECIDES, type RiskRule } from "./types.ts";
import { agree, plural } from "../../../toolkit/prose.ts";

export const blockedItems: RiskRule = {
  id: "blocked_items",
  decides: DECIDES,
  when:
    "an item is blocked: high when it holds back items that wait for it (directly or through a chain) or is high priority, else medium",
  because:
    "project-planning practice: a blocker stops its dependents too, so it needs an owner and a date to be removed",
  decide(f) {
    const { nodes, unscheduled } = f;
    const blocked = nodes.filter((n) => n.status === "blocked");
    if (blocked.length === 0) return null;
    // Items held back, directly or through a chain, by a blocked item (order is topological).
    const heldBack = new Set(blocked.map((n) => n.index));
    const held: Node[] = [];
    for (const i of f.order) {
      if (unscheduled.get(i)?.kind !== "waits") continue;
      if (!nodes[i].deps.some((d) => heldBack.has(d))) continue;
      heldBack.add(i);
      held.push(nodes[i]);
    }
    return [{
      kind: "blocked_items",
      risk: `${plural(blocked.length, "blocked item")}${
        held.length > 0
          ? ` ${agree(blocked.length, "holds", "hold")} back ${plural(held.length, "item")} that ${
            agree(held.length, "waits", "wait")
          } for ${agree(blocked.length, "it", "them")}`
          : ""
      }`,
      severity: held.length > 0 || blocked.some((n) => n.item.priority === "high")
        ? "high"
        : "medium",
      items: [...blocked.map((n) => n.title), ...held.map((u) => u.title)],
      mitigation:
        "Name an owner and a date to remove each blocker; the blocked items and their dependents are left unscheduled.",
    }];
  },
};
