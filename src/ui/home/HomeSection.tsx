import type { ReactNode } from 'react';
import { Section, SectionHead, SectionTitle } from '../shared/page-layout';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Titles = styled('div', { display: 'flex', alignItems: 'baseline', gap: rem(14), minWidth: 0 });

/** The theme colour marks where each section starts. */
const Title = styled(SectionTitle, {
  display: 'flex',
  alignItems: 'center',
  gap: rem(12),
  '&::before': { content: '""', width: rem(5), height: rem(22), borderRadius: rem(3), backgroundColor: '$primary' },
});

const Hint = styled('span', { fontSize: rem(15), color: '$textMuted', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });

type Props = {
  title: string;
  hint: string;
  /** A <MoreLink> to the full list. */
  more?: ReactNode;
  testId: string;
  children: ReactNode;
};

/** One block of the home page: its title, a line on what it holds, the way to more, the content. */
export function HomeSection({ title, hint, more, testId, children }: Props) {
  return (
    <Section data-testid={testId} aria-label={title}>
      <SectionHead>
        <Titles>
          <Title>{title}</Title>
          <Hint>{hint}</Hint>
        </Titles>
        {more}
      </SectionHead>
      {children}
    </Section>
  );
}
