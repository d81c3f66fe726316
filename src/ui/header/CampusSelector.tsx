import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n/i18n-context';
import { rem, targetRem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { campusesQuery } from './campus-api';
import { CampusIcon, ChevronDownIcon } from '../icons/line-icons';

const Wrapper = styled('label', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: rem(6),
  color: 'var(--header-fg)',
  fontSize: rem(15),
  cursor: 'pointer',
});

const Select = styled('select', {
  // As wide as the chosen text, not the longest campus name (browsers that know field-sizing).
  fieldSizing: 'content',
  maxWidth: rem(180),
  height: targetRem(36),
  padding: `0 ${rem(26)} 0 ${rem(6)}`,
  // The browser's own arrow does not follow the page scaling: a scaled chevron replaces it.
  appearance: 'none',
  border: 'none',
  borderRadius: '$sm',
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { backgroundColor: 'var(--header-hover-bg)' },
  '& option': { color: '$text' },
});

const Chevron = styled('span', { position: 'absolute', right: rem(8), display: 'flex', pointerEvents: 'none' });

/**
 * Shown when the school has more than one campus (SPEC §2): choosing one opens that campus's
 * resource-management home in this window.
 */
export function CampusSelector() {
  const { t } = useI18n();
  const campuses = useQuery(campusesQuery()).data;
  if (campuses === undefined || campuses.length <= 1) return null;
  return (
    <Wrapper data-testid="campus-selector">
      <CampusIcon size={rem(20)} />
      <Select
        aria-label={t('header.campus')}
        value=""
        onChange={(event) => {
          const campus = campuses.find((candidate) => candidate.id === event.target.value);
          if (campus !== undefined) window.location.assign(campus.domainName);
        }}
      >
        <option value="" disabled>
          {t('header.campus')}
        </option>
        {campuses.map((campus) => (
          <option key={campus.id} value={campus.id}>
            {campus.campName}
          </option>
        ))}
      </Select>
      <Chevron aria-hidden="true">
        <ChevronDownIcon size={rem(14)} />
      </Chevron>
    </Wrapper>
  );
}
