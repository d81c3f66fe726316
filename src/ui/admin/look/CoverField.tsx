import { DEFAULT_COVER_PICTURES_MAX } from '../../../schemas/admin-style';
import { DEFAULT_COVER_SHOW, DEFAULT_COVER_STYLE } from '../../covers/default-cover';
import { ActionButton } from '../../kit/buttons';
import { useI18n } from '../../i18n/i18n-context';
import { rem } from '../../scaling/rem';
import { styled } from '../../theme/stitches';
import type { LookDraft } from './look-draft';
import { Empty, Hint, Row, Select } from './look-styles';
import { PictureField } from './PictureField';

type Cover = LookDraft['DefaultCover'];

const List = styled('ol', { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: rem(8) });
const Item = styled('li', { display: 'flex', alignItems: 'center', gap: rem(10) });
const Position = styled('span', { width: rem(24), fontSize: rem(14), color: '$textMuted', textAlign: 'right' });
const Picture = styled('img', { width: rem(128), height: rem(72), objectFit: 'cover', borderRadius: '$sm', backgroundColor: '$primary' });

/**
 * DefaultCover (SPEC §3): how the pictures are handed out (showType), whether the course name is
 * written over them (styleType), and the pictures in order (uploaded, moved, removed).
 */
export function CoverField({ value, onChange }: { value: Cover; onChange: (value: Cover) => void }) {
  const { t } = useI18n();
  const pictures = value.picUrls;
  const setPictures = (picUrls: Cover['picUrls']) => onChange({ ...value, picUrls });
  const move = (from: number, to: number) => {
    const next = [...pictures];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setPictures(next);
  };
  return (
    <>
      <Row>
        <Select
          aria-label={t('look.cover.showType')}
          value={value.showType === DEFAULT_COVER_SHOW.spread ? 1 : 0}
          onChange={(event) => onChange({ ...value, showType: Number(event.target.value) })}
          data-testid="look-cover-show"
        >
          <option value={0}>{t('look.cover.showFirst')}</option>
          <option value={DEFAULT_COVER_SHOW.spread}>{t('look.cover.showSpread')}</option>
        </Select>
        <Select
          aria-label={t('look.cover.styleType')}
          value={value.styleType === DEFAULT_COVER_STYLE.titled ? 1 : 0}
          onChange={(event) => onChange({ ...value, styleType: Number(event.target.value) })}
          data-testid="look-cover-style"
        >
          <option value={0}>{t('look.cover.stylePlain')}</option>
          <option value={DEFAULT_COVER_STYLE.titled}>{t('look.cover.styleTitled')}</option>
        </Select>
      </Row>
      {pictures.length === 0 ? (
        <Empty>{t('look.cover.none')}</Empty>
      ) : (
        <List aria-label={t('look.cover.pictures')}>
          {pictures.map((picture, index) => (
            <Item key={`${picture.url}-${index}`} data-testid="look-cover-item">
              <Position>{index + 1}</Position>
              <Picture src={picture.url} alt="" />
              <ActionButton
                type="button"
                tone="outline"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={t('look.cover.up', { n: index + 1 })}
              >
                ↑
              </ActionButton>
              <ActionButton
                type="button"
                tone="outline"
                disabled={index === pictures.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t('look.cover.down', { n: index + 1 })}
              >
                ↓
              </ActionButton>
              <ActionButton type="button" tone="outline" onClick={() => setPictures(pictures.filter((_, i) => i !== index))}>
                {t('look.picture.remove')}
              </ActionButton>
            </Item>
          ))}
        </List>
      )}
      {pictures.length < DEFAULT_COVER_PICTURES_MAX ? (
        <AddPicture onAdd={(url) => setPictures([...pictures, { order: pictures.length + 1, url }])} />
      ) : (
        <Hint>{t('look.cover.full', { max: DEFAULT_COVER_PICTURES_MAX })}</Hint>
      )}
      <Hint>{t('look.cover.hint')}</Hint>
    </>
  );
}

/** An upload that adds a picture to the list. */
function AddPicture({ onAdd }: { onAdd: (url: string) => void }) {
  const { t } = useI18n();
  return (
    <PictureField value="" addOnly onChange={(url) => url !== '' && onAdd(url)} testId="look-cover-add" alt={t('look.cover.pictures')} />
  );
}
