import { POPUP_DELAY_MS } from '../../constants';

/** Another window opens a moment after the click (SPEC §9 "popup delays 500 ms"). */
export function openInNewWindow(url: string, windowName: string = '_blank'): void {
  setTimeout(() => window.open(url, windowName, 'noopener'), POPUP_DELAY_MS);
}

/** This app's address before the hash: other windows open its pages from here. */
export function appBase(): string {
  return `${window.location.origin}${window.location.pathname}`;
}
