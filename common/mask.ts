/** Contact details as a visitor may see them (owner contact never reaches a visitor): only enough to recognise, never to use. */
const DOT = '•';

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const last = digits.slice(-4).padStart(4, DOT);
  return `(${DOT.repeat(3)}) ${DOT.repeat(3)}-${last}`;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return DOT.repeat(3);
  return `${email[0]}${DOT.repeat(3)}${email.slice(at)}`;
}
