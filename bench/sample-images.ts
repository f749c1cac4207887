/** Real JPEGs for the benchmarks: photo-like content (shapes over a textured background), with EXIF, near a target size. */
import sharp from 'sharp';

async function render(width: number, height: number, sigma: number, hue: number): Promise<Buffer> {
  const shapes = `<svg width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},45%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},35%,30%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)" opacity="0.7"/>
    <ellipse cx="${width * 0.5}" cy="${height * 0.55}" rx="${width * 0.22}" ry="${height * 0.3}" fill="hsl(${(hue + 20) % 360},40%,35%)"/>
    <circle cx="${width * 0.5}" cy="${height * 0.3}" r="${height * 0.14}" fill="hsl(${(hue + 25) % 360},45%,30%)"/></svg>`;
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } },
  })
    .composite([{ input: Buffer.from(shapes), blend: 'over' }])
    .withExif({
      IFD0: { Make: 'BenchPhone', Model: 'Camera 2' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1' },
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A smaller photo for seeded records, quick to make. */
export function samplePhoto(hue: number): Promise<Buffer> {
  return render(1200, 900, 20, hue);
}

/** A 2400 × 1800 JPEG (a phone photo's shape) whose size is within 10 % of `targetBytes`. */
export async function jpegNear(targetBytes: number, hue = 30): Promise<Buffer> {
  let low = 0;
  let high = 120;
  let best = await render(2400, 1800, 30, hue);
  for (let i = 0; i < 12 && Math.abs(best.length - targetBytes) > targetBytes * 0.1; i++) {
    const sigma = (low + high) / 2;
    best = await render(2400, 1800, sigma, hue);
    if (best.length > targetBytes) high = sigma;
    else low = sigma;
  }
  return best;
}
