import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SHARE_EXPIRY_CHOICES_HOURS } from '../../constants';
import { ActionButton } from '../kit/buttons';
import { formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { CreatedLink } from './CreatedLink';
import { ShareLinkList } from './ShareLinkList';
import { createShareLink, shareLinksQuery } from './share-api';
import { DialogActions, DialogFrame } from '../kit/dialog';
import { Fieldset } from '../kit/dialog-styles';
import { Row } from './share-dialog-styles';

export type ShareTarget = { vodId: string } | { courId: string };

type Props = { teclId: string; target: ShareTarget; currentTimeS?: () => number; onClose: () => void };

type Expiry = (typeof SHARE_EXPIRY_CHOICES_HOURS)[number];
const DEFAULT_EXPIRY: Expiry = 168;

/**
 * Making and managing share links of a class (opened by ShareButton). Mounted when it opens, so
 * the offered start time is the position then.
 */
export function ShareDialog({ teclId, target, currentTimeS, onClose }: Props) {
  const { t } = useI18n();
  const isVod = 'vodId' in target;
  const [startHere] = useState(() => (isVod && currentTimeS ? Math.floor(currentTimeS()) : null));
  const [expiry, setExpiry] = useState<Expiry>(DEFAULT_EXPIRY);
  const [useStart, setUseStart] = useState(false);
  const queryClient = useQueryClient();
  const creating = useMutation({
    mutationFn: createShareLink,
    // The new link shows at once; the list catches up.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shareLinksQuery(teclId).queryKey }),
    onError: (error) => console.warn('share link could not be created', error),
  });
  const busy = creating.isPending;
  const created = creating.data === undefined ? null : new URL(creating.data.path, window.location.href).href;

  const create = () => {
    const startS = useStart && startHere !== null ? { startS: startHere } : {};
    creating.mutate({ ...target, expiresInHours: expiry, ...startS });
  };

  return (
    <DialogFrame title={t(isVod ? 'share.title' : 'share.titleLive')} description={t('share.hint')} testId="share-dialog" onClose={onClose}>
      <Fieldset>
        <legend>{t('share.expiry')}</legend>
        {SHARE_EXPIRY_CHOICES_HOURS.map((hours) => (
          <label key={hours}>
            <input
              type="radio"
              name="share-expiry"
              checked={expiry === hours}
              onChange={() => setExpiry(hours)}
              data-testid={`share-expiry-${hours}`}
            />
            {t(`share.expiry.${hours}`)}
          </label>
        ))}
      </Fieldset>
      {startHere !== null && (
        <Fieldset>
          <label>
            <input
              type="checkbox"
              checked={useStart}
              onChange={(event) => setUseStart(event.target.checked)}
              data-testid="share-start-here"
            />
            {t('share.startHere', { time: formatDuration(startHere) })}
          </label>
        </Fieldset>
      )}
      <Row>
        <ActionButton type="button" disabled={busy} onClick={create} data-testid="share-create">
          {t(busy ? 'share.creating' : 'share.create')}
        </ActionButton>
      </Row>
      {created !== null && <CreatedLink url={created} />}
      <ShareLinkList teclId={teclId} />
      <DialogActions closeLabel={t('share.close')} />
    </DialogFrame>
  );
}
