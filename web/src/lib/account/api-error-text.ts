import { ApiRequestError } from '../api/api-client';

/** The error's message and its field messages, else the fallback (spec 02 §8). */
export function apiErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const fields = error instanceof ApiRequestError ? error.fieldErrors.map((f) => f.message) : [];
  return [error.message, ...fields].join(' ');
}
