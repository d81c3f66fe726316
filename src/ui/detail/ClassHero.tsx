import type { ReactNode } from 'react';
import type { ClassDetail, DetailSession } from '../../schemas/detail';
import { LessonCover } from '../covers/LessonCover';
import { useI18n } from '../i18n/i18n-context';
import { subjectName } from '../lists/lesson-time';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { classroomsOf } from './class-facts';
import { CollectClassButton } from './CollectButton';
import { CurrentLessonStrip } from './CurrentLessonStrip';

const Hero = styled('section', {
  display: 'grid',
  gridTemplateColumns: `${rem(560)} minmax(0, 1fr)`,
  gap: rem(40),
  padding: rem(28),
  borderRadius: '$lg',
  backgroundColor: '$surface',
  boxShadow: '$card',
});

const CoverFrame = styled('div', { borderRadius: '$md', overflow: 'hidden', alignSelf: 'start' });

const Body = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(16), minWidth: 0 });

const Chips = styled('div', { display: 'flex', flexWrap: 'wrap', gap: rem(8) });

const Chip = styled('span', {
  padding: `${rem(3)} ${rem(10)}`,
  borderRadius: '$sm',
  backgroundColor: '$page',
  color: '$textMuted',
  fontSize: rem(13),
  variants: { strong: { true: { backgroundColor: '$primaryLight', color: '$primaryText', fontWeight: 600 } } },
});

const Title = styled('h1', { margin: 0, fontSize: rem(34), fontWeight: 700, lineHeight: 1.25, color: '$text' });

const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${rem(10)} ${rem(32)}`,
  margin: 0,
  fontSize: rem(15),
  '& div': { display: 'flex', alignItems: 'baseline', gap: rem(12), minWidth: 0 },
  '& dt': { flex: 'none', width: rem(96), color: '$textMuted' },
  '& dd': { margin: 0, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: '$text' },
});

const Description = styled('p', { margin: 0, fontSize: rem(15), lineHeight: 1.7, color: '$textMuted' });

const Actions = styled('div', { display: 'flex', alignItems: 'center', gap: rem(16), marginTop: 'auto', paddingTop: rem(8) });

const Views = styled('span', { marginLeft: 'auto', fontSize: rem(14), color: '$textMuted' });

type Props = { detail: ClassDetail; current: DetailSession | null; action: ReactNode };

/** The class at a glance: picture, names, who and where, the lesson in focus, its main action and the favourite. */
export function ClassHero({ detail, current, action }: Props) {
  const { t, tc, language } = useI18n();
  const title = subjectName(detail.subject, language);
  const facts: [string, string][] = [
    [t('detail.teacher'), detail.teacher.teacName],
    [t('detail.classroom'), classroomsOf(detail.sessions).join(' · ') || '—'],
    [t('detail.organisation'), detail.organisation.orgaName],
    [t('detail.term'), detail.term.acteName],
  ];
  return (
    <Hero data-testid="class-hero">
      <CoverFrame>
        <LessonCover src={detail.teclImgUrl} coverKey={detail.teclId} title={title} />
      </CoverFrame>
      <Body>
        <Chips>
          <Chip strong>{detail.courseNo}</Chip>
          {detail.tags.map((tag) => (
            <Chip key={tag.tagId}>{tag.tagName}</Chip>
          ))}
        </Chips>
        <Title data-testid="class-title">{title}</Title>
        <Facts>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd title={value}>{value}</dd>
            </div>
          ))}
        </Facts>
        {detail.description === '' ? null : <Description>{detail.description}</Description>}
        {current === null ? null : <CurrentLessonStrip session={current} focusCourId={detail.focusCourId} />}
        <Actions>
          {action}
          <CollectClassButton key={detail.teclId} teclId={detail.teclId} collected={detail.collected} />
          <Views>{tc('card.views', detail.viewCount)}</Views>
        </Actions>
      </Body>
    </Hero>
  );
}
