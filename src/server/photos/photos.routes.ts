import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { CreateListingSchema } from '../../shared/schemas/listings.ts';
import { MessageSchema } from '../../shared/schemas/api-error.ts';
import { PhotoDetailsSchema } from '../../shared/schemas/photo-details.ts';
import { MAX_PHOTOS_PER_LISTING, PHOTO_MESSAGES, PhotoRefSchema } from '../../shared/schemas/photos.ts';
import { badRequest } from '../http/http-errors.ts';
import { currentUser } from '../auth/require-user.ts';
import { documentRoute, UNAUTHENTICATED } from '../http/route-docs.ts';
import { idParams } from '../http/path-params.ts';
import { multipartLimits, type MultipartRules } from './photo-multipart.ts';
import type { PhotosService } from './photos.service.ts';

/** POST /api/photos: photos only, under any of the usual field names. */
const PHOTO_UPLOAD_RULES: MultipartRules = {
  fileFields: ['photos', 'images', 'image', 'file'],
  textFields: [],
  notMultipartMessage: 'Send the photos as multipart/form-data',
};

const NO_PHOTO_MESSAGE = 'Choose at least one photo to upload';

/** An id that is not a positive integer can't be anyone's photo: 404, like another user's id. */
const IdParams = idParams(PHOTO_MESSAGES.photoNotFound);

const TAG = 'Photos';
const PHOTO_ERRORS = { ...UNAUTHENTICATED, 404: 'Photo not found: a missing id, another user’s, or not a positive integer' };

const UPLOAD_DOCS = documentRoute({
  tag: TAG,
  summary: 'Upload photos once, as drafts of the caller',
  description:
    'Multipart, one or more files under `photos` (or `images`, `image`, `file`). Each goes through the one image pipeline; ' +
    'drafts not attached to an item within DRAFT_PHOTO_TTL_HOURS are swept. 503 with `Retry-After` when too many uploads are in progress; 507 when the disk is full.',
  auth: true,
  consumes: ['multipart/form-data'],
  body: z.object({ photos: z.array(z.file()).min(1).max(MAX_PHOTOS_PER_LISTING) }),
  responses: { 201: z.array(PhotoRefSchema) },
  errors: {
    400: 'No photo, or a file that is not a readable JPEG, PNG, WebP or HEIC image',
    ...UNAUTHENTICATED,
    413: 'A photo over 10 MB or 50 megapixels, or too many photos',
    503: 'Too many uploads in progress; try again after `Retry-After`',
    507: 'The server is out of storage space',
  },
});

const GET_DOCS = documentRoute({
  tag: TAG,
  summary: 'One of the caller’s photos, and the item it is on',
  auth: true,
  params: IdParams,
  responses: { 200: PhotoDetailsSchema },
  errors: PHOTO_ERRORS,
});

const DELETE_DOCS = documentRoute({
  tag: TAG,
  summary: 'Delete a draft photo',
  auth: true,
  params: IdParams,
  responses: { 200: MessageSchema },
  errors: { ...PHOTO_ERRORS, 409: 'The photo is on an item: change it through the item' },
});

/**
 * Photos uploaded once, before their item exists: POST /api/photos stores drafts of the caller,
 * GET and DELETE /api/photos/:id read and remove one. Registers @fastify/multipart for the app
 * (item creation reads multipart through the same reader).
 */
export async function registerPhotoRoutes(
  instance: FastifyInstance,
  photos: PhotosService,
  requireUser: preHandlerHookHandler,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // The widest limits any multipart route needs; each read narrows them (photo-multipart.ts).
  await app.register(multipart, { limits: multipartLimits(Object.keys(CreateListingSchema.shape).length) });
  const auth = { preValidation: requireUser };

  app.post('/api/photos', { ...auth, ...UPLOAD_DOCS }, async (request, reply) => {
    const upload = photos.openUpload(request, reply);
    if (!upload) return reply;
    let stored;
    try {
      const { files } = await upload.read(PHOTO_UPLOAD_RULES);
      if (files.length === 0) throw badRequest(NO_PHOTO_MESSAGE);
      stored = await photos.storeDrafts(currentUser(request).id, files, upload.temp, upload.signal);
    } finally {
      await upload.close();
    }
    return reply.code(201).send(stored);
  });

  app.get('/api/photos/:id', { ...auth, ...GET_DOCS }, async (request) => photos.getForOwner(request.params.id, currentUser(request).id));

  app.delete('/api/photos/:id', { ...auth, ...DELETE_DOCS }, async (request) => {
    await photos.deleteDraft(request.params.id, currentUser(request).id);
    return { message: 'Photo deleted' };
  });
}
