/** Expert cases 15 and 16: `/backlinks/opportunity-finder` (link types, competitors, order). */
import assert from "node:assert/strict";
import { readCase, statement } from "./harness.ts";

type Json = Record<string, unknown>;
type Action = { rank: number; type: string; priority: string; source_domain: string };
type Recommended = { action: string; priority: string; target?: string };

const actions = (r: Json) => r.actions as Action[];
const excluded = (r: Json) => r.excluded as { source_domain: string; priority: string | null }[];
const recommended = (r: Json) =>
  (r.agent_workflow as { recommended_actions: Recommended[] }).recommended_actions;
const NEW_LINK = new Set(["link_gap", "outreach", "resource_page", "digital_pr"]);

/** Every priority label the result gives a prospect on `domain` (actions, excluded, advice). */
function prioritiesOf(r: Json, domain: string): string[] {
  const on = (d: string) => d === domain || d.endsWith(`.${domain}`);
  const byHost = (t: string | undefined) => {
    try {
      return t ? on(new URL(t).hostname.replace(/^www\./, "")) : false;
    } catch {
      return on(t!);
    }
  };
  return [
    ...actions(r).filter((a) => on(a.source_domain)).map((a) => a.priority),
    ...excluded(r).filter((e) => on(e.source_domain)).map((e) => e.priority ?? "none"),
    ...recommended(r).filter((a) => byHost(a.target)).map((a) => a.priority),
  ];
}

const notHigh = (r: Json, domain: string) =>
  assert.ok(!prioritiesOf(r, domain).includes("high"), `${domain} is "high"`);

const c15 = readCase(
  "/backlinks/opportunity-finder",
  "backlinks-opportunity-finder/15_furniture_ugc_and_reclaim",
);

statement(c15, 1, "reclaiming the lost link from interiorsdaily.com is the first action", (r) => {
  const first = actions(r)[0];
  assert.deepEqual([first.rank, first.type, first.source_domain], [
    1,
    "reclaim",
    "interiorsdaily.com",
  ]);
});

statement(c15, 2, "the broken-link repair ranks above every new-link action", (r) => {
  const repair = actions(r).find((a) =>
    a.type === "repair" && a.source_domain === "smallspaceliving.org"
  );
  assert.ok(repair, "no repair action for smallspaceliving.org");
  for (const a of actions(r).filter((x) => NEW_LINK.has(x.type))) {
    assert.ok(repair.rank < a.rank, `${a.source_domain} (${a.type}) ranks above the repair`);
  }
});

statement(c15, 3, "no UGC platform (reddit, quora, medium, pinterest) is high", (r) => {
  for (const d of ["reddit.com", "quora.com", "medium.com", "pinterest.com"]) notHigh(r, d);
});

statement(
  c15,
  4,
  "the competitor loftandlinen.com is not high",
  (r) => notHigh(r, "loftandlinen.com"),
);

statement(
  c15,
  5,
  "homestylejournal.com is the top new-link action, above every UGC platform",
  (r) => {
    const newLinks = actions(r).filter((a) => NEW_LINK.has(a.type));
    assert.equal(newLinks[0]?.source_domain, "homestylejournal.com");
    const rank = newLinks[0].rank;
    for (const a of actions(r)) {
      if (["reddit.com", "quora.com", "medium.com", "pinterest.com"].includes(a.source_domain)) {
        assert.ok(a.rank > rank, `${a.source_domain} ranks above homestylejournal.com`);
      }
    }
  },
);

const c16 = readCase(
  "/backlinks/opportunity-finder",
  "backlinks-opportunity-finder/16_devtools_platforms_weak_data",
);

statement(c16, 1, "the G2 category page is not high", (r) => notHigh(r, "g2.com"));

statement(c16, 2, "Stack Overflow and Hacker News are not high", (r) => {
  notHigh(r, "stackoverflow.com");
  notHigh(r, "news.ycombinator.com");
});

statement(
  c16,
  3,
  "the competitor's blog blog.sentry.io is not high",
  (r) => notHigh(r, "blog.sentry.io"),
);

statement(c16, 4, "at most one action is high when nothing backs the prospects", (r) => {
  const highs = [...actions(r), ...recommended(r)].filter((a) => a.priority === "high");
  // A ranked action and the advice that repeats it are one action.
  const distinct = new Set(
    highs.map((
      a,
    ) => ("source_domain" in a ? a.source_domain : (a as Recommended).target ?? a.action)),
  );
  assert.ok(distinct.size <= 1, `high: ${[...distinct].join(", ")}`);
});

statement(
  c16,
  5,
  "confidence is at most 0.6 and the result says spam scores and assets are missing",
  (r) => {
    const w = r.agent_workflow as { confidence: number; limitations: string[]; summary: string };
    assert.ok(w.confidence <= 0.6, `confidence ${w.confidence}`);
    const said = [...w.limitations, w.summary].join(" ");
    assert.match(said, /spam/i);
    assert.match(said, /owned.?assets?|asset/i);
  },
);
