/**
 * A job advert the page shows: the sections job ads carry (tasks, requirements, what is offered)
 * or an apply control with one of them, in 11 languages; then its employment type, salary,
 * closing date and place from the content. Google's *Job posting structured data* requires
 * `title`, `description`, `datePosted`, `hiringOrganization` and `jobLocation` (or the remote
 * applicant's location).
 */
import { contentBlocks, inChrome, type PageModel } from "../../web/html.ts";
import { wholeWords } from "../../toolkit/text.ts";
import { pricesIn } from "../understanding/price.ts";
import { datesInProse } from "../understanding/prose_dates.ts";

/** What the page shows of its job. */
export interface JobFacts {
  /** Google's employment types the ad names (several when it says several). */
  employmentType: string[] | null;
  salary: { amount: string; currency: string; unit: string } | null;
  validThrough: string | null;
}

/** Headings of a job ad's sections, as job ads in each language phrase them. */
const SECTION =
  /(responsibilit|your tasks|what you('ll| will) do|(who|what) we('re| are) looking for|requirements|qualifications|what we offer|we offer|benefits|das erwartet dich|das bringst du mit|vos missions|votre profil|ce que vous ferez|qué harás|qué buscamos|tus funciones|cosa farai|chi cerchiamo|wat ga je doen|wie zoeken wij|wat vragen wij|czym będziesz się zajmować|kogo szukamy|vem söker vi|vad du kommer att göra|aufgaben|anforderungen|ihr profil|dein profil|wir bieten|missions?|profil recherché|ce que nous offrons|funciones|responsabilidades|requisitos|ofrecemos|mansioni|requisiti|offriamo|cosa offriamo|taken|functie-eisen|wat wij bieden|wij bieden|obowiązki|wymagania|oferujemy|arbetsuppgifter|kvalifikationer|vi erbjuder|arbejdsopgaver|kvalifikasjoner)/iu;
/** Controls that apply for a job. */
const APPLY =
  /(apply( now)?|(submit|send) (your )?(application|cv|résumé)|(enviar|envía) (tu |mi )?(candidatura|inscripción|solicitud|cv)|(envoyer|déposer) (ma |votre )?candidature|jetzt bewerben|bewerben|postuler|candidater|postúlate|inscríbete|enviar candidatura|candidati|invia candidatura|solliciteer|aplikuj|ansök|søg stillingen|søk nå)/iu;
const TYPES: [string, RegExp][] = [
  ["INTERN", /(internship|praktikum|stage\b|prácticas|tirocinio|staż|praktik)/iu],
  [
    "TEMPORARY",
    /(temporary|seasonal|fixed[- ]term|befristet|saison|cdd|temporal|temporada|stagional|tempo determinato|tijdelijk|seizoen|sezonow|säsong|vikariat)/iu,
  ],
  [
    "PART_TIME",
    /(part[- ]time|teilzeit|temps partiel|media jornada|jornada parcial|tempo parziale|part-time|deeltijd|niepełny etat|deltid)/iu,
  ],
  [
    "FULL_TIME",
    /(full[- ]time|vollzeit|temps plein|jornada completa|tiempo completo|tempo pieno|voltijd|pełny etat|heltid)/iu,
  ],
  ["CONTRACTOR", /(freelance|contractor|freiberuf|indépendant|autónomo)/iu],
];
/** Ad words in any case; a unit may follow its number directly ("20h", "1650€/mes"). */
const AD_WORDS = { ignoreCase: true, digitsBound: false } as const;
const SALARY = wholeWords(
  "salary|pay|wage|gehalt|vergütung|lohn|salaire|rémunération|salario|sueldo|retribución|stipendio|retribuzione|ral|salaris|wynagrodzenie|pensja|lön|løn",
  AD_WORDS,
);
/** The period a salary is stated for, read in the words right after the amount. */
const PERIOD: [string, RegExp][] = [
  [
    "HOUR",
    wholeWords("hour|hourly|hr|h|stunde|std|heure|hora|ora|uur|godz|godzinę|timme|time", AD_WORDS),
  ],
  [
    "MONTH",
    wholeWords(
      "month|monthly|monat|monatlich|mois|mes|mensual|mese|maand|miesiąc|miesięcznie|månad|måned",
      AD_WORDS,
    ),
  ],
  [
    "YEAR",
    wholeWords(
      "year|yearly|annual|jahr|jährlich|an|année|año|anual|anno|annuo|jaar|rok|år",
      AD_WORDS,
    ),
  ],
];

const DEADLINE =
  /(apply by|closing date|deadline|until|bewerbungsfrist|bis zum|avant le|jusqu'au|date limite|hasta el|plazo|entro il|scadenza|uiterlijk|reageren vóór|do dnia|termin|sista ansökningsdag|ansøgningsfrist|søknadsfrist)/iu;

/** The job the page advertises, or null when it is no job ad. */
export function jobOf(page: PageModel): JobFacts | null {
  const sections = page.headings.filter((h) => !inChrome(h.regions) && SECTION.test(h.text));
  const apply = [...page.buttons, ...page.links].some((c) =>
    !inChrome(c.regions) && APPLY.test(c.text)
  );
  if (sections.length === 0) return null;
  const blocks = contentBlocks(page).map((b) => b.text);
  const text = [page.headings.find((h) => h.level === 1)?.text ?? "", ...blocks].join(" \n ");
  const job = {
    employmentType: typesOf(text),
    salary: salaryOf(blocks, page),
    validThrough: deadlineOf(blocks, page),
  };
  // "Requirements" and "benefits" also head product pages: an apply control, or two such
  // sections with a salary or an employment type, make it a job ad.
  const terms = job.salary !== null || job.employmentType !== null;
  return apply || (sections.length >= 2 && terms) ? job : null;
}

function typesOf(text: string): string[] | null {
  const types = TYPES.filter(([, re]) => re.test(text)).map(([t]) => t);
  return types.length > 0 ? types : null;
}

function salaryOf(blocks: readonly string[], page: PageModel): JobFacts["salary"] {
  const lang = page.text_language ?? page.lang;
  const lines = [...page.facts.map((f) => `${f.label}: ${f.value}`), ...blocks];
  for (const line of lines) {
    if (!SALARY.test(line)) continue;
    const price = pricesIn(line, lang)[0];
    if (!price) continue;
    const after = line.slice(price.index + price.text.length, price.index + price.text.length + 40);
    const unit = PERIOD.map(([u, re]) => ({ u, at: after.search(re) })).filter((p) => p.at >= 0)
      .sort((a, b) => a.at - b.at)[0]?.u ?? "MONTH";
    return { amount: price.amount, currency: price.currency, unit };
  }
  return null;
}

function deadlineOf(blocks: readonly string[], page: PageModel): string | null {
  const langs = [page.lang, page.text_language];
  const lines = [...page.facts.map((f) => `${f.label}: ${f.value}`), ...blocks];
  for (const line of lines) {
    const m = DEADLINE.exec(line);
    if (!m) continue;
    const date = datesInProse(line.slice(m.index), langs)[0];
    if (date) return date.iso.slice(0, 10);
  }
  return null;
}
