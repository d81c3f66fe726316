import { useEffect, useRef, type ReactNode } from 'react';
import { formatDuration } from '../i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { rem, targetRem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import type { PlayerHandle } from '../player/player-handle';
import { useFollowPlayback } from './follow-playback';
import { usePlaybackIndex } from './use-playback-index';
import { useRovingFocus } from './use-roving-focus';

const Frame = styled('div', { position: 'relative', minHeight: 0 });

const List = styled('ol', {
  position: 'relative',
  maxHeight: `min(60vh, ${rem(560)})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  padding: `${rem(4)} 0`,
  listStyle: 'none',
  borderRadius: '$md',
  backgroundColor: '$surface',
  border: '1px solid $border',
});

const Line = styled('button', {
  display: 'grid',
  gridTemplateColumns: `${rem(64)} minmax(0, 1fr)`,
  alignItems: 'baseline',
  gap: rem(8),
  width: '100%',
  minHeight: targetRem(32),
  padding: `${rem(8)} ${rem(12)}`,
  border: 'none',
  borderLeft: `${rem(3)} solid transparent`,
  backgroundColor: 'transparent',
  color: '$text',
  fontFamily: 'inherit',
  fontSize: rem(15),
  lineHeight: 1.55,
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$page' },
  // Inside the scrolled list an outline outside the line would be cut off.
  '&:focus-visible': { outlineOffset: rem(-3) },
  '&[aria-current="true"]': { borderLeftColor: '$primary', backgroundColor: '$primaryLight' },
});

const Time = styled('span', { color: '$primaryText', fontWeight: 600, fontSize: rem(14), fontVariantNumeric: 'tabular-nums' });

const Body = styled('span', { minWidth: 0, overflowWrap: 'anywhere' });

const Follow = styled('button', {
  position: 'absolute',
  left: '50%',
  bottom: rem(12),
  transform: 'translateX(-50%)',
  padding: `${rem(6)} ${rem(16)}`,
  border: 'none',
  borderRadius: rem(16),
  backgroundColor: '$primaryFill',
  color: '#fff',
  fontFamily: 'inherit',
  fontSize: rem(14),
  fontWeight: 600,
  boxShadow: '$toast',
  cursor: 'pointer',
});

export type SeekItem = { key: string; atS: number; body: ReactNode; kind?: string };

type Props = {
  /** In time order when `follow`. */
  items: readonly SeekItem[];
  player: PlayerHandle;
  label: string;
  /**
   * Mark the item playback is in and keep it in view as playback goes on (the transcript, the
   * slides). Search hits do not: they are where words were found, not what plays in turn.
   */
  follow: boolean;
  /** The list is on screen (its tab is open): a hidden list cannot be scrolled, so it catches up when shown. */
  shown?: boolean;
  testId: string;
  itemTestId: string;
};

/** A list that does not follow playback has no current item. */
const NOT_FOLLOWED: readonly number[] = [];

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls `list` so `item` is in its upper third, when it is not well inside the part shown. */
function keepInView(list: HTMLElement, item: HTMLElement) {
  const top = item.offsetTop;
  const bottom = top + item.offsetHeight;
  const shownTop = list.scrollTop;
  const shownBottom = shownTop + list.clientHeight;
  if (top >= shownTop && bottom <= shownBottom - list.clientHeight / 4) return;
  list.scrollTo({ top: Math.max(0, top - list.clientHeight / 3), behavior: reducedMotion() ? 'auto' : 'smooth' });
}

/**
 * Timed lines beside the player, each a button that seeks the video to its time (click, Enter or
 * Space). The list is one Tab stop, entered at the current line, the arrows moving within it
 * (use-roving-focus.ts); the current line is marked `aria-current` and, when `follow`, kept in
 * view unless the viewer is reading elsewhere in it (follow-playback.ts).
 */
export function SeekList({ items, player, label, follow, shown = true, testId, itemTestId }: Props) {
  const { t } = useI18n();
  const current = usePlaybackIndex(player, follow ? items.map((item) => item.atS) : NOT_FOLLOWED);
  const list = useRef<HTMLOListElement>(null);
  const roving = useRovingFocus(items.length, current, 'vertical');
  const following = useFollowPlayback();
  const keepsUp = follow && following.following;
  useEffect(() => {
    const item = list.current?.querySelector<HTMLElement>(`[aria-current="true"]`);
    if (keepsUp && shown && list.current !== null && item !== null && item !== undefined) keepInView(list.current, item);
  }, [keepsUp, shown, current]);
  const holds = follow ? following.handlers : null;
  return (
    <Frame>
      <List
        ref={list}
        aria-label={label}
        data-arrow-keys=""
        data-testid={testId}
        data-following={follow ? keepsUp : undefined}
        {...holds}
        onKeyDown={roving.container.onKeyDown}
        onFocus={(event) => {
          roving.container.onFocus(event);
          holds?.onFocus(event);
        }}
        onBlur={(event) => {
          roving.container.onBlur(event);
          holds?.onBlur(event);
        }}
      >
        {items.map((item, i) => (
          <li key={item.key}>
            <Line
              type="button"
              aria-current={i === current ? 'true' : undefined}
              data-testid={itemTestId}
              data-at={item.atS}
              data-kind={item.kind}
              onClick={() => player.seek(item.atS)}
              {...roving.item(i)}
            >
              <Time>{formatDuration(item.atS)}</Time>
              <Body>{item.body}</Body>
            </Line>
          </li>
        ))}
      </List>
      {follow && !keepsUp && (
        <Follow type="button" data-testid="follow-playback" onClick={following.resume}>
          {t('playerTexts.follow')}
        </Follow>
      )}
    </Frame>
  );
}
