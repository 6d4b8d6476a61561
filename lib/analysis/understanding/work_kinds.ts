/**
 * What kind of SEO work a backlog item describes, read from its title in the languages the
 * service meets (en, de, fr, es, it, pt, nl, pl, sv, ja): work that restores value already
 * earned (a repair, a redirect, a reclaimed link), and tactics Google's spam policies name
 * (link schemes, scaled content, doorway pages). One row per kind and language; each kind
 * cites its source. Patterns are matched on the NFKC-folded, lowercased title, as whole words
 * (Japanese has no spaces: its phrases match anywhere).
 */

/** The kinds of work the plan treats differently from ordinary new work. */
export const WORK_KINDS = [
  "repair",
  "reclaim",
  "link_scheme",
  "scaled_content",
  "doorway",
] as const;
export type WorkKind = typeof WORK_KINDS[number];

/** The languages every kind has phrases for. */
export const WORK_LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "sv", "ja"] as const;

interface KindRow {
  source: string;
  /** Regular-expression sources per language (whole words, except Japanese). */
  phrases: Readonly<Record<typeof WORK_LANGUAGES[number], readonly string[]>>;
}

/** A number of ten or more: the "mass" in mass directory submission or mass pages. */
const MANY = String.raw`\d{2,}`;

export const WORK_TABLE: Readonly<Record<WorkKind, KindRow>> = {
  repair: {
    source:
      "Google Search Central: return 404/410 only for pages gone, 301-redirect moved URLs (site moves); a broken form or page loses the visits it already gets (CRO practice)",
    phrases: {
      en: [
        "fix(es|ing)?",
        "repair\\p{L}*",
        "broken",
        "404s?",
        "301s?",
        "redirects?",
        "restore\\p{L}*",
      ],
      de: [
        "reparier\\p{L}*",
        "beheb\\p{L}*",
        "behoben",
        "kaputt\\p{L}*",
        "defekt\\p{L}*",
        "weiterleitung\\p{L}*",
      ],
      fr: ["corrig\\p{L}*", "répar\\p{L}*", "cassée?s?", "redirection\\p{L}*", "rétabli\\p{L}*"],
      es: [
        "arregl\\p{L}*",
        "corregi\\p{L}*",
        "repar\\p{L}*",
        "rot[oa]s?",
        "redirecci\\p{L}*",
        "restaur\\p{L}*",
      ],
      it: ["corregg\\p{L}*", "ripar\\p{L}*", "rott[oaie]", "reindirizz\\p{L}*", "ripristin\\p{L}*"],
      pt: [
        "corrig\\p{L}*",
        "consert\\p{L}*",
        "quebrad[oa]s?",
        "redirecion\\p{L}*",
        "restaur\\p{L}*",
      ],
      nl: [
        "repar\\p{L}*",
        "herstel\\p{L}*",
        "kapotte?",
        "omleiding\\p{L}*",
        "doorverwijzing\\p{L}*",
      ],
      pl: ["napraw\\p{L}*", "przekierowa\\p{L}*", "zepsut\\p{L}*", "przywróc\\p{L}*"],
      sv: ["åtgärda\\p{L}*", "laga", "trasig\\p{L}*", "omdirigering\\p{L}*", "återställ\\p{L}*"],
      ja: ["修正", "修復", "復旧", "リダイレクト", "直す"],
    },
  },
  reclaim: {
    source:
      "link reclamation (SEO practice): a lost or broken link already earned is the cheapest link to win back",
    phrases: {
      en: ["reclaim\\p{L}*", "lost (back)?links?", "broken (back)?links?", "unlinked mentions?"],
      de: ["verlorene\\p{L}* (back)?links?", "links? zurückgewinn\\p{L}*", "zurückgewinn\\p{L}*"],
      fr: ["liens? perdus?", "récupér\\p{L}* (les |le |des )?liens?"],
      es: ["enlaces? perdidos?", "recuper\\p{L}* (el |los )?enlaces?"],
      it: ["link pers[oi]", "recuper\\p{L}* (i |il )?link"],
      pt: ["links? perdidos?", "recuper\\p{L}* (o |os )?links?"],
      nl: ["verloren links?", "links? terugwinn\\p{L}*"],
      pl: ["odzysk\\p{L}* link\\p{L}*", "utracon\\p{L}* link\\p{L}*"],
      sv: ["förlorade länkar", "återvinn\\p{L}* länk\\p{L}*"],
      ja: ["リンク回復", "被リンク(の)?回復", "失われた(被)?リンク"],
    },
  },
  link_scheme: {
    source:
      "Google Search Central spam policies (link spam): buying links, excessive link exchanges and low-quality directory links",
    phrases: {
      en: [
        `(${MANY}|mass|bulk|hundreds of)\\b[^.]*\\bdirector(y|ies)`,
        "directory submissions?",
        "link (exchange|swap)s?",
        "(buy|paid|purchased?)\\b[^.]*\\b(back)?links?",
        "pbns?",
        "private blog networks?",
      ],
      de: [
        `${MANY}\\b[^.]*\\b(verzeichnis\\p{L}*|katalog\\p{L}*)`,
        "linktausch\\p{L}*",
        "links? kaufen",
      ],
      fr: [`${MANY}\\b[^.]*\\bannuaires?`, "échanges? de liens", "achet\\p{L}* (des )?liens"],
      es: [`${MANY}\\b[^.]*\\bdirectorios?`, "intercambios? de enlaces", "compr\\p{L}* enlaces"],
      it: [`${MANY}\\b[^.]*\\bdirectory`, "scambi?o? (di )?link", "compr\\p{L}* link"],
      pt: [`${MANY}\\b[^.]*\\bdiretórios?`, "trocas? de links", "compr\\p{L}* links"],
      nl: [
        `${MANY}\\b[^.]*\\b(bedrijvengids\\p{L}*|directories)`,
        "linkruil\\p{L}*",
        "links kopen",
      ],
      pl: [
        `${MANY}\\b[^.]*\\bkatalog\\p{L}*`,
        "wymian\\p{L}* link\\p{L}*",
        "kup\\p{L}* link\\p{L}*",
      ],
      sv: [`${MANY}\\b[^.]*\\bkatalog\\p{L}*`, "länkbyte\\p{L}*", "köp\\p{L}* länkar"],
      ja: ["相互リンク", "リンク購入", "被リンク購入", "ディレクトリ登録"],
    },
  },
  scaled_content: {
    source:
      "Google Search Central spam policies (scaled content abuse): many pages generated to rank, with little or no added value, however they are made",
    phrases: {
      en: [
        `${MANY}\\b[^.]*\\b(ai|gpt|chatgpt)\\b`,
        "(ai|gpt|chatgpt)\\b[^.]*\\b(without|no) (editing|review|edit)",
      ],
      de: [
        `${MANY}\\b[^.]*\\b(ki|ai|gpt)\\b`,
        "(ki|ai|gpt)\\b[^.]*\\b(ohne (redaktion|prüfung|lektorat)|ungeprüft)",
      ],
      fr: [
        `${MANY}\\b[^.]*\\b(ia|ai|gpt)\\b`,
        "(ia|ai|gpt)\\b[^.]*\\bsans (relecture|révision|édition)",
      ],
      es: [
        `${MANY}\\b[^.]*\\b(ia|ai|gpt)\\b`,
        "(ia|ai|gpt)\\b[^.]*\\bsin (revisión|revisar|editar|edición)",
      ],
      it: [
        `${MANY}\\b[^.]*\\b(ia|ai|gpt)\\b`,
        "(ia|ai|gpt)\\b[^.]*\\bsenza (revisione|editing|modifiche)",
      ],
      pt: [`${MANY}\\b[^.]*\\b(ia|ai|gpt)\\b`, "(ia|ai|gpt)\\b[^.]*\\bsem (revisão|edição|editar)"],
      nl: [
        `${MANY}\\b[^.]*\\b(ai|gpt)\\b`,
        "(ai|gpt)\\b[^.]*\\bzonder (redactie|controle|eindredactie)",
      ],
      pl: [
        `\\b(ai|gpt|si)\\b[^.]*\\b${MANY}\\b`,
        `${MANY}\\b[^.]*\\b(ai|gpt)\\b`,
        "bez (redakcji|korekty|weryfikacji)",
      ],
      sv: [`${MANY}\\b[^.]*\\b(ai|gpt)\\b`, "(ai|gpt)\\b[^.]*\\butan (redigering|granskning)"],
      ja: [
        "ai(で)?(記事)?(を)?(大量|一括)",
        "(大量|一括)[^。]*ai",
        "ai[^。]*(編集なし|未編集|ノーチェック)",
      ],
    },
  },
  doorway: {
    source:
      "Google Search Central spam policies (doorway abuse): many similar pages, each targeting a place or a phrase, that funnel to one destination",
    phrases: {
      en: [
        `${MANY}\\b[^.]*\\bpages?\\b[^.]*\\b(same (text|content|copy)|identical|only the \\p{L}+ (changed|swapped))`,
      ],
      de: [
        `${MANY}\\b[^.]*\\bseiten\\b[^.]*\\b(gleiche\\p{L}* text|identisch\\p{L}*|nur (der|die|das) \\p{L}+ (getauscht|ausgetauscht))`,
      ],
      fr: [
        `${MANY}\\b[^.]*\\bpages\\b[^.]*\\b(même texte|identiques?|seul(e)? (le|la) \\p{L}+ (change|changé))`,
      ],
      es: [
        `${MANY}\\b[^.]*\\bpáginas\\b[^.]*\\b(mismo texto|idénticas|solo (el|la) \\p{L}+ cambiad[oa])`,
      ],
      it: [
        `${MANY}\\b[^.]*\\bpagine\\b[^.]*\\b(stesso testo|identiche|solo il \\p{L}+ cambiat[oa])`,
      ],
      pt: [
        `${MANY}\\b[^.]*\\bpáginas\\b[^.]*\\b(mesmo texto|idênticas|(só|apenas) o \\p{L}+ (do \\p{L}+ )?trocado)`,
      ],
      nl: [
        `${MANY}\\b[^.]*\\bpagina'?s\\b[^.]*\\b(zelfde tekst|identiek\\p{L}*|alleen de \\p{L}+ (veranderd|vervangen))`,
      ],
      pl: [
        `${MANY}\\b[^.]*\\bstron\\p{L}*\\b[^.]*\\b(ten sam tekst|identyczn\\p{L}*|tylko nazw\\p{L}*)`,
      ],
      sv: [`${MANY}\\b[^.]*\\bsidor\\b[^.]*\\b(samma text|identiska|bara \\p{L}+ (bytt|utbytt))`],
      ja: [
        "同じ(文章|テキスト|本文)[^。]*ページ",
        "ページ[^。]*同じ(文章|テキスト|本文)",
        "地名だけ",
      ],
    },
  },
};

/** One pattern a kind: its phrases in every language, whole words (Japanese anywhere). */
const PATTERNS: ReadonlyArray<[WorkKind, RegExp]> = WORK_KINDS.map((kind) => {
  const { phrases } = WORK_TABLE[kind];
  const words = WORK_LANGUAGES.filter((l) => l !== "ja").flatMap((l) => phrases[l]);
  const body = `(?<![\\p{L}\\p{N}])(?:${words.join("|")})(?![\\p{L}\\p{N}])|${
    phrases.ja.join("|")
  }`;
  return [kind, new RegExp(body, "u")];
});

/** The kinds of work a title (and keyword) describes, in `WORK_KINDS` order. */
export function workKindsOf(text: string): WorkKind[] {
  const folded = text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ");
  return PATTERNS.filter(([, re]) => re.test(folded)).map(([kind]) => kind);
}

/** The kinds Google's spam policies name: never scheduled as ordinary work. */
export const SPAM_KINDS: ReadonlySet<WorkKind> = new Set([
  "link_scheme",
  "scaled_content",
  "doorway",
]);

/** Whether the work restores value already earned: a repair or a reclaimed link. */
export function restoresValue(kinds: readonly WorkKind[]): boolean {
  return kinds.includes("repair") || kinds.includes("reclaim");
}
