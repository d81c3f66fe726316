import type { PersonalResource } from '../../schemas/media-library';
import { useI18n } from '../i18n/i18n-context';
import { PlayIcon } from '../icons/line-icons';
import { useSessionPicture } from '../player/use-session-picture';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Box = styled('div', {
  position: 'relative',
  width: rem(160),
  height: rem(90),
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '$sm',
  background: 'linear-gradient(135deg, #2b3340 0%, #12161c 100%)',
  color: '#fff',
  // Positioned, so the picture covers the placeholder drawn before it.
  '& img': { position: 'relative', width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  variants: { invalid: { true: { '& img': { filter: 'grayscale(1)', opacity: 0.5 } } } },
});

const Placeholder = styled('div', {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  opacity: 0.6,
});

/** The speaker's name, top left, on its own dark pill so it reads on any picture. */
const Speaker = styled('span', {
  position: 'absolute',
  top: rem(6),
  left: rem(6),
  maxWidth: `calc(100% - ${rem(12)})`,
  padding: `${rem(1)} ${rem(6)}`,
  borderRadius: rem(3),
  backgroundColor: 'rgba(0, 0, 0, 0.62)',
  fontSize: rem(12),
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The title mask: the bottom of the picture darkened under the title. */
const TitleMask = styled('span', {
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: `${rem(14)} ${rem(6)} ${rem(4)}`,
  background: 'linear-gradient(180deg, rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0.78) 55%)',
  fontSize: rem(12),
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const InvalidMark = styled('span', {
  position: 'absolute',
  top: rem(6),
  right: rem(6),
  padding: `${rem(1)} ${rem(6)}`,
  borderRadius: rem(3),
  backgroundColor: '#b3241c',
  fontSize: rem(12),
  fontWeight: 600,
});

function Poster({ url }: { url: string }) {
  const src = useSessionPicture(url);
  return src === null ? null : <img src={src} alt="" data-testid="resource-poster" />;
}

/**
 * A resource's thumbnail (SPEC §2 "Other screens"): its poster, fetched with the session (an
 * <img> cannot send the token), the speaker's name over it, the title mask and the invalid marker.
 * The row says all of it in words, so the picture is hidden from screen readers.
 */
export function ResourceThumb({ resource }: { resource: PersonalResource }) {
  const { t } = useI18n();
  return (
    <Box invalid={resource.invalid} aria-hidden="true" data-testid="resource-thumb">
      <Placeholder>
        <PlayIcon size={rem(28)} />
      </Placeholder>
      {resource.thumbnailUrl !== null && <Poster url={resource.thumbnailUrl} />}
      <Speaker data-testid="resource-speaker">{resource.speaker}</Speaker>
      {resource.invalid && <InvalidMark data-testid="resource-invalid">{t('media.invalid')}</InvalidMark>}
      <TitleMask>{resource.title}</TitleMask>
    </Box>
  );
}
