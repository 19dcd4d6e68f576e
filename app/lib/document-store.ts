/** Where applicants' documents live (docs/document-storage.md): files, memory, or an S3-compatible store. */
export interface DocumentStore {
  readonly kind: "file" | "memory" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when no document has this key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Deleting a key that does not exist is no error. */
  delete(key: string): Promise<void>;
}

/** Keys are paths of lower-case letters, digits and dashes separated by "/": never "..", never absolute. */
export const DOCUMENT_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/**
 * Well below S3's 1024 bytes, and a single path segment of this length plus the file store's
 * temporary-file affixes still fits a file name's 255 bytes.
 */
const MAX_DOCUMENT_KEY_LENGTH = 200;

/** Every store checks the key before any I/O, so a key can never leave its folder or prefix. */
export function assertDocumentKey(key: string): void {
  if (key.length > MAX_DOCUMENT_KEY_LENGTH || !DOCUMENT_KEY.test(key)) throw new Error("invalid document key");
}
