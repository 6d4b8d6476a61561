/**
 * The words that name a site's utility, legal and company pages in the languages the service
 * meets (en, de, fr, es, it, pt, nl, pl, sv, ja): a login, a careers page, a privacy policy,
 * terms, an imprint, a contact or booking page, a store locator, the team, a status page or
 * release notes. Such pages are site furniture, not topics (SEO practice: content-gap and
 * keyword-mapping work leaves navigational and legal pages out; Google's rater guidelines call
 * them Website queries' destinations). One row per kind, each citing its source; phrases are
 * written lowercase without accents (matched on folded text), as whole words (Japanese
 * anywhere); a phrase may be a regular-expression source.
 */

/** The utility kinds read from words (path-only kinds live in `page_type.ts`). */
export const WORD_KINDS = [
  "login",
  "careers",
  "privacy",
  "terms",
  "imprint",
  "contact",
  "booking",
  "locator",
  "team",
  "status",
] as const;
export type WordKind = typeof WORD_KINDS[number];

/** The languages every kind has words for. */
export const UTILITY_LANGUAGES = [
  "en",
  "de",
  "fr",
  "es",
  "it",
  "pt",
  "nl",
  "pl",
  "sv",
  "ja",
] as const;

interface KindRow {
  source: string;
  words: Readonly<Record<typeof UTILITY_LANGUAGES[number], readonly string[]>>;
}

export const UTILITY_WORDS: Readonly<Record<WordKind, KindRow>> = {
  login: {
    source: "the account and login labels of sites in each language (Wiktionary: log in, sign in)",
    words: {
      en: [
        "login",
        "log in",
        "sign in",
        "sign up",
        "signin",
        "signup",
        "my account",
        "customer portal",
        "client area",
      ],
      de: ["anmelden", "kundenportal", "mein konto", "kundenkonto", "kundenlogin"],
      fr: ["connexion", "se connecter", "espace client", "mon compte"],
      es: ["area de clientes", "area cliente", "iniciar sesion", "mi cuenta", "acceso clientes"],
      it: ["accedi", "area clienti", "il mio account", "area riservata"],
      pt: ["area do cliente", "minha conta", "entrar na conta"],
      nl: ["inloggen", "mijn account", "klantenportaal"],
      pl: ["logowanie", "zaloguj", "moje konto", "panel klienta"],
      sv: ["logga in", "mina sidor", "mitt konto"],
      ja: ["ログイン", "マイページ", "会員登録"],
    },
  },
  careers: {
    source: "careers-page labels in each language (Wiktionary: careers, vacancies, job offers)",
    words: {
      en: [
        "careers",
        "jobs at",
        "join our team",
        "join us",
        "work with us",
        "vacancies",
        "we are hiring",
      ],
      de: ["karriere", "stellenangebote", "offene stellen", "jobs bei"],
      fr: ["carrieres", "offres d emploi", "nous rejoindre", "rejoignez nous"],
      es: ["trabaja con nosotros", "ofertas de empleo", "unete al equipo"],
      it: ["lavora con noi", "posizioni aperte", "offerte di lavoro"],
      pt: ["trabalhe conosco", "vagas", "carreiras"],
      nl: ["vacatures", "werken bij"],
      pl: ["kariera", "praca u nas", "oferty pracy"],
      sv: ["lediga tjanster", "jobba hos oss", "karriar"],
      ja: ["採用情報", "求人情報", "キャリア採用"],
    },
  },
  privacy: {
    source: "privacy and cookie notices the GDPR and national laws require, by their usual titles",
    words: {
      en: ["privacy", "privacy policy", "cookie policy", "cookie settings", "gdpr"],
      de: ["datenschutz", "datenschutzerklarung", "dsgvo"],
      fr: ["confidentialite", "politique de confidentialite", "donnees personnelles"],
      es: ["privacidad", "politica de privacidad", "politica de cookies"],
      it: ["informativa privacy", "informativa sulla privacy", "cookie policy"],
      pt: ["privacidade", "politica de privacidade"],
      nl: ["privacyverklaring", "privacybeleid", "cookiebeleid"],
      pl: ["polityka prywatnosci", "rodo", "polityka cookies"],
      sv: ["integritetspolicy", "personuppgiftspolicy"],
      ja: ["プライバシーポリシー", "個人情報保護方針"],
    },
  },
  terms: {
    source: "terms-of-use and legal-notice pages by their usual titles in each language",
    words: {
      en: [
        "terms of service",
        "terms and conditions",
        "terms of use",
        "legal notice",
        "disclaimer",
      ],
      de: ["agb", "nutzungsbedingungen", "allgemeine geschaftsbedingungen"],
      fr: ["mentions legales", "cgv", "conditions generales"],
      es: ["aviso legal", "terminos y condiciones", "condiciones generales"],
      it: ["termini e condizioni", "note legali", "condizioni generali"],
      pt: ["termos de uso", "termos e condicoes", "aviso legal"],
      nl: ["algemene voorwaarden", "gebruiksvoorwaarden"],
      pl: ["regulamin", "warunki korzystania"],
      sv: ["allmanna villkor", "anvandarvillkor"],
      ja: ["利用規約"],
    },
  },
  imprint: {
    source: "the provider identification pages some laws require (Impressum, TMG/DDG; colofon)",
    words: {
      en: ["imprint"],
      de: ["impressum"],
      fr: ["editeur du site"],
      es: ["datos legales"],
      it: ["dati societari"],
      pt: ["ficha tecnica"],
      nl: ["colofon"],
      pl: ["nota prawna"],
      sv: ["om webbplatsen"],
      ja: ["特定商取引法"],
    },
  },
  contact: {
    source: "contact-page labels in each language",
    words: {
      en: ["contact us", "get in touch"],
      de: ["kontakt", "kontaktieren sie uns"],
      fr: ["nous contacter", "contactez nous"],
      es: ["contacto", "contactanos", "contacta con nosotros"],
      it: ["contatti", "contattaci"],
      pt: ["contato", "fale conosco", "contacto"],
      nl: ["neem contact op", "contactgegevens"],
      pl: ["kontakt"],
      sv: ["kontakta oss", "kontakt"],
      ja: ["お問い合わせ", "お問合せ"],
    },
  },
  booking: {
    source:
      "appointment-booking and quote-request labels in each language (a form, not a topic: Wiktionary quote, Angebot, devis, presupuesto, preventivo, orcamento, offerte, wycena, offert, 見積もり)",
    words: {
      en: [
        "book (a |an |your )?(\\p{L}+ )?appointment",
        "book online",
        "appointment booking",
        "request an appointment",
        "(request|get) a (free )?quote",
      ],
      de: ["termin vereinbaren", "termin buchen", "online termin", "angebot anfordern"],
      fr: ["prendre rendez vous", "rendez vous en ligne", "demander un devis", "devis gratuit"],
      es: [
        "pedir cita",
        "cita previa",
        "reservar cita",
        "solicitar presupuesto",
        "pedir presupuesto",
      ],
      it: [
        "prenota un appuntamento",
        "prenota una visita",
        "prenotazione online",
        "richiedi (un )?preventivo",
      ],
      pt: [
        "agendar consulta",
        "marcar consulta",
        "agendamento online",
        "pedir orcamento",
        "solicitar orcamento",
      ],
      nl: ["afspraak maken", "afspraak plannen", "offerte aanvragen"],
      pl: ["umow wizyte", "rezerwacja wizyty", "zapytanie ofertowe", "bezplatna wycena"],
      sv: ["boka tid", "tidsbokning", "begar offert", "fa offert"],
      ja: ["ご予約", "来店予約", "予約フォーム", "見積もり依頼", "無料見積もり"],
    },
  },
  locator: {
    source: "store- and branch-locator labels in each language",
    words: {
      en: [
        "store locator",
        "find a store",
        "find your nearest",
        "find a practice",
        "find a branch",
      ],
      de: ["filialfinder", "filiale finden", "standortsuche"],
      fr: ["trouver un magasin", "trouver une agence", "nos agences"],
      es: ["encuentra tu tienda", "buscar tienda", "nuestras oficinas"],
      it: ["trova il negozio", "le nostre sedi", "trova la sede"],
      pt: ["encontre uma loja", "nossas lojas", "nossas unidades"],
      nl: ["winkelzoeker", "onze vestigingen", "vind een winkel"],
      pl: ["znajdz sklep", "nasze oddzialy", "nasze placowki"],
      sv: ["hitta butik", "vara butiker", "vara kontor"],
      ja: ["店舗一覧", "店舗検索"],
    },
  },
  team: {
    source: "company and team pages by their usual titles in each language",
    words: {
      en: ["meet the team", "our team", "about us"],
      de: ["uber uns", "unser team", "das team"],
      fr: ["notre equipe", "qui sommes nous", "a propos de nous"],
      es: ["nuestro equipo", "quienes somos", "sobre nosotros"],
      it: ["chi siamo", "il nostro team"],
      pt: ["quem somos", "nossa equipe", "sobre nos"],
      nl: ["over ons", "ons team"],
      pl: ["o nas", "nasz zespol"],
      sv: ["om oss", "vart team"],
      ja: ["会社概要", "スタッフ紹介"],
    },
  },
  status: {
    source: "service-status and release-notes pages of software sites by their usual titles",
    words: {
      en: ["system status", "status page", "changelog", "release notes"],
      de: ["systemstatus", "versionshinweise", "anderungsprotokoll", "release notes"],
      fr: ["etat du service", "notes de version", "journal des modifications"],
      es: ["estado del servicio", "notas de la version", "registro de cambios"],
      it: ["stato del servizio", "note di rilascio"],
      pt: ["status do servico", "notas de versao"],
      nl: ["systeemstatus", "wijzigingslog"],
      pl: ["status systemu", "lista zmian", "informacje o wydaniu"],
      sv: ["driftstatus", "versionsinformation"],
      ja: ["リリースノート", "更新履歴", "稼働状況"],
    },
  },
};

/** Lowercase, accents removed (not ł), punctuation and URL separators as spaces. */
export function foldUtilityText(text: string): string {
  return ` ${
    text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ").trim()
  } `;
}

const PATTERNS: ReadonlyArray<[WordKind, RegExp]> = WORD_KINDS.map((kind) => {
  const { words } = UTILITY_WORDS[kind];
  const latin = UTILITY_LANGUAGES.filter((l) => l !== "ja").flatMap((l) => words[l]);
  const body = `(?<![\\p{L}\\p{N}])(?:${latin.join("|")})(?![\\p{L}\\p{N}])|${words.ja.join("|")}`;
  return [kind, new RegExp(body, "u")];
});

/** The first utility kind whose words a page's path and title carry, or null. */
export function utilityWordKind(text: string): WordKind | null {
  const folded = foldUtilityText(text);
  return PATTERNS.find(([, re]) => re.test(folded))?.[0] ?? null;
}
