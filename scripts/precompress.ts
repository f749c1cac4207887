/**
 * Writes .br and .gz beside every text asset of the build, once, so the server sends compressed
 * files without compressing on each request (@fastify/static `preCompressed`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Not the pages (index.html, v.html): the server renders those per request, with the settings embedded.
const TEXT = /\.(js|css|svg|webmanifest|txt|json)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

const dist = path.resolve(process.argv[2] ?? 'dist');
let count = 0;
for await (const file of files(dist)) {
  const data = await fs.readFile(file);
  await fs.writeFile(`${file}.br`, await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await fs.writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dist) || '.'}`);
