import { PhotoAnalysisStateSchema, type PhotoAnalysisState } from '../../shared/schemas/analysis.ts';
import { PhotoRefListSchema, type PhotoRef } from '../../shared/schemas/photos.ts';
import { apiJson, apiRequest } from './api.ts';

/** A photo to upload: its bytes and the file name the server sees. */
export interface PhotoFile {
  blob: Blob;
  name: string;
}

/** GET /api/photos/:id/analysis: SpareBot's stored answer for a photo, or null when none yet. */
export type PhotoAnalysis = PhotoAnalysisState;

/** POST /api/photos: the photos' bytes, once, as multipart field `photos`; answers their ids and URLs in order. */
export async function uploadPhotos(files: readonly PhotoFile[]): Promise<PhotoRef[]> {
  const form = new FormData();
  for (const file of files) form.append('photos', file.blob, file.name);
  return apiJson('POST', '/api/photos', PhotoRefListSchema, form);
}

export async function fetchPhotoAnalysis(photoId: number): Promise<PhotoAnalysis> {
  return apiJson('GET', `/api/photos/${photoId}/analysis`, PhotoAnalysisStateSchema);
}

/** DELETE /api/photos/:id: drops a draft photo that no item will use. */
export async function deletePhoto(photoId: number): Promise<void> {
  await apiRequest('DELETE', `/api/photos/${photoId}`);
}
