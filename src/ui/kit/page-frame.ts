import { styled } from '../theme/stitches';

/** The content column shared by simple pages. */
export const PageSection = styled('section', {
  maxWidth: '1200px',
  margin: '0 auto',
  padding: '40px 24px',
});

export const PageHeading = styled('h1', {
  margin: '0 0 16px',
  fontSize: '24px',
  fontWeight: 600,
  color: '$text',
});

export const PageText = styled('p', {
  margin: '0 0 24px',
  fontSize: '15px',
  color: '$textMuted',
});
