import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { CLIP_MIN_LENGTH_S } from '../../constants';
import { RESOURCE_TITLE_MAX, type ClipSource } from '../../schemas/media-library';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { showSuccessToast } from '../kit/toast/toast-store';
import { ClipRange } from './ClipRange';
import { clipProblems, formatClipTime, snapClipTime } from './clip-times';
import { createClip, MEDIA_RESOURCES } from './media-api';
import { MediaScreen } from './MediaScreen';
import { ErrorList, Field, Label } from '../kit/form-fields';
import { PointField } from './PointField';
import { useRecordingPlaylist } from './recording-playlist';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: rem(14) });

const Points = styled('div', { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: rem(14) });

const Summary = styled('p', { margin: 0, fontSize: rem(15), color: '$textMuted', fontVariantNumeric: 'tabular-nums' });

const Buttons = styled('div', { display: 'flex', gap: rem(10) });

/**
 * Cutting a clip from one recording: the player, in and out set at its time or typed, the cut
 * on a bar, a title, and "Create clip" once the cut passes the checks (clip-times.ts). The new
 * clip appears in the list below, processing until the job queue has cut it.
 */
export function ClipEditor({ source }: { source: ClipSource }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const video = useRef<HTMLVideoElement>(null);
  const playlistUrl = useRecordingPlaylist(source.teclId, source.vodId);
  const [currentS, setCurrentS] = useState(0);
  const [mediaDurationS, setMediaDurationS] = useState<number | null>(null);
  const [inS, setInS] = useState<number | null>(null);
  const [outS, setOutS] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState(false);
  // The stream's own length wins: the listed one is rounded to whole seconds.
  const durationS = mediaDurationS ?? source.durationS;
  const problems = clipProblems({ inS, outS, title, durationS });
  const creating = useMutation({
    mutationFn: createClip,
    onSuccess: async () => {
      setTried(false);
      setTitle('');
      showSuccessToast(t('clip.created'));
      await queryClient.invalidateQueries({ queryKey: [MEDIA_RESOURCES] });
    },
    onError: (error) => console.warn('clip could not be created', error),
  });

  const here = () => snapClipTime(video.current?.currentTime ?? currentS, durationS);
  const preview = () => {
    const element = video.current;
    if (element === null || inS === null) return;
    element.currentTime = inS;
    void element.play().catch(() => undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length === 0 && inS !== null && outS !== null) {
      creating.mutate({ vodId: source.vodId, inS, outS, title: title.trim() });
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('clip.editorLabel', { title: source.title })} data-testid="clip-editor">
      <MediaScreen
        video={video}
        playlistUrl={playlistUrl}
        label={source.title}
        onTime={(event) => {
          setCurrentS(event.currentTarget.currentTime);
          const length = event.currentTarget.duration;
          if (Number.isFinite(length) && length > 0) setMediaDurationS(length);
        }}
      />
      <ClipRange inS={inS} outS={outS} currentS={currentS} durationS={durationS} />
      <Points>
        <PointField point="in" value={inS} durationS={durationS} onChange={setInS} onSetHere={() => setInS(here())} />
        <PointField point="out" value={outS} durationS={durationS} onChange={setOutS} onSetHere={() => setOutS(here())} />
      </Points>
      <Summary data-testid="clip-summary">
        {inS !== null && outS !== null && outS > inS
          ? t('clip.length', { length: formatClipTime(outS - inS), duration: formatClipTime(durationS) })
          : t('clip.howTo')}
      </Summary>
      <Label>
        {t('clip.titleField')}
        <Field
          value={title}
          maxLength={RESOURCE_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={tried && problems.some((problem) => problem === 'noTitle' || problem === 'titleTooLong')}
          aria-describedby={tried && problems.length > 0 ? 'clip-problems' : undefined}
          data-testid="clip-title"
        />
      </Label>
      {tried && problems.length > 0 && (
        <ErrorList id="clip-problems" role="alert" data-testid="clip-problems">
          {problems.map((problem) => (
            <li key={problem}>{t(`media.problem.${problem}`, { min: CLIP_MIN_LENGTH_S, max: RESOURCE_TITLE_MAX })}</li>
          ))}
        </ErrorList>
      )}
      <Buttons>
        <ActionButton type="button" tone="outline" disabled={inS === null} onClick={preview} data-testid="clip-preview">
          {t('clip.preview')}
        </ActionButton>
        <ActionButton type="submit" disabled={creating.isPending} data-testid="clip-create">
          {t(creating.isPending ? 'clip.creating' : 'clip.create')}
        </ActionButton>
      </Buttons>
    </Form>
  );
}
