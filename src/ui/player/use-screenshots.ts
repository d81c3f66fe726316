import { useEffect, useState, type RefObject } from 'react';
import type { EditorImage } from '../../schemas/editor';
import { captureFrame } from './capture-frame';
import { fetchScreenshots, uploadScreenshot } from './screenshot-api';

export type Screenshots = { shots: EditorImage[]; taking: boolean; take: () => void };

/**
 * The viewer's screenshots of one recording: those taken before (any device), and `take`, which
 * captures the frame on screen and uploads it. Failures go to the console only (SPEC §8).
 */
export function useScreenshots(video: RefObject<HTMLVideoElement | null>, vodId: string, onTaken: (shot: EditorImage) => void): Screenshots {
  const [shots, setShots] = useState<{ vodId: string; list: EditorImage[] }>({ vodId, list: [] });
  const [taking, setTaking] = useState(false);
  useEffect(() => {
    let current = true;
    fetchScreenshots(vodId).then(
      (list) => current && setShots({ vodId, list }),
      (error: unknown) => console.warn('screenshots could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [vodId]);
  const take = () => {
    const element = video.current;
    if (element === null || taking) return;
    const positionS = element.currentTime;
    setTaking(true);
    captureFrame(element)
      .then((picture) => uploadScreenshot(picture, vodId, positionS))
      .then((shot) => {
        setShots((previous) => ({ vodId, list: [shot, ...(previous.vodId === vodId ? previous.list : [])] }));
        onTaken(shot);
      })
      .catch((error: unknown) => console.error('screenshot failed', error))
      .finally(() => setTaking(false));
  };
  return { shots: shots.vodId === vodId ? shots.list : [], taking, take };
}
