import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SchoolStyle } from '../../../schemas/admin-style';
import { ActionButton } from '../../kit/buttons';
import { useI18n } from '../../i18n/i18n-context';
import { schoolInfoQuery } from '../../login/school-api';
import { Panel } from '../../shared/page-layout';
import { ColourField } from './ColourField';
import { CoverField } from './CoverField';
import { writeStyle } from './look-api';
import { colourOf, DRAFT_CODES, draftOf, saveTimeCheck, valueOf, type LookDraft } from './look-draft';
import { Column, Field, FieldBody, FieldLabel, FieldName, Layout, Notice, PanelTitle, Row, Sticky } from './look-styles';
import { LookPreview } from './LookPreview';
import { PageFields, Refused } from './PageFields';
import { PictureField } from './PictureField';
import { problemText } from '../server-problem';
import { valueProblemOf } from './look-errors';

type Code = (typeof DRAFT_CODES)[number];
type Outcome = { kind: 'saved' } | { kind: 'refused' } | null;

/**
 * The style entries as a draft the preview draws; Save writes the codes that changed, each on
 * its own (PUT /v1/admin/styles/:code), and shows a refusal by its field. Readers see them on
 * their next page load; this page's own header is refreshed at once.
 */
export function StyleEditor({ styles }: { styles: SchoolStyle[] }) {
  const { t } = useI18n();
  const id = useId();
  const queryClient = useQueryClient();
  const schoolName = useQuery(schoolInfoQuery()).data?.schoolName ?? t('app.name');
  const [stored, setStored] = useState(styles);
  const [draft, setDraft] = useState(() => draftOf(styles));
  const [refusals, setRefusals] = useState<Partial<Record<Code, string>>>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const saved = draftOf(stored);
  const changed = DRAFT_CODES.filter((code) => valueOf(draft, code) !== valueOf(saved, code));
  const valid = colourOf(draft.skinColor).ok && saveTimeCheck(draft.SaveTime) === 'ok';
  const change = <K extends keyof LookDraft>(code: K, value: LookDraft[K]) => {
    setDraft((previous) => ({ ...previous, [code]: value }));
    setOutcome(null);
  };
  const refusal = (code: keyof LookDraft) => refusals[code as Code] ?? null;

  const save = async () => {
    setSaving(true);
    const written: SchoolStyle[] = [];
    const refused: Partial<Record<Code, string>> = {};
    for (const code of changed) {
      try {
        written.push(await writeStyle(code, valueOf(draft, code)));
      } catch (error) {
        refused[code] = problemText(t, valueProblemOf(error));
      }
    }
    const next = stored.map((style) => written.find((w) => w.sypaCode === style.sypaCode) ?? style);
    setStored(next);
    // What the server stored (normalised: a theme colour becomes its type) replaces what was typed.
    setDraft((previous) => {
      const fresh = draftOf(next);
      const kept = { ...previous };
      for (const style of written) Object.assign(kept, { [style.sypaCode]: fresh[style.sypaCode as Code] });
      return kept;
    });
    setRefusals(refused);
    setOutcome(Object.keys(refused).length === 0 ? { kind: 'saved' } : { kind: 'refused' });
    setSaving(false);
    if (written.length > 0) {
      await queryClient.invalidateQueries({ queryKey: ['theme-info'] });
      await queryClient.invalidateQueries({ queryKey: ['style-entries'] });
    }
  };

  return (
    <Layout>
      <Column>
        <Panel>
          <PanelTitle>{t('look.section.brand')}</PanelTitle>
          <Field>
            <FieldLabel htmlFor={`${id}-colour`}>{t('look.code.skinColor')}</FieldLabel>
            <FieldBody>
              <ColourField inputId={`${id}-colour`} value={draft.skinColor} onChange={(value) => change('skinColor', value)} />
              <Refused text={refusal('skinColor')} />
            </FieldBody>
          </Field>
          <Field>
            <FieldName>{t('look.code.SchoolLogo')}</FieldName>
            <FieldBody>
              <PictureField
                value={draft.SchoolLogo}
                onChange={(url) => change('SchoolLogo', url)}
                testId="look-school-logo"
                alt={t('header.schoolLogo')}
              />
              <Refused text={refusal('SchoolLogo')} />
            </FieldBody>
          </Field>
          <Field>
            <FieldName>{t('look.code.PlatformLogo')}</FieldName>
            <FieldBody>
              <PictureField
                value={draft.PlatformLogo}
                onChange={(url) => change('PlatformLogo', url)}
                testId="look-platform-logo"
                ground="fill"
                alt={t('header.platformLogo')}
              />
              <Refused text={refusal('PlatformLogo')} />
            </FieldBody>
          </Field>
        </Panel>
        <Panel>
          <PanelTitle>{t('look.code.DefaultCover')}</PanelTitle>
          <CoverField value={draft.DefaultCover} onChange={(value) => change('DefaultCover', value)} />
          <Refused text={refusal('DefaultCover')} />
        </Panel>
        <Panel>
          <PanelTitle>{t('look.section.pages')}</PanelTitle>
          <PageFields draft={draft} change={change} refusal={refusal} />
        </Panel>
      </Column>
      <Sticky>
        <LookPreview draft={draft} schoolName={schoolName} />
        <Panel>
          <Row>
            <ActionButton
              type="button"
              size="large"
              disabled={saving || changed.length === 0 || !valid}
              onClick={() => void save()}
              data-testid="look-save"
            >
              {saving ? t('look.saving') : t('look.save')}
            </ActionButton>
            <ActionButton
              type="button"
              size="large"
              tone="outline"
              disabled={saving || changed.length === 0}
              onClick={() => {
                setDraft(saved);
                setRefusals({});
                setOutcome(null);
              }}
            >
              {t('look.undo')}
            </ActionButton>
          </Row>
          <Notice
            tone={outcome?.kind === 'refused' ? 'danger' : outcome?.kind === 'saved' ? 'success' : 'info'}
            role="status"
            css={{ marginTop: '12px' }}
            data-testid="look-status"
            data-outcome={outcome?.kind ?? (changed.length === 0 ? 'unchanged' : 'pending')}
          >
            {outcome?.kind === 'saved'
              ? t('look.saved')
              : outcome?.kind === 'refused'
                ? t('look.refused')
                : !valid
                  ? t('look.fixFirst')
                  : changed.length === 0
                    ? t('look.unchanged')
                    : t('look.pending', { count: changed.length })}
          </Notice>
        </Panel>
      </Sticky>
    </Layout>
  );
}
