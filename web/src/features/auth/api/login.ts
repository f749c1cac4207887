import type { Session } from '#common/api';
import { postJson } from '../../../lib/api-client';

/** Signs in with the password; the answer names the second factor to present (or to enrol). A wrong email or password is a 401. */
export function login(email: string, password: string): Promise<Session> {
  return postJson<Session>('/api/auth/login', { email, password });
}
