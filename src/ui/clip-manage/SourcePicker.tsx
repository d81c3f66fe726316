import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClipSource } from '../../schemas/media-library';
import { formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { Pager } from '../kit/Pager';
import { rem } from '../scaling/rem';
import { recordingContext } from '../shared/recording-label';
import { styled } from '../theme/stitches';
import { clipSourcesQuery } from './media-api';
import { TitleSearch } from './TitleSearch';

const List = styled('ul', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(8),
  margin: `${rem(12)} 0 0`,
  padding: 0,
  listStyle: 'none',
  variants: { loading: { true: { opacity: 0.55, transition: 'opacity 150ms' } } },
});

const Choice = styled('button', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(4),
  width: '100%',
  padding: `${rem(10)} ${rem(14)}`,
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { borderColor: '$primary' },
  '&[aria-pressed="true"]': { borderColor: '$primary', backgroundColor: '$primaryLight' },
  '& strong': { fontSize: rem(15), overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' },
  '& span': { fontSize: rem(13), color: '$textMuted' },
});

const Note = styled('p', { margin: `${rem(12)} 0 0`, fontSize: rem(14), color: '$textMuted' });

type Props = { chosen: string | null; onChoose: (source: ClipSource) => void };

/** The recordings the caller may cut, searched by title, each under its class and lesson date; the chosen one is pressed. */
export function SourcePicker({ chosen, onChoose }: Props) {
  const { t, language } = useI18n();
  const [title, setTitle] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery({ ...clipSourcesQuery(title, page), placeholderData: keepPreviousData });
  const sources = query.data;
  return (
    <section aria-labelledby="clip-sources-heading" data-testid="clip-sources">
      <h3 id="clip-sources-heading">{t('clip.sources')}</h3>
      <TitleSearch
        title={title}
        label={t('clip.searchSources')}
        onSearch={(next) => {
          setTitle(next);
          setPage(1);
        }}
        testId="clip-source-search"
      />
      {sources === undefined ? (
        <Note aria-busy={!query.isError}>{query.isError ? t('media.failed') : t('app.loading')}</Note>
      ) : sources.records.length === 0 ? (
        <Note>{t('clip.noSources')}</Note>
      ) : (
        <>
          <List loading={query.isPlaceholderData}>
            {sources.records.map((source) => (
              <li key={source.vodId}>
                <Choice
                  type="button"
                  aria-pressed={source.vodId === chosen}
                  onClick={() => onChoose(source)}
                  data-testid="clip-source"
                  data-vod-id={source.vodId}
                >
                  <strong title={source.title}>{source.title}</strong>
                  <span>
                    {/* The length stays on the date's line (no-break spaces around the dot). */}
                    {`${recordingContext({ teclName: source.teclName, recordedAt: source.beginTime }, language)}\u00a0·\u00a0${formatDuration(source.durationS)}`}
                  </span>
                </Choice>
              </li>
            ))}
          </List>
          <Pager pageIndex={sources.pageIndex} pageSize={sources.pageSize} total={sources.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
