/** Spec §8: the tracking event of a register credentials error, pushed to the dataLayer. */
export const REGISTER_CREDENTIALS_ERROR_EVENT = 'registerCredentialsError';

type DataLayerWindow = { dataLayer?: { event: string; [key: string]: unknown }[] };

export function trackRegisterCredentialsError(detail: { accountKind: string; code: string }) {
  if (typeof window === 'undefined') return;
  const w = window as unknown as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push({ event: REGISTER_CREDENTIALS_ERROR_EVENT, ...detail });
}
