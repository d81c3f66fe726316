import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PLATFORM_NAME_MAX, type PlatformInfoBody } from '../../../schemas/admin-style';
import { ActionButton } from '../../kit/buttons';
import { useI18n } from '../../i18n/i18n-context';
import type { Translate } from '../../i18n/translate';
import { Panel } from '../../shared/page-layout';
import { platformSettingsQuery, writePlatformSettings } from './look-api';
import { Field, FieldBody, FieldLabel, FieldName, Hint, Notice, PanelTitle, Row, TextInput, Warning } from './look-styles';
import { PictureField } from './PictureField';
import { serverRefusalOf } from '../../../services/http/server-refusal';
import { useFieldProblems } from '../../shared/field-problems';
import { byFirstName, serverFormProblems, type FormProblems } from '../../shared/form-problems';
import { problemText } from '../server-problem';
import { valueProblemOf } from './look-errors';

const PLATFORM_FIELDS = ['poapName', 'browserImgUrl'] as const;
type PlatformField = (typeof PLATFORM_FIELDS)[number];

/** A refused save in the page's language: beside the field when the server named one, else the page's sentence. */
const refusalProblems = (t: Translate, error: unknown): FormProblems<PlatformField> =>
  serverRefusalOf(error) === null
    ? { fields: {}, form: problemText(t, valueProblemOf(error)) }
    : serverFormProblems(t, error, byFirstName(PLATFORM_FIELDS), t('look.saveFailed'));

/** Platform info (SPEC §3: poapName, browserImgUrl): the browser tab's title and icon; empty derives them. */
export function PlatformPanel() {
  const { t } = useI18n();
  const query = useQuery(platformSettingsQuery());
  return (
    <Panel>
      <PanelTitle>{t('look.section.platform')}</PanelTitle>
      {query.data ? <PlatformForm stored={query.data} /> : query.isError ? <Warning role="alert">{t('look.loadFailed')}</Warning> : null}
    </Panel>
  );
}

function PlatformForm({ stored }: { stored: PlatformInfoBody }) {
  const { t } = useI18n();
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(stored);
  const [saving, setSaving] = useState(false);
  // A refusal is kept as the error, so it is worded in the page's current language.
  const [result, setResult] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const problems = result === null || result.ok ? { fields: {}, form: null } : refusalProblems(t, result.error);
  const { control, message } = useFieldProblems(problems);
  const changed = draft.poapName !== stored.poapName || draft.browserImgUrl !== stored.browserImgUrl;

  const save = async () => {
    setSaving(true);
    try {
      const saved = await writePlatformSettings({ poapName: draft.poapName.trim(), browserImgUrl: draft.browserImgUrl });
      queryClient.setQueryData(platformSettingsQuery().queryKey, saved);
      setDraft(saved);
      setResult({ ok: true });
      await queryClient.invalidateQueries({ queryKey: ['platform-info'] });
    } catch (error) {
      setResult({ ok: false, error });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Field>
        <FieldLabel htmlFor={`${id}-name`}>{t('look.platform.name')}</FieldLabel>
        <FieldBody>
          <TextInput
            id={`${id}-name`}
            maxLength={PLATFORM_NAME_MAX}
            value={draft.poapName}
            onChange={(event) => setDraft({ ...draft, poapName: event.target.value })}
            data-testid="look-platform-name"
            {...control('poapName')}
          />
          {message('poapName')}
          <Hint>{t('look.platform.nameHint')}</Hint>
        </FieldBody>
      </Field>
      <Field>
        <FieldName>{t('look.platform.icon')}</FieldName>
        <FieldBody>
          <PictureField
            value={draft.browserImgUrl}
            onChange={(url) => setDraft({ ...draft, browserImgUrl: url })}
            testId="look-browser-icon"
            alt={t('look.platform.icon')}
          />
          {message('browserImgUrl')}
          <Hint>{t('look.platform.iconHint')}</Hint>
        </FieldBody>
      </Field>
      <Row>
        <ActionButton type="button" disabled={saving || !changed} onClick={() => void save()} data-testid="look-platform-save">
          {saving ? t('look.saving') : t('look.save')}
        </ActionButton>
      </Row>
      {result?.ok === true ? (
        <Notice tone="success" role="status" css={{ marginTop: '12px' }}>
          {t('look.saved')}
        </Notice>
      ) : problems.form === null ? null : (
        <Warning role="alert" css={{ marginTop: '12px' }}>
          {problems.form}
        </Warning>
      )}
    </>
  );
}
