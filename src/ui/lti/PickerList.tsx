import type { LtiPickedKind, LtiPickerOffer } from '../../schemas/lti-deep-link';
import { useI18n } from '../i18n/i18n-context';
import { Label, Select } from '../kit/form-fields';
import { styled } from '../theme/stitches';
import { keyOf, mayEmbed, type Presentation, type Selection } from './picker-selection';

/**
 * One kind of item in the deep-linking picker (classes, recordings or clips): a group of
 * checkboxes (radio buttons when the platform takes one item), each labelled by its title, and
 * for a chosen recording or clip the choice of a link or an embedded player when the platform
 * takes a player.
 */
export type PickerRow = { kind: LtiPickedKind; id: string; title: string; detail: string | null };

type Props = {
  legend: string;
  rows: PickerRow[];
  emptyText: string;
  selection: Selection;
  offer: LtiPickerOffer;
  onToggle: (row: PickerRow) => void;
  onPresent: (key: string, presentation: Presentation) => void;
};

const Group = styled('fieldset', { border: '1px solid $border', borderRadius: '$sm', padding: '12px 16px', margin: '0 0 16px' });
const Legend = styled('legend', { fontWeight: 700, padding: '0 6px' });
const Rows = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' });
const Row = styled('li', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px' });
const Choice = styled('label', { display: 'flex', alignItems: 'center', gap: '8px', cursor: 'pointer', flex: '1 1 320px' });
const Detail = styled('span', { color: '$textMuted', fontSize: '14px' });
const Empty = styled('p', { margin: 0, color: '$textMuted' });

export function PickerList({ legend, rows, emptyText, selection, offer, onToggle, onPresent }: Props) {
  const { t } = useI18n();
  return (
    <Group>
      <Legend>{legend}</Legend>
      {rows.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <Rows>
          {rows.map((row) => {
            const key = keyOf(row.kind, row.id);
            const chosen = selection.get(key);
            return (
              <Row key={key}>
                <Choice>
                  <input
                    type={offer.multiple ? 'checkbox' : 'radio'}
                    name="lti-picker-item"
                    checked={chosen !== undefined}
                    disabled={!offer.links}
                    onChange={() => onToggle(row)}
                  />
                  <span>{row.title}</span>
                  {row.detail ? <Detail>{row.detail}</Detail> : null}
                </Choice>
                {chosen && mayEmbed(row.kind, offer) ? (
                  <Label>
                    {t('ltiPicker.presentation', { title: row.title })}
                    <Select value={chosen.presentation} onChange={(event) => onPresent(key, event.target.value as Presentation)}>
                      <option value="link">{t('ltiPicker.asLink')}</option>
                      <option value="embed">{t('ltiPicker.asEmbed')}</option>
                    </Select>
                  </Label>
                ) : null}
              </Row>
            );
          })}
        </Rows>
      )}
    </Group>
  );
}
