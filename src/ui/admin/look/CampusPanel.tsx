import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CAMP_NAME_MAX, campusBodySchema, DOMAIN_NAME_MAX, type CampusBody } from '../../../schemas/admin-style';
import type { Campus } from '../../../schemas/shell';
import { ActionButton } from '../../kit/buttons';
import { ConfirmRemoveDialog } from '../ConfirmRemoveDialog';
import { useI18n } from '../../i18n/i18n-context';
import { rem } from '../../scaling/rem';
import { Panel } from '../../shared/page-layout';
import { styled } from '../../theme/stitches';
import { adminCampusesQuery, createCampus, deleteCampus, updateCampus } from './look-api';
import { Empty, Hint, PanelTitle, Row, TextInput, Warning } from './look-styles';
import { serverRefusalOf } from '../../../services/http/server-refusal';
import { useFieldProblems } from '../../shared/field-problems';
import { bodyProblemsOf, byFirstName, noProblems, placedProblems, serverFormProblems, type FormProblems } from '../../shared/form-problems';
import { problemText } from '../server-problem';
import { campusProblemOf } from './look-errors';

const CAMPUS_FIELDS = ['campName', 'domainName'] as const;
type CampusField = (typeof CAMPUS_FIELDS)[number];
const placeOf = byFirstName(CAMPUS_FIELDS);

/** A field and the problem under it, side by side with the others in the form's row. */
const Cell = styled('div', { display: 'flex', flexDirection: 'column', gap: rem(4) });

const List = styled('ul', {
  margin: `0 0 ${rem(16)}`,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: rem(10),
});
const Item = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: rem(6),
  paddingBottom: rem(10),
  borderBottom: '1px solid $border',
});
const Name = styled('strong', { minWidth: rem(160), fontSize: rem(15) });
const Address = styled('span', { flex: 1, minWidth: 0, color: '$textMuted', fontSize: rem(14), overflowWrap: 'anywhere' });

/** Campuses (SPEC §3: campName, domainName): the header's campus selector lists those with an address. */
export function CampusPanel() {
  const { t } = useI18n();
  const query = useQuery(adminCampusesQuery());
  const campuses = query.data ?? [];
  return (
    <Panel>
      <PanelTitle>{t('look.section.campuses')}</PanelTitle>
      {query.isError ? <Warning role="alert">{t('look.loadFailed')}</Warning> : null}
      {query.data && campuses.length === 0 ? <Empty>{t('look.campus.none')}</Empty> : null}
      <List data-testid="look-campuses">
        {campuses.map((campus) => (
          <CampusRow key={campus.id} campus={campus} />
        ))}
      </List>
      <CampusForm submitLabel={t('look.campus.add')} initial={{ campName: '', domainName: '' }} onSubmit={createCampus} resetAfter />
      <Hint css={{ marginTop: rem(8) }}>{t('look.campus.hint')}</Hint>
    </Panel>
  );
}

function CampusRow({ campus }: { campus: Campus }) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <Item data-testid="look-campus">
      {editing ? (
        <CampusForm
          submitLabel={t('look.save')}
          initial={{ campName: campus.campName, domainName: campus.domainName }}
          onSubmit={(body) => updateCampus(campus.id, body)}
          onDone={() => setEditing(false)}
        />
      ) : (
        <Row>
          <Name>{campus.campName}</Name>
          <Address>{campus.domainName === '' ? t('look.campus.noAddress') : campus.domainName}</Address>
          <ActionButton type="button" tone="outline" onClick={() => setEditing(true)}>
            {t('look.campus.edit')}
          </ActionButton>
          <ActionButton type="button" tone="outline" onClick={() => setRemoving(true)} data-testid="look-campus-delete">
            {t('look.campus.delete')}
          </ActionButton>
        </Row>
      )}
      {removing ? (
        <ConfirmRemoveDialog
          title={t('look.campus.deleteTitle')}
          confirm={t('look.campus.confirmDelete', { name: campus.campName })}
          button={t('look.campus.delete')}
          done={t('look.campus.deleted', { name: campus.campName })}
          remove={() => deleteCampus(campus.id)}
          refreshes={adminCampusesQuery().queryKey}
          problemOf={(error) => problemText(t, campusProblemOf(error))}
          testId="look-campus-delete"
          onClose={() => setRemoving(false)}
        />
      ) : null}
    </Item>
  );
}

type FormProps = {
  submitLabel: string;
  initial: CampusBody;
  onSubmit: (body: CampusBody) => Promise<Campus>;
  onDone?: () => void;
  resetAfter?: boolean;
};

/**
 * A campus's name and address. A name left empty is found before sending (the server's schema,
 * src/schemas/admin-style.ts); the server's refusals (a name or address in use, a bad host) show
 * under the field they are about.
 */
function CampusForm({ submitLabel, initial, onSubmit, onDone, resetAfter = false }: FormProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [body, setBody] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  // The refusal of the last save, kept as the error so it is worded in the page's current language.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const sent = { campName: body.campName.trim(), domainName: body.domainName.trim() };
  const checked = bodyProblemsOf(campusBodySchema, sent);
  const problems: FormProblems<CampusField> =
    tried && checked.length > 0
      ? placedProblems(t, checked, placeOf)
      : failure === null
        ? noProblems()
        : serverRefusalOf(failure.error) === null
          ? { fields: {}, form: problemText(t, campusProblemOf(failure.error)) }
          : serverFormProblems(t, failure.error, placeOf, t('look.saveFailed'));
  const { control, message } = useFieldProblems(problems);
  const change = (next: CampusBody) => {
    setFailure(null);
    setBody(next);
  };
  const submit = async () => {
    setTried(true);
    if (checked.length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(sent);
      await queryClient.invalidateQueries({ queryKey: adminCampusesQuery().queryKey });
      if (resetAfter) {
        setBody(initial);
        setTried(false);
      }
      onDone?.();
    } catch (error) {
      setFailure({ error });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Row css={{ alignItems: 'flex-start' }}>
        <Cell css={{ width: rem(200) }}>
          <TextInput
            aria-label={t('look.campus.name')}
            placeholder={t('look.campus.name')}
            maxLength={CAMP_NAME_MAX}
            value={body.campName}
            onChange={(event) => change({ ...body, campName: event.target.value })}
            data-testid="look-campus-name"
            {...control('campName')}
          />
          {message('campName')}
        </Cell>
        <Cell css={{ flex: 1, minWidth: rem(220) }}>
          <TextInput
            aria-label={t('look.campus.address')}
            placeholder={t('look.campus.addressPlaceholder')}
            maxLength={DOMAIN_NAME_MAX}
            value={body.domainName}
            onChange={(event) => change({ ...body, domainName: event.target.value })}
            data-testid="look-campus-address"
            {...control('domainName')}
          />
          {message('domainName')}
        </Cell>
        <ActionButton type="submit" disabled={busy} data-testid="look-campus-submit">
          {submitLabel}
        </ActionButton>
        {onDone ? (
          <ActionButton type="button" tone="outline" onClick={onDone}>
            {t('look.cancel')}
          </ActionButton>
        ) : null}
      </Row>
      {problems.form === null ? null : (
        <Warning role="alert" css={{ marginTop: rem(6) }}>
          {problems.form}
        </Warning>
      )}
    </form>
  );
}
