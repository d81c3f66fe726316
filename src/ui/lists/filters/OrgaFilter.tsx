import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import { ChevronDownIcon } from '../../icons/line-icons';
import type { Named } from '../list-queries';
import { useI18n } from '../../i18n/i18n-context';
import { rem } from '../../scaling/rem';
import { styled } from '../../theme/stitches';
import { organisationsQuery } from '../catalogue-api';
import { FilterLabel, FilterRow } from '../../kit/filter-styles';
import { orgaRows } from './orga-tree';
import { controlBox } from '../../theme/control-box';

const Trigger = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: rem(10),
  minWidth: rem(260),
  maxWidth: rem(520),
  ...controlBox,
  cursor: 'pointer',
  '& span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '&[data-state=open]': { borderColor: '$primary' },
});

const Content = styled(Popover.Content, {
  zIndex: 30,
  width: rem(320),
  maxHeight: rem(420),
  overflowY: 'auto',
  padding: `${rem(8)} 0`,
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface',
  boxShadow: '$card',
});

const Option = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(10),
  padding: `${rem(8)} ${rem(16)}`,
  fontSize: rem(15),
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$primaryLight' },
  '& input': { accentColor: 'var(--theme-color, #00bb74)' },
});

type Props = { checked: readonly string[]; onChange: (picked: Named[]) => void };

/** Colleges and departments (GET /v1/list/orgas): a checked one takes in those under it. */
export function OrgaFilter({ checked, onChange }: Props) {
  const { t } = useI18n();
  const rows = orgaRows(useQuery(organisationsQuery()).data ?? []);
  const names = rows.filter((row) => checked.includes(row.orgaId)).map((row) => row.orgaName);
  const toggle = (orgaId: string) => {
    const next = checked.includes(orgaId) ? checked.filter((id) => id !== orgaId) : [...checked, orgaId];
    onChange(rows.filter((row) => next.includes(row.orgaId)).map((row) => ({ id: row.orgaId, name: row.orgaName })));
  };
  return (
    <FilterRow>
      <FilterLabel>{t('filter.organisations')}</FilterLabel>
      <div>
        <Popover.Root>
          <Popover.Trigger asChild>
            <Trigger type="button" data-testid="filter-organisations">
              <span>{names.length === 0 ? t('filter.allOrganisations') : names.join(', ')}</span>
              <ChevronDownIcon size={rem(16)} />
            </Trigger>
          </Popover.Trigger>
          <Popover.Portal>
            <Content align="start" sideOffset={6} data-testid="organisation-options">
              {rows.map((row) => (
                <Option key={row.orgaId} css={{ paddingLeft: rem(16 + row.depth * 20) }}>
                  <input type="checkbox" checked={checked.includes(row.orgaId)} onChange={() => toggle(row.orgaId)} />
                  {row.orgaName}
                </Option>
              ))}
            </Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
    </FilterRow>
  );
}
