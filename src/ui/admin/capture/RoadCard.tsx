import { useState } from 'react';
import type { CaptureRoad, CaptureRoadType } from '../../../schemas/capture';
import { useI18n } from '../../i18n/i18n-context';
import { Badge } from '../../kit/badge';
import { ActionButton } from '../../kit/buttons';
import { FormProblem } from '../../kit/form-fields';
import { serverProblemText } from '../../shared/form-problems';
import { roadLabel } from '../../shared/road-label';
import type { RoadChange } from './capture-api';
import { Buttons, Card, CardHead, CardTitle, Muted } from './capture-styles';
import { PullForm } from './PullForm';
import { PushDetails } from './PushDetails';
import { RoadConfirm } from './RoadConfirm';
import { SignalDetails } from './SignalDetails';
import { useRoadChange } from './use-road-change';

type Props = {
  clroId: string;
  roadType: CaptureRoadType;
  /** The road as the room's answer has it; none when this type is not set up. */
  road: CaptureRoad | undefined;
  onDone: (roadType: CaptureRoadType, change: RoadChange) => void;
};

/**
 * One road type of a classroom: not set up (set it up as push or pull), push (address and key),
 * or pull (the encoder's RTSP or SRT address); then its signal and Remove. Per-road buttons name the road for
 * screen readers, since three cards carry the same words.
 */
export function RoadCard({ clroId, roadType, road, onDone }: Props) {
  const { t } = useI18n();
  const name = roadLabel(t, { roadType, name: '' });
  const testId = `capture-road-${roadType}`;
  const done = (change: RoadChange) => onDone(roadType, change);
  const [settingPull, setSettingPull] = useState(false);
  const [removing, setRemoving] = useState(false);
  const settingPush = useRoadChange(clroId, roadType, done);
  return (
    <Card aria-labelledby={`${testId}-title`} data-testid={testId} data-mode={road?.mode ?? 'none'}>
      <CardHead>
        <CardTitle id={`${testId}-title`}>{name}</CardTitle>
        {road && <Badge tone="primary">{t(road.mode === 'push' ? 'capture.mode.push' : 'capture.mode.pull')}</Badge>}
      </CardHead>
      {road === undefined && !settingPull && (
        <>
          <Muted>{t('capture.road.notSetUp')}</Muted>
          <Buttons>
            <ActionButton
              type="button"
              disabled={settingPush.isPending}
              aria-label={t('capture.road.setUpPushLabel', { road: name })}
              onClick={() => settingPush.mutate({ kind: 'push' })}
              data-testid={`${testId}-set-push`}
            >
              {t('capture.road.setUpPush')}
            </ActionButton>
            <ActionButton
              type="button"
              tone="outline"
              aria-label={t('capture.road.setUpPullLabel', { road: name })}
              onClick={() => setSettingPull(true)}
              data-testid={`${testId}-set-pull`}
            >
              {t('capture.road.setUpPull')}
            </ActionButton>
          </Buttons>
          {settingPush.isError && (
            <FormProblem role="alert">{serverProblemText(t, settingPush.error, t('capture.road.failed'))}</FormProblem>
          )}
        </>
      )}
      {road === undefined && settingPull && (
        <PullForm
          clroId={clroId}
          roadType={roadType}
          name={name}
          initial=""
          testId={testId}
          onDone={(change) => {
            setSettingPull(false);
            done(change);
          }}
          onCancel={() => setSettingPull(false)}
        />
      )}
      {road?.mode === 'push' && <PushDetails clroId={clroId} road={road} name={name} testId={testId} onDone={done} />}
      {road?.mode === 'pull' && (
        <PullForm clroId={clroId} roadType={roadType} name={name} initial={road.pullUrl ?? ''} testId={testId} onDone={done} />
      )}
      {road && (
        <>
          <SignalDetails signal={road.signal} testId={`${testId}-signal`} />
          <Buttons>
            <ActionButton
              type="button"
              tone="outline"
              aria-label={t('capture.road.removeLabel', { road: name })}
              onClick={() => setRemoving(true)}
              data-testid={`${testId}-remove`}
            >
              {t('capture.road.remove')}
            </ActionButton>
          </Buttons>
        </>
      )}
      {removing && (
        <RoadConfirm
          clroId={clroId}
          roadType={roadType}
          title={t('capture.confirm.removeTitle', { road: name })}
          question={t('capture.confirm.remove')}
          button={t('capture.confirm.removeButton')}
          change={{ kind: 'remove' }}
          testId={`${testId}-remove`}
          onDone={done}
          onClose={() => setRemoving(false)}
        />
      )}
    </Card>
  );
}
