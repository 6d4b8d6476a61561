/**
 * Companies' legal forms as they follow a name ("Majornas Bilverkstad AB", "Laufwerk Sport
 * GmbH", "Horta à Porta, Lda."): a legal form ends a company's name, declared once for the site
 * name and postal address readers.
 */
export const LEGAL_FORMS = String
  .raw`AB|AG|GmbH|KG|Ltd|LLC|Inc|B\.?V\.?|N\.?V\.?|Oy|AS|A\/S|ApS|S\.?A\.?|S\.?L\.?|SRL|S\.?r\.?l\.?|Lda|SARL|SAS|Sp\.?(?: z o\.o\.)?|s\.r\.o\.`;
