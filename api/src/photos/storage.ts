import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { PHOTO_MIME_TYPES } from '@bo/domain';
import type { Db } from '../db/index.ts';
import type { FileStore } from '../files/store.ts';

export type PhotoMimeType = (typeof PHOTO_MIME_TYPES)[number];

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
 * Where the photos' bytes are. A new photo is a file of the chain (FileStore: the database, or S3
 * when configured), its stored_files key in the photo row's `storage_key` (`<chain>/<uuid>.<ext>`).
 * Photos uploaded before that are files on this machine's disk ($PHOTOS_DIR or $DATA_DIR/photos),
 * under a bare `<uuid>.<ext>` key: the two kinds of keys never look alike, so a key says where to
 * read, and old photos keep opening without being copied.
 */
export interface PhotoStore {
  /** Stores the bytes; `db` may be the transaction writing the record the photo belongs to. */
  save(
    db: Pick<Db, 'insert'>,
    enseigneId: number,
    bytes: Uint8Array,
    mimeType: PhotoMimeType,
  ): Promise<string>;
  /** The photo's size and a stream of it, or null when its bytes are gone. */
  open(storageKey: string): Promise<{ size: number; stream: () => Readable } | null>;
}

// Keys from before the file store: a path never leaves the directory, whatever a row says.
const LEGACY_KEY = /^[\w-]+\.[a-z]{3,4}$/;

export function createPhotoStore(files: FileStore, legacyDirectory: string): PhotoStore {
  return {
    async save(db, enseigneId, bytes, mimeType) {
      const { key } = await files.put(enseigneId, bytes, mimeType, { db });
      return key;
    },
    async open(storageKey) {
      if (!LEGACY_KEY.test(storageKey)) {
        const file = await files.open(storageKey);
        return file && { size: file.size, stream: () => Readable.from([file.bytes]) };
      }
      const path = join(legacyDirectory, storageKey);
      try {
        const info = await stat(path);
        return info.isFile() ? { size: info.size, stream: () => createReadStream(path) } : null;
      } catch {
        return null;
      }
    },
  };
}
