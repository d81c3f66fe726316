import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { COUR_STATUS } from '../../schemas/catalogue';
import { useI18n } from '../i18n/i18n-context';
import { LiveView } from '../live-player/LiveView';
import { ShareColumn, ShareFacts, SharePageFrame } from './share-page-parts';
import { sharedLiveQuery } from './share-api';
import { sharedStateOf } from './share-refusal';

const route = getRouteApi('/live-share');

/**
 * /live-share?token=… (SPEC §2, no sign-in): the live lesson a teacher shared, as the live
 * player shows it (a notice with the start time, the live stage, then "it has ended": the link
 * is for the broadcast, not the recording), with who shared it and until when the link works.
 * Its media carry the token, never a session; a revoked, expired or unknown link is said in
 * full, also when it happens while watching. The lookup is asked again as the lesson's status
 * (sharedLiveQuery), and at once when the stream stops; a passing failure keeps the picture.
 */
export function LiveSharePage() {
  const { t } = useI18n();
  const { token } = route.useSearch();
  const query = useQuery({ ...sharedLiveQuery(token ?? ''), enabled: token !== undefined });
  const state = sharedStateOf(token, query);
  const { refetch } = query;
  const recheck = useCallback(() => void refetch(), [refetch]);
  return (
    <SharePageFrame kind="live" state={state} title={(live) => live.teclName} testId="live-share-page">
      {(live) => (
        <ShareColumn data-testid="live-share" data-cour-status={live.courStatus}>
          <LiveView
            info={live}
            ended={live.courStatus === COUR_STATUS.finished}
            endedHint={t('share.liveEndedHint')}
            notBroadcastHint={t('share.liveNotBroadcastHint')}
            headed
            roadType={undefined}
            onStreamFailed={recheck}
            withSession={false}
          />
          <ShareFacts sharedBy={live.sharedBy} expiresAt={live.expiresAt} />
        </ShareColumn>
      )}
    </SharePageFrame>
  );
}
