import { useQuery } from '@tanstack/react-query';
import type { Named } from '../list-queries';
import { useI18n } from '../../i18n/i18n-context';
import { tagsQuery } from '../catalogue-api';
import { Chip, Choices, FilterLabel, FilterRow } from '../../kit/filter-styles';

type Props = { checked: readonly string[]; onChange: (picked: Named[]) => void };

/** Tags of teaching classes (GET /v1/list/tecl/labels): any number; 'All' clears them. */
export function TagFilter({ checked, onChange }: Props) {
  const { t } = useI18n();
  const tags = useQuery(tagsQuery()).data ?? [];
  const toggle = (tagId: string) => {
    const next = checked.includes(tagId) ? checked.filter((id) => id !== tagId) : [...checked, tagId];
    onChange(tags.filter((tag) => next.includes(tag.tagId)).map((tag) => ({ id: tag.tagId, name: tag.tagName })));
  };
  return (
    <FilterRow>
      <FilterLabel>{t('filter.tags')}</FilterLabel>
      <Choices data-testid="filter-tags">
        <Chip type="button" selected={checked.length === 0} onClick={() => onChange([])}>
          {t('filter.all')}
        </Chip>
        {tags.map((tag) => (
          <Chip
            key={tag.tagId}
            type="button"
            selected={checked.includes(tag.tagId)}
            aria-pressed={checked.includes(tag.tagId)}
            onClick={() => toggle(tag.tagId)}
          >
            {tag.tagName}
          </Chip>
        ))}
      </Choices>
    </FilterRow>
  );
}
