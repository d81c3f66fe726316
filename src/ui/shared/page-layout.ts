import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** The content column of the catalogue pages, on the 1920 px design. */
export const CONTENT_WIDTH_PX = 1440;

export const PageBody = styled('div', {
  width: rem(CONTENT_WIDTH_PX),
  maxWidth: 'calc(100% - 32px)',
  margin: '0 auto',
  padding: `${rem(32)} 0 ${rem(64)}`,
});

export const PageTitle = styled('h1', { margin: `0 0 ${rem(24)}`, fontSize: rem(30), fontWeight: 700, color: '$text' });

export const Section = styled('section', { marginTop: rem(40) });

export const SectionHead = styled('div', {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: rem(16),
  marginBottom: rem(18),
});

export const SectionTitle = styled('h2', { margin: 0, fontSize: rem(24), fontWeight: 700, color: '$text' });

/** Cards side by side; four on a row at the design width. */
export const CardGrid = styled('div', {
  display: 'grid',
  gap: rem(24),
  variants: {
    columns: {
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      4: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
    // The next page is on its way: the current one stays, dimmed.
    loading: { true: { opacity: 0.55, transition: 'opacity 150ms' } },
  },
  defaultVariants: { columns: 4 },
});

/** A white panel (filters, tables). */
export const Panel = styled('div', {
  padding: `${rem(20)} ${rem(28)}`,
  borderRadius: '$md',
  backgroundColor: '$surface',
  boxShadow: '0 1px 2px rgba(31, 35, 41, 0.06)',
});
