/** A printed PDF as a person's printer and phone camera would meet it: rasterised by poppler, read by a QR decoder. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';

const run = promisify(execFile);

/** The first page rendered at `dpi` by pdftoppm (poppler-utils), as a PNG file. */
export async function rasterizePdf(pdfFile: string, dpi: number): Promise<string> {
  const prefix = path.join(path.dirname(pdfFile), `${path.basename(pdfFile, '.pdf')}-${dpi}dpi`);
  await run('pdftoppm', ['-r', String(dpi), '-png', '-f', '1', '-l', '1', '-singlefile', pdfFile, prefix]);
  return `${prefix}.png`;
}

/** What a QR decoder reads in the picture (a file, or an image such as an SVG), and the code's version, or null. */
export async function readQr(picture: string | Buffer): Promise<{ data: string; version: number } | null> {
  const { data, info } = await sharp(picture, { density: 300 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  return code ? { data: code.data, version: code.version } : null;
}

/**
 * What ZBar (zbar-tools), which reads the way phone cameras do, reads as a QR code in the picture file,
 * or null when it finds none.
 */
export async function readQrWithZbar(pictureFile: string): Promise<string | null> {
  try {
    const { stdout } = await run('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', pictureFile]);
    return stdout.trim() || null;
  } catch {
    return null; // zbarimg exits 4 when it finds no code
  }
}

/** The PDF's text as pdftotext extracts it, in reading order. */
export async function pdfText(pdfFile: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', pdfFile, '-']);
  return stdout;
}

export async function pdfPageCount(pdfFile: string): Promise<number> {
  const { stdout } = await run('pdfinfo', [pdfFile]);
  return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
}
