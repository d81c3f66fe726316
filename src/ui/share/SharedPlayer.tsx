import { useId, useRef, type ReactNode } from 'react';
import type { SharedVod } from '../../schemas/sharing';
import { CaptionControls } from '../player/CaptionControls';
import { useVideoHandle } from '../player/player-handle';
import { PlayerControlRow, RateControl, RoadButtons } from '../player/PlayerControls';
import { PlayerScreen } from '../player/PlayerScreen';
import { useCaptions } from '../player/use-captions';
import { useHls } from '../player/use-hls';
import { usePlayerChoices } from '../player/use-player-choices';
import { usePlayerKeys } from '../player/use-player-keys';
import { ChapterStrip } from '../player-texts/ChapterStrip';
import { TranscriptPanel } from '../player-texts/TranscriptPanel';
import { useI18n } from '../i18n/i18n-context';
import { PlayerColumns } from '../kit/screen-styles';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Picture = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(12), minWidth: 0 });

const Side = styled('section', { display: 'flex', flexDirection: 'column', gap: rem(10), minWidth: 0 });

const SideTitle = styled('h2', { margin: 0, fontSize: rem(17), fontWeight: 600 });

/**
 * A shared recording on screen: its roads, its slides as chapters, speed, captions and keyboard
 * shortcuts, starting where the link says; under it `children` (the page's title and facts), and
 * beside it the transcript and the search within the lesson (under all that on a narrow window).
 * The addresses carry the link's token, so no session is sent, and no watch record is kept: the
 * viewer has no account.
 */
export function SharedPlayer({ vod, children }: { vod: SharedVod; children: ReactNode }) {
  const { t } = useI18n();
  const titleId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const player = useVideoHandle(video);
  const choices = usePlayerChoices(video, vod.roads, vod.startS ?? 0);
  const captions = useCaptions(vod.texts.captions, choices.captions);
  const state = useHls(video, choices.playing?.url ?? null, choices.startAt, { withSession: false });
  usePlayerKeys(video, screen);
  return (
    <PlayerColumns>
      <Picture>
        <PlayerScreen
          video={video}
          screen={screen}
          posterUrl={vod.posterUrl}
          captionsTrack={captions.shown}
          captions={choices.captions}
          state={state}
          rate={choices.rate}
        />
        <ChapterStrip slidesUrl={vod.texts.slidesUrl} durationS={vod.durationS} player={player} />
        <PlayerControlRow>
          <RoadButtons roads={vod.roads} current={choices.playing?.roadId} onChoose={choices.chooseRoad} />
          <CaptionControls
            tracks={vod.texts.captions}
            track={captions.track}
            settings={choices.captions}
            onChange={choices.changeCaptions}
          />
          <RateControl rate={choices.rate} onChange={choices.chooseRate} />
        </PlayerControlRow>
        {children}
      </Picture>
      <Side aria-labelledby={titleId}>
        <SideTitle id={titleId}>{t('playerTexts.tab')}</SideTitle>
        <TranscriptPanel texts={vod.texts} player={player} active />
      </Side>
    </PlayerColumns>
  );
}
