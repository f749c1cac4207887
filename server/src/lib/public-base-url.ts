import os from 'node:os';
import type { FastifyRequest } from 'fastify';

/** Names and addresses of this machine: a Host header naming one of them is the server's own. */
function ownHostnames(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1', os.hostname().toLowerCase()]);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) names.add(address.address.toLowerCase());
  }
  return names;
}

/**
 * The registry's public address: PUBLIC_URL (required in production), or on a fresh install the
 * address the request came to, but only when its Host names this machine (localhost, or one of its own
 * addresses, so a phone on the LAN can scan a card). Anything else in Host is the client's to choose,
 * and would put another site's address into a QR code or an email: then it is http://localhost:PORT.
 */
export function publicBaseUrl(config: { publicUrl: string | null; port: number }, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  const fallback = `http://localhost:${request.socket.localPort ?? config.port}`;
  const host = request.headers.host ?? '';
  if (host.length > 261) return fallback;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return fallback;
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return ownHostnames().has(hostname) ? `${request.protocol}://${url.host}` : fallback;
}
