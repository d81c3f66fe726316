import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import type { EditorImage } from '../../schemas/editor';
import { captureFrame } from './capture-frame';
import { useAfterFirstFrame } from './first-frame-gate';
import { screenshotsQuery, uploadScreenshot } from './screenshot-api';

export type Screenshots = { shots: EditorImage[]; taking: boolean; take: () => void };

/**
 * The viewer's screenshots of one recording: those taken before (any device), and `take`, which
 * captures the frame on screen and uploads it; the upload's answer joins the cached list at its
 * head. Failures go to the console only (SPEC §8).
 */
export function useScreenshots(
  video: RefObject<HTMLVideoElement | null>,
  vodId: string,
  onTaken: (shot: EditorImage) => void,
): Screenshots {
  const queryClient = useQueryClient();
  const shots = useQuery({ ...screenshotsQuery(vodId), enabled: useAfterFirstFrame() }).data ?? [];
  const taking = useMutation({
    mutationFn: async (element: HTMLVideoElement) => {
      const positionS = element.currentTime;
      return uploadScreenshot(await captureFrame(element), vodId, positionS);
    },
    onSuccess: (shot) => {
      queryClient.setQueryData(screenshotsQuery(vodId).queryKey, (list = []) => [shot, ...list]);
      onTaken(shot);
    },
    onError: (error) => console.error('screenshot failed', error),
  });
  const take = () => {
    const element = video.current;
    if (element !== null && !taking.isPending) taking.mutate(element);
  };
  return { shots, taking: taking.isPending, take };
}
