/** The draft QA's generated text in Italian (see `text.ts`). */
import type { Phrases } from "./text.ts";
import { formatNumber, plural } from "../../toolkit/prose.ts";

/** Italian phrasebook. */
export const IT: Phrases = {
  pagesOf: (n, total) => `${n} delle ${total} pagine posizionate`,
  section: {
    title: (h) => `Manca una sezione su «${h}»`,
    why: (of) => `${of} le dedicano una sezione nel contenuto principale (parole sotto il titolo)`,
    fix: (h) => `Aggiungere una sezione H2 su «${h}», nel punto in cui la collocano i concorrenti.`,
    mentioned: ". La bozza la cita solo di passaggio.",
  },
  question: {
    title: (q) => `Domanda senza risposta: «${q}»`,
    why: (of) => `Posta su ${of}.`,
    fix: (q) => `Rispondere a «${q}» in due o tre frasi, con un titolo proprio o nelle FAQ.`,
    paa: "Gli utenti la pongono in «Altre domande».",
  },
  format: {
    title: (want, have) => `La bozza è ${have}; i risultati sono ${want}`,
    why: (of) => `${of} condividono quel formato: Google mostra ciò che gli utenti scelgono.`,
    fix: (want) =>
      `Ristrutturare la bozza come ${want} (titolo, introduzione e intertitoli promettono quel formato).`,
  },
  length: {
    title: (w, min, max) =>
      `${num(w)} parole, sotto l'intervallo delle pagine posizionate (${num(min)}-${num(max)})`,
    why: (median) =>
      `Le pagine posizionate hanno una mediana di ${num(median)} parole di contenuto principale.`,
    fix: (min) =>
      `Ampliare la bozza ad almeno ${num(min)} parole con le sezioni mancanti, non con riempitivi.`,
  },
  media: {
    title: (kind) => `Nessun elemento: ${kind}`,
    why: (of) => `${of} li usano.`,
    fix: (kind) => `Aggiungere ${kind} dove spiegano meglio del testo.`,
    kinds: { images: "immagini", videos: "video", tables: "tabella", lists: "elenchi" },
  },
  thin: {
    title: (h, w, m) =>
      `«${h}» è scarna: ${num(w)} parole contro una mediana di ${num(m)} nei concorrenti`,
    why: (of) => `${of} trattano la stessa sezione in profondità.`,
    fix: (h, terms) =>
      `Approfondire «${h}» con elementi concreti${
        terms.length ? ` (${terms.join(", ")})` : ""
      }: passaggi, esempi, numeri.`,
  },
  terms: {
    title: (h, terms) => `In «${h}» mancano i termini dei concorrenti: ${terms.join(", ")}`,
    why: (of) => `${of} li usano in questa sezione.`,
    fix: (h, terms) => `Trattare ${terms.join(", ")} in «${h}» dove pertinente.`,
  },
  claims: {
    title: (n) => `${plural(n, "affermazione", "affermazioni", "it")} senza fonte`,
    why:
      "Cifre, tassi, previsioni e superlativi richiedono una fonte verificabile; senza, sembrano opinioni, e su temi di denaro o salute traggono in inganno.",
    fix:
      "Citare accanto a ogni cifra e affermazione la fonte (l'autorità, l'ente, lo studio, con la data), oppure eliminarla; mai presentare una previsione come un fatto.",
  },
  stuffing: {
    title: (phrase, n, words, rate) =>
      `Keyword stuffing: «${phrase}» ${n} volte in ${num(words)} parole (${rate} ogni 100 parole)`,
    why: (x) =>
      `Le norme di Google sullo spam citano il keyword stuffing. ${
        x.pages > 0
          ? `Le pagine posizionate usano l'espressione da ${x.median} (mediana) a ${x.max} (al massimo) volte ogni 100 parole di contenuto principale (${x.pages} confrontate)`
          : "Nessuna pagina posizionata è stata confrontabile"
      }; il titolo la contiene ${x.title} volte e la meta description ${x.description}.`,
    fix: (phrase, target) =>
      `Scrivere in modo naturale: «${phrase}» una volta nel titolo e una nell'H1, al massimo circa ${target} volte nel testo, e variare altrove (sinonimi, pronomi, lessico del tema).`,
  },
  trust: {
    byline: {
      title: "Nessun autore o revisore indicato",
      why: (of, ymyl) =>
        `${of} indicano chi le ha scritte o revisionate${
          ymyl
            ? "; su temi di denaro, salute o diritto lettori e valutatori di Google cercano una persona qualificata"
            : ""
        }.`,
      fix:
        "Indicare l'autore, o il professionista qualificato che ha revisionato la pagina, con qualifica e data, e dichiararlo come author (Person) nel markup Article.",
    },
    regulatory: {
      title: "Nessuna indicazione dello stato regolamentare",
      why: (of) => `${of} indicano che l'azienda è autorizzata o vigilata, e da chi.`,
      fix:
        "Indicare in questa pagina chi autorizza o vigila l'azienda (l'autorità e l'iscrizione all'albo); se il footer del sito lo riporta, verificare che compaia qui.",
    },
    risk_warning: {
      title: "Nessuna avvertenza sui rischi",
      why: (of) => `${of} riportano l'avvertenza richiesta dalla loro autorità.`,
      fix: "Aggiungere l'avvertenza richiesta per questo prodotto, vicino alle cifre e nel footer.",
    },
    first_hand: {
      title: "Nessuna prova di prima mano",
      why: (of) => `${of} mostrano test, foto o dati propri.`,
      fix:
        "Mostrare ciò che avete fatto voi: come avete testato e cosa avete trovato, foto o dati vostri, con le date.",
    },
  },
  topic: {
    title: (t) => `Non trattato: «${t}»`,
    why: (of) => `${of} lo trattano nel contenuto principale.`,
    fix: (t) =>
      `Trattare «${t}» dove serve nella bozza, con i fatti che riportano le pagine posizionate (vedi esempi).`,
  },
  fact: {
    title: (t) => `Dato mancante: le pagine posizionate concordano su ${t}`,
    why: (of) => `${of} lo indicano; la bozza mai.`,
    fix: (t) =>
      `Indicare ciò su cui concordano le pagine posizionate (${t}) dove pertinente, con la fonte (vedi esempi).`,
  },
  conflict: {
    title: (draft, agreed, n) =>
      `La bozza indica ${draft} dove ${n} siti posizionati concordano su ${agreed}`,
    why:
      "Una cifra che contraddice ciò su cui concordano le pagine posizionate è un errore o richiede la fonte più solida: i lettori agiscono di conseguenza.",
    fix:
      "Verificare la cifra sulla fonte primaria (l'autorità, la norma, lo studio) e correggerla, oppure citare la fonte che la sostiene.",
  },
  schemaNotes: {
    dates:
      "; datePublished alla pubblicazione, dateModified solo dopo una modifica sostanziale, mai per sembrare recente",
  },
  serious: (titles) => `il più grave: ${titles.join("; ")}`,
  sources: {
    title: "Nessuna fonte citata",
    why: (of) => `${of} rimandano a fonti.`,
    fix: "Collegare gli studi, i documenti o i dati alla base delle affermazioni principali.",
  },
  examples: {
    title: "Nessun esempio concreto",
    why: (of) => `${of} danno esempi.`,
    fix: "Aggiungere almeno un esempio svolto o un caso pratico.",
  },
  criteria: {
    title: "Un confronto senza criteri dichiarati",
    why: (of) => `${of} confrontano in una tabella o secondo criteri espliciti.`,
    fix:
      "Dichiarare i criteri (prezzo, funzioni, limiti…) e confrontare le opzioni in una tabella.",
  },
  figures: {
    title: "Nessuna cifra nella bozza",
    why: (of) => `${of} riportano cifre.`,
    fix: (figures) =>
      `Aggiungere i numeri che contano${
        figures.length ? `; i concorrenti citano ${figures.join(", ")}` : ""
      }.`,
  },
  reused: {
    title_present: {
      title: "Nessun titolo SEO",
      why: "Senza tag title, Google ne costruisce uno dagli intertitoli.",
      fix:
        "Scrivere il tag title (front matter `title` o campo del CMS), con la parola chiave all'inizio.",
    },
    title_length: {
      title: "La lunghezza del titolo non si adatta ai risultati",
      why: "Un titolo oltre ~580 px viene tagliato; uno molto breve dice troppo poco.",
      fix: "Riscrivere il titolo in 30-60 caratteri, con la parola chiave all'inizio.",
    },
    title_keyword: {
      title: "La parola chiave manca nel titolo o arriva tardi",
      why: "Il titolo è l'affermazione più forte sul tema della pagina.",
      fix: "Mettere la parola chiave all'inizio del titolo.",
    },
    title_brand: {
      title: "Il titolo inizia con il marchio",
      why: "Si leggono le prime parole di un risultato; lì va l'offerta.",
      fix: "Iniziare con il tema e chiudere con il marchio.",
    },
    title_h1_alignment: {
      title: "Il titolo e l'H1 dicono cose diverse",
      why: "Titolo e H1 devono promettere la stessa pagina.",
      fix: "Allineare l'H1 alla promessa del titolo.",
    },
    description_present: {
      title: "Nessuna meta description",
      why: "Senza, Google cita testo della pagina, spesso uno snippet scadente.",
      fix:
        "Scrivere una meta description di 120-160 caratteri con la parola chiave e la promessa della pagina.",
    },
    description_length: {
      title: "La lunghezza della meta description non è adatta",
      why: "Le descrizioni vengono tagliate intorno ai 920 px e quelle brevi riscritte.",
      fix: "Riscrivere la meta description in 120-160 caratteri.",
    },
    description_keyword: {
      title: "La parola chiave manca nella meta description",
      why: "Google evidenzia in grassetto le parole cercate nello snippet.",
      fix: "Inserire la parola chiave nella meta description.",
    },
    headings: {
      title: "L'H1 manca, è vuoto o ripetuto",
      why: "Un solo H1 dichiara il tema della pagina.",
      fix: "Tenere esattamente un H1 che nomini il tema.",
    },
    keyword_placement: {
      title: "La parola chiave non è né nell'H1 né nel titolo",
      why: "Titolo e H1 sono le affermazioni più forti sul tema.",
      fix: "Inserire la parola chiave nel titolo e nell'H1.",
    },
    structured_data: {
      title: "Il JSON-LD della bozza contiene errori",
      why: "I motori di ricerca ignorano i dati strutturati che non riescono a leggere.",
      fix: 'Generare un JSON-LD valido con "@context": "https://schema.org".',
    },
  },
  formats: {
    listicle: "un elenco",
    comparison: "un confronto",
    how_to: "una guida passo passo",
    guide: "una guida",
    definition: "una definizione",
    product: "una pagina prodotto",
    landing_page: "una landing page",
    tool: "uno strumento",
    forum: "una discussione di forum",
    video: "una pagina video",
    news: "una notizia",
    article: "un articolo",
  },
};

/** A number as it text writes it. */
function num(n: number): string {
  return formatNumber(n, { locale: "it" });
}
