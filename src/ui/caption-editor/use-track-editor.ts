import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { CaptionTrack } from '../../schemas/captions';
import { CAPTION_TRACKS, captionTrackQuery, saveCaptionCues } from './caption-api';
import { cuesOf, draftOf, editDraft, type CueDraft, type CueEdit } from './cue-draft';
import { checkCues, hasCueProblems, noCueProblems, saveRefusalOf, type CueProblems } from './cue-problems';

type Sent = { draft: CueDraft; revision: number };

/** How long typing pauses before the problems shown after a tried save are checked again. */
const RECHECK_QUIET_MS = 400;

/**
 * A track's cues being edited (docs/captions.md "The editor"): the draft, what the server holds
 * (`saved`: the draft last read or saved, so "unsaved" is a comparison of identities), and the
 * save. A save is sent only when the editor's own check (the server's schema) passes; it names
 * the revision the editor read, and a track someone saved meanwhile is refused (`conflict`) and
 * offered for reloading, never overwritten. Edits made while a save is on its way stay unsaved.
 */
export function useTrackEditor(track: CaptionTrack) {
  const queryClient = useQueryClient();
  const { vodId, trackId } = track;
  const [draft, setDraft] = useState(() => draftOf(track.cues));
  const [saved, setSaved] = useState(draft);
  const [revision, setRevision] = useState(track.revision);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<CueProblems>(noCueProblems);

  const saving = useMutation({
    mutationFn: ({ draft: sent, revision: from }: Sent) => saveCaptionCues(vodId, trackId, { revision: from, cues: cuesOf(sent) }),
    onSuccess: (answer, sent) => {
      queryClient.setQueryData(captionTrackQuery(vodId, trackId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: [CAPTION_TRACKS, vodId], exact: true });
      setRevision(answer.revision);
      setSaved(sent.draft);
      setTried(false);
    },
    onError: (error) => {
      const refusal = saveRefusalOf(error);
      if (refusal.kind === 'placed') setRefused(refusal.problems);
    },
  });
  const refusal = saving.isError ? saveRefusalOf(saving.error) : null;

  // Checking 20,000 cues with the schema takes a fifth of a second: once a save was tried, the
  // problems follow the edits when typing pauses, not at every key.
  const [checked, setChecked] = useState<CueProblems>(noCueProblems);
  useEffect(() => {
    const timer = setTimeout(() => setChecked(checkCues(draft, revision, { schema: tried })), tried ? RECHECK_QUIET_MS : 0);
    return () => clearTimeout(timer);
  }, [draft, revision, tried]);
  const problems = hasCueProblems(checked) ? checked : refused;

  const edit = useCallback((change: CueEdit) => {
    setDraft((current) => editDraft(current, change));
    // A refusal answered what was sent.
    setRefused(noCueProblems);
  }, []);

  /** Sends the draft, or answers the problems that stop it (the editor takes the keyboard to the first). */
  const save = (): CueProblems => {
    setTried(true);
    const found = checkCues(draft, revision, { schema: true });
    setChecked(found);
    if (hasCueProblems(found)) return found;
    if (!saving.isPending) saving.mutate({ draft, revision });
    return noCueProblems;
  };

  /** The track as saved now (after a conflict): its cues replace the draft. */
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...captionTrackQuery(vodId, trackId), staleTime: 0 });
    const next = draftOf(fresh.cues);
    setDraft(next);
    setSaved(next);
    setRevision(fresh.revision);
    setTried(false);
    setRefused(noCueProblems);
    saving.reset();
  };

  return {
    draft,
    dirty: draft !== saved,
    problems,
    edit,
    save,
    reload,
    saving: { pending: saving.isPending, done: saving.isSuccess, error: saving.error, refusal },
  };
}
