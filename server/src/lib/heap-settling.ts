/**
 * Starting leaves garbage in V8's old generation (modules read, migrations checked, routes and their
 * schemas built): about 17 MB on an empty registry, whose pages V8 keeps for as long as the server
 * then idles, since no full collection comes without allocation. One memory-reducing collection
 * before the server listens hands those pages back (docs/decisions/053-heap-settled-at-start.md). It
 * takes some 60 ms, before the first request can arrive.
 *
 * The collector is reachable only when node runs with `--expose-gc`, as every production start does
 * (support/server-process.ts); without it this does nothing.
 */
type ExposedGc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

export function settleHeapAfterStart(): void {
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
