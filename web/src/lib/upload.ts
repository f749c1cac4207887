/** A multipart POST with upload progress, which `fetch` cannot report. */
import { toApiError, ApiRequestError, requestLanguageHeader } from './api-client';
import { MESSAGES } from '#common/messages';

export interface UploadOptions {
  headers?: Record<string, string>;
  /** Fraction of the body sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export function postMultipart<T>(url: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', requestLanguageHeader());
    for (const [name, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): handled below as a failure with the generic message.
      }
      if (request.status >= 200 && request.status < 300 && parsed) resolve(parsed as T);
      else reject(toApiError(request.status, parsed));
    };
    request.onerror = () => reject(new ApiRequestError(0, 'NETWORK', MESSAGES.genericError));
    request.ontimeout = () => reject(new ApiRequestError(408, 'TIMEOUT', MESSAGES.genericError));
    request.send(body);
  });
}
