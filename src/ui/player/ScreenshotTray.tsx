import type { EditorImage } from '../../schemas/editor';
import { formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { useSessionPicture } from './use-session-picture';

const Tray = styled('section', { display: 'flex', flexDirection: 'column', gap: rem(8) });

const Heading = styled('h2', { margin: 0, fontSize: rem(15), fontWeight: 700 });

const Strip = styled('ol', { display: 'flex', gap: rem(10), margin: 0, padding: `0 0 ${rem(6)}`, listStyle: 'none', overflowX: 'auto' });

const Item = styled('li', { position: 'relative', flex: 'none' });

const AddToNote = styled('button', {
  position: 'absolute',
  left: rem(6),
  top: rem(6),
  padding: `${rem(2)} ${rem(8)}`,
  border: 'none',
  borderRadius: rem(4),
  backgroundColor: '$primaryFill',
  color: '#fff',
  fontSize: rem(12),
  cursor: 'pointer',
  '&:hover': { filter: 'brightness(1.1)' },
});

const Shot = styled('button', {
  position: 'relative',
  flex: 'none',
  width: rem(160),
  aspectRatio: '16 / 9',
  padding: 0,
  border: '1px solid $border',
  borderRadius: '$sm',
  overflow: 'hidden',
  backgroundColor: '#000',
  cursor: 'pointer',
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  '& span': {
    position: 'absolute',
    right: rem(6),
    bottom: rem(6),
    padding: `${rem(1)} ${rem(6)}`,
    borderRadius: rem(4),
    backgroundColor: 'rgba(0, 0, 0, 0.7)',
    color: '#fff',
    fontSize: rem(12),
  },
});

function Thumbnail({ shot }: { shot: EditorImage }) {
  const src = useSessionPicture(shot.url);
  return src === null ? null : <img src={src} alt="" />;
}

/**
 * The viewer's screenshots of this recording, newest first; one click goes back to the moment
 * it was taken, and "Add to note" puts it in the note beside the player (docs/notes.md).
 */
type Props = {
  shots: readonly EditorImage[];
  onSeek: (positionS: number) => void;
  /** Absent when the viewer may not keep notes. */
  onAddToNote?: (shot: EditorImage) => void;
};

export function ScreenshotTray({ shots, onSeek, onAddToNote }: Props) {
  const { t } = useI18n();
  if (shots.length === 0) return null;
  return (
    <Tray data-testid="screenshot-tray" aria-label={t('player.screenshots')}>
      <Heading>{t('player.screenshots')}</Heading>
      <Strip>
        {shots.map((shot) => (
          <Item key={shot.id}>
            <Shot
              type="button"
              data-testid="screenshot"
              data-id={shot.id}
              title={t('player.screenshotSeek')}
              onClick={() => shot.positionS !== null && onSeek(shot.positionS)}
            >
              <Thumbnail shot={shot} />
              {shot.positionS !== null && <span>{formatDuration(shot.positionS)}</span>}
            </Shot>
            {onAddToNote && (
              <AddToNote type="button" data-testid="screenshot-add-to-note" onClick={() => onAddToNote(shot)}>
                {t('notes.addToNote')}
              </AddToNote>
            )}
          </Item>
        ))}
      </Strip>
    </Tray>
  );
}
