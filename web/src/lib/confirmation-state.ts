/** What the wizard hands the confirmation page with the navigation: the owner link is shown only there, once. */
export interface ConfirmationState {
  ownerToken: string;
}

/** The owner token from router state, or null after a reload or on a visit from elsewhere. */
export function ownerTokenFrom(state: unknown): string | null {
  const token = (state as Partial<ConfirmationState> | null)?.ownerToken;
  return typeof token === 'string' ? token : null;
}
