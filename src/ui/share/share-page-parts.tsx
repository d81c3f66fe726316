import type { ReactNode } from 'react';
import type { ShareKindName } from '../../schemas/sharing';
import { DetailSkeleton } from '../shared/DetailSkeleton';
import { FullWindowFrame } from '../shared/FullWindowFrame';
import { formatDateTime } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { ShareUnavailable } from './ShareUnavailable';
import type { SharedState } from './share-refusal';

/** The pieces both share pages (/vod-share, /live-share) are made of. */
export const ShareColumn = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(14),
  width: rem(1200),
  maxWidth: '100%',
  margin: '0 auto',
});

export const ShareTitle = styled('h1', { margin: `${rem(6)} 0 0`, fontSize: rem(24), fontWeight: 700, lineHeight: 1.3 });

const Facts = styled('p', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${rem(6)} ${rem(20)}`,
  margin: 0,
  fontSize: rem(15),
  color: '$textMuted',
  '& strong': { color: '$text', fontWeight: 600 },
});

/** Who shared it and until when the link works, after what it is (`lead`, in bold). */
export function ShareFacts({ lead, sharedBy, expiresAt }: { lead?: string; sharedBy: string; expiresAt: string }) {
  const { t, language } = useI18n();
  return (
    <Facts>
      {lead !== undefined && <strong>{lead}</strong>}
      <span data-testid="share-teacher">{t('share.sharedBy', { teacher: sharedBy })}</span>
      <span data-testid="share-valid-until">{t('share.validUntil', { date: formatDateTime(expiresAt, language) })}</span>
    </Facts>
  );
}

type FrameProps<T> = {
  kind: ShareKindName;
  state: SharedState<T>;
  /** The bar's title once the link opened. */
  title: (value: T) => string;
  testId: string;
  children: (value: T) => ReactNode;
};

/** A share page's window: no way back (its viewer is not signed in), loading, the link's refusal in full, or the content. */
export function SharePageFrame<T>({ kind, state, title, testId, children }: FrameProps<T>) {
  const { t } = useI18n();
  const body = (() => {
    if (state.status === 'loading') return <DetailSkeleton />;
    if (state.status !== 'ready') return <ShareUnavailable reason={state.status} kind={kind} />;
    return children(state.value);
  })();
  return (
    <FullWindowFrame
      title={state.status === 'ready' ? title(state.value) : t(kind === 'vod' ? 'route.vodShare' : 'route.liveShare')}
      testId={testId}
      backLink={false}
    >
      {body}
    </FullWindowFrame>
  );
}
