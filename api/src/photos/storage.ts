import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PHOTO_MIME_TYPES } from '@bo/domain';

export type PhotoMimeType = (typeof PHOTO_MIME_TYPES)[number];

const EXTENSIONS: Record<PhotoMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

// HEIF brands written by phones (iPhone: heic/mif1); the ISO base media box starts at byte 4.
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * What the bytes are, whatever the client claimed: the file's signature (magic bytes) for the
 * formats we accept, or null. A renamed PDF or script labelled image/jpeg is refused here.
 */
export function sniffImage(bytes: Uint8Array): PhotoMimeType | null {
  const ascii = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    bytes.length >= 8 &&
    Buffer.from(bytes.subarray(0, 8)).equals(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    )
  ) {
    return 'image/png';
  }
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) {
    return 'image/heic';
  }
  return null;
}

/**
 * The photos' files on disk: one flat directory ($PHOTOS_DIR or $DATA_DIR/photos), each file
 * named by a random UUID and the extension of its sniffed type — never anything the client sent,
 * so no upload can choose or guess a path.
 */
export interface PhotoStore {
  save(bytes: Uint8Array, mimeType: PhotoMimeType): Promise<string>;
  /** The file's size and a stream of it, or null when it is gone from disk. */
  open(storageKey: string): Promise<{ size: number; stream: () => ReadStream } | null>;
}

const SAFE_KEY = /^[\w-]+\.[a-z]{3,4}$/;

export function createPhotoStore(directory: string): PhotoStore {
  return {
    async save(bytes, mimeType) {
      await mkdir(directory, { recursive: true });
      const key = `${randomUUID()}.${EXTENSIONS[mimeType]}`;
      await writeFile(join(directory, key), bytes, { flag: 'wx' });
      return key;
    },
    async open(storageKey) {
      // Keys come from our own rows, but a path never leaves the directory, whatever a row says.
      if (!SAFE_KEY.test(storageKey)) return null;
      const path = join(directory, storageKey);
      try {
        const info = await stat(path);
        return info.isFile() ? { size: info.size, stream: () => createReadStream(path) } : null;
      } catch {
        return null;
      }
    },
  };
}
