import { levenshtein } from './text-normalise.ts';

/**
 * The endings of the web and e-mail addresses printed on labels. One list serves both readings of
 * an address: the maker it names (`www.lovatoelectric.com` → Lovato) and the text it must not lend
 * to product words (`service@ginverter.com` names no inverter).
 */
const DOMAIN_ENDINGS = [
  'co.uk',
  // … and the markets a label may come from (India, Kenya, Malaysia, Mexico, Pakistan, Nigeria, the Gulf…).
  ...'co.in co.ke co.id co.th com.my com.mx com.ar com.pk com.ng com.sa com.eg com.ph com.ua com.pl'.split(' '),
  ...'ae ke ng pk my mx ar cl ca sk si hr rs bg lt lv ee ua tr br za au sa eg ph th'.split(' '),
  'com.cn',
  'com.au',
  'com.tw',
  'com.br',
  'com.tr',
  'com.vn',
  'com.sg',
  'com.hk',
  'co.kr',
  'co.jp',
  'co.nz',
  'co.za',
  'com',
  'uk',
  'de',
  'it',
  'fr',
  'nl',
  'es',
  'eu',
  'net',
  'org',
  'ch',
  'at',
  'be',
  'dk',
  'se',
  'cn',
  'jp',
  'us',
  'info',
  'biz',
  'pl',
  'cz',
  'ie',
  'io',
  'cloud',
  'tech',
  'tv',
  'kr',
  'tw',
  'hk',
  'sg',
  'nz',
  'ru',
  'pt',
  'fi',
  'hu',
  'ro',
  'gr',
  'vn',
];
const DOMAIN_ENDING = `(?:${DOMAIN_ENDINGS.map((e) => e.replace('.', '\\.')).join('|')})`;

/** A web domain; its first group is the name before the ending (`lovatoelectric`). */
export const DOMAIN = new RegExp(`\\b(?:www\\.|https?:\\/\\/)?([a-z0-9][a-z0-9-]{2,40})\\.${DOMAIN_ENDING}\\b`, 'i');

/** A web address: its scheme and www are optional, its ending one of the above. */
const ADDRESS = `(?:https?:\\/\\/)?(?:www\\.)?[\\w-]+(?:\\.[\\w-]+)*\\.${DOMAIN_ENDING}`;

/** Every e-mail or web address in a text, to be blanked out. */
export const WEB_ADDRESS = new RegExp(`[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+|(?<![\\w@])${ADDRESS}(?![\\w])`, 'gi');

const WHOLE_ADDRESS = new RegExp(`^${ADDRESS}$`, 'i');
/** A token that is a web address and nothing else ("WWW.ETK72.RU"). */
export const isWebAddress = (token: string): boolean => WHOLE_ADDRESS.test(token);

/** Public e-mail services: a maker's address there ("proscenicde@outlook.com") names the service, not the maker. */
const WEBMAIL = new Set(
  'gmail googlemail outlook hotmail live msn yahoo aol icloud qq 163 126 sina foxmail gmx web mail protonmail yandex orange wanadoo btinternet sky virginmedia t-online libero'.split(
    ' ',
  ),
);
export const isWebmail = (label: string): boolean => WEBMAIL.has(label.toLowerCase());

/**
 * A domain's label with the given words peeled off its end, longest first ("velmarpumps" → "velmar",
 * [pumps]; "lovatoelectric" → "lovato", [electric]); a name of three letters or more always stays.
 */
export function peelWords(label: string, words: readonly string[]): { rest: string; peeled: string[] } {
  const byLength = [...words].sort((a, b) => b.length - a.length);
  let rest = label.replace(/-/g, '');
  const peeled: string[] = [];
  for (
    let w = byLength.find((x) => rest.length > x.length + 2 && rest.endsWith(x));
    w;
    w = byLength.find((x) => rest.length > x.length + 2 && rest.endsWith(x))
  ) {
    peeled.push(w);
    rest = rest.slice(0, -w.length);
  }
  return { rest, peeled };
}

/**
 * An installer's trade opening a domain ("idraulicafilippi.it"; "smithplumbing.co.uk" does not open with it): a photo's
 * watermark, the installer's or the shop's, never the maker's.
 */
const INSTALLER_TRADE =
  /^(?:termo)?idraulic[ao]|^elettricist[ai]|^impianti|^plumb(?:ing|ers?)|^electricians?|^eletricista|^fontaner(?:ia|o)|^encanador/;
const installerLabel = (label: string): string | undefined => {
  const flat = label.toLowerCase().replace(/-/g, '');
  return INSTALLER_TRADE.test(flat) ? flat : undefined;
};
export const isInstallerDomain = (label: string): boolean => installerLabel(label) !== undefined;

/**
 * Whether a word read on the label is a piece of an installer's web address printed on it (its watermark,
 * "IDRAULICAFILPPI.IT"), perhaps with a slip or two ("IORAOLICA" of "idraulica"); five letters or more.
 */
export function watermarkParts(text: string): (word: string) => boolean {
  const domains = new RegExp(DOMAIN.source, 'gi');
  let mark: string | undefined;
  for (let m = domains.exec(text); m && !mark; m = domains.exec(text)) mark = installerLabel(m[1] ?? '');
  return (word) => {
    const w = word.toLowerCase().replace(/[^a-z]/g, '');
    if (!mark || w.length < 5) return false;
    for (let i = 0; i + w.length - 2 <= mark.length; i++) if (levenshtein(w, mark.slice(i, i + w.length), 2) <= 2) return true;
    return false;
  };
}

/** Legal forms a domain runs on to the name ("ungarosrl.com", "acmegmbh.de"), of three letters or more. */
export const DOMAIN_FORMS = ['srl', 'spa', 'gmbh', 'ltd', 'inc', 'llc', 'plc', 'sro', 'sarl', 'kft', 'doo', 'spzoo'];
