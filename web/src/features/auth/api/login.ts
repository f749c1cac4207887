import type { Admin } from '../../../api/session';
import { postJson } from '../../../lib/api-client';

/** Signs in; a wrong email or password is a 401 whose message the login page shows. */
export async function login(email: string, password: string): Promise<Admin> {
  return (await postJson<{ admin: Admin }>('/api/auth/login', { email, password })).admin;
}
