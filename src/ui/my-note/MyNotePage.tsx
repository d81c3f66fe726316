import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import type { NoteScope } from '../../schemas/search-params';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { Pager } from '../kit/Pager';
import { rem } from '../scaling/rem';
import { EmptyBlock } from '../kit/EmptyBlock';
import { useRuntimeConfig } from '../shared/use-app-context';
import { styled } from '../theme/stitches';
import { showErrorToast } from '../kit/toast/toast-store';
import { MY_NOTES_PAGE_SIZE, fetchClassNotes, myNotesQuery, myNoteInputsOf } from './my-note-api';
import { exportClassNotes } from './note-export';
import { groupNotes, type ClassGroup } from './note-groups';
import { NoteList } from './NoteList';
import { NoteReader } from './NoteReader';

const route = getRouteApi('/layout/personal-center/my-note');

const Heading = styled('h2', { margin: 0, fontSize: rem(24), fontWeight: 700, color: '$text' });
const Bar = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: rem(12), marginBottom: rem(16) });
const Spacer = styled('span', { flex: 1 });
const Search = styled('form', {
  display: 'flex',
  gap: rem(8),
  '& input': { width: rem(260), padding: `${rem(6)} ${rem(10)}`, border: '1px solid $border', borderRadius: '$sm', fontSize: rem(14) },
});
// The list takes nearly half (at least 440 design px), so a class name with its Export button and
// a lesson's name with its date fit on a line; the reader takes the rest.
const Columns = styled('div', {
  display: 'grid',
  gridTemplateColumns: `minmax(${rem(440)}, 9fr) minmax(0, 11fr)`,
  gap: rem(20),
  alignItems: 'start',
});
const Side = styled('div', { padding: rem(16), borderRadius: '$md', backgroundColor: '$surface' });
const Hint = styled('p', { margin: 0, padding: rem(24), borderRadius: '$md', backgroundColor: '$surface', color: '$textMuted' });
const Failure = styled('p', { color: '$danger', fontSize: rem(15) });

const SCOPES: readonly NoteScope[] = ['mine', 'shared'];

/**
 * /personal-center/my-note (docs/notes.md "my-note"): the caller's notes, or the notes their
 * classes share with them, by class and lesson; searchable by text and time-card remark; one
 * open beside the list in the player's editor, with its status actions and a Markdown export.
 */
export function MyNotePage() {
  const { t, language } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const playCenter = useRuntimeConfig().WINDOWS.PLAY_CENTER;
  const inputs = myNoteInputsOf(search);
  const query = useQuery({ ...myNotesQuery(inputs), placeholderData: keepPreviousData });
  const [typed, setTyped] = useState(inputs.q);
  const [exporting, setExporting] = useState<string | null>(null);
  const collator = useMemo(() => new Intl.Collator(language === 'zh' ? 'zh-CN' : 'en'), [language]);
  const groups = useMemo(() => groupNotes(query.data?.records ?? [], collator), [query.data, collator]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = typed.trim();
    void navigate({ search: (previous) => ({ ...previous, q: q === '' ? undefined : q, page: undefined }) });
  };
  const exportClass = async (group: ClassGroup) => {
    if (group.teclId === null) return;
    setExporting(group.teclId);
    try {
      const notes = await fetchClassNotes(group.teclId, inputs.scope);
      await exportClassNotes(group.teclName ?? '', notes, { language, playCenter, pictureLabel: t('notes.picture') });
    } catch (error) {
      console.error('class notes not exported', error);
      showErrorToast(t('myNote.exportFailed'));
    } finally {
      setExporting(null);
    }
  };
  const data = query.data;

  return (
    <section aria-labelledby="my-note-heading" data-testid="my-note">
      <Bar>
        <Heading id="my-note-heading">{t('route.myNote')}</Heading>
        <Spacer />
        <Search role="search" onSubmit={submit}>
          <input
            type="search"
            aria-label={t('myNote.search')}
            placeholder={t('myNote.search')}
            maxLength={50}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            data-testid="note-search"
          />
          <ActionButton type="submit" tone="primary">
            {t('myNote.searchButton')}
          </ActionButton>
        </Search>
      </Bar>
      <Bar role="group" aria-label={t('myNote.scopeLabel')}>
        {SCOPES.map((scope) => (
          <ActionButton
            key={scope}
            type="button"
            tone={scope === inputs.scope ? 'soft' : 'outline'}
            aria-pressed={scope === inputs.scope}
            onClick={() => void navigate({ search: { scope: scope === 'mine' ? undefined : scope, q: search.q } })}
            data-testid={`note-scope-${scope}`}
          >
            {t(`myNote.scope.${scope}`)}
          </ActionButton>
        ))}
      </Bar>
      {query.isError && !data ? <Failure role="alert">{t('myNote.failed')}</Failure> : null}
      {data && data.records.length === 0 ? (
        <EmptyBlock text={t(inputs.q === '' ? `myNote.empty.${inputs.scope}` : 'myNote.noMatch', { q: inputs.q })} />
      ) : null}
      {data && data.records.length > 0 ? (
        <Columns>
          <Side>
            <NoteList
              groups={groups}
              openId={search.note}
              onOpen={(note) => void navigate({ search: (previous) => ({ ...previous, note }) })}
              onExportClass={(group) => void exportClass(group)}
              exporting={exporting}
            />
            <Pager
              pageIndex={inputs.pageIndex}
              pageSize={MY_NOTES_PAGE_SIZE}
              total={data.total}
              onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }) })}
            />
          </Side>
          {search.note === undefined ? <Hint>{t('myNote.choose')}</Hint> : <NoteReader id={search.note} />}
        </Columns>
      ) : null}
    </section>
  );
}
