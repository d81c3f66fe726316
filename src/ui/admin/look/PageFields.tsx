import { useId } from 'react';
import { SAVE_TIME_RANGE_S } from '../../../constants';
import { FOOTER_MAX } from '../../../schemas/admin-style';
import { useI18n } from '../../i18n/i18n-context';
import { rem } from '../../scaling/rem';
import { saveTimeCheck, type LookDraft } from './look-draft';
import { Field, FieldBody, FieldLabel, Hint, Select, TextArea, TextInput, Warning } from './look-styles';

type Props = {
  draft: LookDraft;
  change: <K extends keyof LookDraft>(code: K, value: LookDraft[K]) => void;
  /** The server's refusal of a code, shown by its field. */
  refusal: (code: keyof LookDraft) => string | null;
};

/** The codes of what pages and the player do: footer, RankingList, CourseNo, UserLogout, SaveTime. */
export function PageFields({ draft, change, refusal }: Props) {
  const { t } = useI18n();
  const id = useId();
  const saveTimeWrong = saveTimeCheck(draft.SaveTime) !== 'ok';
  return (
    <>
      <Field>
        <FieldLabel htmlFor={`${id}-footer`}>{t('look.code.footer')}</FieldLabel>
        <FieldBody>
          <TextArea
            id={`${id}-footer`}
            maxLength={FOOTER_MAX}
            value={draft.footer}
            onChange={(event) => change('footer', event.target.value)}
            data-testid="look-footer"
          />
          <Hint>{t('look.footer.hint', { max: FOOTER_MAX })}</Hint>
          <Refused text={refusal('footer')} />
        </FieldBody>
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-ranking`}>{t('look.code.RankingList')}</FieldLabel>
        <FieldBody>
          <Select
            id={`${id}-ranking`}
            value={draft.RankingList ? 'on' : 'off'}
            onChange={(event) => change('RankingList', event.target.value === 'on')}
            data-testid="look-ranking"
          >
            <option value="on">{t('look.shown')}</option>
            <option value="off">{t('look.hidden')}</option>
          </Select>
          <Hint>{t('look.ranking.hint')}</Hint>
          <Refused text={refusal('RankingList')} />
        </FieldBody>
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-courseno`}>{t('look.code.CourseNo')}</FieldLabel>
        <FieldBody>
          <Select
            id={`${id}-courseno`}
            value={draft.CourseNo}
            onChange={(event) => change('CourseNo', event.target.value === '1' ? 1 : 0)}
            data-testid="look-courseno"
          >
            <option value={1}>{t('look.shown')}</option>
            <option value={0}>{t('look.hidden')}</option>
          </Select>
          <Hint>{t('look.courseNo.hint')}</Hint>
          <Refused text={refusal('CourseNo')} />
        </FieldBody>
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-logout`}>{t('look.code.UserLogout')}</FieldLabel>
        <FieldBody>
          <Select
            id={`${id}-logout`}
            value={draft.UserLogout}
            onChange={(event) => change('UserLogout', Number(event.target.value) as LookDraft['UserLogout'])}
            data-testid="look-logout"
          >
            <option value={0}>{t('look.logout.0')}</option>
            <option value={1}>{t('look.logout.1')}</option>
            <option value={2}>{t('look.logout.2')}</option>
          </Select>
          <Refused text={refusal('UserLogout')} />
        </FieldBody>
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-savetime`}>{t('look.code.SaveTime')}</FieldLabel>
        <FieldBody>
          <TextInput
            id={`${id}-savetime`}
            type="number"
            inputMode="numeric"
            min={SAVE_TIME_RANGE_S.min}
            max={SAVE_TIME_RANGE_S.max}
            step={1}
            value={draft.SaveTime}
            onChange={(event) => change('SaveTime', event.target.value)}
            aria-invalid={saveTimeWrong}
            aria-describedby={saveTimeWrong ? `${id}-savetime-warning` : undefined}
            css={{ width: rem(140) }}
            data-testid="look-savetime"
          />
          {saveTimeWrong ? (
            <Warning id={`${id}-savetime-warning`} role="alert">
              {t('look.saveTime.range', { min: SAVE_TIME_RANGE_S.min, max: SAVE_TIME_RANGE_S.max })}
            </Warning>
          ) : null}
          <Hint>{t('look.saveTime.hint')}</Hint>
          <Refused text={refusal('SaveTime')} />
        </FieldBody>
      </Field>
    </>
  );
}

export function Refused({ text }: { text: string | null }) {
  return text === null ? null : <Warning role="alert">{text}</Warning>;
}
