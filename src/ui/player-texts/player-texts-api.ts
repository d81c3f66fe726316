import { queryOptions } from '@tanstack/react-query';
import { captionCuesAnswerSchema, lessonMomentsSchema, slideChaptersSchema } from '../../schemas/lesson-texts';
import { apiRequest } from '../../services/http/api';

/**
 * The player's texts of one recording (docs/player-texts.md): each answer of playInfo or a share
 * link names its own addresses, so these take them as given (a share link's carry its token).
 */

/** A track's cues for the transcript; a failure is said in the panel (with a try again), not in a toast. */
export const captionCuesQuery = (cuesUrl: string) =>
  queryOptions({
    queryKey: ['caption-cues', cuesUrl],
    queryFn: async () => captionCuesAnswerSchema.parse(await apiRequest(cuesUrl, { noMessage: true })).cues,
  });

/** The slides as chapters: an ornament of the seek bar, so a failure only leaves them out. */
export const slideChaptersQuery = (slidesUrl: string) =>
  queryOptions({
    queryKey: ['slide-chapters', slidesUrl],
    queryFn: async () => slideChaptersSchema.parse(await apiRequest(slidesUrl, { noMessage: true })).slides,
  });

/**
 * `momentsUrl` with `keyword=` added to the query it may already have (a share link's token):
 * the API client's `searchParams` would replace that query, not add to it.
 */
export function momentsAddress(momentsUrl: string, keyword: string): string {
  const separator = momentsUrl.includes('?') ? '&' : '?';
  return `${momentsUrl}${separator}${new URLSearchParams({ keyword: keyword.trim() }).toString()}`;
}

/** The search within the lesson; a refusal is worded by the API client as every search's is. */
export const lessonMomentsQuery = (momentsUrl: string, keyword: string) =>
  queryOptions({
    queryKey: ['lesson-moments', momentsUrl, keyword.trim()],
    queryFn: async () => lessonMomentsSchema.parse(await apiRequest(momentsAddress(momentsUrl, keyword))),
  });
