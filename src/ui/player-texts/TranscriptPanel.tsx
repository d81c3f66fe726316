import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '../../constants';
import type { PlayTexts } from '../../schemas/lesson-texts';
import { useI18n } from '../i18n/i18n-context';
import { SegmentButton } from '../kit/segment-buttons';
import { useCaptionSettings } from '../player/caption-settings';
import { captionTrackLabel, preferredTrack, trackMaker } from '../player/caption-tracks';
import { useAfterFirstFrame } from '../player/first-frame-gate';
import type { PlayerHandle } from '../player/player-handle';
import { useDebouncedCallback } from '../search/use-debounced-callback';
import { MomentResults } from './MomentResults';
import { PanelNote } from './panel-note';
import { captionCuesQuery } from './player-texts-api';
import { SeekList } from './SeekList';
import { SlideText, useChapterName } from './SlideText';
import { ClearButton, Panel, SearchField, SearchForm, TextButton, TrackLabel } from './transcript-panel-styles';
import { useSlides } from './use-slides';

type View = 'transcript' | 'slides';

type Props = {
  texts: PlayTexts;
  player: PlayerHandle;
  /** The panel is on screen: its transcript is asked for the first time then (it may be long). */
  active: boolean;
};

/**
 * Beside the player (docs/player-texts.md "The player"): the lines of the caption track the
 * viewer's settings choose, each with its time, the one being spoken marked and kept in view; the
 * slides as a list; and the search within the lesson, whose moments replace the lists while a
 * query is typed. Every line, slide and moment seeks the video to its time.
 */
export function TranscriptPanel({ texts, player, active }: Props) {
  const { t, language } = useI18n();
  const track = preferredTrack(texts.captions, useCaptionSettings().track, language);
  const slides = useSlides(texts.slidesUrl);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [view, setView] = useState<View>('transcript');
  const ask = useDebouncedCallback(() => setKeyword(typed.trim()), SEARCH_DEBOUNCE_MS);
  const clear = () => {
    setTyped('');
    setKeyword('');
  };
  const shownView = slides.length === 0 ? 'transcript' : view;
  return (
    <Panel data-testid="transcript-panel">
      {track !== null && (
        <TrackLabel data-testid="transcript-track" data-maker={trackMaker(track)}>
          {captionTrackLabel(t, track)}
        </TrackLabel>
      )}
      {track !== null && trackMaker(track) === 'automatic' && <PanelNote>{t('lessonSearch.transcriptHint')}</PanelNote>}
      <SearchForm
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(typed.trim());
        }}
      >
        <SearchField
          type="search"
          value={typed}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('playerTexts.searchPlaceholder')}
          aria-label={t('playerTexts.search')}
          data-testid="lesson-moments-search"
          onChange={(event) => {
            setTyped(event.target.value);
            ask();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || typed === '') return;
            event.preventDefault();
            clear();
          }}
        />
        {typed !== '' && (
          <ClearButton type="button" aria-label={t('playerTexts.clearSearch')} title={t('playerTexts.clearSearch')} onClick={clear}>
            ×
          </ClearButton>
        )}
      </SearchForm>
      {keyword !== '' ? (
        <MomentResults momentsUrl={texts.momentsUrl} keyword={keyword} player={player} />
      ) : (
        <>
          {slides.length > 0 && (
            <div role="group" aria-label={t('playerTexts.view')}>
              {(['transcript', 'slides'] as const).map((choice) => (
                <SegmentButton
                  key={choice}
                  type="button"
                  aria-pressed={shownView === choice}
                  data-testid={`transcript-view-${choice}`}
                  onClick={() => setView(choice)}
                >
                  {t(choice === 'transcript' ? 'playerTexts.tab' : 'playerTexts.slides')}
                </SegmentButton>
              ))}
            </div>
          )}
          {shownView === 'transcript' ? (
            <TranscriptLines cuesUrl={track?.cuesUrl ?? null} player={player} active={active} />
          ) : (
            <SlideList slidesUrl={texts.slidesUrl} player={player} active={active} />
          )}
        </>
      )}
    </Panel>
  );
}

/** The chosen track's lines, or why there are none. */
function TranscriptLines({ cuesUrl, player, active }: { cuesUrl: string | null; player: PlayerHandle; active: boolean }) {
  const { t } = useI18n();
  const afterFirstFrame = useAfterFirstFrame();
  // Once asked, kept: hiding the panel again does not drop the lines.
  const [asked, setAsked] = useState(active);
  if (active && !asked) setAsked(true);
  const answer = useQuery({ ...captionCuesQuery(cuesUrl ?? ''), enabled: cuesUrl !== null && asked && afterFirstFrame });
  const cues = answer.data;
  if (cuesUrl === null) return <PanelNote data-testid="transcript-none">{t('playerTexts.none')}</PanelNote>;
  if (answer.isError)
    return (
      <PanelNote role="alert">
        {t('playerTexts.loadFailed')}{' '}
        <TextButton type="button" onClick={() => void answer.refetch()}>
          {t('playerTexts.retry')}
        </TextButton>
      </PanelNote>
    );
  if (cues === undefined) return <PanelNote role="status">{t('playerTexts.loading')}</PanelNote>;
  return (
    <SeekList
      items={cues.map((cue, i) => ({ key: `${i}@${cue.startS}`, atS: cue.startS, body: cue.text }))}
      player={player}
      label={t('playerTexts.lines')}
      follow
      shown={active}
      testId="transcript-lines"
      itemTestId="transcript-line"
    />
  );
}

/** The slides as a list, the one on screen marked. */
function SlideList({ slidesUrl, player, active }: { slidesUrl: string; player: PlayerHandle; active: boolean }) {
  const { t } = useI18n();
  const slides = useSlides(slidesUrl);
  const name = useChapterName();
  return (
    <SeekList
      items={slides.map((slide, i) => ({
        key: `${i}@${slide.atS}`,
        atS: slide.atS,
        body: <SlideText slide={slide} name={name(slide, i)} />,
      }))}
      player={player}
      label={t('playerTexts.slides')}
      follow
      shown={active}
      testId="slide-list"
      itemTestId="slide-line"
    />
  );
}
