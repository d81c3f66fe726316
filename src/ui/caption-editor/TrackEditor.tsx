import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CaptionTrack } from '../../schemas/captions';
import { Badge } from '../kit/badge';
import { ActionButton } from '../kit/buttons';
import { FormProblem } from '../kit/form-fields';
import { useI18n } from '../i18n/i18n-context';
import { formatDateTime, formatNumber } from '../i18n/format';
import { problemText, serverProblemText } from '../shared/form-problems';
import { useRecordingPlaylist } from '../clip-manage/recording-playlist';
import { EditorBar, EditorGrid, Facts, SaveState, SidePanel, TrackHeading } from './caption-editor-styles';
import { CuePreview } from './CuePreview';
import { CueTable } from './CueTable';
import { DeleteTrackButton } from './DeleteTrackButton';
import { editorKeyAction } from './editor-keys';
import { LeaveGuard } from './LeaveGuard';
import { ShortcutList } from './ShortcutList';
import { StatusButton } from './StatusButton';
import { languageName, originLabel } from './track-labels';
import { useCueFocus } from './use-cue-focus';
import { useTrackEditor } from './use-track-editor';

type Props = {
  track: CaptionTrack;
  teclId: string;
  recordingTitle: string;
  /** Back to the recording's tracks (after a deletion too). */
  onClose: () => void;
};

/**
 * One track in the editor (docs/captions.md "The editor"): its name, label and state; Save,
 * Publish or Back to draft, Delete and Close; the recording playing small with the edited cues
 * over it and the shortcuts; then the cues, a page at a time. The save line says what happened
 * (aria-live); a save refused because someone saved meanwhile offers to reload.
 */
export function TrackEditor({ track, teclId, recordingTitle, onClose }: Props) {
  const { t, tc, language } = useI18n();
  const editor = useTrackEditor(track);
  const video = useRef<HTMLVideoElement>(null);
  const table = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const paging = useCueFocus(table, editor.draft.cues.length);
  const playlistUrl = useRecordingPlaylist(teclId, track.vodId);
  const [result, setResult] = useState<{ text: string; failed: boolean } | null>(null);

  // Asked at the moment of leaving: unsaved edits, unless the track itself is gone.
  const leaving = useRef({ unsaved: editor.dirty, deleted: false });
  useEffect(() => {
    leaving.current.unsaved = editor.dirty;
  }, [editor.dirty]);
  const unsaved = useCallback(() => leaving.current.unsaved && !leaving.current.deleted, []);

  const save = () => {
    setResult(null);
    const found = editor.save();
    if (found.first !== null) paging.goTo(found.first);
  };
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  // Ctrl+S (⌘S) saves from anywhere on the page, instead of the browser saving the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (editorKeyAction(event)?.kind !== 'save') return;
      event.preventDefault();
      saveRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const reload = () => {
    void editor.reload().then(
      () => heading.current?.focus(),
      (error: unknown) => setResult({ text: serverProblemText(t, error, t('captionEditor.reloadFailed')), failed: true }),
    );
  };

  const { saving, problems } = editor;
  const saveLine = (() => {
    if (saving.pending) return t('captionEditor.saving');
    if (editor.dirty) return t('captionEditor.unsaved');
    if (result !== null && !result.failed) return result.text;
    return saving.done ? t('captionEditor.saved') : t('captionEditor.allSaved');
  })();
  const firstProblem = problems.first;

  return (
    <section aria-labelledby={headingId} data-testid="caption-editor" data-revision={track.revision}>
      <LeaveGuard unsaved={unsaved} />
      <TrackHeading id={headingId} ref={heading} tabIndex={-1}>
        {languageName(t, track)}
        <Badge tone={track.origin === 'human' ? 'primary' : 'warning'} data-testid="caption-origin">
          {originLabel(t, track)}
        </Badge>
        <Badge tone={track.status === 'published' ? 'success' : 'neutral'} data-testid="caption-track-status">
          {t(`captionEditor.status.${track.status}`)}
        </Badge>
      </TrackHeading>
      <Facts>
        {t('captionEditor.trackFacts', {
          cues: tc('captionEditor.cueCount', editor.draft.cues.length),
          saved: formatDateTime(track.updatedAt, language),
        })}
      </Facts>
      <EditorBar>
        <ActionButton
          type="button"
          aria-keyshortcuts="Control+S Meta+S"
          disabled={saving.pending}
          onClick={save}
          data-testid="caption-save"
        >
          {t('captionEditor.save')}
        </ActionButton>
        <StatusButton track={track} unsaved={editor.dirty} onResult={setResult} />
        <DeleteTrackButton
          track={track}
          onDeleted={() => {
            leaving.current.deleted = true;
            onClose();
          }}
        />
        <ActionButton type="button" tone="outline" onClick={onClose} data-testid="caption-close">
          {t('captionEditor.close')}
        </ActionButton>
        <SaveState role="status" aria-live="polite" data-testid="caption-save-state" data-dirty={editor.dirty}>
          {saveLine}
        </SaveState>
      </EditorBar>
      {saving.refusal?.kind === 'conflict' && (
        <FormProblem role="alert" data-testid="caption-conflict" css={{ marginBottom: '12px' }}>
          {t('refusal.captionTrackChanged')}{' '}
          <ActionButton type="button" tone="outline" onClick={reload} data-testid="caption-reload">
            {t('captionEditor.reload')}
          </ActionButton>
        </FormProblem>
      )}
      {saving.refusal?.kind === 'other' && (
        <FormProblem role="alert" data-testid="caption-save-problem" css={{ marginBottom: '12px' }}>
          {serverProblemText(t, saving.error, t('captionEditor.saveFailed'))}
        </FormProblem>
      )}
      {result?.failed === true && (
        <FormProblem role="alert" css={{ marginBottom: '12px' }}>
          {result.text}
        </FormProblem>
      )}
      {(problems.track !== null || firstProblem !== null) && (
        <FormProblem role="alert" data-testid="caption-problems" css={{ marginBottom: '12px' }}>
          {problems.track !== null
            ? problemText(t, problems.track)
            : t('captionEditor.fix', { number: formatNumber((firstProblem?.index ?? 0) + 1, language) })}
        </FormProblem>
      )}
      <EditorGrid>
        <SidePanel>
          <CuePreview video={video} playlistUrl={playlistUrl} label={recordingTitle} draft={editor.draft} />
          <ShortcutList />
        </SidePanel>
        <CueTable draft={editor.draft} problems={problems} onEdit={editor.edit} videoRef={video} paging={paging} table={table} />
      </EditorGrid>
    </section>
  );
}
