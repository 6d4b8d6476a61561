/**
 * Words the sandbox builds keywords from: head terms by kind, the query modifiers of each
 * language it knows (English, German, French, Spanish), local wording and question templates.
 * A language without a table gets no modifiers at all, never English ones.
 */
import type { SearchIntent } from "../labs_types.ts";

/** What a head term names: software (s), goods (g), a local service (l) or a topic (t). */
export type HeadKind = "s" | "g" | "l" | "t";

/** A head term and its kind. */
export interface Head {
  text: string;
  kind: HeadKind;
}

/** A query modifier: where it goes, which head kinds it fits, the intent it signals. */
export interface Modifier {
  text: string;
  pre: boolean;
  kinds: string;
  intent: SearchIntent;
}

/** Head terms by topic; a domain's topic comes from its name or its hash. */
export const TOPICS: Readonly<Record<string, readonly Head[]>> = {
  sales: heads("s", "crm", "lead generation", "sales pipeline", "email outreach", "cold email"),
  marketing: heads(
    "s",
    "email marketing",
    "seo tools",
    "marketing automation",
    "landing page builder",
    "social media scheduler",
  ),
  work: heads(
    "s",
    "project management software",
    "help desk software",
    "password manager",
    "time tracking",
    "team chat",
  ),
  data: heads(
    "s",
    "data warehouse",
    "etl tools",
    "log management",
    "uptime monitoring",
    "database backup",
  ),
  design: heads(
    "s",
    "logo maker",
    "wireframe tool",
    "ui design",
    "photo editor",
    "presentation maker",
  ),
  finance: heads(
    "s",
    "accounting software",
    "invoice template",
    "expense tracker",
    "payroll software",
    "budget planner",
  ),
  retail: heads(
    "g",
    "running shoes",
    "standing desk",
    "coffee grinder",
    "office chair",
    "wireless earbuds",
    "yoga mat",
  ),
  travel: heads(
    "l",
    "car rental",
    "hotel",
    "coworking space",
    "travel insurance",
    "airport parking",
  ),
  health: heads("l", "dentist", "physiotherapy", "pharmacy", "gym", "massage"),
  learning: heads(
    "t",
    "meal prep",
    "yoga for beginners",
    "public speaking",
    "content marketing",
    "personal finance",
  ),
};

function heads(kind: HeadKind, ...texts: string[]): Head[] {
  return texts.map((text) => ({ text, kind }));
}

function mods(pre: boolean, intent: SearchIntent, kinds: string, ...texts: string[]): Modifier[] {
  return texts.map((text) => ({ text, pre, kinds, intent }));
}

/** Modifiers by language code. */
export const MODIFIERS: Readonly<Record<string, readonly Modifier[]>> = {
  en: [
    ...mods(true, "commercial", "sglt", "best"),
    ...mods(true, "commercial", "sgl", "top"),
    ...mods(true, "commercial", "st", "free"),
    ...mods(true, "transactional", "gl", "cheap"),
    ...mods(true, "commercial", "sl", "affordable"),
    ...mods(true, "informational", "st", "what is"),
    ...mods(true, "informational", "s", "how to use"),
    ...mods(true, "informational", "t", "how to start"),
    ...mods(true, "commercial", "sg", "how to choose"),
    ...mods(true, "commercial", "s", "free vs paid"),
    ...mods(false, "commercial", "st", "tools", "app", "online"),
    ...mods(false, "commercial", "s", "alternatives", "for small business"),
    ...mods(false, "transactional", "s", "pricing", "free trial"),
    ...mods(false, "commercial", "sgl", "reviews"),
    ...mods(false, "commercial", "sg", "comparison", "reddit"),
    ...mods(false, "informational", "t", "examples", "ideas", "tips", "guide", "for beginners"),
    ...mods(false, "informational", "s", "template"),
    ...mods(false, "transactional", "l", "near me", "cost", "open now"),
    ...mods(false, "transactional", "g", "deals", "for sale", "prices"),
  ],
  de: [
    ...mods(true, "commercial", "sgl", "beste"),
    ...mods(true, "informational", "st", "was ist"),
    ...mods(true, "transactional", "g", "günstige"),
    ...mods(false, "commercial", "s", "kostenlos", "für kleine unternehmen"),
    ...mods(false, "transactional", "sl", "preise", "kosten"),
    ...mods(false, "commercial", "sg", "vergleich", "test", "erfahrungen"),
    ...mods(false, "transactional", "l", "in der nähe"),
    ...mods(false, "commercial", "st", "online", "app"),
    ...mods(false, "informational", "t", "tipps", "anleitung", "für anfänger"),
  ],
  fr: [
    ...mods(true, "commercial", "sg", "comment choisir"),
    ...mods(false, "commercial", "s", "gratuit"),
    ...mods(false, "transactional", "sgl", "prix"),
    ...mods(false, "commercial", "sgl", "avis"),
    ...mods(false, "commercial", "sg", "comparatif"),
    ...mods(false, "transactional", "l", "près de moi"),
    ...mods(false, "transactional", "g", "pas cher"),
    ...mods(false, "commercial", "st", "en ligne", "application"),
    ...mods(false, "informational", "t", "exemple", "conseils", "pour débutant"),
  ],
  es: [
    ...mods(true, "commercial", "sgl", "mejor"),
    ...mods(true, "informational", "st", "qué es"),
    ...mods(true, "commercial", "sg", "cómo elegir"),
    ...mods(false, "commercial", "s", "gratis"),
    ...mods(false, "transactional", "sgl", "precio"),
    ...mods(false, "commercial", "sgl", "opiniones"),
    ...mods(false, "commercial", "sg", "comparativa"),
    ...mods(false, "transactional", "l", "cerca de mí"),
    ...mods(false, "transactional", "g", "barato"),
    ...mods(false, "commercial", "st", "en línea", "app"),
    ...mods(false, "informational", "t", "ejemplos", "consejos", "para principiantes"),
  ],
};

/** The modifiers of a language (none for a language without a table). */
export function modifiersOf(language: string): readonly Modifier[] {
  return Object.hasOwn(MODIFIERS, language) ? MODIFIERS[language] : [];
}

/** A prefix that also reads well before a suffixed keyword ("best crm reddit"): one word. */
export function combinable(m: Modifier): boolean {
  return m.pre && !m.text.includes(" ") && m.intent !== "informational";
}

/** Wording that asks for a place nearby. */
export const LOCAL =
  /\b(near me|nearby|open now|near)\b|in der nähe|près de moi|cerca de mí|perto de mim|vicino a me|in de buurt/;

/** Wording of a how-to question, in the languages with a table. */
export const HOW_TO = /^how to\b|\bhow to\b|^wie\b|^comment\b|^cómo\b|\banleitung\b/;

/** A question word opening the query. */
export const QUESTION =
  /^(how|what|why|when|where|who|which|is|are|can|does|do|was|wie|warum|qu|comment|pourquoi|qué|cómo|por qué)\b/;

type Templates = Readonly<Record<SearchIntent | "howto", readonly string[]>>;

/** People-also-ask templates by language and intent; `{k}` is the keyword, `{c}` its core. */
export const QUESTIONS: Readonly<Record<string, Templates>> = {
  en: {
    informational: [
      "What is {k}?",
      "How does {c} work?",
      "Why is {c} important?",
      "What are the benefits of {c}?",
      "How do I get started with {c}?",
    ],
    howto: [
      "What is the easiest way to {x}?",
      "How long does it take to {x}?",
      "Can you {x} for free?",
      "What do you need to {x}?",
    ],
    commercial: [
      "What is the best {c}?",
      "Is {c} worth it?",
      "Which {c} is the cheapest?",
      "What should I look for in {c}?",
    ],
    transactional: [
      "How much does {c} cost?",
      "Is there a free {c}?",
      "Where can I get {c}?",
      "How do I find a good {c}?",
    ],
    navigational: ["Is {c} free?", "How do I log in to {c}?", "Who owns {c}?"],
  },
  de: {
    informational: ["Was ist {c}?", "Wie funktioniert {c}?", "Wofür braucht man {c}?"],
    howto: ["Wie lange dauert es?", "Was braucht man dafür?", "Geht das kostenlos?"],
    commercial: ["Was ist die beste {c}?", "Lohnt sich {c}?", "Welche {c} ist am günstigsten?"],
    transactional: ["Was kostet {c}?", "Gibt es {c} kostenlos?", "Wo bekomme ich {c}?"],
    navigational: ["Ist {c} kostenlos?", "Wie melde ich mich bei {c} an?"],
  },
  fr: {
    informational: ["Qu'est-ce que {c} ?", "Comment fonctionne {c} ?", "Pourquoi utiliser {c} ?"],
    howto: ["Combien de temps faut-il ?", "De quoi a-t-on besoin ?", "Est-ce gratuit ?"],
    commercial: ["Quel est le meilleur {c} ?", "{C} : est-ce que ça vaut le coup ?"],
    transactional: ["Combien coûte {c} ?", "Existe-t-il {c} gratuit ?", "Où trouver {c} ?"],
    navigational: ["{C} est-il gratuit ?", "Comment se connecter à {c} ?"],
  },
  es: {
    informational: ["¿Qué es {c}?", "¿Cómo funciona {c}?", "¿Para qué sirve {c}?"],
    howto: ["¿Cuánto tiempo se tarda?", "¿Qué se necesita?", "¿Se puede hacer gratis?"],
    commercial: ["¿Cuál es el mejor {c}?", "¿Vale la pena {c}?", "¿Cuál es el {c} más barato?"],
    transactional: ["¿Cuánto cuesta {c}?", "¿Hay {c} gratis?", "¿Dónde conseguir {c}?"],
    navigational: ["¿{C} es gratis?", "¿Cómo entrar en {c}?"],
  },
};

/** The question templates of a language, or null when the sandbox has none. */
export function questionsOf(language: string): Templates | null {
  return Object.hasOwn(QUESTIONS, language) ? QUESTIONS[language] : null;
}

/** Each word capitalised, except short connecting words after the first. */
export function headlineCase(text: string): string {
  const small = /^(a|an|and|as|at|for|in|of|on|or|the|to|vs)$/;
  return text.split(" ").map((w, i) =>
    i > 0 && small.test(w) ? w : w.replace(/^\p{L}/u, (c) => c.toUpperCase())
  ).join(" ");
}
