import { useI18n } from '../i18n/i18n-context';
import { LANGUAGES } from '../i18n/translate';
import { rem, targetRem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Toggle = styled('button', {
  height: targetRem(32),
  padding: `0 ${rem(10)}`,
  border: '1px solid var(--header-field-border)',
  borderRadius: rem(16),
  backgroundColor: 'var(--header-field-bg)',
  color: 'var(--header-fg)',
  fontFamily: 'inherit',
  fontSize: rem(14),
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  // The accent stays readable on the see-through header over the banner (white there).
  '&:hover, &:focus-visible': { color: 'var(--header-accent)', borderColor: 'var(--header-accent)' },
});

/** A compact switch for the header: it names the other language and changes to it (remembered). */
export function LanguageToggle() {
  const { language, setLanguage, t } = useI18n();
  const other = LANGUAGES.find((candidate) => candidate !== language) ?? language;
  return (
    <Toggle
      type="button"
      lang={other === 'zh' ? 'zh-CN' : 'en'}
      aria-label={`${t('language.label')}: ${t(`language.${other}`)}`}
      data-testid="language-toggle"
      onClick={() => setLanguage(other)}
    >
      {t(`language.${other}`)}
    </Toggle>
  );
}
