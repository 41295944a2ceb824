/*
 * The phrases a label names its maker with (open-makers.ts reads them): a legal form, "made by", a country after
 * the name, "by" alone, an Italian form before the name, a registered mark, quotation marks.
 */

/** A company's legal form, as a word after its name ("Ltd", "GmbH", "S.p.A.", "S/A", "Ltda", "s.r.o."). */
export const COMPANY_FORM =
  /^(?:ltd|ltda|limited|private|pvt|plc|gmbh|ag|kg|ohg|s\.?p\.?a|s\.?r\.?l|s\.?r\.?o|s\.?a|s\/a|sas|sarl|sprl|bvba|inc|incorporated|corp|corporation|llc|b\.?v|n\.?v|co|oy|ab|a\/s|as|kft|s\.?l|sa|spa|srl|bv|nv|pte)\.?$/i;
/** "Made by" and a name, in English or the label languages ("Distribuido por", "Hergestellt von", "Fabriqué par", "Prodotto da"). */
export const MADE_BY =
  /\b(?:(?:made|manufactured|produced|distributed|supplied|imported)\s+(?:by|for)|(?:mfd|mfg|mnfd)\.?\s*by|(?:fabricado|distribuido|importado|producido)\s+(?:por|para)|(?:hergestellt|vertrieben)\s+(?:von|durch|f[üu]r)|(?:fabriqu[ée]|distribu[ée]|import[ée])\s+par|(?:prodotto|distribuito|fabbricato|importato)\s+da|(?:geproduceerd|gemaakt|gedistribueerd)\s+door)\s*:?\s+([A-Z][A-Za-z&.-]+(?:\s+[A-Z][A-Za-z&.-]+)?)/i;
/** A name opening a line, then "Made in" and a country, or the country alone ("UAC MADE KOREA", "SOLH CHINA"). */
export const NAME_MADE =
  /^([A-Z][A-Za-z&-]{2,}(?:\s(?!MADE\b|Made\b)[A-Z][A-Za-z&-]{2,})?)\s+(?:(?:MADE|Made)\s+(?:(?:IN|in|In)\s+)?([A-Za-z]+)|([A-Z]{4,})\s*$)/;
/** A line of "by" and a name alone, under a product's own name ("VESTA" over "by Climax"). */
export const BY_NAME = /^\s*[Bb][Yy]\s+([A-Z][A-Za-z&.-]+(?:\s+[A-Z][A-Za-z&.-]+)?)\s*$/;
/** An Italian company's form before its name, as old plates print it ("S.p.A. GELOSO - Milano"). */
export const FORM_FIRST = /^\s*(?:S\.?p\.?A|S\.?r\.?l)\.?\s+([A-Z][A-Za-z&]{2,}(?:\s+[A-Z][A-Za-z&]{2,})?)(?![A-Za-z&])/;
/** A name with its registered or trade mark after it ("Acme®", "Zorvex(TM)"; the ® small after a word may be read as a degree sign, "SensorLink°"). */
export const MARK = /([A-Za-z][A-Za-z0-9&-]{2,30})\s?(?:®|™|\(R\)|\(TM\)|(?<=[a-z])°(?![A-Za-z0-9]))/;
/** A company's name in capitals between quotation marks, as labels from Russia and its neighbours print it ('OOO "ARWANA-INER"'). */
export const QUOTED_NAME = /["«“„]([A-Z][A-Z0-9&-]{2,}(?:\s[A-Z][A-Z0-9&-]{2,})?)["»”]/;
