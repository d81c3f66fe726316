import { formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import type { PlayerHandle } from '../player/player-handle';
import { rem, targetRem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { useChapterName } from './SlideText';
import { chapterSpans, chapterTitle } from './timeline';
import { usePlaybackIndex } from './use-playback-index';
import { useRovingFocus } from './use-roving-focus';
import { useSlides } from './use-slides';

const Strip = styled('ol', {
  position: 'relative',
  height: targetRem(24),
  margin: `${rem(-4)} 0 0`,
  padding: 0,
  listStyle: 'none',
  '& > li': { position: 'absolute', top: 0, bottom: 0 },
});

/** A chapter: the bar of its stretch of the recording, a gap at its start marking where it begins. */
const Chapter = styled('button', {
  position: 'absolute',
  inset: 0,
  width: '100%',
  padding: 0,
  border: 'none',
  borderLeft: `${rem(3)} solid transparent`,
  background: 'none',
  cursor: 'pointer',
  // The bar itself, thin until pointed at or focused.
  '&::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    top: '50%',
    height: rem(6),
    transform: 'translateY(-50%)',
    borderRadius: rem(2),
    backgroundColor: '#c9ced6',
    transition: 'height 120ms',
  },
  '&[aria-current="true"]::before': { backgroundColor: '$primary' },
  '&:hover::before, &:focus-visible::before': { height: rem(12) },
  '&:hover > span, &:focus-visible > span': { display: 'block' },
});

/** The chapter's title and time over it while pointed at or focused (its accessible name says the same). */
const Tip = styled('span', {
  display: 'none',
  position: 'absolute',
  bottom: `calc(100% + ${rem(6)})`,
  zIndex: 3,
  width: 'max-content',
  maxWidth: `min(${rem(360)}, 80vw)`,
  padding: `${rem(6)} ${rem(10)}`,
  borderRadius: '$sm',
  backgroundColor: 'rgba(31, 35, 41, 0.92)',
  color: '#fff',
  fontSize: rem(14),
  lineHeight: 1.4,
  textAlign: 'left',
  whiteSpace: 'normal',
  pointerEvents: 'none',
  '& time': { marginRight: rem(8), fontVariantNumeric: 'tabular-nums', opacity: 0.8 },
  // Chapters in the right half open their tip leftwards, so it stays on screen.
  variants: { side: { start: { left: 0 }, end: { right: 0 } } },
});

type Props = { slidesUrl: string; durationS: number; player: PlayerHandle };

/**
 * The recording's slides as chapters on a strip under the video, spanning its width as the
 * video's own seek bar does (the player uses the browser's controls): each chapter a stretch
 * beginning at its slide's time, its title shown while pointed at or focused, the one playing
 * marked; a click, Enter or Space seeks there. One Tab stop entered at the current chapter, the
 * arrows moving between chapters (use-roving-focus.ts). Nothing when the recording has no slides.
 */
export function ChapterStrip({ slidesUrl, durationS, player }: Props) {
  const { t } = useI18n();
  const slides = useSlides(slidesUrl);
  const name = useChapterName();
  const current = usePlaybackIndex(
    player,
    slides.map((slide) => slide.atS),
  );
  const roving = useRovingFocus(slides.length, current, 'horizontal');
  if (slides.length === 0) return null;
  const spans = chapterSpans(slides, durationS);
  return (
    <nav aria-label={t('playerTexts.chapters')}>
      <Strip data-arrow-keys="" data-testid="chapter-strip" {...roving.container}>
        {slides.map((slide, i) => {
          const time = formatDuration(slide.atS);
          const span = spans[i]!;
          const read = chapterTitle(slide.text);
          const label =
            read === null
              ? t('playerTexts.untitledChapter', { number: i + 1, time })
              : t('playerTexts.chapter', { number: i + 1, title: read, time });
          return (
            <li key={`${i}@${slide.atS}`} style={{ left: `${span.left}%`, width: `${span.width}%` }}>
              <Chapter
                type="button"
                aria-label={label}
                aria-current={i === current ? 'true' : undefined}
                data-testid="chapter-mark"
                data-at={slide.atS}
                onClick={() => player.seek(slide.atS)}
                {...roving.item(i)}
              >
                <Tip aria-hidden="true" side={span.left + span.width / 2 > 50 ? 'end' : 'start'}>
                  <time>{time}</time>
                  {name(slide, i)}
                </Tip>
              </Chapter>
            </li>
          );
        })}
      </Strip>
    </nav>
  );
}
