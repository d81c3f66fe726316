import { useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { chooseCover } from './default-cover';
import { useDefaultCover } from './use-default-cover';
import { FailedImageLabel } from '../kit/FailedImageLabel';

const Frame = styled('div', {
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  // The theme colour, darkening to the lower right: behind a missing or failed picture, and the
  // ground of the built-in covers, which are white artwork on transparent (docs/theming.md).
  backgroundColor: '$primary',
  backgroundImage: 'linear-gradient(135deg, rgba(31, 45, 61, 0) 25%, rgba(31, 45, 61, 0.85))',
  '& img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});

const Title = styled('span', {
  position: 'absolute',
  left: rem(16),
  right: rem(16),
  bottom: rem(14),
  color: '#fff',
  fontSize: rem(20),
  fontWeight: 700,
  lineHeight: 1.3,
  textShadow: '0 1px 4px rgba(0, 0, 0, 0.45)',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

type Props = {
  /** The class's own picture (teclImgUrl); null uses DefaultCover. */
  src: string | null;
  /** A frame of the recording, shown instead of the class's picture and never written over. */
  poster?: string | null;
  /** Picks the default picture: the teaching class id keeps one class on one picture. */
  coverKey: string;
  /** Written on the pictures when the school's DefaultCover says so (styleType 1), and on the plain background. */
  title: string;
  /** Badges laid over the picture. */
  children?: ReactNode;
};

/** A lesson's or class's picture; 'load failed' when it does not load (SPEC §8). */
export function LessonCover({ src, poster, coverKey, title, children }: Props) {
  const { t } = useI18n();
  const cover = chooseCover({ poster, own: src }, useDefaultCover(), coverKey);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = cover.url !== null && failedUrl === cover.url;
  const showTitle = !failed && (cover.url === null || cover.titled);
  return (
    <Frame data-testid="lesson-cover" data-default-cover={cover.isDefault ? 'true' : undefined}>
      {cover.url !== null && !failed ? <img src={cover.url} alt="" loading="lazy" onError={() => setFailedUrl(cover.url)} /> : null}
      {failed ? <FailedImageLabel data-testid="cover-failed">{t('image.loadFailed')}</FailedImageLabel> : null}
      {showTitle ? (
        <Title aria-hidden="true" data-testid="cover-title">
          {title}
        </Title>
      ) : null}
      {children}
    </Frame>
  );
}
