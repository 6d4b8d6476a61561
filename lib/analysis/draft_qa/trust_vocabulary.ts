/**
 * The words of trust signals, per language (English, German, French, Spanish, Italian, Portuguese,
 * Dutch, Japanese; matched on lowercase text). They name kinds of statement, never a site or a
 * regulator: who wrote or reviewed a page, that a firm is regulated or licensed, a statutory or
 * professional risk warning, and first-hand testing or data.
 *
 * Why these four: Google Search Central, "Creating helpful, reliable, people-first content" asks
 * "Who created the content?" (bylines where readers expect them) and "How was it created?" (first-
 * hand testing shown); the Search Quality Rater Guidelines hold YMYL pages (money, health, legal,
 * safety) to the highest E-E-A-T bar, where regulators require the firm's status and risk warnings
 * on the page (e.g. consumer-credit and investment advertising rules across the EU, UK and US).
 */

import { unicodeWords } from "./unicode_words.ts";

/** Byline labels before a person's name ("Written by", "Reviewed by", "Von", "Par"), lowercase. */
const BYLINE_LABELS = [
  "by",
  "written by",
  "reviewed by",
  "fact-checked by",
  "fact checked by",
  "medically reviewed by",
  "edited by",
  "authored by",
  "author:",
  "von",
  "geschrieben von",
  "geprüft von",
  "autor:",
  "autorin:",
  "par",
  "rédigé par",
  "écrit par",
  "relu par",
  "vérifié par",
  "auteur :",
  "auteur:",
  "por",
  "escrito por",
  "revisado por",
  "redactado por",
  "di",
  "scritto da",
  "a cura di",
  "revisionato da",
  "autore:",
  "revisto por",
  "door",
  "geschreven door",
  "gecontroleerd door",
];

/** A label (its first letter in either case) then a name of two or more capitalised words. */
export const BYLINE_LABEL = new RegExp(
  `(?:^|[\\s·|•,–—-])(?:${
    BYLINE_LABELS.map((l) => `[${l[0]}${l[0].toUpperCase()}]${l.slice(1)}`).join("|")
  })\\s+(\\p{Lu}[\\p{L}'’.-]+(?:\\s+(?:van |de |da |di |von |der |del |dos )?\\p{Lu}[\\p{L}'’.-]+)+)`,
  "u",
);

/** Labels of scripts without case, followed by the name ("著者：山田太郎", "監修 佐藤"). */
export const BYLINE_LABEL_UNCASED =
  /(?:著者|執筆者?|監修者?|文|作者|审核|撰稿)\s*[:：]?\s*(\S{2,12})/u;

/**
 * A firm's regulatory status: regulated, authorised, licensed or supervised by an authority (a
 * company registration number or a software licence is not one).
 */
export const REGULATED = unicodeWords(
  /\b(?:is|are)\s+(?:authori[sz]ed\s+and\s+)?(?:regulated|authori[sz]ed|licensed|supervised)\s+by\b|\bauthori[sz]ed and regulated\b|\bnmls\b|\bmember fdic\b|\bunter der aufsicht\b|\bbeaufsichtigt\b|\bzugelassen (?:von|durch|bei)\b|\breguliert (?:von|durch)\b|\bagréée? (?:par|auprès)\b|\brégulée? par\b|\bsous le contrôle de\b|\bimmatriculée? (?:à|au registre)\b|\b(?:regulad[oa]|autorizad[oa]|supervisad[oa]|supervisionad[oa]) (?:por|pel[oa])\b|\binscrit[oa] (?:en|no|nel) (?:el )?registro\b|\b(?:autorizzat[oa]|regolamentat[oa]|vigilat[oa]) da\b|\biscritt[oa] all'albo\b|\bonder toezicht van\b|\bvergunning van\b|\bgeregistreerd bij\b|登録番号|金融商品取引業者|貸金業者|監督官庁/u,
);

/**
 * A risk warning: statutory, investment, credit or professional-advice disclaimers, by their own
 * wording (a bare "Warning:" warns of anything, from nuts in a recipe to a slippery floor),
 * including the general-advice warning regulators require where advice ignores the reader's
 * circumstances (ASIC RG 244 in Australia, the FCA's COBS 4 in the UK).
 */
export const RISK_WARNING = unicodeWords(
  /\bgeneral (?:advice|information) only\b|\b(?:does not|doesn't|do not|don't) take (?:into account|account of) your (?:personal )?(?:objectives|circumstances|financial situation|needs)\b|\bproduct disclosure statement\b|\bmay lose your home\b|\bmay be repossessed\b|\bcapital (?:is )?at risk\b|\bpast performance is not\b|\bthe value of (?:your )?investments? can\b|\bnot (?:financial|investment|medical|legal|tax) advice\b|\bconsult (?:your|a) (?:doctor|physician|pharmacist|solicitor|lawyer|financial adviser)\b|\bmay go down as well as up\b|\brisikohinweis\b|\bkeine anlageberatung\b|\bersetzt keine (?:ärztliche|rechtliche)\b|\bzu risiken und nebenwirkungen\b|\bverlustrisiko\b|\bun crédit vous engage\b|\brisque de perte en capital\b|\bne remplace pas (?:l'avis|une consultation)\b|\briesgo de pérdida\b|\bno sustituye (?:el consejo|la consulta)\b|\brischio di perdita\b|\bmessaggio pubblicitario\b|\bnon sostituisce (?:il parere|la consulenza)\b|\brisco de perda\b|\bnão substitui (?:a consulta|o aconselhamento)\b|\bgeld lenen kost geld\b|元本保証|元本割れ|リスクについて/u,
);

/** First-hand evidence: the author's own tests, measurements, photos or data. */
export const FIRST_HAND = unicodeWords(
  /\b(?:we|i) (?:tested|measured|surveyed|tried|ran|compared|benchmarked|timed|weighed)\b|\bin our (?:tests?|testing|lab|survey|data)\b|\bour (?:own )?(?:tests?|testing|survey|data|measurements?|photos?)\b|\bhands-on\b|\btested by\b|\bhow we test(?:ed)?\b|\bphotos? by (?:the author|us)\b|\bwir haben (?:\S+ )?(?:getestet|gemessen|verglichen|befragt)\b|\bim (?:praxis)?test\b|\bunser(?:e[nm]?)? (?:test|messung|umfrage|daten)\b|\bselbst getestet\b|\bnous avons (?:testé|mesuré|comparé)\b|\bnotre (?:test|essai|enquête)\b|\btesté par\b|\b(?:hemos|he) (?:probado|medido|comparado)\b|\bnuestr[oa]s? (?:prueba|test|encuesta|datos)\b|\babbiamo (?:testato|provato|misurato)\b|\bil nostro test\b|\b(?:testamos|medimos)\b|\bwij hebben (?:getest|gemeten)\b|\bonze test\b|実際に(?:使|試)|検証しました|編集部が(?:試|テスト)/u,
);
