import { crc32, deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder (8-bit RGB, no interlace) for the demo photos: a real, valid image that
 * any browser shows, without shipping binary fixtures or an image library.
 */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const at = y * stride + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A 64×48 "photo": a diagonal gradient between two colours with a darker band, so the demo's
 * pictures differ from one another at a glance.
 */
export function demoPhoto(hue: number): Buffer {
  const [r1, g1, b1] = hsl(hue, 0.55, 0.7);
  const [r2, g2, b2] = hsl((hue + 40) % 360, 0.6, 0.45);
  return encodePng(64, 48, (x, y) => {
    const t = (x + y) / (64 + 48);
    const band = y > 30 && y < 38 ? 0.7 : 1;
    return [
      Math.round((r1 + (r2 - r1) * t) * band),
      Math.round((g1 + (g2 - g1) * t) * band),
      Math.round((b1 + (b2 - b1) * t) * band),
    ];
  });
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
