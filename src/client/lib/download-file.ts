import { apiRequest } from './api.ts';
import { readAttachmentFileName } from './content-disposition.ts';

/** Hands a Blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; revoke a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GETs a file that needs the bearer token (a plain link can't send it) and saves it under the
 * name the server gives. Errors have the usual "{status}: {body}" shape (see api.ts).
 */
export async function downloadAuthenticatedFile(path: string, fallbackName: string): Promise<string> {
  const response = await apiRequest('GET', path);
  const fileName = readAttachmentFileName(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), fileName);
  return fileName;
}
