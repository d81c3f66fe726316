import { useState, type FormEvent } from 'react';
import { Field } from '../kit/form-fields';
import { ActionButton } from '../kit/buttons';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Bar = styled('form', { display: 'flex', gap: rem(8), marginBottom: rem(12), '& input': { flex: 1 } });

/** The keyword box of the students' lists: part of a name, username or student code. */
export function StudentSearch({ onSearch, testId }: { onSearch: (keyword: string) => void; testId: string }) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <Bar role="search" onSubmit={submit}>
      <Field
        type="search"
        value={typed}
        maxLength={100}
        placeholder={t('admin.students.keyword')}
        aria-label={t('admin.students.keyword')}
        onChange={(event) => setTyped(event.target.value)}
        data-testid={testId}
      />
      <ActionButton type="submit" tone="outline">
        {t('admin.filter.search')}
      </ActionButton>
    </Bar>
  );
}
