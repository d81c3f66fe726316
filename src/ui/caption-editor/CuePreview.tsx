import { useState, type RefObject } from 'react';
import { MediaScreen } from '../clip-manage/MediaScreen';
import { CaptionOverlay, PreviewBox } from './caption-editor-styles';
import { cuesAt, type CueDraft } from './cue-draft';

type Props = {
  video: RefObject<HTMLVideoElement | null>;
  /** The recording's main road; null while unknown. */
  playlistUrl: string | null;
  label: string;
  draft: CueDraft;
};

/** Plays the preview from `fromS`, or pauses it while it plays (a row's play button and Alt+P). */
export function playOrPause(video: HTMLVideoElement, fromS: number): void {
  if (!video.paused) {
    video.pause();
    return;
  }
  video.currentTime = fromS;
  void video.play().catch(() => undefined);
}

/**
 * The recording played small beside the cues (hls.js, as the player plays it), with the cues as
 * they are being edited drawn over it: a change shows at once, before it is saved.
 */
export function CuePreview({ video, playlistUrl, label, draft }: Props) {
  const [currentS, setCurrentS] = useState(0);
  const showing = cuesAt(draft, currentS);
  return (
    <PreviewBox>
      <MediaScreen video={video} playlistUrl={playlistUrl} label={label} onTime={(event) => setCurrentS(event.currentTarget.currentTime)} />
      <CaptionOverlay aria-hidden="true" data-testid="cue-preview-text">
        {showing.map((cue) => (
          <span key={cue.key}>{cue.text.trim()}</span>
        ))}
      </CaptionOverlay>
    </PreviewBox>
  );
}
