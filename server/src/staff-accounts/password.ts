/** The hashing library (native code) loads with the first sign-in or password set, not with the server. */
const argon2 = () => import('@node-rs/argon2');

/** `Algorithm.Argon2id` is a const enum the compiler cannot inline across modules here; 2 is its value. */
const ARGON2ID = 2;

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum. */
export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  const { verify } = await argon2();
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, checked when the email is unknown, so a miss takes as long as a wrong password. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}
