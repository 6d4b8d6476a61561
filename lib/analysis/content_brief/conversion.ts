/**
 * The conversion plan, in `/page/cro-qa`'s vocabulary: the goal by page type and buyer stage
 * (what the ranking pages ask for breaks the tie on a money page: it is what searchers expect),
 * soft calls to action for informational readers (a helpful next step after the answer, never a
 * hard sell above it), where each goes, the offer, and the objections the goal's visitors need
 * answered (`GOAL_OBJECTIONS`), each with the ranking pages that answer it.
 */
import type { DeclaredGoal as Goal } from "../cro_qa/input.ts";
import { GOAL_OBJECTIONS, OBJECTIONS } from "../cro_qa/vocabulary.ts";
import { type BriefFacts, pagesMatching } from "./facts.ts";
import type { ConversionPlan } from "./result.ts";
import { ctaGoals } from "./patterns.ts";

/** Button texts per language and goal; a language without a row gets English. */
const CTA_TEXT: Readonly<Record<string, Readonly<Record<Goal, string>>>> = {
  en: {
    trial: "Start your free trial",
    demo: "Book a demo",
    signup: "Get started free",
    purchase: "Buy now",
    contact_sales: "Talk to sales",
    subscribe: "Get the newsletter",
    download: "Download the free checklist",
    learn_more: "See plans and pricing",
  },
  de: {
    trial: "Jetzt kostenlos testen",
    demo: "Demo vereinbaren",
    signup: "Kostenlos registrieren",
    purchase: "Jetzt kaufen",
    contact_sales: "Angebot anfordern",
    subscribe: "Newsletter abonnieren",
    download: "Checkliste kostenlos herunterladen",
    learn_more: "Preise und Pakete ansehen",
  },
  fr: {
    trial: "Commencer l'essai gratuit",
    demo: "Demander une démonstration",
    signup: "Créer un compte gratuit",
    purchase: "Acheter maintenant",
    contact_sales: "Nous contacter",
    subscribe: "S'abonner à la newsletter",
    download: "Télécharger la checklist gratuite",
    learn_more: "Voir les tarifs",
  },
  es: {
    trial: "Empieza tu prueba gratis",
    demo: "Solicita una demostración",
    signup: "Crea tu cuenta gratis",
    purchase: "Comprar ahora",
    contact_sales: "Contacta con ventas",
    subscribe: "Suscríbete al boletín",
    download: "Descarga la checklist gratis",
    learn_more: "Ver planes y precios",
  },
  pt: {
    trial: "Comece seu teste grátis",
    demo: "Agende uma demonstração",
    signup: "Crie sua conta grátis",
    purchase: "Comprar agora",
    contact_sales: "Fale com vendas",
    subscribe: "Assine a newsletter",
    download: "Baixe o checklist grátis",
    learn_more: "Ver planos e preços",
  },
};

/**
 * The button of a local service page (a call or a visit booked: what a searcher who wants a
 * business nearby does) and the soft next step after an informational answer (the owner's
 * relevant offer, never a newsletter), per language; English when a language has no row.
 */
const LOCAL_CTA: Readonly<Record<string, string>> = {
  en: "Call now to book a visit",
  de: "Jetzt anrufen und Termin vereinbaren",
  fr: "Appelez maintenant pour une intervention",
  es: "Llama ahora y reserva una visita",
  pt: "Ligue agora e agende uma visita",
  it: "Chiama ora e prenota un intervento",
  nl: "Bel nu en plan een afspraak",
  ja: "今すぐ電話で予約する",
};
const NEXT_STEP_CTA: Readonly<Record<string, string>> = {
  en: "See how we can help",
  de: "So helfen wir Ihnen weiter",
  fr: "Découvrir comment nous pouvons vous aider",
  es: "Descubre cómo podemos ayudarte",
  pt: "Veja como podemos ajudar",
  it: "Scopri come possiamo aiutarti",
  nl: "Ontdek hoe wij u helpen",
  ja: "詳しく見る",
};

/** What the page offers for each goal. */
const OFFER: Readonly<Record<Goal, string>> = {
  trial: "A free trial of the product, with what the reader gets and for how long",
  demo: "A demo tailored to the reader's use case",
  signup: "A free account, with what it includes",
  purchase: "The product with price, delivery and returns stated",
  contact_sales: "A conversation with sales or a quote",
  subscribe: "Regular updates on the topic, with how often and what they contain",
  download: "A checklist or template that puts the page's advice to work (a content upgrade)",
  learn_more: "A link to each option's plans and pricing",
};

/** How a page answers each objection. */
const ANSWER: Readonly<Record<string, string>> = {
  price: "State the price or how it is priced, near the call to action",
  risk_free: "Say what the reader risks: no credit card, cancel anytime, a guarantee",
  security: "Say how data is protected and where it is stored",
  support: "Say who helps after signing up, and how fast",
  delivery: "State shipping costs, delivery time and returns",
};

/** Goals a money page can have. */
const MONEY_GOALS: readonly Goal[] = ["trial", "demo", "signup", "purchase", "contact_sales"];

/** The conversion plan. */
export function conversionPlanOf(f: BriefFacts): ConversionPlan {
  const competitors = ctaGoals(f);
  const { goal, reason } = goalOf(f, competitors);
  const soft = f.stage === "awareness";
  const local = f.analysis.intent.local && !soft;
  const cta = local
    ? localized(LOCAL_CTA, f.language)
    : soft
    ? localized(NEXT_STEP_CTA, f.language)
    : ctaText(f.language, goal);
  return {
    goal,
    goal_reason: reason,
    cta_style: soft ? "soft" : "direct",
    offer: local
      ? "A visit or a repair booked by phone or online, with the call-out price, the areas covered and how soon someone comes"
      : soft
      ? "The owner's page for the service or product this answer leads to, linked after the answer"
      : OFFER[goal],
    placements: placementsOf(f, cta, soft),
    objections: objectionsOf(f, goal),
    competitor_ctas: competitors,
  };
}

/** The goal and why. */
function goalOf(
  f: BriefFacts,
  competitors: ReturnType<typeof ctaGoals>,
): { goal: Goal; reason: string } {
  const t = f.pageType.page_type;
  const owner = f.request.target !== undefined;
  if (f.stage === "awareness") {
    return {
      goal: "learn_more",
      reason:
        `Informational readers (${f.stage}) are not ready to buy: after the answer, one soft link to the owner's relevant offer; a newsletter box is chrome, not a goal`,
    };
  }
  if (f.analysis.intent.buying) {
    return {
      goal: "purchase",
      reason: `A buying search (${
        f.analysis.intent.signals.join("; ")
      }): searchers choose a model and buy it`,
    };
  }
  if (f.analysis.intent.local) {
    return {
      goal: "contact_sales",
      reason: `A local search (${
        f.analysis.intent.signals.join("; ")
      }): searchers call or book a visit`,
    };
  }
  if (t === "comparison_page") {
    return owner
      ? {
        goal: "trial",
        reason:
          `Readers comparing options (consideration) act on a risk-free trial of the owner's option, shown fairly among the others`,
      }
      : {
        goal: "learn_more",
        reason:
          "Readers comparing options (consideration) click through to the option that fits them; no own product was given (target)",
      };
  }
  const usual = competitors.find((c) => MONEY_GOALS.includes(c.goal));
  if (usual && usual.support >= 2) {
    return {
      goal: usual.goal,
      reason:
        `${usual.support} of ${f.evidence.pages.length} ranking pages read ask for it: searchers expect that step`,
    };
  }
  return {
    goal: t === "tool_page" ? "signup" : "trial",
    reason: t === "tool_page"
      ? "A tool user converts by saving or exporting a result: ask for an account at that moment"
      : "A reader ready to act (decision) converts best on a risk-free trial",
  };
}

function localized(table: Readonly<Record<string, string>>, language: string): string {
  return Object.hasOwn(table, language) ? table[language] : table.en;
}

/** The button text in the brief's language. */
function ctaText(language: string, goal: Goal): string {
  return (Object.hasOwn(CTA_TEXT, language) ? CTA_TEXT[language] : CTA_TEXT.en)[goal];
}

/** Where the calls to action go. */
function placementsOf(f: BriefFacts, cta: string, soft: boolean): ConversionPlan["placements"] {
  if (soft) {
    return [
      {
        where: "After the section that answers the main question",
        cta,
        why: "The reader has what they came for and is open to a next step",
      },
      {
        where: "End of the page, in a box",
        cta,
        why:
          "Catches readers who read to the end; nothing above the first answer (a hard sell there makes informational readers leave)",
      },
    ];
  }
  switch (f.pageType.page_type) {
    case "comparison_page":
      return [
        {
          where: "In each option's row of the comparison table",
          cta,
          why: "The reader decides while scanning the table",
        },
        {
          where: 'Under the verdict ("best for") summary near the top',
          cta,
          why: "Readers who trust the verdict act at once",
        },
        { where: "End of each option's section", cta, why: "After the detail that convinced them" },
      ];
    case "tool_page":
      return [
        {
          where: "Right after the tool shows its result",
          cta,
          why: "The result is the moment of value: ask then",
        },
        { where: "End of the page", cta, why: "For readers who scroll past the tool first" },
      ];
    default:
      return [
        {
          where: "Above the fold, beside the value proposition",
          cta,
          why: "Ready buyers should not have to scroll",
        },
        { where: "After the proof block", cta, why: "Proof removes the doubt that held them back" },
        {
          where: "End of the page, after the objections are answered",
          cta,
          why: "The last doubt answered, the reader acts",
        },
      ];
  }
}

/** The objections to answer, with the ranking pages that answer them. */
function objectionsOf(f: BriefFacts, goal: Goal): ConversionPlan["objections"] {
  const kinds = [...GOAL_OBJECTIONS[goal]];
  if (f.stage !== "awareness" && !kinds.includes("price")) kinds.push("price");
  return kinds.map((kind) => {
    const re = OBJECTIONS.find(([k]) => k === kind)?.[1];
    const urls = re ? pagesMatching(f, re) : [];
    return {
      objection: kind,
      answer_with: ANSWER[kind] ?? `Answer the ${kind.replace("_", " ")} question`,
      urls,
      support: urls.length,
    };
  });
}
