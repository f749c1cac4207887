/** The admin API, one function per endpoint. Reads that meet a 401 end the session, so the guard asks to sign in again. */
import type { DogEdit, DogListQuery, TrainerInput } from '#common/admin-schemas';
import type {
  ActivityEntry,
  AdminDogDetail,
  AdminDogList,
  AdminPaymentCode,
  AdminStats,
  AdminTrainer,
  Page,
} from '#common/api';
import { apiFetch, ApiRequestError, sendJson } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { postMultipart } from '../../lib/upload';

async function adminGet<T>(path: string): Promise<T> {
  try {
    return await apiFetch<T>(`/api/admin${path}`);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) queryClient.setQueryData(['session'], null);
    throw error;
  }
}

function query(params: Record<string, string | number>): string {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return search.toString();
}

export const adminKeys = {
  dogs: (q: DogListQuery) => ['admin', 'dogs', q] as const,
  dog: (id: string) => ['admin', 'dog', id] as const,
  stats: ['admin', 'stats'] as const,
  trainers: (page: number, search: string) => ['admin', 'trainers', page, search] as const,
  paymentCodes: (page: number, search: string) => ['admin', 'payment-codes', page, search] as const,
  activity: (page: number) => ['admin', 'activity', page] as const,
};

export const listDogs = (q: DogListQuery) => adminGet<AdminDogList>(`/dogs?${query(q)}`);
export const getStats = () => adminGet<AdminStats>('/stats');
export const getDog = (id: string) => adminGet<AdminDogDetail>(`/dogs/${encodeURIComponent(id)}`);
export const exportUrl = (search: string, status: string) => `/api/admin/dogs/export?${query({ search, status })}`;
export const certificationUrl = (id: string) => `/api/admin/dogs/${encodeURIComponent(id)}/certification`;

export const approveDog = (id: string) =>
  sendJson<AdminDogDetail>('POST', `/api/admin/dogs/${encodeURIComponent(id)}/approve`);
export const denyDog = (id: string) => sendJson<void>('POST', `/api/admin/dogs/${encodeURIComponent(id)}/deny`);
export const deleteDog = (id: string) => sendJson<void>('DELETE', `/api/admin/dogs/${encodeURIComponent(id)}`);
export const saveDog = (id: string, edit: DogEdit) =>
  sendJson<AdminDogDetail>('PATCH', `/api/admin/dogs/${encodeURIComponent(id)}`, edit);

export function changePhoto(id: string, version: number, photo: File): Promise<AdminDogDetail> {
  const form = new FormData();
  form.append('version', String(version));
  form.append('dogPhoto', photo, photo.name);
  return postMultipart<AdminDogDetail>(`/api/admin/dogs/${encodeURIComponent(id)}/photo`, form);
}

export const listTrainers = (page: number, search: string) =>
  adminGet<Page<AdminTrainer>>(`/trainers?${query({ page, search })}`);
export const addTrainer = (input: TrainerInput) => sendJson<AdminTrainer>('POST', '/api/admin/trainers', input);
export const updateTrainer = (license: string, input: TrainerInput) =>
  sendJson<AdminTrainer>('PUT', `/api/admin/trainers/${encodeURIComponent(license)}`, input);

export const listPaymentCodes = (page: number, search: string) =>
  adminGet<Page<AdminPaymentCode>>(`/payment-codes?${query({ page, search })}`);
export const generatePaymentCodes = (count: number, note: string) =>
  sendJson<{ codes: string[] }>('POST', '/api/admin/payment-codes', { count, note });
export const voidPaymentCode = (code: string) =>
  sendJson<{ code: string }>('POST', `/api/admin/payment-codes/${encodeURIComponent(code)}/void`);

export const listActivity = (page: number) => adminGet<Page<ActivityEntry>>(`/activity?${query({ page })}`);
export const removeSampleData = () =>
  sendJson<{ paymentCodes: number; trainers: number }>('DELETE', '/api/admin/sample-data');
