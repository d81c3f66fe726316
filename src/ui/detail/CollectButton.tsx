import type { CollectionBody } from '../../schemas/detail';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { ActionButton } from '../kit/buttons';
import { StarIcon } from '../icons/line-icons';
import { useCollectionToggle } from './use-collection-toggle';

const StarButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: rem(36),
  height: rem(36),
  border: 'none',
  borderRadius: '50%',
  background: 'none',
  color: '$textMuted',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$page', color: '#f5a623' },
  '&[aria-pressed="true"]': { color: '#f5a623' },
});

/** The whole class among the favourites: a labelled button beside the class's main action. */
export function CollectClassButton({ teclId, collected: initially }: { teclId: string; collected: boolean }) {
  const { t } = useI18n();
  const { collected, busy, toggle } = useCollectionToggle({ teclId }, initially);
  return (
    <ActionButton
      type="button"
      tone="outline"
      size="large"
      aria-pressed={collected}
      disabled={busy}
      onClick={toggle}
      data-testid="collect-button"
      data-collected={collected}
      // A darker amber than the star's usual one: the label is text and must read at 4.5:1.
      css={collected ? { color: '#8f5a00', borderColor: '#f5d48a', backgroundColor: '#fffaf0' } : undefined}
    >
      <StarIcon size={rem(20)} filled={collected} />
      {t(collected ? 'detail.inFavourites' : 'detail.addToFavourites')}
    </ActionButton>
  );
}

/** One recording among the favourites: a star in its row. */
export function CollectRecordingStar({ target, collected: initially }: { target: CollectionBody; collected: boolean }) {
  const { t } = useI18n();
  const { collected, busy, toggle } = useCollectionToggle(target, initially);
  return (
    <StarButton
      type="button"
      aria-pressed={collected}
      aria-label={t(collected ? 'detail.removeRecording' : 'detail.keepRecording')}
      title={t(collected ? 'detail.removeRecording' : 'detail.keepRecording')}
      disabled={busy}
      onClick={toggle}
      data-testid="collect-recording"
      data-collected={collected}
    >
      <StarIcon size={rem(20)} filled={collected} />
    </StarButton>
  );
}
