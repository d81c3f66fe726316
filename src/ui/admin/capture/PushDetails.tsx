import { Fragment, useState } from 'react';
import type { CaptureRoad } from '../../../schemas/capture';
import { formatDateTime } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { ActionButton } from '../../kit/buttons';
import { FormProblem } from '../../kit/form-fields';
import { serverProblemText } from '../../shared/form-problems';
import type { RoadChange } from './capture-api';
import { Buttons, Item, ItemName, Muted, Secret } from './capture-styles';
import { CopyButton } from './CopyButton';
import { RoadConfirm } from './RoadConfirm';
import { useRoadChange } from './use-road-change';

const MASK = '••••••••••••••••';

/** An address that may break after its slashes and colons rather than inside a word ('liv|e'). */
const breakable = (address: string) =>
  address.split(/(?<=[/:])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));

type Props = { clroId: string; road: CaptureRoad; name: string; testId: string; onDone: (change: RoadChange) => void };

/**
 * A push road: the address and the key an encoder is given, each with Copy. The key is hidden
 * until Show, and only the key that was shown stays shown: a regenerated key is hidden again.
 * Regenerate and Revoke ask first, since the encoder using the key stops.
 */
export function PushDetails({ clroId, road, name, testId, onDone }: Props) {
  const { t, language } = useI18n();
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [asking, setAsking] = useState<'regenerate' | 'revoke' | null>(null);
  // A revoked road has no encoder to stop: its new key is issued without asking.
  const issuing = useRoadChange(clroId, road.roadType, onDone);
  const key = road.streamKey;
  const shown = key !== null && shownKey === key;
  return (
    <>
      <Item>
        <ItemName>{t('capture.push.address')}</ItemName>
        <Secret data-testid={`${testId}-push-url`}>{breakable(road.pushUrl ?? '')}</Secret>
        <Buttons>
          <CopyButton value={road.pushUrl ?? ''} label={t('capture.push.copyAddressLabel', { road: name })} testId={`${testId}-copy-url`} />
        </Buttons>
      </Item>
      <Item>
        <ItemName>{t('capture.push.key')}</ItemName>
        {key === null ? (
          <Muted data-testid={`${testId}-revoked`}>{t('capture.push.revoked')}</Muted>
        ) : (
          <>
            <Secret data-testid={`${testId}-key`} data-shown={shown}>
              {shown ? (
                key
              ) : (
                <>
                  <span aria-hidden="true">{MASK}</span>
                  <VisuallyHidden>{t('capture.push.hidden')}</VisuallyHidden>
                </>
              )}
            </Secret>
            <Buttons>
              <ActionButton
                type="button"
                tone="outline"
                aria-pressed={shown}
                aria-label={t(shown ? 'capture.push.hideLabel' : 'capture.push.showLabel', { road: name })}
                onClick={() => setShownKey(shown ? null : key)}
                data-testid={`${testId}-show-key`}
              >
                {t(shown ? 'capture.push.hide' : 'capture.push.show')}
              </ActionButton>
              <CopyButton value={key} label={t('capture.push.copyKeyLabel', { road: name })} testId={`${testId}-copy-key`} />
            </Buttons>
            {road.keyIssuedAt !== null && <Muted>{t('capture.push.issued', { when: formatDateTime(road.keyIssuedAt, language) })}</Muted>}
          </>
        )}
        <Buttons>
          <ActionButton
            type="button"
            tone="outline"
            aria-label={t(key === null ? 'capture.push.issueLabel' : 'capture.push.regenerateLabel', { road: name })}
            disabled={issuing.isPending}
            onClick={() => (key === null ? issuing.mutate({ kind: 'regenerate' }) : setAsking('regenerate'))}
            data-testid={`${testId}-regenerate`}
          >
            {t(key === null ? 'capture.push.issue' : 'capture.push.regenerate')}
          </ActionButton>
          {key !== null && (
            <ActionButton
              type="button"
              tone="outline"
              aria-label={t('capture.push.revokeLabel', { road: name })}
              onClick={() => setAsking('revoke')}
              data-testid={`${testId}-revoke`}
            >
              {t('capture.push.revoke')}
            </ActionButton>
          )}
        </Buttons>
        {issuing.isError && <FormProblem role="alert">{serverProblemText(t, issuing.error, t('capture.road.failed'))}</FormProblem>}
      </Item>
      {asking === 'regenerate' && (
        <RoadConfirm
          clroId={clroId}
          roadType={road.roadType}
          title={t('capture.confirm.regenerateTitle', { road: name })}
          question={t('capture.confirm.regenerate')}
          button={t('capture.confirm.regenerateButton')}
          change={{ kind: 'regenerate' }}
          testId={`${testId}-regenerate`}
          onDone={onDone}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'revoke' && (
        <RoadConfirm
          clroId={clroId}
          roadType={road.roadType}
          title={t('capture.confirm.revokeTitle', { road: name })}
          question={t('capture.confirm.revoke')}
          button={t('capture.confirm.revokeButton')}
          change={{ kind: 'revoke' }}
          testId={`${testId}-revoke`}
          onDone={onDone}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
