import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LESSON_MOMENTS_MAX } from '../../schemas/lesson-texts';
import { useI18n } from '../i18n/i18n-context';
import { MomentKindBadge, SnippetText } from '../lesson-search/MomentParts';
import type { PlayerHandle } from '../player/player-handle';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { lessonMomentsQuery } from './player-texts-api';
import { SeekList } from './SeekList';
import { PanelNote } from './panel-note';

const Moment = styled('span', { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${rem(4)} ${rem(8)}` });

const Results = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(8),
  variants: { stale: { true: { opacity: 0.55, transition: 'opacity 150ms' } } },
});

/**
 * What the search within the lesson found (docs/player-texts.md): each moment with what it was
 * found in, its time and its words, the matches marked; choosing one seeks the video there. The
 * previous answer stays, dimmed, while the next is asked.
 */
export function MomentResults({ momentsUrl, keyword, player }: { momentsUrl: string; keyword: string; player: PlayerHandle }) {
  const { t, tc } = useI18n();
  const answer = useQuery({ ...lessonMomentsQuery(momentsUrl, keyword), placeholderData: keepPreviousData });
  const found = answer.data;
  const status = (() => {
    if (answer.isError) return t('playerTexts.searchFailed');
    if (found === undefined || answer.isPlaceholderData) return t('playerTexts.searching');
    if (found.moments.length === 0) return t('playerTexts.noMoments', { keyword });
    return tc('playerTexts.momentCount', found.moments.length);
  })();
  return (
    <Results stale={answer.isPlaceholderData} aria-busy={answer.isFetching} data-testid="lesson-moments">
      <PanelNote role="status" data-testid="lesson-moments-status">
        {status}
      </PanelNote>
      {found !== undefined && found.moments.length > 0 && !answer.isError && (
        <SeekList
          items={found.moments.map((moment, i) => ({
            key: `${i}:${moment.kind}@${moment.atS}`,
            atS: moment.atS,
            kind: moment.kind,
            body: (
              <Moment>
                <MomentKindBadge kind={moment.kind} />
                <SnippetText moment={moment} />
              </Moment>
            ),
          }))}
          player={player}
          label={t('playerTexts.moments')}
          follow={false}
          testId="lesson-moment-list"
          itemTestId="lesson-moment"
        />
      )}
      {found?.more === true && !answer.isError && (
        <PanelNote data-testid="lesson-moments-more">{t('playerTexts.more', { count: LESSON_MOMENTS_MAX })}</PanelNote>
      )}
    </Results>
  );
}
