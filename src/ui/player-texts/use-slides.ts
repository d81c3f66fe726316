import { useQuery } from '@tanstack/react-query';
import type { SlideChapter } from '../../schemas/lesson-texts';
import { useAfterFirstFrame } from '../player/first-frame-gate';
import { slideChaptersQuery } from './player-texts-api';

const NONE: readonly SlideChapter[] = [];

/**
 * The recording's slides, asked once the first frame is shown (first-frame-gate.ts) and shared by
 * the seek bar's chapters and the transcript panel's slide list (one query). None while loading,
 * when none were read, or when they could not be loaded.
 */
export function useSlides(slidesUrl: string): readonly SlideChapter[] {
  const afterFirstFrame = useAfterFirstFrame();
  return useQuery({ ...slideChaptersQuery(slidesUrl), enabled: afterFirstFrame }).data ?? NONE;
}
