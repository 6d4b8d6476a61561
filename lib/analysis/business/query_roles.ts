/**
 * What a query asks for beyond its topic: to reach a brand's own service (log in, its app, its
 * support line, its price list) or a job. Google's Search Quality Rater Guidelines call the
 * first "Website" or navigational queries: the only useful result is the brand's own page, so
 * another brand's navigational query is never a page for the owner to make. Career queries
 * (jobs, salary, certification) are served by job boards and salary surveys; a product or
 * service page does not answer them. The modifiers are listed per language the service reads
 * (en, de, fr, es, it, pl, nl, pt), matched as whole words or phrases.
 */
import { normalizeText } from "../../toolkit/text.ts";
import { type BrandTerm, mentionsBrand } from "./brand.ts";

/** What a navigational modifier reaches. */
export type NavigationKind = "access" | "support" | "pricing" | "app";

/** Modifiers per kind. `access` alone makes a query navigational; the others need a brand. */
const NAVIGATION: Record<NavigationKind, readonly string[]> = {
  access: [
    "login",
    "log in",
    "logon",
    "sign in",
    "signin",
    "sign up",
    "signup",
    "my account",
    "account login",
    "anmelden",
    "einloggen",
    "anmeldung",
    "mein konto",
    "kundenportal",
    "connexion",
    "se connecter",
    "mon compte",
    "espace client",
    "iniciar sesion",
    "acceso clientes",
    "mi cuenta",
    "area de clientes",
    "area clienti",
    "accedi",
    "accesso",
    "logowanie",
    "zaloguj",
    "zaloguj sie",
    "moje konto",
    "inloggen",
    "mijn account",
    "entrar",
    "minha conta",
    "area do cliente",
  ],
  support: [
    "customer service",
    "customer support",
    "support",
    "help center",
    "helpdesk",
    "phone number",
    "contact number",
    "hotline",
    "kundenservice",
    "kundendienst",
    "telefonnummer",
    "service client",
    "atencion al cliente",
    "servizio clienti",
    "assistenza",
    "numero verde",
    "obsluga klienta",
    "infolinia",
    "klantenservice",
    "atendimento",
    "suporte",
  ],
  pricing: [
    "pricing",
    "price list",
    "preise",
    "preisliste",
    "tarife",
    "tarifs",
    "precios",
    "tarifas",
    "prezzi",
    "listino",
    "cennik",
    "prijzen",
    "tarieven",
    "precos",
  ],
  app: [
    "app",
    "apk",
    "download",
    "desktop app",
    "mobile app",
    "herunterladen",
    "telecharger",
    "descargar",
    "aplicacion",
    "scarica",
    "applicazione",
    "pobierz",
    "aplikacja",
    "downloaden",
    "baixar",
    "aplicativo",
  ],
};

/** Career modifiers: the query is about working in the field, not buying from it. */
const CAREER: readonly string[] = [
  "jobs",
  "career",
  "careers",
  "salary",
  "salaries",
  "hiring",
  "vacancy",
  "vacancies",
  "internship",
  "certification",
  "stellenangebote",
  "stellenangebot",
  "gehalt",
  "verdienst",
  "karriere",
  "ausbildung",
  "zertifizierung",
  "praktikum",
  "emploi",
  "emplois",
  "salaire",
  "carriere",
  "recrutement",
  "offre d emploi",
  "empleo",
  "empleos",
  "ofertas de trabajo",
  "sueldo",
  "salario",
  "certificacion",
  "practicas",
  "vacantes",
  "offerte di lavoro",
  "lavora con noi",
  "stipendio",
  "carriera",
  "certificazione",
  "tirocinio",
  "praca",
  "oferty pracy",
  "pensja",
  "zarobki",
  "wynagrodzenie",
  "kariera",
  "certyfikat",
  "staz",
  "vacature",
  "vacatures",
  "salaris",
  "baan",
  "certificering",
  "emprego",
  "vagas",
  "carreira",
  "certificacao",
  "estagio",
];

/** Whether the normalised query holds the phrase as whole words. */
function holds(query: string, phrase: string): boolean {
  return ` ${query} `.includes(` ${phrase} `);
}

/** A navigational modifier of the query, with its kind, or null. */
export function navigationalModifier(
  keyword: string,
): { kind: NavigationKind; modifier: string } | null {
  const query = normalizeText(keyword);
  for (const kind of Object.keys(NAVIGATION) as NavigationKind[]) {
    const modifier = NAVIGATION[kind].find((m) => holds(query, m));
    if (modifier) return { kind, modifier };
  }
  return null;
}

/** The career modifier of the query ("salary", "Gehalt", "oferty pracy"), or null. */
export function careerModifier(keyword: string): string | null {
  const query = normalizeText(keyword);
  return CAREER.find((m) => holds(query, m)) ?? null;
}

/** What the judgement of another brand's navigation rests on. */
export type NavigationEvidence = "known_brand" | "provider_intent" | "access_modifier";

/** Evidence for reading a query as navigation to a brand other than the owner's. */
export interface OtherBrandNavigation {
  kind: NavigationKind;
  modifier: string;
  /** The query without its modifier: the brand it navigates to. */
  brand: string;
  evidence: NavigationEvidence;
}

/** What `otherBrandNavigation` knows besides the query. */
export interface NavigationContext {
  /** The owner's brand terms: the owner's own navigation is not another brand's. */
  own: readonly BrandTerm[];
  /** Brands known to be other sites' (competitors' domains and names). */
  others?: readonly BrandTerm[];
  /** The data provider's intent label for the query, when it gave one. */
  providerIntent?: string | null;
}

/**
 * The query as navigation to another brand, or null. A login-type modifier is navigation on
 * its own; pricing, support and app modifiers are when the rest names a known other brand or
 * the provider labels the query navigational ("crm pricing" is a category comparison,
 * "acme pricing" is Acme's price page).
 */
export function otherBrandNavigation(
  keyword: string,
  context: NavigationContext,
): OtherBrandNavigation | null {
  const found = navigationalModifier(keyword);
  if (!found || mentionsBrand(keyword, context.own)) return null;
  const brand = ` ${normalizeText(keyword)} `.replace(` ${found.modifier} `, " ").trim();
  if (!brand) return null;
  const evidence: NavigationEvidence | null = mentionsBrand(brand, context.others ?? [])
    ? "known_brand"
    : context.providerIntent === "navigational"
    ? "provider_intent"
    : found.kind === "access"
    ? "access_modifier"
    : null;
  return evidence ? { ...found, brand, evidence } : null;
}
