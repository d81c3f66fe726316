import { useId } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { rem } from '../../scaling/rem';
import { styled } from '../../theme/stitches';
import { THEME_COLOURS, THEME_TYPES, type ThemeType } from '../../theme/theme-catalogue';
import { colourOf, themeTypeOf } from './look-draft';
import { Hint, Row, TextInput, Warning } from './look-styles';

const SWATCH_PX = 34;

const Swatch = styled('button', {
  width: rem(SWATCH_PX),
  height: rem(SWATCH_PX),
  padding: 0,
  borderRadius: '50%',
  border: `${rem(3)} solid #fff`,
  boxShadow: '0 0 0 1px $colors$border',
  cursor: 'pointer',
  '&[aria-checked="true"]': { boxShadow: '0 0 0 2px $colors$text' },
});

const Picker = styled('input', { width: rem(44), height: rem(36), padding: 0, border: '1px solid $border', borderRadius: '$sm' });

const THEME_TYPE_LIST = Object.keys(THEME_TYPES) as ThemeType[];
const isThemeType = (value: string): value is ThemeType => Object.hasOwn(THEME_TYPES, value);

/**
 * skinColor: one of the six themes (swatches), or a colour typed as hex or rgb(r, g, b), checked
 * as SPEC §5 says before saving ('wrong hex', 'invalid rgb value').
 */
export function ColourField({ value, onChange, inputId }: { value: string; onChange: (value: string) => void; inputId: string }) {
  const { t } = useI18n();
  const warningId = useId();
  const colour = colourOf(value);
  const chosenType = themeTypeOf(value);
  const shown = isThemeType(value) ? THEME_COLOURS[THEME_TYPES[value]] : value;
  return (
    <>
      <Row role="radiogroup" aria-label={t('look.colour.themes')}>
        {THEME_TYPE_LIST.map((type) => (
          <Swatch
            key={type}
            type="button"
            role="radio"
            aria-checked={chosenType === type}
            aria-label={t(`theme.${THEME_TYPES[type]}`)}
            title={t(`theme.${THEME_TYPES[type]}`)}
            css={{ backgroundColor: THEME_COLOURS[THEME_TYPES[type]] }}
            onClick={() => onChange(type)}
            data-testid={`look-swatch-${type}`}
          />
        ))}
      </Row>
      <Row>
        <TextInput
          id={inputId}
          value={shown}
          onChange={(event) => onChange(event.target.value)}
          placeholder="#0d73f1 / rgb(13, 115, 241)"
          spellCheck={false}
          aria-invalid={!colour.ok}
          aria-describedby={colour.ok ? undefined : warningId}
          css={{ width: rem(240) }}
          data-testid="look-colour-input"
        />
        <Picker
          type="color"
          aria-label={t('look.colour.pick')}
          value={colour.ok ? colour.hex : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
      </Row>
      {colour.ok ? null : (
        <Warning id={warningId} role="alert" data-testid="look-colour-warning">
          {t(colour.warning)}
        </Warning>
      )}
      {colour.ok && chosenType === null ? <Hint>{t('look.colour.ownColour')}</Hint> : null}
      <Hint>{t('look.colour.hint')}</Hint>
    </>
  );
}
