import type { SlideChapter } from '../../schemas/lesson-texts';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { chapterTitle, slideLines } from './timeline';

const Title = styled('strong', { display: 'block', fontWeight: 600 });

const Rest = styled('span', {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  color: '$textMuted',
  fontSize: rem(14),
});

/** A slide's title as its chapter is named ("Slide 3" when nothing was read on it). */
export function useChapterName() {
  const { t } = useI18n();
  return (slide: SlideChapter, index: number) => chapterTitle(slide.text) ?? t('playerTexts.untitledSlide', { number: index + 1 });
}

/** A slide in the panel's list: its title, and the start of the rest of its text. */
export function SlideText({ slide, name }: { slide: SlideChapter; name: string }) {
  const rest = slideLines(slide.text).slice(1).join(' ');
  return (
    <>
      <Title>{name}</Title>
      {rest !== '' && <Rest>{rest}</Rest>}
    </>
  );
}
