export const UPLOAD_RETRY_AFTER_SECONDS = 10;
export const UPLOADS_BUSY_MESSAGE = 'The server is busy with other uploads. Please try again in a few seconds.';

/**
 * Counts photo uploads in progress (POST /api/photos and multipart POST /api/listings alike:
 * receiving, waiting for image work, or being processed), so that at `limit` the next one can be
 * refused with 503 + Retry-After before its body is read: a saturated server neither buffers nor
 * queues without end.
 */
export function createUploadGate(limit: number) {
  let inProgress = 0;
  return {
    /** Takes a place and returns its release (idempotent), or null when all `limit` are taken. */
    tryEnter(): (() => void) | null {
      if (inProgress >= limit) return null;
      inProgress++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inProgress--;
      };
    },
    get inProgress() {
      return inProgress;
    },
  };
}

export type UploadGate = ReturnType<typeof createUploadGate>;
