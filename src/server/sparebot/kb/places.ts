import { levenshtein } from '../extract/text-normalise.ts';
import { latinReading } from './cyrillic-look.ts';

/**
 * Places a label's address names, which open-world maker reading must not take for the maker
 * (`extract/open-makers.ts`).
 */

// The Chinese provinces and manufacturing cities that open a maker's company name ("Ningbo Dabu
// Electric Appliance Co., Ltd."): a place, not the maker's name.
const CHINESE_PLACES = new Set(
  'anhui beijing changzhou chongqing dongguan foshan fujian fuzhou guangdong guangzhou hangzhou hebei henan hubei hunan jiangsu jiangxi jinan jinhua nanjing ningbo qingdao shandong shanghai shenzhen suzhou taizhou tianjin wenzhou wuhan wuxi xiamen yueqing yuhuan zhejiang zhongshan'.split(
    ' ',
  ),
);
const CHINESE_PLACE_LIST = [...CHINESE_PLACES];

// Countries and US states an address names ("PULLMAN, WASHINGTON USA", "Made in Germany"), alone or with the country run on.
const COUNTRIES =
  /^(?:usa|uk|germany|deutschland|italy|italia|france|spain|espana|china|japan|taiwan|korea|india|poland|sweden|denmark|switzerland|schweiz|austria|netherlands|belgium|turkey|canada|mexico|brazil|israel|czech|hungary|washington|california|texas|ohio|illinois|wisconsin|michigan|minnesota|florida|georgia|carolina|virginia|pennsylvania|massachusetts|newyork|newjersey|indiana|missouri|oregon|colorado|arizona|tennessee|kentucky|iowa)(?:usa|uk)?$/;

/** A Chinese province or city named exactly (lower case). */
export const isChinesePlace = (word: string): boolean => CHINESE_PLACES.has(word);

/** Countries printed in Cyrillic ("РОССИЯ" under a meter's standards), as a Latin-script OCR reads them ("POCCHA"). */
const CYRILLIC_COUNTRIES = new Set(['Россия', 'Украина', 'Казахстан'].map((c) => latinReading(c).toLowerCase()));

/** A place (lower case, letters only): a Chinese city or one OCR slip from one ("shenhen"), a country or a US state. */
export function isPlaceWord(word: string): boolean {
  if (CHINESE_PLACES.has(word) || COUNTRIES.test(word) || CYRILLIC_COUNTRIES.has(word)) return true;
  return word.length >= 6 && CHINESE_PLACE_LIST.some((p) => Math.abs(p.length - word.length) <= 1 && levenshtein(p, word) <= 1);
}
