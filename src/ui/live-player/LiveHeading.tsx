import type { LiveLessonView } from '../../schemas/live';
import { formatTimeRange } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Title = styled('h1', { margin: 0, fontSize: rem(22), fontWeight: 700, lineHeight: 1.3 });

const Meta = styled('p', { margin: 0, fontSize: rem(14), color: '$textMuted' });

/** The lesson's name, then its class, teacher, room and times. */
export function LiveHeading({ info }: { info: LiveLessonView }) {
  const { language } = useI18n();
  return (
    <>
      <Title>{info.courName}</Title>
      <Meta>
        {[info.teclName, info.teacName, info.clroName, formatTimeRange(info.courBeginTime, info.courEndTime, language)]
          .filter((part) => part !== null)
          .join(' · ')}
      </Meta>
    </>
  );
}
