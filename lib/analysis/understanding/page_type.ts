/**
 * What kind of page a URL (and its title) is, as an SEO reads a site: utility, legal and
 * company pages (login, careers, privacy, terms, imprint, contact, team bios, a rival's
 * pricing, carts, archives) are never content gaps and never consolidation targets.
 */

/** A utility page and why it is one. */
export interface UtilityPage {
  kind: string;
  reason: string;
}

/** Path or title patterns of utility pages (English, German, French, Spanish, Portuguese). */
const UTILITY: readonly { kind: string; pattern: RegExp }[] = [
  {
    kind: "login",
    pattern:
      /\b(log ?in|sign ?in|sign ?up|signin|signup|register|portal|kundenportal|account|my-account|dashboard|anmelden|connexion)\b/,
  },
  {
    kind: "careers",
    pattern:
      /\b(careers?|jobs?|join[- ]our[- ]team|join[- ]us|work[- ]with[- ]us|write[- ]for[- ]us|karriere|stellenangebote|emplois?|empleo|vagas)\b/,
  },
  {
    kind: "privacy",
    pattern: /\b(privacy|datenschutz\w*|cookies?|gdpr|dsgvo|confidentialit\w*|privacidad)\b/,
  },
  {
    kind: "terms",
    pattern:
      /\b(terms|tos|agb|legal|disclaimer|conditions|nutzungsbedingungen|mentions[- ]legales|aviso[- ]legal)\b/,
  },
  { kind: "imprint", pattern: /\b(impressum|imprint)\b/ },
  { kind: "contact", pattern: /\b(contact(?:[- ]us)?|kontakt|contacto|contato)\b/ },
  {
    kind: "team",
    pattern: /\/(attorneys?|lawyers?|team|our-team|people|staff|doctors|authors?)\/[^/]+/,
  },
  { kind: "pricing", pattern: /\/(pricing|prices|preise|tarifs|precios|plans)\/?$/ },
  { kind: "cart", pattern: /\/(cart|basket|checkout|warenkorb|panier)\b/ },
  { kind: "archive", pattern: /\/(tag|tags|category|categories|author|search|page\/\d+)\b/ },
];

/**
 * The utility kind of a page, or null for a content page. `homepage` when the path is the
 * site root: a homepage is the brand's front door, not a topic.
 */
export function utilityPage(url: string, title = ""): UtilityPage | null {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // a path or a malformed URL: read it as written
  }
  path = path.toLowerCase();
  if (path === "" || path === "/") {
    return { kind: "homepage", reason: "the site's homepage is its front door, not a topic" };
  }
  const text = `${path} ${title.toLowerCase()}`;
  for (const u of UTILITY) {
    if (
      u.pattern.test(
        u.kind === "team" || u.kind === "pricing" || u.kind === "cart" || u.kind === "archive"
          ? path
          : text,
      )
    ) {
      return {
        kind: u.kind,
        reason: `a ${u.kind} page: navigation, legal or company pages are not content`,
      };
    }
  }
  return null;
}
