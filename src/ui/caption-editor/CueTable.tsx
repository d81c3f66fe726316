import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { ActionButton } from '../kit/buttons';
import { Pager } from '../kit/Pager';
import { useI18n } from '../i18n/i18n-context';
import { formatNumber } from '../i18n/format';
import { CueTableBox } from './caption-editor-styles';
import type { CueDraft, CueEdit } from './cue-draft';
import type { CueProblems } from './cue-problems';
import { playOrPause } from './CuePreview';
import { CueRow, type RowAction } from './CueRow';
import { editorKeyAction } from './editor-keys';
import { CUE_PAGE_SIZE, type CueFocus } from './use-cue-focus';

type Props = {
  draft: CueDraft;
  problems: CueProblems;
  onEdit: (edit: CueEdit) => void;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The page on screen and the way to a cue's field (./use-cue-focus.ts). */
  paging: { page: number; setPage: (page: number) => void; goTo: (place: CueFocus) => void };
  table: RefObject<HTMLDivElement | null>;
};

/**
 * The cues of one page as a table, and what the rows' buttons and shortcuts do: play from a
 * cue's start, set a time to the video's, add a cue after one, remove one, move to the row above
 * or below (turning the page when it is on another).
 */
export function CueTable({ draft, problems, onEdit, videoRef, paging, table }: Props) {
  const { t, language } = useI18n();
  const { page, setPage, goTo } = paging;
  // The rows' one `act` reads the draft through this, so it stays the same function and an edit
  // draws only the row it changed.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  const first = (page - 1) * CUE_PAGE_SIZE;
  const rows = draft.cues.slice(first, first + CUE_PAGE_SIZE);

  const act = useCallback(
    (index: number, action: RowAction) => {
      const cue = latest.current.cues[index];
      const element = videoRef.current;
      switch (action.kind) {
        case 'addAfter':
          onEdit({ kind: 'add', after: index });
          goTo({ index: index + 1, field: 'text' });
          return;
        case 'remove': {
          onEdit({ kind: 'remove', index });
          const left = latest.current.cues.length - 1;
          if (left > 0) goTo({ index: Math.min(index, left - 1), field: 'text' });
          return;
        }
        case 'setNow':
          if (element !== null) onEdit({ kind: 'time', index, field: action.field, seconds: element.currentTime });
          return;
        case 'playRow':
          if (element !== null && cue !== undefined) playOrPause(element, cue.startS);
      }
    },
    [onEdit, goTo, videoRef],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const action = editorKeyAction(event);
    const target = event.target as HTMLElement;
    const row = target.closest<HTMLElement>('[data-cue-index]');
    if (action === null || action.kind === 'save' || row === null) return;
    event.preventDefault();
    const index = Number(row.dataset.cueIndex);
    if (action.kind !== 'moveRow') {
      act(index, action);
      return;
    }
    const next = index + action.by;
    const field = target.closest<HTMLElement>('[data-cue-field]')?.dataset.cueField ?? 'text';
    if (next >= 0 && next < draft.cues.length) goTo({ index: next, field });
  };

  const total = draft.cues.length;
  return (
    <div ref={table}>
      <CueTableBox data-testid="cue-table">
        <caption>
          <VisuallyHidden>
            {t('captionEditor.tableCaption', {
              from: formatNumber(Math.min(first + 1, total), language),
              to: formatNumber(first + rows.length, language),
              total: formatNumber(total, language),
            })}
          </VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" data-col="number">
              {t('captionEditor.col.number')}
            </th>
            <th scope="col" data-col="play">
              <VisuallyHidden>{t('captionEditor.col.play')}</VisuallyHidden>
            </th>
            <th scope="col" data-col="time">
              {t('captionEditor.col.start')}
            </th>
            <th scope="col" data-col="time">
              {t('captionEditor.col.end')}
            </th>
            <th scope="col">{t('captionEditor.col.text')}</th>
            <th scope="col" data-col="actions">
              <VisuallyHidden>{t('captionEditor.col.rowActions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {rows.map((cue, at) => (
            <CueRow key={cue.key} cue={cue} index={first + at} problems={problems.rows.get(first + at)} onEdit={onEdit} onAction={act} />
          ))}
        </tbody>
      </CueTableBox>
      {total === 0 && (
        <ActionButton
          type="button"
          tone="soft"
          css={{ marginTop: '12px' }}
          onClick={() => act(-1, { kind: 'addAfter' })}
          data-testid="cue-add-first"
        >
          {t('captionEditor.addFirst')}
        </ActionButton>
      )}
      <Pager pageIndex={page} pageSize={CUE_PAGE_SIZE} total={total} onPage={setPage} />
    </div>
  );
}
