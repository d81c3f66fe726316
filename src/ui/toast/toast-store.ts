/** Error toasts waiting to be shown; the HTTP layer pushes, <ToastArea> renders. */
export type Toast = { id: number; message: string };

/** How long an error toast stays up. */
export const TOAST_DURATION_MS = 3_000;

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showErrorToast(message: string): void {
  const toast = { id: nextId++, message };
  publish([...toasts, toast]);
  setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
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
