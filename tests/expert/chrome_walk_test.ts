/**
 * The chrome walk (part 17): for every case of the SERP content operations (cases 32-38:
 * `/content/draft-qa`, `/content/gap`, `/content/brief`, `/content/serp-outline`,
 * `/content/refresh-brief`), every recommended section, heading, question and entity of the
 * answer is checked against the page chrome real sites carry, in the case's language (and in
 * English, which chrome often keeps on a localised site): consent and cookie notices, newsletter
 * and sign-up boxes, navigation and menus, related posts, author boxes, comments and share bars.
 *
 * The patterns describe chrome as a reader recognises it, not the cases' exact strings; the
 * statement tests of each case check its own listed chrome.
 */
import assert from "node:assert/strict";
import { type ExpertCase, readCase, resultOf } from "./harness.ts";
import { describe, type Item, type Json, recommendedItems, textsOf } from "./case_reading.ts";

type Category =
  | "consent"
  | "newsletter"
  | "navigation"
  | "related posts"
  | "author box"
  | "comments"
  | "share bar";

type Patterns = Record<Category, RegExp>;

const EN: Patterns = {
  consent:
    /\bcookies?\b|\b(we value|we respect) your privacy\b|\byour privacy (choices|preferences|settings)\b|\bprivacy (settings|preferences|centre|center)\b|\bmanage (consent|preferences)\b|\bconsent preferences\b/i,
  newsletter:
    /\bnewsletters?\b|\bsubscribe\b|\bsign[- ]?up\b|\bnever miss\b|\bjoin our (mailing )?list\b|\bin your inbox\b|\bget the latest\b|\bbecome a member\b|\bjoin the (society|club|community)\b/i,
  navigation:
    /^(menu|main menu|navigation|home|skip to (main )?content|search|categories|products|shop|browse|quick links|useful links|site map|sitemap|breadcrumbs?)$/i,
  "related posts":
    /\brelated (posts|articles|advice|stories|content|reading|guides)\b|\byou (may|might) also (like|enjoy)\b|\bread next\b|\b(more|other) posts you may like\b|\bpopular (posts|articles)\b|\btrending (now|posts)\b|\brecommended for you\b|\bmore from\b/i,
  // Case-sensitive for "About <Name>" (a person's box); the rest spelled in both cases.
  "author box":
    /\b[Aa]bout the ([Aa]uthor|[Ww]riter)\b|\b[Ww]ritten [Bb]y\b|\b[Mm]eet the ([Aa]uthor|[Ww]riter)\b|\b[Aa]uthor [Bb]io\b|^[Aa]bout ([Mm]e|[Uu]s)$|^[Aa]bout [A-Z][a-z]+$/,
  comments:
    /^\d+ (comments?|replies|responses)$|\bcomments? \(\d+\)|^comments?$|\bleave a (reply|comment)\b|\bpost a comment\b|\badd a comment\b|\bjoin the (discussion|conversation)\b|^(reply|replies|responses)$/i,
  "share bar": /^share$|\bshare (this|on|via)\b|\bfollow us\b/i,
};

const DE: Patterns = {
  consent:
    /cookie|privatsphäre|datenschutz(einstellungen|hinweis|erklärung)?\b|einwilligungen? verwalten/i,
  newsletter: /newsletter|abonnier|auf dem laufenden|jetzt registrieren|mitglied werden/i,
  navigation: /^(menü|hauptmenü|navigation|startseite|zum inhalt( springen)?|suche|kategorien)$/i,
  "related posts":
    /das könnte (sie|dich) auch interessieren|weitere (artikel|beiträge)|ähnliche (beiträge|artikel|themen)|meistgelesen|auch interessant|mehr zum thema|lesen sie auch|beliebte (artikel|beiträge)/i,
  "author box": /über (den autor|die autorin|mich|uns)|geschrieben von|^autor(in)?$/i,
  comments: /kommentar|schnellantwort|^antworten$|^zitieren$/i,
  "share bar": /^teilen$|teilen auf|(artikel|beitrag|seite) teilen|folgen sie uns/i,
};

const IT: Patterns = {
  consent: /cookie|rispettiamo la tua privacy|\bprivacy\b|informativa|consenso|preferenze/i,
  newsletter: /newsletter|iscriviti|ricevi le nostre|resta aggiornat|registrati/i,
  navigation: /^(menu|navigazione|home|vai al contenuto|cerca|categorie)$/i,
  "related posts":
    /(ricette|articoli|post) correlat|potrebbe interessarti|leggi anche|ti potrebbe(ro)? (anche )?piacere|i più letti|discussioni simili|altre ricette/i,
  "author box": /^chi (sono|siamo|scrive)$|l'autric|l'autore|sull'autore|scritto da/i,
  comments: /comment[oi]|^rispondi$|risposta rapida|^cita$/i,
  "share bar": /condividi|seguici/i,
};

const JA: Patterns = {
  consent: /cookie|クッキー|プライバシー(設定|ポリシー)|個人情報の取り?扱い/i,
  newsletter: /メルマガ|メールマガジン|ニュースレター|会員登録/,
  navigation: /メニュー|ナビゲーション|パンくず|^ホーム$|サイトマップ/,
  "related posts":
    /関連記事|あわせて読みたい|合わせて読みたい|(人気|アクセス)(記事)?ランキング|人気記事|おすすめ記事|関連する質問|この記事を読んだ人/,
  "author box": /執筆者|監修者|著者(プロフィール)?|この記事を書いた人|プロフィール/,
  comments: /コメント|ベストアンサー|その他の回答/,
  "share bar": /シェア|フォローする/,
};

const PATTERNS: Record<string, Patterns[]> = { en: [EN], de: [DE, EN], it: [IT, EN], ja: [JA, EN] };

/** The chrome category `text` belongs to in `language`, or null. */
function chromeOf(text: string, language: string): Category | null {
  for (const patterns of PATTERNS[language] ?? [EN]) {
    for (const [category, pattern] of Object.entries(patterns) as [Category, RegExp][]) {
      if (pattern.test(text.trim())) return category;
    }
  }
  return null;
}

/** The headings a result proposes beside its sections: the H1 (and H1 options). */
function headings(r: Json): Item[] {
  const out: string[] = [];
  const h1 = (value: unknown) => typeof value === "string" && out.push(value);
  h1(r.h1);
  h1((r.title_meta as Json | undefined)?.h1);
  h1((r.outline as Json | null | undefined)?.h1);
  const refresh = r.title_h1 as { h1_options?: string[] } | undefined;
  for (const h of refresh?.h1_options ?? []) h1(h);
  return out.map((text) => ({ kind: "section", text, variants: [], urls: [], where: "h1" }));
}

/** Every recommended section, heading, question and entity of the case's answer. */
function walked(c: ExpertCase, r: Json): Item[] {
  const items = recommendedItems(c.endpoint, r).filter((i) => i.kind !== "term");
  return [...items, ...headings(r)];
}

const CASES: [string, string, string][] = [
  ["/content/draft-qa", "content-draft-qa/32_mortgage_broker_stuffed_draft", "en"],
  ["/content/gap", "content-gap/33_garden_centre_dahlias", "en"],
  ["/content/gap", "content-gap/34_solar_retailer_balkonkraftwerk", "de"],
  ["/content/brief", "content-brief/35_heating_engineer_boiler_repair", "en"],
  ["/content/brief", "content-brief/36_regional_bank_nisa_guide", "ja"],
  ["/content/serp-outline", "content-serp-outline/37_flour_mill_lievito_madre", "it"],
  ["/content/refresh-brief", "content-refresh-brief/38_3d_printer_roundup_outdated", "en"],
];

/** Cases whose answer still carries chrome (the analyses are being fixed); the list only shrinks. */
const KNOWN_FAILING = new Set<string>([]);

for (const [endpoint, file, language] of CASES) {
  const c = readCase(endpoint, file);
  const id = file.split("/")[1].slice(0, 2);
  const base =
    `[expert] chrome walk / case ${id}: no recommended section, heading, question or entity of ${endpoint} is chrome (${language})`;
  if (!c) {
    Deno.test({ name: `${base} (skipped: ../shared not found)`, ignore: true, fn() {} });
    continue;
  }
  const known = KNOWN_FAILING.has(id) && Deno.env.get("EXPERT_ALL") !== "1";
  Deno.test({
    name: known ? `${base} (known failing: part 17 in progress)` : base,
    ignore: known,
    sanitizeOps: false,
    sanitizeResources: false,
    fn: async () => {
      const r = await resultOf(c);
      const items = walked(c, r);
      assert.ok(items.length > 0, "the answer recommends nothing to walk");
      const chrome = items.filter((i) => textsOf(i).some((t) => chromeOf(t, language)));
      const lines = chrome.map((i) => {
        const t = textsOf(i).find((x) => chromeOf(x, language)) as string;
        return `${chromeOf(t, language)}: ${describe(r, [i])}`;
      });
      assert.equal(chrome.length, 0, lines.join("\n"));
    },
  });
}

Deno.test("[expert] chrome walk: the patterns know chrome in each language and spare topics", () => {
  const chrome: [string, string][] = [
    ["We value your privacy", "en"],
    ["Subscribe to our newsletter", "en"],
    ["You may also like", "en"],
    ["About Sarah", "en"],
    ["12 comments", "en"],
    ["Leave a reply", "en"],
    ["Share this article", "en"],
    ["Wir respektieren Ihre Privatsphäre", "de"],
    ["Newsletter abonnieren", "de"],
    ["Das könnte Sie auch interessieren", "de"],
    ["Über den Autor", "de"],
    ["Kommentare (23)", "de"],
    ["Teilen", "de"],
    ["Questo sito utilizza i cookie", "it"],
    ["Iscriviti alla newsletter", "it"],
    ["Ricette correlate", "it"],
    ["Chi sono", "it"],
    ["Lascia un commento", "it"],
    ["Condividi", "it"],
    ["プライバシー設定", "ja"],
    ["メルマガ登録", "ja"],
    ["あわせて読みたい", "ja"],
    ["執筆者プロフィール", "ja"],
    ["コメントを書く", "ja"],
    ["この記事をシェアする", "ja"],
  ];
  for (const [text, language] of chrome) assert.ok(chromeOf(text, language), text);
  const topics: [string, string][] = [
    ["Checking tubers during winter", "en"],
    ["Boiler repair costs", "en"],
    ["About dahlias", "en"],
    ["Mieter und Eigentümer: Anspruch auf Zustimmung", "de"],
    ["Balkonkraftwerk anmelden: Schritt für Schritt", "de"],
    ["Einwilligung des Vermieters", "de"],
    ["Come conservare il lievito madre", "it"],
    ["Il rinfresco", "it"],
    ["つみたて投資枠と成長投資枠", "ja"],
    ["口座開設の流れ", "ja"],
  ];
  for (const [text, language] of topics) assert.equal(chromeOf(text, language), null, text);
});

Deno.test("[expert] chrome walk: the walk reads every recommended item of an answer", () => {
  const gap = {
    content_brief: {
      missing_sections: [{ heading: "Storage", variants: ["We value your privacy"], urls: [] }],
      missing_questions: [{ question: "Subscribe to our newsletter", urls: [] }],
      missing_terms: [],
      missing_entities: [{ name: "Related posts", urls: [] }],
    },
  };
  const outline = {
    h1: "Über den Autor",
    sections: [{ heading: "Kommentare (23)", source: "competitor_headings", variants: [] }],
    questions: [],
  };
  const flagged = (endpoint: string, r: Json, language: string) =>
    walked({ endpoint } as ExpertCase, r).filter((i) =>
      textsOf(i).some((t) => chromeOf(t, language))
    ).length;
  assert.equal(flagged("/content/gap", gap, "en"), 3);
  assert.equal(flagged("/content/serp-outline", outline, "de"), 2);
});
