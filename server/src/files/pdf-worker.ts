/** The PDF structure check as a worker thread's task (server/src/files/pdf-check-pool.ts). */
import { pdfProblem, type PdfProblem } from './pdf-structure';

export default function checkPdf(data: Uint8Array): Promise<PdfProblem | null> {
  return pdfProblem(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
}
