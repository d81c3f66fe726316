import { styled } from '../theme/stitches';
import { useI18n } from './i18n-context';
import { LANGUAGES } from './translate';

const Select = styled('select', {
  height: '32px',
  padding: '0 8px',
  border: '1px solid $border',
  borderRadius: '$sm',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: '14px',
});

/** Switches the interface language; the choice is remembered. */
export function LanguageSwitch() {
  const { language, setLanguage, t } = useI18n();
  return (
    <Select
      aria-label={t('language.label')}
      value={language}
      onChange={(event) => {
        const next = LANGUAGES.find((candidate) => candidate === event.target.value);
        if (next !== undefined) setLanguage(next);
      }}
    >
      {LANGUAGES.map((candidate) => (
        <option key={candidate} value={candidate}>
          {t(`language.${candidate}`)}
        </option>
      ))}
    </Select>
  );
}
