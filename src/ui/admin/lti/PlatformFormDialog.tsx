import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import {
  LTI_ADDRESS_MAX,
  LTI_CLIENT_ID_MAX,
  LTI_NAME_MAX,
  LTI_PLATFORM_FIELDS,
  type LtiPlatform,
  type LtiPlatformField,
} from '../../../schemas/lti';
import { useI18n } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/messages-en';
import { ActionButton } from '../../kit/buttons';
import { DialogActions, DialogFrame } from '../../kit/dialog';
import { DialogForm, Field, Label } from '../../kit/form-fields';
import { showSuccessToast } from '../../kit/toast/toast-store';
import { byFirstName } from '../../shared/form-problems';
import { useFormProblems } from '../../shared/use-form-problems';
import { createLtiPlatform, LTI_PLATFORMS, updateLtiPlatform } from './lti-api';
import { ltiBodyOf, ltiFormOf, ltiFormProblems, type LtiPlatformForm } from './lti-form';
import { FieldHint, FormGrid, TextArea } from './lti-styles';

type Props = { platform: LtiPlatform | null; onClose: () => void };

const placeOf = byFirstName(LTI_PLATFORM_FIELDS);

/** Each field: its label, its hint (read out with it), how long it may be, and whether it is an address. */
const FIELDS: readonly { name: LtiPlatformField; label: MessageKey; hint?: MessageKey; max?: number; type?: 'url' }[] = [
  { name: 'name', label: 'lti.form.name', hint: 'lti.form.nameHint', max: LTI_NAME_MAX },
  { name: 'issuer', label: 'lti.form.issuer', hint: 'lti.form.issuerHint', max: LTI_ADDRESS_MAX, type: 'url' },
  { name: 'clientId', label: 'lti.form.clientId', max: LTI_CLIENT_ID_MAX },
  { name: 'deploymentIds', label: 'lti.form.deploymentIds', hint: 'lti.form.deploymentIdsHint' },
  { name: 'keySetUrl', label: 'lti.form.keySetUrl', max: LTI_ADDRESS_MAX, type: 'url' },
  { name: 'authUrl', label: 'lti.form.authUrl', max: LTI_ADDRESS_MAX, type: 'url' },
  { name: 'tokenUrl', label: 'lti.form.tokenUrl', max: LTI_ADDRESS_MAX, type: 'url' },
  { name: 'tokenAudience', label: 'lti.form.tokenAudience', hint: 'lti.form.tokenAudienceHint', max: LTI_ADDRESS_MAX },
];

/**
 * Register a platform (`platform` null) or change one; the whole registration is sent either way.
 * Nothing is sent until the fields pass the server's own schema (lti-form.ts); once a save was
 * tried, each field says what is wrong with it as it is typed, and the server's refusals (the
 * same issuer and client id registered already) show beside their field.
 */
export function PlatformFormDialog({ platform, onClose }: Props) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<LtiPlatformForm>(() => ltiFormOf(platform));
  const saving = useMutation({
    mutationFn: () => (platform === null ? createLtiPlatform(ltiBodyOf(form)) : updateLtiPlatform(platform.id, ltiBodyOf(form))),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: [LTI_PLATFORMS] });
      showSuccessToast(t(platform === null ? 'lti.done.created' : 'lti.done.saved', { name: saved.name }));
      onClose();
    },
  });
  const { formRef, control, message, changed, submit, formProblem } = useFormProblems(saving, {
    checked: ltiFormProblems(form),
    placeOf,
    fallback: t('lti.saveFailed'),
  });
  const set = (name: LtiPlatformField, value: string) => {
    changed();
    setForm((previous) => ({ ...previous, [name]: value }));
  };
  return (
    <DialogFrame
      title={platform === null ? t('lti.form.createTitle') : t('lti.form.editTitle', { name: platform.name })}
      description={t('lti.form.description')}
      testId="lti-form"
      width="wide"
      onClose={onClose}
    >
      <DialogForm ref={formRef} onSubmit={submit(() => saving.mutate())} noValidate>
        <FormGrid>
          {FIELDS.map(({ name, label, hint, max, type }) => (
            <FormField key={name} label={t(label)} hint={hint === undefined ? null : t(hint)} problem={message(name)}>
              {({ id, describedBy }) => {
                const marked = control(name) as { 'aria-describedby'?: string };
                const props = {
                  id,
                  value: form[name],
                  ...marked,
                  'aria-describedby': [describedBy, marked['aria-describedby']].filter(Boolean).join(' ') || undefined,
                  'data-testid': `lti-form-${name}`,
                };
                return name === 'deploymentIds' ? (
                  <TextArea rows={3} onChange={(event) => set(name, event.target.value)} {...props} />
                ) : (
                  <Field
                    type={type ?? 'text'}
                    maxLength={max}
                    required={name !== 'tokenAudience'}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(event) => set(name, event.target.value)}
                    {...props}
                  />
                );
              }}
            </FormField>
          ))}
        </FormGrid>
        {formProblem('lti-form-problem')}
        <DialogActions>
          <ActionButton type="submit" disabled={saving.isPending} data-testid="lti-form-save">
            {t(platform === null ? 'lti.form.create' : 'lti.form.save')}
          </ActionButton>
        </DialogActions>
      </DialogForm>
    </DialogFrame>
  );
}

type FieldProps = {
  label: string;
  hint: string | null;
  problem: ReactNode;
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
};

/**
 * A labelled control with its hint under it (its accessible description, not part of its name)
 * and its problem, once it has one.
 */
function FormField({ label, hint, problem, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Label as="div">
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy: hint === null ? undefined : hintId })}
      {hint !== null && <FieldHint id={hintId}>{hint}</FieldHint>}
      {problem}
    </Label>
  );
}
