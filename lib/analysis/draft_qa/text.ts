/**
 * The words of the QA's generated text (issue titles, reasons, fixes), in the market's language.
 * English and German; another language falls back to English and the limitations say so.
 * Text the reused title/meta and technical checks measure stays in their own (English) wording
 * in `detail`; their title and fix are written here.
 */

/** "7 of 10 ranking pages" in the phrasebook's words. */
type Of = (n: number, total: number) => string;

/** Every generated phrase. */
export interface Phrases {
  pagesOf: Of;
  section: {
    title: (h: string) => string;
    why: (of: string) => string;
    fix: (h: string) => string;
    mentioned: string;
  };
  question: {
    title: (q: string) => string;
    why: (of: string) => string;
    fix: (q: string) => string;
    paa: string;
  };
  format: {
    title: (want: string, have: string) => string;
    why: (of: string) => string;
    fix: (want: string) => string;
  };
  length: {
    title: (words: number, min: number, max: number) => string;
    why: (median: number) => string;
    fix: (min: number) => string;
  };
  media: {
    title: (kind: string) => string;
    why: (of: string) => string;
    fix: (kind: string) => string;
    kinds: Record<string, string>;
  };
  thin: {
    title: (h: string, words: number, median: number) => string;
    why: (of: string) => string;
    fix: (h: string, terms: string[]) => string;
  };
  terms: {
    title: (h: string, terms: string[]) => string;
    why: (of: string) => string;
    fix: (h: string, terms: string[]) => string;
  };
  claims: { title: (n: number) => string; why: string; fix: string };
  sources: { title: string; why: (of: string) => string; fix: string };
  examples: { title: string; why: (of: string) => string; fix: string };
  criteria: { title: string; why: (of: string) => string; fix: string };
  figures: { title: string; why: (of: string) => string; fix: (figures: string[]) => string };
  /** Title, fix and why of the reused checks, by their id. */
  reused: Record<string, { title: string; why: string; fix: string }>;
  formats: Record<string, string>;
}

const EN: Phrases = {
  pagesOf: (n, total) => `${n} of ${total} ranking pages`,
  section: {
    title: (h) => `No section on "${h}"`,
    why: (of) => `${of} give it a section.`,
    fix: (h) => `Add an H2 section on "${h}", in the order competitors place it.`,
    mentioned: " The draft mentions it in passing only.",
  },
  question: {
    title: (q) => `Unanswered question: "${q}"`,
    why: (of) => `Asked on ${of}.`,
    fix: (q) => `Answer "${q}" in two or three sentences under its own heading or in an FAQ.`,
    paa: "Searchers ask it in People also ask.",
  },
  format: {
    title: (want, have) => `The draft is ${have}; the results are ${want}`,
    why: (of) => `${of} share that format: Google shows what searchers pick.`,
    fix: (want) =>
      `Restructure the draft as ${want} (title, intro and headings promise that format).`,
  },
  length: {
    title: (w, min, max) => `${w} words, below the ranking band of ${min}-${max}`,
    why: (median) => `The pages that rank run to a median of ${median} words of main content.`,
    fix: (min) =>
      `Expand the draft to at least ${min} words with the missing sections, not filler.`,
  },
  media: {
    title: (kind) => `No ${kind}`,
    why: (of) => `${of} use them.`,
    fix: (kind) => `Add ${kind} where they explain better than prose.`,
    kinds: { images: "images", videos: "video", tables: "table", lists: "lists" },
  },
  thin: {
    title: (h, w, m) => `"${h}" is thin: ${w} words against a competitor median of ${m}`,
    why: (of) => `${of} treat the same section in depth.`,
    fix: (h, terms) =>
      `Deepen "${h}" with specifics${
        terms.length ? ` (${terms.join(", ")})` : ""
      }: steps, examples, numbers.`,
  },
  terms: {
    title: (h, terms) => `"${h}" lacks the terms competitors use there: ${terms.join(", ")}`,
    why: (of) => `${of} use them in this section.`,
    fix: (h, terms) => `Cover ${terms.join(", ")} in "${h}" where they apply.`,
  },
  claims: {
    title: (n) => `${n} claim(s) without a figure, source or example`,
    why: "A claim without proof is an opinion; readers and quality raters discount it.",
    fix: "Back each claim with a number, a linked source or a concrete example, or cut it.",
  },
  sources: {
    title: "No source cited",
    why: (of) => `${of} link out to sources.`,
    fix: "Link the studies, docs or data behind the key statements.",
  },
  examples: {
    title: "No concrete example",
    why: (of) => `${of} give examples.`,
    fix: "Add at least one worked example or case from practice.",
  },
  criteria: {
    title: "A comparison without stated criteria",
    why: (of) => `${of} compare in a table or by named criteria.`,
    fix: "State the criteria (price, features, limits...) and compare the options in a table.",
  },
  figures: {
    title: "No figure in the draft",
    why: (of) => `${of} state figures.`,
    fix: (figures) =>
      `Add the numbers that matter${
        figures.length ? `; competitors cite ${figures.join(", ")}` : ""
      }.`,
  },
  reused: {
    title_present: {
      title: "No SEO title",
      why: "Without a title tag Google builds one from the headings.",
      fix: "Write the title tag (front matter `title` or the CMS field), keyword first.",
    },
    title_length: {
      title: "The title's length does not fit the results",
      why: "A title wider than ~580 px is cut; a very short one says too little.",
      fix: "Rewrite the title to 30-60 characters, keyword first.",
    },
    title_keyword: {
      title: "The keyword is missing from the title or comes late",
      why: "The title is the strongest statement of the page's topic.",
      fix: "Put the keyword at the start of the title.",
    },
    title_brand: {
      title: "The title opens with the brand",
      why: "The first words of a result are read; the offer belongs there.",
      fix: "Lead with the topic, close with the brand.",
    },
    title_h1_alignment: {
      title: "The title and the H1 say different things",
      why: "Title and H1 should promise the same page.",
      fix: "Align the H1 with the title's promise.",
    },
    description_present: {
      title: "No meta description",
      why: "Without one Google quotes page text, often a poor snippet.",
      fix: "Write a 120-160 character meta description with the keyword and the page's promise.",
    },
    description_length: {
      title: "The meta description's length does not fit the results",
      why: "Descriptions are cut near 920 px and short ones are rewritten.",
      fix: "Rewrite the meta description to 120-160 characters.",
    },
    description_keyword: {
      title: "The keyword is missing from the meta description",
      why: "Google bolds the searched words in the snippet.",
      fix: "Work the keyword into the meta description.",
    },
    headings: {
      title: "The H1 is missing, empty or repeated",
      why: "One H1 states the page's topic.",
      fix: "Keep exactly one H1 naming the topic.",
    },
    keyword_placement: {
      title: "The keyword is in neither the H1 nor the title",
      why: "Title and H1 are the strongest on-page statements of the topic.",
      fix: "Work the keyword into the title and the H1.",
    },
    structured_data: {
      title: "The draft's JSON-LD has errors",
      why: "Search engines skip structured data they cannot parse.",
      fix: 'Emit valid JSON-LD with "@context": "https://schema.org".',
    },
  },
  formats: {
    listicle: "a list",
    comparison: "a comparison",
    how_to: "a how-to",
    guide: "a guide",
    definition: "a definition",
    product: "a product page",
    landing_page: "a landing page",
    tool: "a tool",
    forum: "a forum thread",
    video: "a video page",
    news: "a news article",
    article: "an article",
  },
};

const DE: Phrases = {
  pagesOf: (n, total) => `${n} von ${total} rankenden Seiten`,
  section: {
    title: (h) => `Kein Abschnitt zu „${h}“`,
    why: (of) => `${of} widmen dem Thema einen Abschnitt.`,
    fix: (h) =>
      `Einen H2-Abschnitt zu „${h}“ ergänzen, an der Stelle, an der ihn die Konkurrenz platziert.`,
    mentioned: " Der Entwurf erwähnt es nur beiläufig.",
  },
  question: {
    title: (q) => `Unbeantwortete Frage: „${q}“`,
    why: (of) => `Gestellt auf ${of}.`,
    fix: (q) => `„${q}“ in zwei, drei Sätzen beantworten – mit eigener Überschrift oder im FAQ.`,
    paa: "Suchende stellen sie unter „Ähnliche Fragen“.",
  },
  format: {
    title: (want, have) => `Der Entwurf ist ${have}; die Ergebnisse sind ${want}`,
    why: (of) => `${of} haben dieses Format: Google zeigt, was Suchende wählen.`,
    fix: (want) =>
      `Den Entwurf als ${want} aufbauen (Titel, Einleitung und Überschriften versprechen dieses Format).`,
  },
  length: {
    title: (w, min, max) => `${w} Wörter, unter der Spanne der rankenden Seiten (${min}-${max})`,
    why: (median) => `Die rankenden Seiten haben im Median ${median} Wörter Hauptinhalt.`,
    fix: (min) =>
      `Den Entwurf auf mindestens ${min} Wörter ausbauen – mit den fehlenden Abschnitten, nicht mit Fülltext.`,
  },
  media: {
    title: (kind) => `Keine ${kind}`,
    why: (of) => `${of} nutzen sie.`,
    fix: (kind) => `${kind} ergänzen, wo sie besser erklären als Text.`,
    kinds: { images: "Bilder", videos: "Videos", tables: "Tabelle", lists: "Listen" },
  },
  thin: {
    title: (h, w, m) =>
      `„${h}“ ist dünn: ${w} Wörter gegenüber einem Median von ${m} bei der Konkurrenz`,
    why: (of) => `${of} behandeln denselben Abschnitt ausführlich.`,
    fix: (h, terms) =>
      `„${h}“ mit Konkretem vertiefen${
        terms.length ? ` (${terms.join(", ")})` : ""
      }: Schritte, Beispiele, Zahlen.`,
  },
  terms: {
    title: (h, terms) => `„${h}“ fehlen die Begriffe der Konkurrenz: ${terms.join(", ")}`,
    why: (of) => `${of} verwenden sie in diesem Abschnitt.`,
    fix: (h, terms) => `${terms.join(", ")} in „${h}“ behandeln, wo es passt.`,
  },
  claims: {
    title: (n) => `${n} Behauptung(en) ohne Zahl, Quelle oder Beispiel`,
    why: "Eine Behauptung ohne Beleg ist eine Meinung; Leser und Quality Rater werten sie ab.",
    fix:
      "Jede Behauptung mit einer Zahl, einer verlinkten Quelle oder einem konkreten Beispiel belegen – oder streichen.",
  },
  sources: {
    title: "Keine Quelle zitiert",
    why: (of) => `${of} verlinken Quellen.`,
    fix: "Die Studien, Dokumentationen oder Daten hinter den zentralen Aussagen verlinken.",
  },
  examples: {
    title: "Kein konkretes Beispiel",
    why: (of) => `${of} nennen Beispiele.`,
    fix: "Mindestens ein durchgerechnetes Beispiel oder einen Praxisfall ergänzen.",
  },
  criteria: {
    title: "Ein Vergleich ohne genannte Kriterien",
    why: (of) => `${of} vergleichen in einer Tabelle oder nach benannten Kriterien.`,
    fix:
      "Die Kriterien nennen (Preis, Funktionen, Grenzen …) und die Optionen in einer Tabelle vergleichen.",
  },
  figures: {
    title: "Keine Zahl im Entwurf",
    why: (of) => `${of} nennen Zahlen.`,
    fix: (figures) =>
      `Die entscheidenden Zahlen ergänzen${
        figures.length ? `; die Konkurrenz nennt ${figures.join(", ")}` : ""
      }.`,
  },
  reused: {
    title_present: {
      title: "Kein SEO-Titel",
      why: "Ohne Title-Tag baut Google einen aus den Überschriften.",
      fix: "Den Title-Tag schreiben (Front Matter `title` oder CMS-Feld), Keyword zuerst.",
    },
    title_length: {
      title: "Die Titellänge passt nicht zu den Suchergebnissen",
      why: "Ein Titel breiter als ~580 px wird abgeschnitten; ein sehr kurzer sagt zu wenig.",
      fix: "Den Titel auf 30-60 Zeichen umschreiben, Keyword zuerst.",
    },
    title_keyword: {
      title: "Das Keyword fehlt im Titel oder steht zu weit hinten",
      why: "Der Titel ist die stärkste Aussage über das Thema der Seite.",
      fix: "Das Keyword an den Anfang des Titels stellen.",
    },
    title_brand: {
      title: "Der Titel beginnt mit der Marke",
      why: "Die ersten Wörter eines Ergebnisses werden gelesen; dorthin gehört das Angebot.",
      fix: "Mit dem Thema beginnen, mit der Marke schließen.",
    },
    title_h1_alignment: {
      title: "Titel und H1 sagen Verschiedenes",
      why: "Titel und H1 sollten dieselbe Seite versprechen.",
      fix: "Die H1 an das Versprechen des Titels angleichen.",
    },
    description_present: {
      title: "Keine Meta-Description",
      why: "Ohne sie zitiert Google Seitentext, oft ein schwaches Snippet.",
      fix:
        "Eine Meta-Description mit 120-160 Zeichen schreiben, mit Keyword und Nutzenversprechen.",
    },
    description_length: {
      title: "Die Länge der Meta-Description passt nicht",
      why: "Beschreibungen werden bei ~920 px gekürzt, kurze werden umgeschrieben.",
      fix: "Die Meta-Description auf 120-160 Zeichen umschreiben.",
    },
    description_keyword: {
      title: "Das Keyword fehlt in der Meta-Description",
      why: "Google hebt die gesuchten Wörter im Snippet fett hervor.",
      fix: "Das Keyword in die Meta-Description einbauen.",
    },
    headings: {
      title: "Die H1 fehlt, ist leer oder mehrfach vorhanden",
      why: "Eine H1 nennt das Thema der Seite.",
      fix: "Genau eine H1 mit dem Thema behalten.",
    },
    keyword_placement: {
      title: "Das Keyword steht weder in der H1 noch im Titel",
      why: "Titel und H1 sind die stärksten Aussagen zum Thema.",
      fix: "Das Keyword in Titel und H1 einbauen.",
    },
    structured_data: {
      title: "Das JSON-LD des Entwurfs hat Fehler",
      why: "Suchmaschinen ignorieren strukturierte Daten, die sie nicht lesen können.",
      fix: 'Gültiges JSON-LD mit "@context": "https://schema.org" ausgeben.',
    },
  },
  formats: {
    listicle: "eine Liste",
    comparison: "ein Vergleich",
    how_to: "eine Anleitung",
    guide: "ein Ratgeber",
    definition: "eine Definition",
    product: "eine Produktseite",
    landing_page: "eine Landingpage",
    tool: "ein Tool",
    forum: "ein Forenbeitrag",
    video: "eine Videoseite",
    news: "eine Nachricht",
    article: "ein Artikel",
  },
};

const PHRASES: Readonly<Record<string, Phrases>> = { en: EN, de: DE };

/** The phrasebook of a language code, and whether it is the language's own. */
export function phrasesFor(language: string): { t: Phrases; native: boolean } {
  const native = Object.hasOwn(PHRASES, language);
  return { t: native ? PHRASES[language] : EN, native };
}
