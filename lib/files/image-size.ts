// Width and height from the file's header (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X), so the
// 8000-pixel limit and the token estimate need no decoding and work in the worker and tests too.

export function imageSize(b: Uint8Array, mimeType: string): { width: number; height: number } | undefined {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  try {
    if (mimeType === 'image/png') {
      if (b.length < 24 || b[1] !== 0x50 || b[2] !== 0x4e || b[3] !== 0x47) return undefined;
      return { width: view.getUint32(16), height: view.getUint32(20) };
    }
    if (mimeType === 'image/jpeg') {
      let i = 2;
      while (i + 9 < b.length) {
        if (b[i] !== 0xff) return undefined;
        const marker = b[i + 1]!;
        // SOF0-SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
        if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
          return { height: view.getUint16(i + 5), width: view.getUint16(i + 7) };
        }
        i += 2 + view.getUint16(i + 2);
      }
      return undefined;
    }
    if (mimeType === 'image/webp') {
      const chunk = String.fromCharCode(...b.subarray(12, 16));
      if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
      if (chunk === 'VP8L') {
        const bits = view.getUint32(21, true);
        return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
      }
      if (chunk === 'VP8X') {
        const w = b[24]! | (b[25]! << 8) | (b[26]! << 16);
        const h = b[27]! | (b[28]! << 8) | (b[29]! << 16);
        return { width: w + 1, height: h + 1 };
      }
    }
  } catch {
    return undefined; // a truncated header: the size is unknown
  }
  return undefined;
}
