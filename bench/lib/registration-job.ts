/** What the parent (registration-load.ts) sends the child that registers (registration-worker.ts). */
export interface RegistrationJob {
  url: string;
  photo: Uint8Array;
  codes: string[];
  clients: number;
}
