import { LIMITS } from './limits';

// An image over the API's limits (5 MB of base64, 8000 px a side) is scaled down in the panel
// rather than refused. It is scaled to fit 1568 px on its long side: the API scales every image to
// about that size before the model sees it, so nothing the model would have seen is lost. Only
// browsers can do this (createImageBitmap, OffscreenCanvas); elsewhere the file is refused as before.

/** The API's own long-side target (and about 1.15 megapixels). */
export const SHRUNK_SIDE = 1568;

/** The size an over-limit image is scaled to: aspect kept, at least 1 px a side. */
export function shrunkSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, SHRUNK_SIDE / Math.max(width, height), Math.sqrt(1_150_000 / Math.max(1, width * height)));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const canShrink = () => typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function';

export interface Shrunk {
  bytes: Uint8Array;
  mimeType: string;
  width: number;
  height: number;
}

/**
 * The image scaled down and encoded again: in its own format when that fits the byte limit (PNG
 * keeps screenshots' text sharp), else as JPEG on white (JPEG has no transparency). Undefined
 * when the browser cannot decode it or it still does not fit.
 */
export async function shrinkImage(blob: Blob, mimeType: string, width: number, height: number): Promise<Shrunk | undefined> {
  if (!canShrink()) return undefined;
  const size = shrunkSize(width, height);
  const bitmap = await createImageBitmap(blob, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' }).catch(() => undefined);
  if (!bitmap) return undefined;
  try {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const g = canvas.getContext('2d');
    if (!g) return undefined;
    const encode = async (type: string, quality?: number) => {
      const out = await canvas.convertToBlob({ type, ...(quality ? { quality } : {}) });
      // A browser that cannot write the type asked for writes PNG; the block says what it is.
      return { bytes: new Uint8Array(await out.arrayBuffer()), mimeType: out.type || type, ...size };
    };
    if (mimeType !== 'image/jpeg') {
      g.drawImage(bitmap, 0, 0, size.width, size.height);
      const same = await encode(mimeType);
      if (same.bytes.length <= LIMITS.imageBytes) return same;
      g.clearRect(0, 0, size.width, size.height);
    }
    g.fillStyle = '#fff';
    g.fillRect(0, 0, size.width, size.height);
    g.drawImage(bitmap, 0, 0, size.width, size.height);
    for (const quality of [0.9, 0.75, 0.6]) {
      const jpeg = await encode('image/jpeg', quality);
      if (jpeg.bytes.length <= LIMITS.imageBytes) return jpeg;
    }
    return undefined;
  } finally {
    bitmap.close();
  }
}
