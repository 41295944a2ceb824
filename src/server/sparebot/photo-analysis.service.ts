import type { AnalysisResult, PhotoAnalysisState, UserSpecs } from '../../shared/schemas/analysis.ts';
import { PHOTO_MESSAGES } from '../../shared/schemas/photos.ts';
import { HttpError } from '../http/http-errors.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { analysisInputKey, normaliseSpecs } from './analysis-input-key.ts';
import type { AnalysisQueue } from './analysis-queue.ts';
import type { PhotoAnalysesRepository } from './photo-analyses.repository.ts';

/** What SpareBot needs of the photos feature. */
export type PhotoSource = Pick<PhotosService, 'findForOwner' | 'readStoredCopy' | 'storeDraftFromBuffer'>;

export interface SellerSpecs {
  userSpecs?: UserSpecs;
  specifications?: UserSpecs;
}

export type PhotoAnalysis = AnalysisResult & { photoId: number };

interface Deps {
  /** Runs the analysis (here or on a worker) and stores its answer (analysis-job.ts). */
  analysis: Pick<AnalysisQueue, 'identity' | 'run'>;
  photos: PhotoSource;
  analyses: PhotoAnalysesRepository;
}

/**
 * SpareBot on stored photos: answers are stored with the photo and a request with the same
 * inputs (photo, normalised specs, provider, model, SpareBot version) is answered from the store
 * without asking the provider again. Failures are not stored, so a retry analyses afresh.
 */
export function createPhotoAnalysisService({ analysis, photos, analyses }: Deps) {
  async function findOwnPhoto(ownerId: number, photoId: number) {
    const photo = await photos.findForOwner(photoId, ownerId);
    if (!photo) throw new HttpError(404, PHOTO_MESSAGES.photoNotFound);
    return photo;
  }

  async function analyzePhoto(ownerId: number, photoId: number, given: SellerSpecs): Promise<PhotoAnalysis> {
    const photo = await findOwnPhoto(ownerId, photoId);
    const specs = normaliseSpecs(given);
    const inputKey = analysisInputKey(specs, analysis.identity);
    const stored = await analyses.findLatestByInput(photo.id, inputKey);
    if (stored) return { ...stored.result, photoId: photo.id };

    const result = await analysis.run({ ownerId, photoId: photo.id, imageKey: photo.imageKey, inputKey, specs });
    return { ...result, photoId: photo.id };
  }

  return {
    analyzePhoto,

    /** The spec's base64 form: the bytes become a draft photo of the user (the one pipeline), then as by id. */
    async analyzeUpload(ownerId: number, bytes: Buffer, given: SellerSpecs): Promise<PhotoAnalysis> {
      const stored = await photos.storeDraftFromBuffer(ownerId, bytes);
      return analyzePhoto(ownerId, stored.id, given);
    },

    async findFirstLook(ownerId: number, photoId: number): Promise<PhotoAnalysisState> {
      const photo = await findOwnPhoto(ownerId, photoId);
      const stored = await analyses.findLatestFirstLook(photo.id);
      return {
        photoId: photo.id,
        analysis: stored ? { ...stored.result, photoId: photo.id } : null,
        analyzedAt: stored?.createdAt ?? null,
      };
    },
  };
}

export type PhotoAnalysisService = ReturnType<typeof createPhotoAnalysisService>;
