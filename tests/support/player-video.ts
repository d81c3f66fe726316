import type { Page } from 'playwright-core';

/** The player's <video> in a browser journey, and where it is (seconds). */
export const playerVideo = (page: Page) => page.getByTestId('player-video');
export const videoTime = (page: Page) => playerVideo(page).evaluate((element: HTMLVideoElement) => element.currentTime);
