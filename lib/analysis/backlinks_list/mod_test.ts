import assert from "node:assert/strict";
import { assertValidNextCalls } from "../../../tests/agent_checks.ts";
import { backlinksList } from "../../operations/backlinks_list.ts";
import type { Backlink, BacklinksListRequest } from "../../providers/provider.ts";
import { createSandboxProvider } from "../../providers/sandbox.ts";
import { BacklinksListResultSchema, listBacklinks } from "./mod.ts";

Deno.test("[backlinks list] sandbox links are classified, counted by class and labelled synthetic", async () => {
  const req = backlinksList.input.parse({
    target: "initech.com",
    limit: 50,
  }) as unknown as BacklinksListRequest;
  const r = await listBacklinks(req, {
    provider: createSandboxProvider(),
    signal: new AbortController().signal,
  });
  assert.ok(BacklinksListResultSchema.safeParse(r).success);
  assertValidNextCalls(r.agent_workflow);
  assert.equal(r.links.length, 50);
  assert.equal(Object.values(r.by_class).reduce((a, b) => a + b, 0), 50);
  assert.ok(r.links.every((l) => l.status !== "broken" || l.class === "broken_target_repair"));
  assert.ok(r.agent_workflow.limitations[0].startsWith("Sandbox data"));
});

Deno.test("[backlinks list] spammy domains sharing a footprint are one pattern, named for a domain-level disavow", async () => {
  const link = (domain: string, spam: number, anchor: string, seen: string): Backlink => ({
    url_from: `https://${domain}/p`,
    domain_from: domain,
    url_to: "https://fietsenwinkel.example.nl/",
    domain_to: "fietsenwinkel.example.nl",
    tld_from: domain.split(".").at(-1)!,
    rank: 5,
    page_from_rank: 5,
    domain_from_rank: 5,
    backlink_spam_score: spam,
    dofollow: true,
    item_type: "anchor",
    anchor,
    attributes: [],
    page_from_title: "",
    page_from_status_code: 200,
    domain_from_country: null,
    semantic_location: "",
    is_new: true,
    is_lost: false,
    is_broken: false,
    url_to_status_code: 200,
    first_seen: seen,
    prev_seen: null,
    last_seen: null,
  });
  const rows = [
    link("goedkoop-fietsen.xyz", 70, "casino online", "2026-09-02 10:00:00 +00:00"),
    link("kasyno-bonus.top", 66, "kasyno online", "2026-09-09 10:00:00 +00:00"),
    link("apuestas-hoy.icu", 61, "apuestas deportivas", "2026-09-15 10:00:00 +00:00"),
    link("ad.nl", 1, "Velomaat", "2019-03-01 10:00:00 +00:00"),
  ];
  const provider = {
    backlinksList: () => Promise.resolve({ provider: "dataforseo" as const, total_count: 4, rows }),
  } as unknown as ReturnType<typeof createSandboxProvider>;
  const req = backlinksList.input.parse({
    target: "fietsenwinkel.example.nl",
  }) as unknown as BacklinksListRequest;
  const r = await listBacklinks(req, { provider, signal: new AbortController().signal });
  const spam = r.links.filter((l) => l.spam_score >= 60);
  assert.ok(spam.every((l) => l.priority === "medium" && /domain level/.test(l.action)));
  const step = r.agent_workflow.recommended_actions.find((a) => a.reason === "spam pattern");
  assert.match(step!.action, /domain:goedkoop-fietsen\.xyz\ndomain:kasyno-bonus\.top/);
  assert.doesNotMatch(step!.action, /domain:ad\.nl/);
  assert.ok(
    r.agent_workflow.next_calls.some((c) =>
      c.endpoint === "/backlinks/referring-domains" && c.body.sort_by === "spam_score"
    ),
  );
});

Deno.test("[backlinks list] a deduplicated list says what it counts: referring domains or anchors", async () => {
  const ctx = { provider: createSandboxProvider(), signal: new AbortController().signal };
  const summaryOf = async (mode: string) => {
    const req = backlinksList.input.parse({ target: "initech.com", limit: 5, mode });
    return (await listBacklinks(req as unknown as BacklinksListRequest, ctx)).agent_workflow
      .summary;
  };
  assert.match(
    await summaryOf("one_per_domain"),
    /^5 of [\d,]+ referring domains linking to .*one backlink each/,
  );
  assert.match(await summaryOf("one_per_anchor"), /^5 of [\d,]+ anchors linking to/);
  assert.match(await summaryOf("as_is"), /^5 of [\d,]+ backlinks to initech\.com/);
});
