/**
 * The refusals a handler logs (docs/decisions/048-refusal-log.md), saved on the phone first: each gets
 * its id here, waits in localStorage, and is sent with that id until the server has it (a PUT, so a
 * resend stores it once). Nothing typed is lost to a dead network or a closed tab.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Refusal } from '#common/api';
import type { RefusalInput } from '#common/door-refusals';
import { apiFetch, ApiRequestError, isTransient, sendJson } from '../../../lib/api-client';

export interface PendingRefusal {
  id: string;
  input: RefusalInput;
}

const storeKey = (dogId: string) => `sdr-refusals:${dogId}`;
const refusalsPath = (dogId: string, ownerKey: string | null, rest = '') =>
  `/api/dogs/${encodeURIComponent(dogId)}/refusals${rest}${ownerKey ? `?key=${encodeURIComponent(ownerKey)}` : ''}`;

function readPending(dogId: string): PendingRefusal[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storeKey(dogId)) ?? '[]');
    return Array.isArray(stored) ? (stored as PendingRefusal[]) : [];
  } catch {
    return [];
  }
}

function writePending(dogId: string, pending: PendingRefusal[]): void {
  if (pending.length === 0) localStorage.removeItem(storeKey(dogId));
  else localStorage.setItem(storeKey(dogId), JSON.stringify(pending));
}

/** A v4 UUID; crypto.randomUUID needs a secure context, which a registry on a LAN address may lack. */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The handler's refusals: those the server holds and those still on this phone. `log` saves one here and
 * sends it; what could not be sent is sent again when the page opens, when the network returns, and
 * every minute while the page is open.
 */
export function useRefusals(dogId: string, ownerKey: string | null) {
  const queryClient = useQueryClient();
  const queryKey = ['dog-refusals', dogId, ownerKey] as const;
  const stored = useQuery({
    queryKey,
    queryFn: () => apiFetch<{ items: Refusal[] }>(refusalsPath(dogId, ownerKey)),
  });
  const [pending, setPending] = useState<PendingRefusal[]>(() => readPending(dogId));

  const flush = useCallback(async () => {
    let sent = 0;
    for (const item of readPending(dogId)) {
      try {
        await sendJson<Refusal>('PUT', refusalsPath(dogId, ownerKey, `/${item.id}`), item.input);
        writePending(
          dogId,
          readPending(dogId).filter((waiting) => waiting.id !== item.id),
        );
        sent += 1;
      } catch (error) {
        // No network or a server down: the rest wait for the next try. A limit reached: likewise.
        if (isTransient(error) || (error instanceof ApiRequestError && error.status === 429)) break;
        // Refused for good (the link no longer opens the record): kept on the phone, never dropped.
      }
    }
    setPending(readPending(dogId));
    if (sent > 0) await queryClient.invalidateQueries({ queryKey });
    // queryKey is rebuilt each render from these same values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dogId, ownerKey, queryClient]);

  useEffect(() => {
    const again = () => void flush();
    // Right after the page opens (not during its render), when the network returns, and every minute.
    const first = window.setTimeout(again, 0);
    window.addEventListener('online', again);
    const timer = window.setInterval(again, 60_000);
    return () => {
      window.clearTimeout(first);
      window.removeEventListener('online', again);
      window.clearInterval(timer);
    };
  }, [flush]);

  /** Saves the refusal on this phone and tries to send it: whether the server has it now. */
  const log = useCallback(
    async (input: RefusalInput): Promise<boolean> => {
      const id = newId();
      writePending(dogId, [...readPending(dogId), { id, input }]);
      setPending(readPending(dogId));
      await flush();
      return !readPending(dogId).some((item) => item.id === id);
    },
    [dogId, flush],
  );

  const remove = useMutation({
    mutationFn: async (id: string) => {
      if (readPending(dogId).some((item) => item.id === id)) {
        writePending(
          dogId,
          readPending(dogId).filter((item) => item.id !== id),
        );
        setPending(readPending(dogId));
        return;
      }
      await sendJson<null>('DELETE', refusalsPath(dogId, ownerKey, `/${id}`));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });

  const drafted = useMutation({
    mutationFn: (id: string) => sendJson<Refusal>('POST', refusalsPath(dogId, ownerKey, `/${id}/complaint`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });

  return { stored, pending, log, remove, drafted };
}
