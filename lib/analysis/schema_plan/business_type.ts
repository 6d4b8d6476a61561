/**
 * The most specific schema.org `LocalBusiness` subtype a business names itself as, in its title,
 * name, H1 or meta description: Google asks for "the most specific LocalBusiness sub-type"
 * (Search Central, *Local business structured data*). Read in en, de, fr, es, pt, it, nl, pl,
 * sv, da and no; a business that names no trade here stays `LocalBusiness`.
 */
const SUBTYPES: [string, RegExp][] = [
  [
    "AutoRepair",
    /\b(auto ?repair|car repair|car service|mechanic|garage|kfz-?werkstatt|autowerkstatt|autoreparatur|garage automobile|taller (mec[áa]nico|de coches)|oficina (mec[âa]nica|autom[óo]vel)|autofficina|officina meccanica|autogarage|autobedrijf|warsztat samochodowy|bilverkstad|autoværksted|bilverksted)\b/iu,
  ],
  [
    "Dentist",
    /\b(dentist|dental|zahnarzt\w*|dentiste|dentista|tandarts|dentysta|tandläkare|tandlæge|tannlege)\b/iu,
  ],
  [
    "VeterinaryCare",
    /\b(veterinar\w*|vet clinic|animal hospital|tierarzt\w*|tierklinik|vétérinaire|veterinario|veterinária|dierenarts|weterynarz\w*|djursjukhus|dyrlæge|dyrlege)\b/iu,
  ],
  [
    "Bakery",
    /\b(bakery|bäckerei|boulangerie|panader[íi]a|padaria|panetteria|panificio|bakkerij|piekarnia|bageri)\b/iu,
  ],
  [
    "Restaurant",
    /\b(restaurant|ristorante|restaurante|trattoria|osteria|bistro|brasserie|restauracja|gasthaus|gastst[äa]tte)\b/iu,
  ],
  ["Hotel", /\b(hotel|hôtel|albergo|gästehaus|pensjonat)\b/iu],
  [
    "HairSalon",
    /\b(hair ?salon|hairdresser|barber\w*|friseur\w*|coiffeur|coiffure|peluquer[íi]a|cabeleireiro|parrucchier\w*|kapper|fryzjer\w*|frisör|frisør)\b/iu,
  ],
  [
    "Plumber",
    /\b(plumb\w+|klempner|installateur|plombier|fontaner\w*|canalizador|encanador|idraulic\w*|loodgieter|hydraulik|rörmokare|vvs)\b/iu,
  ],
  [
    "Electrician",
    /\b(electrician|elektriker|électricien|electricista|eletricista|elettricista|elektricien|elektryk)\b/iu,
  ],
  [
    "Locksmith",
    /\b(locksmith|schlüsseldienst|serrurier|cerrajer\w*|serralheiro|fabbro|slotenmaker|ślusarz|låssmed|låsesmed)\b/iu,
  ],
  [
    "Attorney",
    /\b(attorney|lawyer|law firm|rechtsanwalt\w*|kanzlei|avocat|abogad\w*|advogad\w*|avvocat\w*|advocaat|adwokat\w*|advokat\w*)\b/iu,
  ],
  [
    "AccountingService",
    /\b(accountant|accounting|steuerberater\w*|expert-comptable|contable|contabilista|commercialista|boekhoud\w*|księgow\w*|redovisning\w*|revisor)\b/iu,
  ],
  [
    "Physician",
    /\b(physician|general practitioner|hausarzt\w*|médecin|médico de família|medico di base|huisarts|lekarz rodzinny|husläkare|praktiserende læge)\b/iu,
  ],
  ["Optician", /\b(optician|optiker|opticien|[óo]ptica|ottica|opticien|optyk)\b/iu],
  [
    "Florist",
    /\b(florist|blumen\w*|fleuriste|florister[íi]a|floricultura|fioraio|bloemist|kwiaciarnia|blomsterhandel)\b/iu,
  ],
  [
    "ExerciseGym",
    /\b(gym|fitness (studio|center|centre)|fitnessstudio|salle de sport|gimnasio|gin[áa]sio|palestra|sportschool|siłownia|gym)\b/iu,
  ],
  [
    "RealEstateAgent",
    /\b(real estate agen\w*|estate agent|realtor|immobilienmakler|agence immobili[èe]re|inmobiliaria|imobili[áa]ria|agenzia immobiliare|makelaar|biuro nieruchomości|mäklare|ejendomsmægler)\b/iu,
  ],
];

/** The subtype the business's own words name first, else `LocalBusiness`. */
export function businessTypeOf(selfDescription: string): string {
  let best: { type: string; at: number } | null = null;
  for (const [type, re] of SUBTYPES) {
    const at = selfDescription.search(re);
    if (at >= 0 && (best === null || at < best.at)) best = { type, at };
  }
  return best?.type ?? "LocalBusiness";
}
