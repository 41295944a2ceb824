/**
 * The file name a Content-Disposition header offers (RFC 6266): `filename*=UTF-8''…` wins over
 * `filename="…"`. Path separators are dropped so a hostile header can't name a folder.
 */
export function readAttachmentFileName(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;\s]+))/.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  }
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe ? safe : fallback;
}
