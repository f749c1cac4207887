/**
 * Whether one PDF object is active content: an action that runs a script, starts a program, opens
 * another file or a network address, or submits a form; a file carried inside the PDF; rich media or a
 * form that runs. Staff open certification files, so any of these refuses the file wherever it sits:
 * an open action, additional actions (/AA), an annotation's /A, an outline item or a name tree.
 */
import { PDFArray, PDFDict, PDFName, PDFStream, type PDFObject } from '@cantoo/pdf-lib';

const ACTIVE_KEYS = new Set([
  '/JS',
  '/JavaScript',
  '/AA',
  '/XFA',
  '/EmbeddedFile',
  '/EmbeddedFiles',
  '/RichMedia',
  '/RichMediaContent',
  '/RichMediaSettings',
]);
/** Action types (/S); /GoTo within the document, /Named and the like stay allowed. */
const ACTIVE_ACTIONS = new Set([
  '/JavaScript',
  '/Launch',
  '/GoToR',
  '/GoToE',
  '/URI',
  '/SubmitForm',
  '/ImportData',
  '/RichMediaExecute',
  '/Rendition',
  '/Movie',
  '/Sound',
]);
/** Object and annotation types (/Type, /Subtype). */
const ACTIVE_TYPES = new Set([
  '/EmbeddedFile',
  '/Filespec',
  '/FileAttachment',
  '/RichMedia',
  '/Screen',
  '/Movie',
  '/Sound',
  '/3D',
]);
const ACTIVE_NAMES = new Set([...ACTIVE_KEYS, ...ACTIVE_ACTIONS, ...ACTIVE_TYPES]);

const isIn = (names: Set<string>, value: PDFObject) => value instanceof PDFName && names.has(value.asString());

function entryIsActive(key: string, value: PDFObject): boolean {
  if (ACTIVE_KEYS.has(key)) return true;
  if (key === '/S') return isIn(ACTIVE_ACTIONS, value);
  return (key === '/Type' || key === '/Subtype') && isIn(ACTIVE_TYPES, value);
}

// A name as PDF writes it, up to the next white space or delimiter; #xx escapes decoded below.
const NAME = /\/[^\0\t\n\f\r ()<>[\]{}/%]*/g;

/** For bytes pdf-lib could not read as an object: any active name in them counts, wherever it stands. */
function namesAreActive(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  for (const [name] of text.matchAll(NAME)) {
    const decoded = name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (ACTIVE_NAMES.has(decoded)) return true;
  }
  return false;
}

export function isActive(object: PDFObject | Uint8Array): boolean {
  if (object instanceof Uint8Array) return namesAreActive(object);
  // An indirect name serves only to write /S 12 0 R for /S /JavaScript.
  if (isIn(ACTIVE_NAMES, object)) return true;
  const pending: PDFObject[] = [object];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (item instanceof PDFStream) {
      // A stream whose data lives in another file (/F) is fetched from it by the reader.
      if (item.dict.has(PDFName.of('F'))) return true;
      pending.push(item.dict);
    } else if (item instanceof PDFArray) {
      for (const element of item.asArray()) pending.push(element);
    } else if (item instanceof PDFDict) {
      for (const [key, value] of item.entries()) {
        if (entryIsActive(key.asString(), value)) return true;
        pending.push(value);
      }
    }
  }
  return false;
}
