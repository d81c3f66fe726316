import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from './stitches';
import { THEME_COLOURS, THEME_NAMES } from './theme-catalogue';
import { chooseTheme } from './theme-store';
import { useTheme } from './use-theme';

const SWATCH_PX = 22;

const Row = styled('div', { padding: `${rem(6)} ${rem(20)}` });

const Label = styled('div', { marginBottom: rem(8), fontSize: rem(13), color: '$textMuted' });

const Swatches = styled('div', { display: 'flex', gap: rem(10) });

const Swatch = styled('button', {
  width: rem(SWATCH_PX),
  height: rem(SWATCH_PX),
  padding: 0,
  borderRadius: '50%',
  border: `${rem(2)} solid #fff`,
  boxShadow: '0 0 0 1px $colors$border',
  cursor: 'pointer',
  '&[aria-checked="true"]': { boxShadow: '0 0 0 2px $colors$text' },
});

/** The six theme colours (SPEC §4); the choice is remembered and wins over the school's colour. */
export function ThemeSwitcher() {
  const { t } = useI18n();
  const current = useTheme();
  return (
    <Row>
      <Label id="theme-switcher-label">{t('theme.label')}</Label>
      <Swatches role="radiogroup" aria-labelledby="theme-switcher-label">
        {THEME_NAMES.map((name) => (
          <Swatch
            key={name}
            type="button"
            role="radio"
            aria-checked={name === current}
            aria-label={t(`theme.${name}`)}
            title={t(`theme.${name}`)}
            data-testid={`theme-swatch-${name}`}
            css={{ backgroundColor: THEME_COLOURS[name] }}
            onClick={() => chooseTheme(name)}
          />
        ))}
      </Swatches>
    </Row>
  );
}
