import { readLanguage } from '../../i18n/language';
import { userFacingText } from './server-error-text';

/** Toasts waiting to be shown; the HTTP layer pushes errors, features push warnings and confirmations, <ToastArea> renders. */
export type ToastKind = 'error' | 'warning' | 'success';
export type Toast = { id: number; message: string; kind: ToastKind };

/** How long a toast stays up. */
export const TOAST_DURATION_MS = 3_000;

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function showToast(message: string, kind: ToastKind, durationMs = TOAST_DURATION_MS): void {
  const toast = { id: nextId++, message, kind };
  publish([...toasts, toast]);
  setTimeout(() => dismissToast(toast.id), durationMs);
}

/** `durationMs`: shorter where the spec says so (an upload answer without data: 2 s, SPEC §8). */
export function showErrorToast(message: string, durationMs?: number): void {
  // Server wording that reached an error toast by some path (an upload's refusal, a newer
  // server's message) never shows request fields or ids: a sentence in the user's language does.
  showToast(userFacingText(readLanguage(), message), 'error', durationMs);
}

/** E.g. 'no permission' when a course may not be viewed (SPEC §8). */
export function showWarningToast(message: string): void {
  showToast(message, 'warning');
}

/** Confirms something the user did, e.g. a lesson added to favourites. */
export function showSuccessToast(message: string): void {
  showToast(message, 'success');
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
