/**
 * An event the page announces: a full date in the first blocks of its content (its key facts),
 * a control to register or buy tickets, and where it takes place. Google's *Event structured
 * data* requires `name`, `startDate` and `location` (a `Place` with its `address`); the venue is
 * read from the content, never the organiser's address in the footer.
 */
import { contentBlocks, inChrome, type PageModel } from "../../web/html.ts";
import { datesInProse, type ProseDate } from "../understanding/prose_dates.ts";
import { type PostalAddress, postalAddressIn } from "../understanding/postal_address.ts";

/** What the page shows of its event. */
export interface EventFacts {
  startDate: string;
  /** The venue's name, when the page names it before the address. */
  place: string | null;
  address: (PostalAddress & { addressCountry: string | null }) | null;
  /** The registration or ticket link. */
  registration: string | null;
  /** The text the date was read from. */
  source: string;
}

/**
 * Controls that register for an event or sell its tickets (en, de, fr, es, pt, it, nl, pl, sv,
 * da, no).
 */
const REGISTER =
  /\b(register|registration|sign up for|book (?:your )?(?:tickets?|seats?|places?)|get tickets|buy tickets|tickets?|anmeld\w*|ticket\w*|karten|inscri\w*|inscre\w*|billet\w*|r[ée]serv\w* (?:sa|votre|ta) place|entradas|bilhetes|ingressos|iscri\w*|bigliett\w*|aanmeld\w*|inschrij\w*|zapis\w*|bilet\w*|anmäl\w*|biljett\w*|tilmeld\w*|påmeld\w*)\b/iu;
/** A time of day: "09:30", "9h30", "19.00 Uhr", "7 pm", "7:30 p.m.". */
const TIME =
  /\b([01]?\d|2[0-3])(?::|h|\.)([0-5]\d)\b|\b([01]?\d|2[0-3])\s?h\b|\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s?([ap])\.?m\.?/i;

/** The event the page announces, or null when it announces none. */
export function eventOf(
  page: PageModel,
  countryOf: (a: PostalAddress) => string | null,
): EventFacts | null {
  const main = contentBlocks(page);
  const lang = [page.lang, page.text_language];
  const lead = main.slice(0, 10);
  // The first full date of the key facts that no publication or update word introduces.
  let at = -1, date: ProseDate | undefined;
  for (let i = 0; i < lead.length && !date; i++) {
    date = datesInProse(lead[i].text, lang).find((d) => d.role === null);
    if (date) at = i;
  }
  if (!date) return null;
  const registration = registrationOf(page);
  if (!registration) return null;
  const address = postalAddressIn(main.map((b) => b.text));
  const venueBlock = address ? main.find((b) => b.text.includes(address.streetAddress)) : null;
  return {
    startDate: withTime(date.iso, lead.slice(at, at + 3).map((b) => b.text)),
    place: venueBlock && address ? placeBefore(venueBlock.text, address.streetAddress) : null,
    address: address && { ...address, addressCountry: countryOf(address) },
    registration,
    source: `page text "${date.text}"`,
  };
}

function registrationOf(page: PageModel): string | null {
  const link = page.links.find((l) => !inChrome(l.regions) && REGISTER.test(l.text) && l.url);
  if (link) return link.url;
  return page.buttons.some((b) => !inChrome(b.regions) && REGISTER.test(b.text)) ? page.url : null;
}

/** The date with the time a nearby key fact states ("Partida: 9h30"), when the date has none. */
function withTime(iso: string, texts: readonly string[]): string {
  if (iso.includes("T")) return iso;
  for (const text of texts) {
    const m = TIME.exec(text);
    if (!m) continue;
    let hour = Number(m[1] ?? m[3] ?? m[4]);
    const minute = Number(m[2] ?? m[5] ?? 0);
    if (m[6]?.toLowerCase() === "p" && hour < 12) hour += 12;
    if (m[6]?.toLowerCase() === "a" && hour === 12) hour = 0;
    return `${iso}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  }
  return iso;
}

/** "Partida e meta: Parque Verde do Mondego, Avenida da Lousã, …" → "Parque Verde do Mondego". */
function placeBefore(text: string, street: string): string | null {
  const before = text.slice(0, text.indexOf(street)).split(":").pop()!.replace(/[,\s]+$/, "")
    .trim();
  const parts = before.split(/\s*,\s*/).filter(Boolean);
  const name = parts.at(-1) ?? "";
  return /^\p{Lu}/u.test(name) && name.split(/\s+/).length <= 8 ? name : null;
}
