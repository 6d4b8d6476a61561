/** The draft QA's generated text in French (see `text.ts`). */
import type { Phrases } from "./text.ts";
import { formatNumber, plural } from "../../toolkit/prose.ts";

/** French phrasebook. */
export const FR: Phrases = {
  pagesOf: (n, total) => `${n} des ${total} pages classées`,
  section: {
    title: (h) => `Aucune section sur « ${h} »`,
    why: (of) => `${of} y consacrent une section dans leur contenu principal (mots sous le titre)`,
    fix: (h) => `Ajouter une section H2 sur « ${h} », à la place où les concurrents la mettent.`,
    mentioned: ". Le brouillon ne l'évoque qu'en passant.",
  },
  question: {
    title: (q) => `Question sans réponse : « ${q} »`,
    why: (of) => `Posée sur ${of}.`,
    fix: (q) => `Répondre à « ${q} » en deux ou trois phrases, sous son propre titre ou en FAQ.`,
    paa: "Les internautes la posent dans « Autres questions posées ».",
  },
  format: {
    title: (want, have) => `Le brouillon est ${have} ; les résultats sont ${want}`,
    why: (of) => `${of} partagent ce format : Google montre ce que les internautes choisissent.`,
    fix: (want) =>
      `Restructurer le brouillon en ${want} (titre, introduction et intertitres promettent ce format).`,
  },
  length: {
    title: (w, min, max) =>
      `${num(w)} mots, sous la fourchette des pages classées (${num(min)}-${num(max)})`,
    why: (median) =>
      `Les pages classées comptent en médiane ${num(median)} mots de contenu principal.`,
    fix: (min) =>
      `Étoffer le brouillon jusqu'à ${
        num(min)
      } mots au moins avec les sections manquantes, sans remplissage.`,
  },
  media: {
    title: (kind) => `${/^[aeiouyéh]/i.test(kind) ? "Pas d'" : "Pas de "}${kind}`,
    why: (of) => `${of} en utilisent.`,
    fix: (kind) => `Ajouter des ${kind} là où ils expliquent mieux que le texte.`,
    kinds: { images: "images", videos: "vidéo", tables: "tableau", lists: "listes" },
  },
  thin: {
    title: (h, w, m) =>
      `« ${h} » est maigre : ${num(w)} mots contre une médiane de ${num(m)} chez les concurrents`,
    why: (of) => `${of} traitent la même section en profondeur.`,
    fix: (h, terms) =>
      `Approfondir « ${h} » avec du concret${
        terms.length ? ` (${terms.join(", ")})` : ""
      } : étapes, exemples, chiffres.`,
  },
  terms: {
    title: (h, terms) => `« ${h} » n'emploie pas les termes des concurrents : ${terms.join(", ")}`,
    why: (of) => `${of} les emploient dans cette section.`,
    fix: (h, terms) => `Traiter ${terms.join(", ")} dans « ${h} » là où c'est pertinent.`,
  },
  claims: {
    title: (n) => `${plural(n, "affirmation", "affirmations", "fr")} sans source`,
    why:
      "Chiffres, taux, prévisions et superlatifs exigent une source vérifiable ; sans elle, ils passent pour une opinion, et sur un sujet d'argent ou de santé ils induisent en erreur.",
    fix:
      "Citer la source de chaque chiffre et affirmation à côté (le régulateur, l'organisme, l'étude, avec sa date), ou la supprimer ; ne jamais présenter une prévision comme un fait.",
  },
  stuffing: {
    title: (phrase, n, words, rate) =>
      `Bourrage de mots-clés : « ${phrase} » ${n} fois en ${
        num(words)
      } mots (${rate} pour 100 mots)`,
    why: (x) =>
      `Les règles de Google contre le spam citent le bourrage de mots-clés. ${
        x.pages > 0
          ? `Les pages classées emploient l'expression ${x.median} (médiane) à ${x.max} (au plus) fois pour 100 mots de contenu principal (${x.pages} comparées)`
          : "Aucune page classée n'a pu être comparée"
      } ; le titre la contient ${x.title} fois et la meta description ${x.description}.`,
    fix: (phrase, target) =>
      `Écrire naturellement : « ${phrase} » une fois dans le titre et une fois dans le H1, environ ${target} fois au plus dans le texte, et varier ailleurs (synonymes, pronoms, vocabulaire du sujet).`,
  },
  trust: {
    byline: {
      title: "Aucun auteur ni relecteur nommé",
      why: (of, ymyl) =>
        `${of} nomment qui les a rédigées ou relues${
          ymyl
            ? " ; sur un sujet d'argent, de santé ou de droit, lecteurs et évaluateurs de Google cherchent une personne qualifiée"
            : ""
        }.`,
      fix:
        "Nommer l'auteur, ou le professionnel qualifié qui a relu la page, avec sa qualification et une date, et le déclarer comme author (Person) dans le balisage Article.",
    },
    regulatory: {
      title: "Aucune mention du statut réglementaire",
      why: (of) => `${of} indiquent que l'entreprise est agréée ou réglementée, et par qui.`,
      fix:
        "Indiquer sur cette page qui réglemente ou agrée l'entreprise (l'autorité et le numéro d'enregistrement) ; si le pied de page du site le porte, vérifier qu'il s'affiche ici.",
    },
    risk_warning: {
      title: "Aucun avertissement sur les risques",
      why: (of) => `${of} portent l'avertissement exigé par leur régulateur.`,
      fix: "Ajouter l'avertissement exigé pour ce produit, près des chiffres et en pied de page.",
    },
    first_hand: {
      title: "Aucune preuve de première main",
      why: (of) => `${of} montrent leurs propres tests, photos ou données.`,
      fix:
        "Montrer ce que vous avez fait vous-même : comment vous avez testé et ce que vous avez trouvé, vos photos ou données, datées.",
    },
  },
  topic: {
    title: (t) => `Non traité : « ${t} »`,
    why: (of) => `${of} le traitent dans leur contenu principal.`,
    fix: (t) =>
      `Traiter « ${t} » à sa place dans le brouillon, avec les faits que donnent les pages classées (voir les exemples).`,
  },
  fact: {
    title: (t) => `Fait manquant : les pages classées s'accordent sur ${t}`,
    why: (of) => `${of} l'indiquent ; le brouillon jamais.`,
    fix: (t) =>
      `Indiquer ce sur quoi les pages classées s'accordent (${t}) là où c'est pertinent, avec sa source (voir les exemples).`,
  },
  conflict: {
    title: (draft, agreed, n) =>
      `Le brouillon indique ${draft} là où ${n} sites classés s'accordent sur ${agreed}`,
    why:
      "Un chiffre qui contredit ce sur quoi les pages classées s'accordent est une erreur ou exige la source la plus solide : les lecteurs agissent en conséquence.",
    fix:
      "Vérifier le chiffre à la source primaire (le régulateur, la règle, l'étude) et le corriger, ou citer la source qui le justifie.",
  },
  schemaNotes: {
    dates:
      " ; datePublished à la mise en ligne, dateModified seulement après une modification substantielle, jamais pour paraître récent",
  },
  serious: (titles) => `le plus grave : ${titles.join(" ; ")}`,
  sources: {
    title: "Aucune source citée",
    why: (of) => `${of} renvoient vers des sources.`,
    fix: "Lier les études, documents ou données derrière les affirmations clés.",
  },
  examples: {
    title: "Aucun exemple concret",
    why: (of) => `${of} donnent des exemples.`,
    fix: "Ajouter au moins un exemple chiffré ou un cas pratique.",
  },
  criteria: {
    title: "Une comparaison sans critères énoncés",
    why: (of) => `${of} comparent dans un tableau ou selon des critères nommés.`,
    fix:
      "Énoncer les critères (prix, fonctions, limites…) et comparer les options dans un tableau.",
  },
  figures: {
    title: "Aucun chiffre dans le brouillon",
    why: (of) => `${of} donnent des chiffres.`,
    fix: (figures) =>
      `Ajouter les chiffres qui comptent${
        figures.length ? ` ; les concurrents citent ${figures.join(", ")}` : ""
      }.`,
  },
  reused: {
    title_present: {
      title: "Aucun titre SEO",
      why: "Sans balise title, Google en construit un à partir des intertitres.",
      fix: "Écrire la balise title (front matter `title` ou champ du CMS), mot-clé en tête.",
    },
    title_length: {
      title: "La longueur du titre ne convient pas aux résultats",
      why: "Un titre de plus de ~580 px est coupé ; un titre très court dit trop peu.",
      fix: "Réécrire le titre en 30 à 60 caractères, mot-clé en tête.",
    },
    title_keyword: {
      title: "Le mot-clé manque dans le titre ou arrive tard",
      why: "Le titre est l'énoncé le plus fort du sujet de la page.",
      fix: "Placer le mot-clé au début du titre.",
    },
    title_brand: {
      title: "Le titre commence par la marque",
      why: "Les premiers mots d'un résultat sont lus ; l'offre doit s'y trouver.",
      fix: "Commencer par le sujet, finir par la marque.",
    },
    title_h1_alignment: {
      title: "Le titre et le H1 disent des choses différentes",
      why: "Le titre et le H1 doivent promettre la même page.",
      fix: "Aligner le H1 sur la promesse du titre.",
    },
    description_present: {
      title: "Aucune meta description",
      why: "Sans elle, Google cite du texte de la page, souvent un extrait médiocre.",
      fix:
        "Écrire une meta description de 120 à 160 caractères avec le mot-clé et la promesse de la page.",
    },
    description_length: {
      title: "La longueur de la meta description ne convient pas",
      why: "Les descriptions sont coupées vers 920 px et les plus courtes sont réécrites.",
      fix: "Réécrire la meta description en 120 à 160 caractères.",
    },
    description_keyword: {
      title: "Le mot-clé manque dans la meta description",
      why: "Google met en gras les mots recherchés dans l'extrait.",
      fix: "Intégrer le mot-clé à la meta description.",
    },
    headings: {
      title: "Le H1 manque, est vide ou répété",
      why: "Un seul H1 énonce le sujet de la page.",
      fix: "Garder exactement un H1 qui nomme le sujet.",
    },
    keyword_placement: {
      title: "Le mot-clé n'est ni dans le H1 ni dans le titre",
      why: "Le titre et le H1 sont les énoncés les plus forts du sujet.",
      fix: "Intégrer le mot-clé au titre et au H1.",
    },
    structured_data: {
      title: "Le JSON-LD du brouillon contient des erreurs",
      why: "Les moteurs ignorent les données structurées qu'ils ne peuvent pas lire.",
      fix: 'Produire un JSON-LD valide avec "@context": "https://schema.org".',
    },
  },
  formats: {
    listicle: "une liste",
    comparison: "un comparatif",
    how_to: "un tutoriel",
    guide: "un guide",
    definition: "une définition",
    product: "une page produit",
    landing_page: "une page d'atterrissage",
    tool: "un outil",
    forum: "un fil de forum",
    video: "une page vidéo",
    news: "un article d'actualité",
    article: "un article",
  },
};

/** A number as fr text writes it. */
function num(n: number): string {
  return formatNumber(n, { locale: "fr" });
}
