/**
 * What a phone's camera prints on the photo itself, never on the item: its watermark ("OPPO Reno8
 * Z5G", "Shot on Redmi Note 10", "AI TRIPLE CAMERA") and a stamping app's date-and-time line
 * ("Shan'bro E | Kuala Lumpur | 2025.05.11 13:47"). Read as label text they name a maker and a model
 * the item does not have.
 */
const PHONE_MAKERS = ['OPPO', 'vivo', 'Redmi', 'realme', 'HUAWEI', 'HONOR', 'OnePlus', 'POCO', 'Infinix', 'TECNO', 'Xiaomi'];
const WATERMARK = new RegExp(
  String.raw`(?<![A-Za-z0-9])(?:(?:${PHONE_MAKERS.join('|')})\s?[A-Za-z]*\s?\d[A-Za-z0-9+]*(?:\s?[A-Z]?\d?[A-Z0-9+]{0,4})?|[Ss][Hh][Oo][Tt]\s?[Oo][Nn]\s?[A-Za-z]+(?:\s?[A-Za-z0-9+]+){0,3}|(?:AI\s?)?(?:DUAL|TRIPLE|QUAD|PENTA)\s?CAMERA)(?![A-Za-z0-9])`,
  // Phones print their maker's name in any case ("vivo", "Vivo V11Pro").
  'gi',
);
/** A full date with a clock time after it, as a stamping app writes it ("2024.04.25 12:29", "25/07/2024 09:14"). */
const DATE_AND_TIME =
  /(?<![0-9])(?:(?:19|20)\d{2}[./-][01]?\d[./-][0-3]?\d|[0-3]?\d[./-][01]?\d[./-](?:19|20)\d{2})\s?[0-2]?\d:[0-5]\d(?![0-9])/;

/** The text without the camera's marks; a line that is a date-and-time stamp goes whole. */
export function withoutCameraMarks(text: string): string {
  if (DATE_AND_TIME.test(text)) return '';
  return text
    .replace(WATERMARK, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
