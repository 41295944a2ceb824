/** Fits width × height inside a square of maxSide, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(file: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if (typeof createImageBitmap === 'function') {
    try {
      // Turns a sideways phone photo upright (EXIF orientation) before it is drawn.
      return await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      // Some browsers refuse the options bag; the <img> path below honours EXIF itself.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the photo'))), 'image/jpeg', quality);
  });
}

/**
 * Spec §9: a JPEG of at most maxSide px at the given quality. It stays a Blob from canvas to
 * upload: no data URL, so no base64 copy (a third larger) is ever made or sent.
 */
export async function compressImage(file: Blob, maxSide: number, quality: number): Promise<Blob> {
  const source = await decode(file);
  const srcWidth = 'naturalWidth' in source ? source.naturalWidth : source.width;
  const srcHeight = 'naturalHeight' in source ? source.naturalHeight : source.height;
  const { width, height } = fitWithin(srcWidth, srcHeight, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  // JPEG has no transparency: a white ground instead of black behind transparent PNGs.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(source, 0, 0, width, height);
  if ('close' in source) source.close();
  const blob = await toBlob(canvas, quality);
  canvas.width = 0;
  canvas.height = 0;
  return blob;
}

/** Gives the browser a frame to paint between photos, so ten never freeze the page. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
