import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { SharedPlayer } from './SharedPlayer';
import { ShareColumn, ShareFacts, SharePageFrame, ShareTitle } from './share-page-parts';
import { sharedVodQuery } from './share-api';
import { sharedStateOf } from './share-refusal';

const route = getRouteApi('/vod-share');

/**
 * /vod-share?token=… (SPEC §2, no sign-in): the recording a teacher shared, from where the
 * link starts, with its transcript, who shared it and until when the link works. A revoked,
 * expired or unknown link is said in full.
 */
export function VodSharePage() {
  const { token } = route.useSearch();
  const state = sharedStateOf(token, useQuery({ ...sharedVodQuery(token ?? ''), enabled: token !== undefined }));
  return (
    <SharePageFrame kind="vod" state={state} title={(vod) => vod.teclName} testId="vod-share-page">
      {(vod) => (
        <ShareColumn data-testid="vod-share">
          <SharedPlayer vod={vod}>
            <ShareTitle>{vod.title}</ShareTitle>
            <ShareFacts lead={vod.teclName} sharedBy={vod.teacName} expiresAt={vod.expiresAt} />
          </SharedPlayer>
        </ShareColumn>
      )}
    </SharePageFrame>
  );
}
