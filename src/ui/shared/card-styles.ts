import { createLink } from '@tanstack/react-router';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

/** A catalogue card: a picture on top, text below, lifting a little under the pointer. Plain anchor for links to other sites. */
export const CardAnchor = styled('a', {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: '$md',
  overflow: 'hidden',
  backgroundColor: '$surface',
  color: '$text',
  textDecoration: 'none',
  boxShadow: '0 1px 2px rgba(31, 35, 41, 0.06)',
  transition: 'transform 150ms ease, box-shadow 150ms ease',
  '&:hover, &:focus-visible': { transform: 'translateY(-3px)', boxShadow: '$card' },
  '&:hover h3': { color: '$primaryText' },
});

/** Typed like the router's Link (search fields checked per route), styled like a card. */
export const CardLink = createLink(CardAnchor);

export const CardBody = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(6),
  padding: `${rem(14)} ${rem(16)} ${rem(16)}`,
});

export const CardTitle = styled('h3', {
  margin: 0,
  fontSize: rem(18),
  fontWeight: 600,
  lineHeight: 1.35,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const CardMeta = styled('div', {
  fontSize: rem(14),
  color: '$textMuted',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A small label over a picture's top-right corner (duration, count), clear of the title below. */
export const CornerLabel = styled('span', {
  position: 'absolute',
  right: rem(10),
  top: rem(10),
  padding: `${rem(2)} ${rem(8)}`,
  borderRadius: '$sm',
  backgroundColor: 'rgba(0, 0, 0, 0.6)',
  color: '#fff',
  fontSize: rem(13),
});
