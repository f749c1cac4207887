/**
 * "Save to this device": the owner link as a small text file in the downloads, for a handler whose
 * registry sends no email (docs/decisions/049-honest-without-email.md). The file's name.
 */
export function saveOwnerLink(registryNumber: string, text: string): string {
  const fileName = `owner-link-${registryNumber}.txt`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // The download has its own copy once it starts; the object URL can go after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
