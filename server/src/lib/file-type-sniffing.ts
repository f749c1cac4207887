/**
 * A file's type from its first bytes (file-type), loaded with the first upload rather than with the server:
 * the library and its format readers hold a few megabytes for the process's whole life once loaded.
 */
import type { FileTypeResult } from 'file-type';

export async function fileTypeFromBuffer(bytes: Uint8Array): Promise<FileTypeResult | undefined> {
  return (await import('file-type')).fileTypeFromBuffer(bytes);
}

export async function fileTypeFromFile(file: string): Promise<FileTypeResult | undefined> {
  return (await import('file-type')).fileTypeFromFile(file);
}
