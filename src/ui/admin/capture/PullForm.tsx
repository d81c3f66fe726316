import { useState } from 'react';
import { isPullAddress, PULL_URL_MAX, type CaptureRoadType } from '../../../schemas/capture';
import { useI18n } from '../../i18n/i18n-context';
import { ActionButton } from '../../kit/buttons';
import { DialogForm, Field, Label } from '../../kit/form-fields';
import { rem } from '../../scaling/rem';
import type { PlaceOf, Problem } from '../../shared/form-problems';
import { useFormProblems } from '../../shared/use-form-problems';
import type { RoadChange } from './capture-api';
import { Buttons, Muted } from './capture-styles';
import { useRoadChange } from './use-road-change';

type PullField = 'pullUrl';
const placeOf: PlaceOf<PullField> = (field) => (field === 'pullUrl' ? 'pullUrl' : null);
const NOT_PULL_ADDRESS: Problem = { key: 'refusal.capturePullAddressInvalid', params: {} };

type Props = {
  clroId: string;
  roadType: CaptureRoadType;
  name: string;
  initial: string;
  testId: string;
  onDone: (change: RoadChange) => void;
  /** A road being set up may be left as it was; a pull road's form has no Cancel. */
  onCancel?: () => void;
};

/**
 * A pull road's encoder address. An address that is not rtsp://, rtsps:// or srt:// with a host is found
 * before sending, by the server's own check (isPullAddress), and the server's refusal of what
 * was sent shows beside the field in the page's language (use-form-problems).
 */
export function PullForm({ clroId, roadType, name, initial, testId, onDone, onCancel }: Props) {
  const { t } = useI18n();
  const [address, setAddress] = useState(initial);
  const saving = useRoadChange(clroId, roadType, onDone);
  const sent = address.trim();
  const checked: Partial<Record<PullField, Problem>> = isPullAddress(sent) ? {} : { pullUrl: NOT_PULL_ADDRESS };
  const { formRef, control, message, changed, submit, formProblem } = useFormProblems(saving, {
    checked,
    placeOf,
    fallback: t('capture.road.failed'),
  });
  return (
    <DialogForm
      ref={formRef}
      onSubmit={submit(() => saving.mutate({ kind: 'pull', pullUrl: sent }))}
      noValidate
      css={{ gap: rem(8) }}
      data-testid={`${testId}-pull-form`}
    >
      <Label>
        {t('capture.pull.address')}
        <Field
          type="url"
          value={address}
          maxLength={PULL_URL_MAX}
          placeholder={t('capture.pull.placeholder')}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => {
            changed();
            setAddress(event.target.value);
          }}
          data-testid={`${testId}-pull-url`}
          {...control('pullUrl')}
        />
        {message('pullUrl')}
      </Label>
      <Muted>{t('capture.pull.hint')}</Muted>
      {formProblem(`${testId}-pull-problem`)}
      <Buttons>
        <ActionButton
          type="submit"
          disabled={saving.isPending}
          aria-label={t('capture.pull.saveLabel', { road: name })}
          data-testid={`${testId}-pull-save`}
        >
          {t('capture.pull.save')}
        </ActionButton>
        {onCancel && (
          <ActionButton type="button" tone="outline" onClick={onCancel}>
            {t('capture.pull.cancel')}
          </ActionButton>
        )}
      </Buttons>
    </DialogForm>
  );
}
