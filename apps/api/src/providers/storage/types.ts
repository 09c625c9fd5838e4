/**
 * Where the API keeps the bytes of the files it stores (the company logo; later documents). The metadata (what the
 * file is, its checked type, size, dimensions, sha256) is in `stored_files`; a provider only keeps bytes by key.
 */
export interface FileStorage {
  /** `local` (the database, file_blobs) or `s3` (any S3-compatible bucket); stored in stored_files.storage. */
  readonly name: 'local' | 's3';
  /** Stores `bytes` under `key` (replacing what was there). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key` (nothing there is fine). */
  delete(key: string): Promise<void>;
}
