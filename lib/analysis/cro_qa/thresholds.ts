/** Every number the CRO review decides with. */

/**
 * Required form fields a goal needs before the visitor gets what was offered: a trial or signup
 * an e-mail and a password (with a name, 3); a demo or sales contact a name, e-mail, company and
 * a message (5); other forms 5.
 */
export const FORM_FIELDS = { trial: 3, contact_sales: 5, other: 5 } as const;

/** The first call to action should come within this many words of the page's text. */
export const FIRST_CTA_WORDS = 150;
