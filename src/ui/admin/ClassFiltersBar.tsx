import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ActionButton } from '../kit/buttons';
import { Field, Select } from '../kit/form-fields';
import { useI18n } from '../i18n/i18n-context';
import { orgaRows } from '../lists/filters/orga-tree';
import { OrganisationOptions } from './OrganisationOptions';
import { organisationsQuery, tagsQuery, termsQuery } from '../lists/catalogue-api';
import { adminLookupsQuery, type ClassFilters } from './admin-api';
import { FilterBar } from './admin-styles';

type Props = { filters: ClassFilters; isAdministrator: boolean; onChange: (filters: ClassFilters) => void };

/**
 * The classes' filters: term, organisation, teacher (administrators: a teacher sees only their
 * own classes), tag, text. The choices are the catalogue's lookups and /v1/admin/lookups'
 * teachers; a select applies at once, the text on Search.
 */
export function ClassFiltersBar({ filters, isAdministrator, onChange }: Props) {
  const { t } = useI18n();
  const terms = useQuery(termsQuery()).data ?? [];
  const organisations = orgaRows(useQuery(organisationsQuery()).data ?? []);
  const tags = useQuery(tagsQuery()).data ?? [];
  const teachers = useQuery({ ...adminLookupsQuery(), enabled: isAdministrator }).data?.teachers ?? [];
  const [typed, setTyped] = useState(filters.q);
  const pick = (name: keyof ClassFilters) => (value: string) => onChange({ ...filters, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: typed.trim() });
  };
  return (
    <FilterBar role="search" onSubmit={submit} data-testid="class-filters">
      <label>
        {t('admin.filter.term')}
        <Select value={filters.acteId} onChange={(event) => pick('acteId')(event.target.value)} data-testid="filter-term">
          <option value="">{t('admin.filter.any')}</option>
          {terms.map((term) => (
            <option key={term.acteId} value={term.acteId}>
              {term.acteName}
            </option>
          ))}
        </Select>
      </label>
      <label>
        {t('admin.filter.organisation')}
        <Select value={filters.orgaId} onChange={(event) => pick('orgaId')(event.target.value)} data-testid="filter-organisation">
          <option value="">{t('admin.filter.any')}</option>
          <OrganisationOptions rows={organisations} />
        </Select>
      </label>
      {isAdministrator && (
        <label>
          {t('admin.filter.teacher')}
          <Select value={filters.teacId} onChange={(event) => pick('teacId')(event.target.value)} data-testid="filter-teacher">
            <option value="">{t('admin.filter.any')}</option>
            {teachers.map((teacher) => (
              <option key={teacher.teacId} value={teacher.teacId}>
                {teacher.teacName}
              </option>
            ))}
          </Select>
        </label>
      )}
      <label>
        {t('admin.filter.tag')}
        <Select value={filters.tagId} onChange={(event) => pick('tagId')(event.target.value)} data-testid="filter-tag">
          <option value="">{t('admin.filter.any')}</option>
          {tags.map((tag) => (
            <option key={tag.tagId} value={tag.tagId}>
              {tag.tagName}
            </option>
          ))}
        </Select>
      </label>
      <label>
        {t('admin.filter.text')}
        <Field
          type="search"
          value={typed}
          maxLength={100}
          placeholder={t('admin.filter.textHint')}
          onChange={(event) => setTyped(event.target.value)}
          data-testid="filter-text"
        />
      </label>
      <ActionButton type="submit" tone="primary">
        {t('admin.filter.search')}
      </ActionButton>
    </FilterBar>
  );
}
