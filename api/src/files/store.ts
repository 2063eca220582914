import { randomUUID } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { storedFiles } from '../db/schema.ts';
import type { S3Client } from './s3.ts';

/** The database or a transaction of it: a file's row is written with the record it belongs to. */
export type FileDb = Pick<Db, 'insert' | 'select' | 'delete'>;
type Writer = Pick<Db, 'insert'>;

export interface StoredFileRef {
  id: number;
  /** Random, never user input: `<chain>/<uuid>.<ext>`, the object's key in S3. */
  key: string;
}

export interface OpenedFile {
  id: number;
  enseigneId: number;
  mimeType: string;
  size: number;
  bytes: Buffer;
}

/**
 * Where the api keeps files (order PDFs, hygiene photos): one row each in stored_files, the
 * bytes in the row itself (the default: every api instance reads the same database) or in
 * S3-compatible object storage when configured. Which backend wrote a file is on its row, so
 * files written before a switch to S3 stay readable from the database.
 */
export interface FileStore {
  /** Where new files go. */
  readonly storage: 'db' | 's3';
  put(
    enseigneId: number,
    bytes: Uint8Array,
    mimeType: string,
    options?: { db?: Writer },
  ): Promise<StoredFileRef>;
  /** By id or key; with `enseigneId`, another chain's file is null as a missing one is. */
  open(
    ref: number | string,
    options?: { enseigneId?: number; db?: Pick<Db, 'select'> },
  ): Promise<OpenedFile | null>;
  /** The row and, in S3, the object; a missing file is no error. */
  delete(id: number, options?: { db?: Pick<Db, 'delete'> }): Promise<void>;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

export const newFileKey = (enseigneId: number, mimeType: string): string =>
  `${enseigneId}/${randomUUID()}.${EXTENSIONS[mimeType] ?? 'bin'}`;

export function createFileStore({ db, s3 }: { db: Db; s3?: S3Client | null }): FileStore {
  const where = (ref: number | string, enseigneId?: number): SQL =>
    and(
      typeof ref === 'number' ? eq(storedFiles.id, ref) : eq(storedFiles.key, ref),
      enseigneId === undefined ? undefined : eq(storedFiles.enseigneId, enseigneId),
    )!;

  return {
    storage: s3 ? 's3' : 'db',

    async put(enseigneId, bytes, mimeType, { db: into = db } = {}) {
      const key = newFileKey(enseigneId, mimeType);
      const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      // The object first: a row never names an object that is not there. A transaction rolled
      // back afterwards leaves an orphan object, which costs storage, never a broken link.
      if (s3) await s3.put(key, content, mimeType);
      const [row] = await into
        .insert(storedFiles)
        .values({
          enseigneId,
          storage: s3 ? 's3' : 'db',
          key,
          mimeType,
          byteSize: content.length,
          content: s3 ? null : content,
        })
        .returning({ id: storedFiles.id, key: storedFiles.key });
      return row!;
    },

    async open(ref, { enseigneId, db: from = db } = {}) {
      const [row] = await from.select().from(storedFiles).where(where(ref, enseigneId));
      if (!row) return null;
      let bytes: Buffer | null;
      if (row.storage === 'db') {
        bytes = row.content;
      } else {
        if (!s3) throw new Error(`fichier ${row.id} en S3 mais S3 non configuré (S3_BUCKET…)`);
        bytes = await s3.get(row.key);
      }
      if (!bytes) return null;
      return {
        id: row.id,
        enseigneId: row.enseigneId,
        mimeType: row.mimeType,
        size: bytes.length,
        bytes,
      };
    },

    async delete(id, { db: from = db } = {}) {
      const [row] = await from
        .delete(storedFiles)
        .where(eq(storedFiles.id, id))
        .returning({ storage: storedFiles.storage, key: storedFiles.key });
      if (row?.storage === 's3' && s3) await s3.delete(row.key);
    },
  };
}
