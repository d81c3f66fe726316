import { useQuery } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import { useI18n } from '../i18n/i18n-context';
import { subjectName } from '../lists/lesson-time';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { recordedQuery } from './recorded-load';

const RANKING_SIZE = 10;

const Panel = styled('aside', {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  padding: `${rem(20)} ${rem(12)} ${rem(12)}`,
  borderRadius: '$md',
  backgroundColor: '$surface',
  boxShadow: '0 1px 2px rgba(31, 35, 41, 0.06)',
});

const Heading = styled('h3', { margin: `0 ${rem(12)} ${rem(8)}`, fontSize: rem(20), fontWeight: 700, color: '$text' });

const Rows = styled('ol', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const RowAnchor = styled('a', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(14),
  padding: `${rem(8)} ${rem(12)}`,
  borderRadius: '$sm',
  color: '$text',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { backgroundColor: '$primaryLight' },
  '&:hover strong': { color: '$primaryText' },
});

const RowLink = createLink(RowAnchor);

const Rank = styled('span', {
  flexShrink: 0,
  width: rem(26),
  height: rem(26),
  borderRadius: '$sm',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: rem(14),
  fontWeight: 700,
  variants: {
    podium: {
      true: { backgroundColor: '$primaryFill', color: '#fff' },
      false: { backgroundColor: '#f0f1f3', color: '$textMuted' },
    },
  },
});

const Texts = styled('span', { display: 'flex', flexDirection: 'column', gap: rem(2), minWidth: 0 });

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const Name = styled('strong', { fontSize: rem(16), fontWeight: 600, ...ellipsis });
const Meta = styled('span', { fontSize: rem(13), color: '$textMuted', ...ellipsis });

const Note = styled('p', {
  flex: 1,
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '$textMuted',
  fontSize: rem(15),
});

const PODIUM = 3;

/**
 * The hottest classes, numbered (shown when the RankingList style entry allows it). The order is
 * the server's hot score, not the view count, so no count is shown to contradict it.
 */
export function RankingList() {
  const { t, language } = useI18n();
  const { data: page, isError } = useQuery(recordedQuery('hot', RANKING_SIZE));
  let body;
  if (page === undefined && isError) body = <Note>{t('list.failed')}</Note>;
  else if (page === undefined) body = <Note aria-busy="true">{t('app.loading')}</Note>;
  else if (page.records.length === 0) body = <Note>{t('home.ranking.empty')}</Note>;
  else {
    body = (
      <Rows>
        {page.records.map((group, i) => {
          const title = subjectName(group, language);
          return (
            <li key={group.teclId}>
              <RowLink to="/video-detail" search={{ teclId: group.teclId }} title={title} data-testid="ranking-item">
                <Rank podium={i < PODIUM}>{i + 1}</Rank>
                <Texts>
                  <Name>{title}</Name>
                  <Meta>
                    {group.teacName} · {group.courseNo}
                  </Meta>
                </Texts>
              </RowLink>
            </li>
          );
        })}
      </Rows>
    );
  }
  return (
    <Panel aria-label={t('home.ranking.title')} data-testid="home-ranking">
      <Heading>{t('home.ranking.title')}</Heading>
      {body}
    </Panel>
  );
}
