/**
 * A certification PDF is read by its structure before it is stored: staff open these files, so one
 * that carries scripts, launches programs or attaches other files is refused, however it hides them
 * (compressed object streams included). Parsing with @cantoo/pdf-lib (decision 013).
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from '@cantoo/pdf-lib';

export type PdfProblem = 'unreadable' | 'encrypted' | 'active-content';

/** Keys and action types that run something or carry a file inside the PDF. */
const ACTIVE_KEYS = new Set(['/JS', '/JavaScript', '/EmbeddedFile', '/EmbeddedFiles', '/RichMedia', '/XFA', '/AA']);
const ACTIVE_ACTIONS = new Set(['/JavaScript', '/Launch', '/GoToE', '/ImportData', '/RichMediaExecute', '/SubmitForm']);
const ACTIVE_TYPES = new Set(['/EmbeddedFile', '/Filespec']);

function isActive(object: PDFObject | undefined, depth = 0): boolean {
  if (!object || depth > 32) return false;
  const dict = object instanceof PDFStream ? object.dict : object;
  if (dict instanceof PDFArray) return dict.asArray().some((item) => isActive(item, depth + 1));
  if (!(dict instanceof PDFDict)) return false;
  for (const [key, value] of dict.entries()) {
    const name = key.asString();
    if (ACTIVE_KEYS.has(name)) return true;
    if (name === '/S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.asString())) return true;
    if (name === '/Type' && value instanceof PDFName && ACTIVE_TYPES.has(value.asString())) return true;
    if (isActive(value, depth + 1)) return true;
  }
  return false;
}

/** An encrypted PDF's strings do not parse without its password; a lenient read still finds /Encrypt. */
async function isEncrypted(data: Buffer): Promise<boolean> {
  try {
    return (await PDFDocument.load(data, { updateMetadata: false, ignoreEncryption: true })).isEncrypted;
  } catch {
    return false;
  }
}

export async function pdfProblem(data: Buffer): Promise<PdfProblem | null> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(data, { updateMetadata: false, throwOnInvalidObject: true });
    // A file with no document catalog, or a page tree that cannot be walked, is not a PDF anyone can open.
    if (!document.context.trailerInfo.Root) return 'unreadable';
    document.getPageCount();
  } catch {
    return (await isEncrypted(data)) ? 'encrypted' : 'unreadable';
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (isActive(object)) return 'active-content';
  }
  // The trailer's document catalog can also hold direct objects.
  return isActive(document.catalog) ? 'active-content' : null;
}
