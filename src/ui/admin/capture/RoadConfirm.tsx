import type { CaptureRoadType } from '../../../schemas/capture';
import { useI18n } from '../../i18n/i18n-context';
import { DialogFrame, QuestionActions } from '../../kit/dialog';
import { FormProblem } from '../../kit/form-fields';
import { serverProblemText } from '../../shared/form-problems';
import type { RoadChange } from './capture-api';
import { useRoadChange } from './use-road-change';

type Props = {
  clroId: string;
  roadType: CaptureRoadType;
  title: string;
  question: string;
  button: string;
  change: RoadChange;
  /** Test ids: `${testId}-dialog`, `-confirm`, `-keep`, `-problem`. */
  testId: string;
  onDone: (change: RoadChange) => void;
  onClose: () => void;
};

/**
 * Asks before a change that stops an encoder (regenerate or revoke a key, remove a road): "Keep"
 * first and focused, so Enter never does it by accident. Done, it closes and the focus goes back
 * to the button that opened it; refused, the reason stays in the dialog.
 */
export function RoadConfirm({ clroId, roadType, title, question, button, change, testId, onDone, onClose }: Props) {
  const { t } = useI18n();
  const changing = useRoadChange(clroId, roadType, (done) => {
    onDone(done);
    onClose();
  });
  return (
    <DialogFrame title={title} description={question} width="narrow" testId={`${testId}-dialog`} onClose={onClose}>
      {changing.isError && (
        <FormProblem role="alert" data-testid={`${testId}-problem`}>
          {serverProblemText(t, changing.error, t('capture.road.failed'))}
        </FormProblem>
      )}
      <QuestionActions
        keep={{ label: t('capture.confirm.keep'), testId: `${testId}-keep` }}
        confirm={{
          label: button,
          testId: `${testId}-confirm`,
          tone: 'live',
          disabled: changing.isPending,
          onClick: () => changing.mutate(change),
        }}
      />
    </DialogFrame>
  );
}
