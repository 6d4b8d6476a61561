/**
 * The words of the QA's generated text (issue titles, reasons, fixes), in the market's language.
 * English and German here, French, Spanish and Italian (`text_fr.ts`, `text_es.ts`,
 * `text_it.ts`); another language
 * falls back to English and the limitations say so. Text the reused title/meta and technical
 * checks measure stays in their own (English) wording in `detail`; their title and fix are
 * written here.
 */
import { ES } from "./text_es.ts";
import { FR } from "./text_fr.ts";
import { IT } from "./text_it.ts";
import { formatNumber, plural } from "../../toolkit/prose.ts";

/** The numbers a stuffing finding states. */
export interface StuffingNumbers {
  median: number | null;
  max: number | null;
  pages: number;
  title: number;
  description: number;
}

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
  stuffing: {
    title: (phrase: string, n: number, words: number, rate: number) => string;
    why: (x: StuffingNumbers) => string;
    fix: (phrase: string, target: number) => string;
  };
  trust: Record<
    "byline" | "regulatory" | "risk_warning" | "first_hand",
    { title: string; why: (of: string, ymyl: boolean) => string; fix: string }
  >;
  topic: { title: (t: string) => string; why: (of: string) => string; fix: (t: string) => string };
  fact: { title: (t: string) => string; why: (of: string) => string; fix: (t: string) => string };
  conflict: {
    title: (draft: string, agreed: string, n: number) => string;
    why: string;
    fix: string;
  };
  /** Notes appended to schema recommendations (FAQ markup, date fields). */
  schemaNotes: { dates: string };
  /** "most serious: a; b" after a verdict's score reason. */
  serious: (titles: string[]) => string;
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
    why: (of) => `${of} give it a section in their main content (words under the heading)`,
    fix: (h) => `Add an H2 section on "${h}", in the order competitors place it.`,
    mentioned: ". The draft mentions it in passing only.",
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
    title: (w, min, max) => `${num(w)} words, below the ranking band of ${num(min)}-${num(max)}`,
    why: (median) => `The pages that rank run to a median of ${num(median)} words of main content.`,
    fix: (min) =>
      `Expand the draft to at least ${num(min)} words with the missing sections, not filler.`,
  },
  media: {
    title: (kind) => `No ${kind}`,
    why: (of) => `${of} use them.`,
    fix: (kind) => `Add ${kind} where they explain better than prose.`,
    kinds: { images: "images", videos: "video", tables: "table", lists: "lists" },
  },
  thin: {
    title: (h, w, m) => `"${h}" is thin: ${num(w)} words against a competitor median of ${num(m)}`,
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
    title: (n) => `${plural(n, "claim")} without a source`,
    why:
      "Figures, rates, forecasts and superlatives need a source the reader can check; unsourced, they read as opinion, and on a money or health topic they mislead.",
    fix:
      "Cite the source of each figure and claim next to it (the regulator, the lender, the study, with its date), or cut it; never state a forecast as fact.",
  },
  stuffing: {
    title: (phrase, n, words, rate) =>
      `Keyword stuffing: "${phrase}" ${n} times in ${num(words)} words (${rate} per 100 words)`,
    why: (x) =>
      `Google's spam policies name keyword stuffing. ${
        x.pages > 0
          ? `The ranking pages use the phrase ${x.median} (median) to ${x.max} (most) times per 100 words of main content (${x.pages} compared)`
          : "No ranking page could be compared"
      }; the title has it ${x.title} times and the meta description ${x.description}.`,
    fix: (phrase, target) =>
      `Write naturally: use "${phrase}" once in the title and once in the H1, about ${target} times in the body at most, and vary the wording elsewhere (synonyms, pronouns, the topic's own terms).`,
  },
  trust: {
    byline: {
      title: "No named author or reviewer",
      why: (of, ymyl) =>
        `${of} name who wrote or reviewed them${
          ymyl
            ? "; on a money, health or legal topic readers and Google's quality raters look for a qualified person"
            : ""
        }.`,
      fix:
        "Name the author, or the qualified professional who reviewed the page, with their qualification in a dated byline, and give them as author (Person) in the Article markup.",
    },
    regulatory: {
      title: "No statement of regulatory status",
      why: (of) => `${of} state that the firm is regulated or licensed, and by whom.`,
      fix:
        "State who regulates or licenses the firm (the regulator and the register entry) on this page; if the site's footer carries it, check that it shows here.",
    },
    risk_warning: {
      title: "No risk warning",
      why: (of) => `${of} carry the risk warning their regulator requires.`,
      fix: "Add the risk warning required for this product, next to the figures and in the footer.",
    },
    first_hand: {
      title: "No first-hand evidence",
      why: (of) => `${of} show their own tests, photos or data.`,
      fix:
        "Show what you did yourself: how you tested and what you found, your own photos or data, with dates.",
    },
  },
  topic: {
    title: (t) => `Not covered: "${t}"`,
    why: (of) => `${of} cover it in their main content.`,
    fix: (t) =>
      `Cover "${t}" where it belongs in the draft, with the facts the ranking pages give (see examples).`,
  },
  fact: {
    title: (t) => `Missing fact: the ranking pages agree on ${t}`,
    why: (of) => `${of} state it; the draft never does.`,
    fix: (t) =>
      `State what the ranking pages agree on (${t}) where it applies, with its source (see how they put it in the examples).`,
  },
  conflict: {
    title: (draft, agreed, n) =>
      `The draft says ${draft} where ${n} ranking sites agree on ${agreed}`,
    why:
      "A figure that contradicts what the ranking pages agree on is an error or needs the strongest source: readers act on it.",
    fix:
      "Check the figure against the primary source (the regulator, the rule, the study) and correct it, or cite the source that supports yours.",
  },
  schemaNotes: {
    dates:
      "; datePublished on launch, dateModified only when the content changes substantively, never to look fresh",
  },
  serious: (titles) => `most serious: ${titles.join("; ")}`,
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
    why: (of) => `${of} widmen dem Thema im Hauptinhalt einen Abschnitt (Wörter darunter)`,
    fix: (h) =>
      `Einen H2-Abschnitt zu „${h}“ ergänzen, an der Stelle, an der ihn die Konkurrenz platziert.`,
    mentioned: ". Der Entwurf erwähnt es nur beiläufig.",
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
    title: (w, min, max) =>
      `${numDe(w)} Wörter, unter der Spanne der rankenden Seiten (${numDe(min)}-${numDe(max)})`,
    why: (median) => `Die rankenden Seiten haben im Median ${numDe(median)} Wörter Hauptinhalt.`,
    fix: (min) =>
      `Den Entwurf auf mindestens ${
        numDe(min)
      } Wörter ausbauen – mit den fehlenden Abschnitten, nicht mit Fülltext.`,
  },
  media: {
    title: (kind) => `Keine ${kind}`,
    why: (of) => `${of} nutzen sie.`,
    fix: (kind) => `${kind} ergänzen, wo sie besser erklären als Text.`,
    kinds: { images: "Bilder", videos: "Videos", tables: "Tabelle", lists: "Listen" },
  },
  thin: {
    title: (h, w, m) =>
      `„${h}“ ist dünn: ${numDe(w)} Wörter gegenüber einem Median von ${
        numDe(m)
      } bei der Konkurrenz`,
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
    title: (n) => `${plural(n, "Behauptung", "Behauptungen", "de")} ohne Quelle`,
    why:
      "Zahlen, Zinssätze, Prognosen und Superlative brauchen eine Quelle, die Leser prüfen können; ohne sie wirken sie wie Meinung, und bei Geld- oder Gesundheitsthemen führen sie in die Irre.",
    fix:
      "Bei jeder Zahl und Behauptung die Quelle nennen (Aufsicht, Anbieter, Studie, mit Datum) – oder sie streichen; Prognosen nie als Tatsache darstellen.",
  },
  stuffing: {
    title: (phrase, n, words, rate) =>
      `Keyword-Stuffing: „${phrase}“ ${n} Mal in ${numDe(words)} Wörtern (${rate} pro 100 Wörter)`,
    why: (x) =>
      `Googles Spamrichtlinien nennen Keyword-Stuffing. ${
        x.pages > 0
          ? `Die rankenden Seiten nutzen die Phrase ${x.median} (Median) bis ${x.max} (höchstens) Mal pro 100 Wörter Hauptinhalt (${x.pages} verglichen)`
          : "Keine rankende Seite war vergleichbar"
      }; der Titel enthält sie ${x.title} Mal, die Meta-Description ${x.description} Mal.`,
    fix: (phrase, target) =>
      `Natürlich schreiben: „${phrase}“ einmal im Titel und einmal in der H1, im Text höchstens etwa ${target} Mal, sonst abwechslungsreich formulieren (Synonyme, Pronomen, Fachbegriffe des Themas).`,
  },
  trust: {
    byline: {
      title: "Kein namentlicher Autor und keine fachliche Prüfung",
      why: (of, ymyl) =>
        `${of} nennen, wer sie geschrieben oder geprüft hat${
          ymyl
            ? "; bei Geld-, Gesundheits- oder Rechtsthemen suchen Leser und Googles Quality Rater eine qualifizierte Person"
            : ""
        }.`,
      fix:
        "Autor oder fachlichen Prüfer mit Qualifikation und Datum nennen und als author (Person) im Article-Markup angeben.",
    },
    regulatory: {
      title: "Keine Angabe zur Aufsicht oder Zulassung",
      why: (of) => `${of} nennen, wer das Unternehmen beaufsichtigt oder zulässt.`,
      fix:
        "Aufsichtsbehörde und Registereintrag auf dieser Seite nennen; steht es im Footer, prüfen, dass es hier erscheint.",
    },
    risk_warning: {
      title: "Kein Risikohinweis",
      why: (of) => `${of} tragen den vorgeschriebenen Risikohinweis.`,
      fix:
        "Den für dieses Produkt vorgeschriebenen Risikohinweis bei den Zahlen und im Footer ergänzen.",
    },
    first_hand: {
      title: "Keine eigenen Belege aus erster Hand",
      why: (of) => `${of} zeigen eigene Tests, Fotos oder Daten.`,
      fix:
        "Zeigen, was Sie selbst gemacht haben: wie getestet wurde und mit welchem Ergebnis, eigene Fotos oder Daten, mit Datum.",
    },
  },
  topic: {
    title: (t) => `Nicht behandelt: „${t}“`,
    why: (of) => `${of} behandeln es im Hauptinhalt.`,
    fix: (t) =>
      `„${t}“ an passender Stelle behandeln, mit den Fakten, die die rankenden Seiten nennen (siehe Beispiele).`,
  },
  fact: {
    title: (t) => `Fehlende Angabe: die rankenden Seiten nennen übereinstimmend ${t}`,
    why: (of) => `${of} nennen es; der Entwurf nie.`,
    fix: (t) =>
      `Nennen, worin die rankenden Seiten übereinstimmen (${t}), wo es zutrifft, mit Quelle (siehe die Beispiele).`,
  },
  conflict: {
    title: (draft, agreed, n) =>
      `Der Entwurf nennt ${draft}, wo ${n} rankende Websites übereinstimmend ${agreed} nennen`,
    why:
      "Eine Zahl, die dem widerspricht, worin die rankenden Seiten übereinstimmen, ist ein Fehler oder braucht die stärkste Quelle: Leser handeln danach.",
    fix:
      "Die Zahl an der Primärquelle prüfen (Aufsicht, Regel, Studie) und korrigieren – oder die Quelle nennen, die sie stützt.",
  },
  schemaNotes: {
    dates:
      "; datePublished zum Start, dateModified nur bei einer inhaltlichen Überarbeitung, nie um aktuell zu wirken",
  },
  serious: (titles) => `am schwersten wiegt: ${titles.join("; ")}`,
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

const PHRASES: Readonly<Record<string, Phrases>> = { en: EN, de: DE, fr: FR, es: ES, it: IT };

/** The phrasebook of a language code, and whether it is the language's own. */
export function phrasesFor(language: string): { t: Phrases; native: boolean } {
  const native = Object.hasOwn(PHRASES, language);
  return { t: native ? PHRASES[language] : EN, native };
}

/** A number as English text writes it ("1,450"). */
function num(n: number): string {
  return formatNumber(n);
}

/** A number as German text writes it ("1.450"). */
function numDe(n: number): string {
  return formatNumber(n, { locale: "de" });
}
