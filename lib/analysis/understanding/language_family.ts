/**
 * Close languages told apart by their documented spelling and standard vocabulary, after a
 * statistical detector has named the family. Each rule only re-ranks inside one family:
 *   - South Slavic: Serbian Cyrillic ђ ћ, Macedonian ѓ ќ ѕ, Bulgarian щ ъ ю я (the alphabets);
 *     Slovene has no ć or đ (Gaj's Latin alphabet); Serbian is mostly ekavian, Croatian and
 *     Bosnian ijekavian (the yat reflex); standard lexical differences ("tisuća, tjedan, kruh"
 *     against "hiljada, sedmica, hljeb"), as listed in "Differences between standard Bosnian,
 *     Croatian and Serbian";
 *   - Scandinavian: æ ø (Danish, Norwegian) against ä ö (Swedish); Bokmål "å, av, hva, etter,
 *     meg" against Danish "at, af, hvad, efter, mig" ("Comparison of Danish, Norwegian and
 *     Swedish");
 *   - Ibero-Romance: Portuguese ã õ -ção; Catalan l·l; Galician "non, unha, moito, tamén, xa"
 *     against Portuguese "não, uma, muito, também, já" ("Galician language", orthography).
 * Lists are the references' standard pairs, not words of any page we were tested on.
 */

const words = (s: string) => new Set(s.split(/\s+/));

const SOUTH_SLAVIC = {
  ekavian: words(
    "vreme mesto mesec pre posle reč reči deo dete deca mleko hleb lep lepo lepa beli svet cena cene reka nedelja sledeći uvek lek lekar ceo cela verovatno primer dve gde ovde menjati pesma sneg telo vesti videti voleti živeti razumeti",
  ),
  ijekavian: words(
    "vrijeme mjesto mjesec prije poslije riječ riječi dio dijete djeca mlijeko hljeb lijep lijepo lijepa bijeli svijet cijena cijene rijeka nedjelja sljedeći uvijek lijek ljekar cijeli cijela vjerojatno vjerovatno primjer dvije gdje ovdje mijenjati pjesma snijeg tijelo vijesti vidjeti voljeti živjeti razumjeti",
  ),
  croatian: words(
    "tisuća tisuću tisuće tjedan tjedna tjedno kruh kruha sveučilište tko što glazba vlak obitelj zrak točka točno siječanj veljača ožujak travanj svibanj lipanj srpanj kolovoz rujan listopad studeni prosinac tvrtka jamstvo uporaba kazalište kolodvor zrakoplov kotač juha povijest znanost kemija tijekom uvjeti sudjelovati nogomet",
  ),
  bosnianSerbian: words(
    "hiljada hiljadu hiljade univerzitet ko šta porodica voz vazduh tačka tačno januar februar mart april maj jun jul avgust septembar oktobar novembar decembar hemija opština firma garancija upotreba pozorište stanica avion točak nauka učestvovati fudbal",
  ),
  bosnian: words("sedmica sedmice sedmično hljeb lahko mehko kahva sahat historija općina"),
  serbian: words("nedelja nedelje hleb opština uslovi bezbedno"),
};

const SCANDINAVIAN = {
  no: words("å av hva nå etter meg deg seg noen noe ble mye hvordan kjøpe uke gate bok tjue"),
  da: words("at af hvad nu efter mig dig sig nogen noget blev meget uge gade bog tyve"),
};

const IBERIAN: Record<string, Set<string>> = {
  pt: words("não uma muito também já com pelo pela você são está isso nós mas fazer até então"),
  gl: words(
    "non unha unhas moito moita moitos tamén xa coa coas cun cunha polo pola polos polas ata máis iso facer entón cando hai grazas ningún algún dende",
  ),
  es: words(
    "y el los las del una muy pero también ya con por está eso nosotros más hacer hasta después entonces tiene",
  ),
  ca: words("i els les dels amb però també molt aquest aquesta és per això fer fins després"),
};

const letterRuns = (text: string) => text.toLowerCase().match(/[\p{L}·]+/gu) ?? [];
const count = (ts: readonly string[], set: Set<string>) => ts.filter((w) => set.has(w)).length;

const FAMILIES: Record<string, readonly string[]> = {
  southSlavic: ["hr", "sr", "bs", "sl", "mk", "bg"],
  scandinavian: ["no", "da", "sv"],
  iberian: ["es", "pt", "gl", "ca"],
};

/** Whether every language named is of one family of close languages ("da", "no", "sv"). */
export function oneFamily(languages: readonly string[]): boolean {
  return Object.values(FAMILIES).some((family) => languages.every((l) => family.includes(l)));
}

/**
 * A text's `shown` language read on a site (or page) whose own language is `home`: a close
 * language of `home` ("sv" on a Danish site) is `home`, unless the site also serves it
 * (`served`): close languages share words, so one shared word is no evidence against the
 * site's own ("flyttefirma pris" is a Danish search there).
 */
export function asHomeLanguage(
  shown: string | null,
  home: string | null,
  served: readonly string[] = [],
): string | null {
  if (shown === null || home === null || shown === home || served.includes(shown)) return shown;
  return oneFamily([shown, home]) ? home : shown;
}

/** `detected` (the detector's best ISO 639-1 code), corrected inside its family by `text`. */
export function withinFamily(text: string, detected: string): string {
  const family = Object.entries(FAMILIES).find(([, ls]) => ls.includes(detected))?.[0];
  if (family === "southSlavic") return southSlavic(text, detected);
  if (family === "scandinavian") return scandinavian(text, detected);
  if (family === "iberian") return iberian(text, detected);
  return detected;
}

function southSlavic(text: string, detected: string): string {
  const t = text.toLowerCase();
  const cyrillic = (t.match(/[\u0400-\u04ff]/g) ?? []).length;
  if (cyrillic > (t.match(/[a-z\u00e0-\u024f]/g) ?? []).length) return cyrillicSlavic(t, detected);
  if (detected === "sl" && !/[ćđ]/.test(t)) return "sl";
  const ts = letterRuns(t), w = SOUTH_SLAVIC;
  const ek = count(ts, w.ekavian) + count(ts, w.serbian), ij = count(ts, w.ijekavian);
  const hr = count(ts, w.croatian), bs = count(ts, w.bosnianSerbian) + count(ts, w.bosnian);
  if (ek >= 1 && ij === 0 && ek > hr + bs) return "sr";
  if (ij + hr + bs > ek) {
    if (hr >= 2 && hr > bs) return "hr";
    if (bs >= 2 && bs > hr) return "bs";
  }
  if (detected === "sl") return "hr"; // ć or đ: not Slovene
  return detected;
}

function cyrillicSlavic(t: string, detected: string): string {
  if (/[ѓќѕ]/.test(t)) return "mk";
  if (/[ђћ]/.test(t)) return "sr";
  if (/[јљњџ]/.test(t)) return detected === "mk" ? "mk" : "sr";
  if (/[щъюя]/.test(t)) return "bg";
  return detected;
}

function scandinavian(text: string, detected: string): string {
  const t = text.toLowerCase();
  if (/[äö]/.test(t) && !/[æø]/.test(t)) return "sv";
  if (!/[æø]/.test(t) || /[äö]/.test(t)) return detected;
  const ts = letterRuns(t);
  const no = count(ts, SCANDINAVIAN.no), da = count(ts, SCANDINAVIAN.da);
  if (no - da >= 2) return "no";
  if (da - no >= 2) return "da";
  return detected === "sv" ? "no" : detected;
}

function iberian(text: string, detected: string): string {
  const t = text.toLowerCase();
  if (/l·l/.test(t)) return "ca";
  if (/[ãõ]|ção|ções/.test(t)) return "pt";
  const ts = letterRuns(t);
  const scores = Object.entries(IBERIAN).map(([lang, set]) => [lang, count(ts, set)] as const)
    .sort((a, b) => b[1] - a[1]);
  const own = scores.find(([lang]) => lang === detected)?.[1] ?? 0;
  return scores[0][0] !== detected && scores[0][1] - own >= 2 ? scores[0][0] : detected;
}
