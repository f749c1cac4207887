/**
 * A QR code as an SVG of filled squares, each row's dark runs merged into one rectangle, inside the
 * standard four-module quiet zone. Filled shapes print solid at any size; the stroked lines that
 * `qrcode`'s own SVG draws came out of Chromium's PDF as hairlines no decoder could read.
 */

export const QR_QUIET_ZONE_MODULES = 4;

/** The encoder loads with the first code drawn, not with the server (it stays in memory once loaded). */
export async function qrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const runs: string[] = [];
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x++;
      runs.push(`M${start + QR_QUIET_ZONE_MODULES} ${y + QR_QUIET_ZONE_MODULES}h${x - start}v1h-${x - start}z`);
    }
  }
  const box = size + 2 * QR_QUIET_ZONE_MODULES;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" data-modules="${size}">` +
    `<rect width="${box}" height="${box}" fill="#fff"/><path fill="#000" d="${runs.join('')}"/></svg>`
  );
}
