/** How codes typed by people are compared: the browser shows and the server stores the same form. */

/** Payment confirmation numbers are case-insensitive and forgive surrounding spaces. */
export function normalizePaymentCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Trainer license numbers also forgive spaces inside (`az 12345` is `AZ12345`). */
export function normalizeLicenseNumber(license: string): string {
  return license.trim().toUpperCase().replace(/\s+/g, '');
}

/** Admin accounts are found by email without regard to case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
