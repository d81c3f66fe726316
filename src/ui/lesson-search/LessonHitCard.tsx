import { useId } from 'react';
import type { LessonHit } from '../../schemas/lesson-search';
import { LessonCover } from '../covers/LessonCover';
import { formatDate } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { MomentLink } from './MomentLink';

const Card = styled('article', {
  display: 'grid',
  gridTemplateColumns: `${rem(256)} minmax(0, 1fr)`,
  gap: rem(24),
  padding: rem(20),
  borderRadius: '$md',
  backgroundColor: '$surface',
  boxShadow: '0 1px 2px rgba(31, 35, 41, 0.06)',
});

const Poster = styled('div', { borderRadius: '$sm', overflow: 'hidden', alignSelf: 'start' });

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(6), minWidth: 0 });

const Title = styled('h3', { margin: 0, fontSize: rem(19), fontWeight: 600, lineHeight: 1.35, color: '$text' });

const Meta = styled('p', { margin: 0, fontSize: rem(14), color: '$textMuted' });

const Moments = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'max-content max-content minmax(0, 1fr)',
  columnGap: rem(14),
  rowGap: rem(2),
  listStyle: 'none',
  margin: `${rem(8)} 0 0 ${rem(-12)}`,
  padding: 0,
  '& > li': { display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid' },
});

/** A lesson the search inside lessons found: its poster, names and date, and its best moments. */
export function LessonHitCard({ hit }: { hit: LessonHit }) {
  const { t, language } = useI18n();
  const titleId = useId();
  const meta = [hit.subjName, hit.teacName, hit.courBeginTime === null ? null : formatDate(hit.courBeginTime, language, 'dayMonthYear')];
  return (
    <Card data-testid="lesson-hit" data-vod-id={hit.vodId ?? undefined} aria-labelledby={titleId}>
      <Poster>
        <LessonCover src={null} poster={hit.posterUrl} coverKey={hit.teclId} title={hit.title} />
      </Poster>
      <Body>
        <Title id={titleId}>{hit.title}</Title>
        <Meta>{meta.filter((part) => part !== null && part !== '').join(' · ')}</Meta>
        <Moments aria-label={t('lessonSearch.moments', { title: hit.title })}>
          {hit.moments.map((moment, i) => (
            <li key={`${i}:${moment.kind}@${moment.atS}`}>
              <MomentLink hit={hit} moment={moment} />
            </li>
          ))}
        </Moments>
      </Body>
    </Card>
  );
}
