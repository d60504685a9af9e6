/** A light client-side check; the server validates e-mail addresses properly. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
