import { useRef } from 'react';
import type { SharedVod } from '../../schemas/sharing';
import { CaptionControls } from '../player/CaptionControls';
import { PlayerControlRow, RateControl, RoadButtons } from '../player/PlayerControls';
import { PlayerScreen } from '../player/PlayerScreen';
import { useCaptions } from '../player/use-captions';
import { useHls } from '../player/use-hls';
import { usePlayerChoices } from '../player/use-player-choices';
import { usePlayerKeys } from '../player/use-player-keys';

/**
 * A shared recording on screen: its roads, speed, captions and keyboard shortcuts, starting
 * where the link says. The media addresses carry the link's token, so no session is sent, and
 * no watch record is kept: the viewer has no account.
 */
export function SharedPlayer({ vod }: { vod: SharedVod }) {
  const video = useRef<HTMLVideoElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const choices = usePlayerChoices(video, vod.roads, vod.startS ?? 0);
  const captionsSrc = useCaptions(vod.captionsUrl);
  const state = useHls(video, choices.playing?.url ?? null, choices.startAt, { withSession: false });
  usePlayerKeys(video, screen);
  return (
    <>
      <PlayerScreen
        video={video}
        screen={screen}
        posterUrl={vod.posterUrl}
        captionsSrc={captionsSrc}
        captions={choices.captions}
        state={state}
        rate={choices.rate}
      />
      <PlayerControlRow>
        <RoadButtons roads={vod.roads} current={choices.playing?.roadId} onChoose={choices.chooseRoad} />
        <CaptionControls settings={choices.captions} onChange={choices.changeCaptions} />
        <RateControl rate={choices.rate} onChange={choices.chooseRate} />
      </PlayerControlRow>
    </>
  );
}
