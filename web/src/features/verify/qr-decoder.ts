/**
 * Reads a QR code from a camera frame: the browser's own BarcodeDetector where it has one for QR codes,
 * otherwise ZXing compiled to WebAssembly, served by this registry (never a CDN) and cached for offline use.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export type QrDecoder = (frame: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector || !(await Detector.getSupportedFormats()).includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
}

async function wasmDecoder(): Promise<QrDecoder> {
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader');
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (frame) => {
    if (!context || frame.videoWidth === 0) return null;
    canvas.width = frame.videoWidth;
    canvas.height = frame.videoHeight;
    context.drawImage(frame, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const [result] = await readBarcodes(image, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 });
    return result?.isValid ? result.text : null;
  };
}

export async function createQrDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? wasmDecoder();
}
