import type { RenderElementProps, RenderLeafProps } from 'slate-react';
import { useSelected } from 'slate-react';
import type { NoteImage, TimeCard } from '../../schemas/notes';
import { useI18n } from '../i18n/i18n-context';
import { useSessionPicture } from '../player/use-session-picture';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { useNotePlayer } from './note-player-context';
import { secondsOf } from '../../schemas/notes';

const Card = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: rem(8),
  margin: `${rem(6)} 0`,
  padding: `${rem(4)} ${rem(8)}`,
  borderRadius: '$sm',
  border: '1px solid $primarySoft',
  backgroundColor: '$primaryLight',
  fontSize: rem(13),
  '&[data-selected="true"]': { boxShadow: '0 0 0 2px $colors$primary' },
});

const CardTime = styled('button', {
  padding: `${rem(1)} ${rem(8)}`,
  border: 'none',
  borderRadius: rem(10),
  backgroundColor: '$primaryFill',
  color: '#fff',
  fontVariantNumeric: 'tabular-nums',
  fontSize: rem(12),
  cursor: 'pointer',
});

const Remark = styled('span', { color: '$text', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const Picture = styled('figure', {
  margin: `${rem(6)} 0`,
  '& img': { display: 'block', maxWidth: '100%', borderRadius: '$sm' },
  '&[data-selected="true"] img': { boxShadow: '0 0 0 2px $colors$primary' },
});

const Code = styled('pre', {
  margin: `${rem(6)} 0`,
  padding: `${rem(6)} ${rem(8)}`,
  borderRadius: '$sm',
  backgroundColor: '$page',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: rem(13),
  whiteSpace: 'pre-wrap',
});

const Paragraph = styled('p', { margin: `${rem(4)} 0`, lineHeight: 1.6 });

function TimeCardElement({ attributes, children, element }: RenderElementProps & { element: TimeCard }) {
  const { t } = useI18n();
  const player = useNotePlayer();
  const selected = useSelected();
  const positionS = secondsOf(element.timeString);
  return (
    <div {...attributes}>
      <Card contentEditable={false} data-testid="time-card" data-time={element.timeString} data-selected={selected}>
        <CardTime
          type="button"
          title={t(player.opensPlayer ? 'notes.cardOpen' : 'notes.cardSeek', { time: element.timeString })}
          onClick={() => positionS !== null && player.seek(positionS)}
          data-testid="time-card-seek"
        >
          {element.timeString}
        </CardTime>
        <Remark data-testid="time-card-remark">{element.content}</Remark>
      </Card>
      {children}
    </div>
  );
}

function PictureElement({ attributes, children, element }: RenderElementProps & { element: NoteImage }) {
  const { t } = useI18n();
  const selected = useSelected();
  const src = useSessionPicture(`/v1/editor/image/${encodeURIComponent(element.imageId)}`);
  return (
    <div {...attributes}>
      <Picture contentEditable={false} data-testid="note-picture" data-image-id={element.imageId} data-selected={selected}>
        {src !== null && <img src={src} alt={t('notes.picture')} />}
      </Picture>
      {children}
    </div>
  );
}

export function renderNoteElement(props: RenderElementProps) {
  const { element, attributes, children } = props;
  switch (element.type) {
    case 'mark-time-card':
      return <TimeCardElement {...props} element={element} />;
    case 'image':
      return <PictureElement {...props} element={element} />;
    case 'code-block':
      return <Code {...attributes}>{children}</Code>;
    default:
      return <Paragraph {...attributes}>{children}</Paragraph>;
  }
}

export function renderNoteLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  return <span {...attributes}>{content}</span>;
}
