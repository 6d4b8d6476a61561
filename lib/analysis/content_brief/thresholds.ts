/** The numbers of the content brief's differentiator rules, declared once. */

/** Few: fewer than this share of the pages read do it (else it is table stakes, a pattern). */
export const FEW = 0.5;
