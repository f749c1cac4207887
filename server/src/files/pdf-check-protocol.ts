/**
 * What the server and its PDF check processes (pdf-check-pool.ts, pdf-worker.ts) say to each other on
 * a process's IPC channel: the path of a file to check, then the answer. A process checks one file at
 * a time; the server sends the next only once the last is answered.
 */
import type { PdfProblem } from './pdf-structure';

export interface PdfCheckRequest {
  file: string;
}

/** The check's outcome, or the message of an error it threw (a fault in the check, not in the file). */
export type PdfCheckAnswer = { problem: PdfProblem | null } | { failed: string };

const PROBLEMS: readonly (PdfProblem | null)[] = ['unreadable', 'encrypted', 'active-content', 'too-complex', null];

/** Whether a message from a check process is an answer: anything else means the process is not to be trusted. */
export function isPdfCheckAnswer(message: unknown): message is PdfCheckAnswer {
  if (typeof message !== 'object' || message === null) return false;
  if ('failed' in message) return typeof message.failed === 'string';
  return 'problem' in message && PROBLEMS.includes(message.problem as PdfProblem | null);
}

/** In a check process: answers each file the server sends with the outcome of `check`. */
export function serveChecks(check: (file: string) => Promise<PdfProblem | null>): void {
  const answer = (message: PdfCheckAnswer) => process.send?.(message);
  process.on('message', (request: PdfCheckRequest) => {
    check(request.file).then(
      (problem) => answer({ problem }),
      (error: unknown) => answer({ failed: error instanceof Error ? error.message : String(error) }),
    );
  });
  // The server is gone: no more files will come.
  process.on('disconnect', () => process.exit(0));
}
