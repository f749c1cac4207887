/**
 * The credential in the page's fragment. A fragment that is not valid percent-encoding (`#abc%`) is
 * taken as it is, and is then simply not a card this registry signed.
 */
export function fragmentCredential(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
