import type { SchoolChoice } from '../../schemas/shell';
import { useI18n } from '../i18n/i18n-context';
import { Field, Select } from '../kit/auth-screen-styles';

/** The school to sign in to, shown only when the platform serves more than one. */
export function SchoolPicker({
  schools,
  value,
  onChange,
}: {
  schools: readonly SchoolChoice[];
  value: string;
  onChange: (tenantId: string) => void;
}) {
  const { t } = useI18n();
  if (schools.length < 2) return null;
  return (
    <Field>
      {t('login.school')}
      <Select name="tenant" value={value} onChange={(event) => onChange(event.target.value)} data-testid="login-school">
        {schools.map((school) => (
          <option key={school.tenantId} value={school.tenantId}>
            {school.schoolName || school.tenantId}
          </option>
        ))}
      </Select>
    </Field>
  );
}
