/**
 * How long the file's object URL outlives the click that saves it. The browser reads the URL after the
 * click returns, and revoking it sooner can cancel the download in some browsers (FileSaver.js waits 40 s).
 */
const KEEP_URL_MS = 40_000;

/** Hands a fetched file to the browser's downloads, as a link with `download` would have. */
export function saveFile(blob: Blob, fileName: string | null): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  // An empty name lets the browser choose one, as it does for a link without a name of its own.
  link.download = fileName ?? '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
