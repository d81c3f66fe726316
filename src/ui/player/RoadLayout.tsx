import type { ReactNode, RefObject } from 'react';
import type { PlayRoad } from '../../schemas/playback';
import { useI18n } from '../i18n/i18n-context';
import { SegmentButton } from '../kit/segment-buttons';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { roadLabel } from '../shared/road-label';
import { useHls, type LiveOptions } from './use-hls';

/** What the second place shows of a road, a recording's or a live lesson's. */
type SecondRoadInfo = Pick<PlayRoad, 'roadId' | 'roadType' | 'name' | 'playlistUrl'>;

/** One road on screen, two side by side, or the second small over the first. */
export const ROAD_LAYOUTS = ['single', 'side', 'pip'] as const;
export type RoadLayoutKind = (typeof ROAD_LAYOUTS)[number];

const Frame = styled('div', {
  position: 'relative',
  variants: {
    layout: {
      single: {},
      side: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: rem(8) },
      pip: {},
    },
  },
});

const Second = styled('video', {
  display: 'block',
  backgroundColor: '#000',
  borderRadius: '$md',
  variants: {
    layout: {
      single: { display: 'none' },
      side: { width: '100%', aspectRatio: '16 / 9', alignSelf: 'start' },
      pip: {
        position: 'absolute',
        right: rem(16),
        // Above the main picture's native controls.
        bottom: rem(64),
        width: '28%',
        aspectRatio: '16 / 9',
        zIndex: 2,
        border: '2px solid rgba(255, 255, 255, 0.85)',
        boxShadow: '0 6px 18px rgba(0, 0, 0, 0.45)',
        cursor: 'pointer',
      },
    },
  },
});

type Props = {
  layout: RoadLayoutKind;
  /** The main road's picture (PlayerScreen). */
  children: ReactNode;
  second: SecondRoadInfo | null;
  secondVideo: RefObject<HTMLVideoElement | null>;
  /** Where the second road starts loading (the main road's start; it is then kept in step). */
  startAt: number;
  /** Clicking the small picture makes it the main road. */
  onPromote: (roadId: string) => void;
  /** A live lesson's second road: played at its live edge, kept in step by program date-time. */
  live?: { withSession: boolean } | null;
};

/** The second road's delay is not shown: the main road's badge says it. */
const SECOND_LIVE: LiveOptions = { onDelay: () => undefined };

/** The main road and, in the two-road layouts, the second road beside or over it. */
export function RoadLayout({ layout, children, second, secondVideo, startAt, onPromote, live = null }: Props) {
  return (
    <Frame layout={layout} data-testid="road-layout" data-layout={layout}>
      {children}
      {layout !== 'single' && second !== null && (
        <SecondRoad
          key={second.roadId}
          road={second}
          video={secondVideo}
          startAt={startAt}
          layout={layout}
          onPromote={onPromote}
          live={live}
        />
      )}
    </Frame>
  );
}

function SecondRoad({
  road,
  video,
  startAt,
  layout,
  onPromote,
  live,
}: {
  road: SecondRoadInfo;
  video: RefObject<HTMLVideoElement | null>;
  startAt: number;
  layout: RoadLayoutKind;
  onPromote: (roadId: string) => void;
  live: { withSession: boolean } | null;
}) {
  const { t } = useI18n();
  // It loads from near the main road's start; use-road-sync then puts it where the main road is.
  useHls(video, road.playlistUrl, startAt, live === null ? {} : { withSession: live.withSession, live: SECOND_LIVE });
  return (
    <Second
      ref={video}
      layout={layout}
      muted
      playsInline
      data-testid="player-video-second"
      data-road-type={road.roadType}
      title={t('player.layout.promote', { road: roadLabel(t, road) })}
      onClick={() => onPromote(road.roadId)}
    />
  );
}

/** The layout chooser, shown when the lesson has more than one road. */
export function RoadLayoutChoice({ layout, onChange }: { layout: RoadLayoutKind; onChange: (layout: RoadLayoutKind) => void }) {
  const { t } = useI18n();
  return (
    <div role="group" aria-label={t('player.layout')} data-testid="road-layout-choice">
      {ROAD_LAYOUTS.map((kind) => (
        <SegmentButton
          key={kind}
          type="button"
          aria-pressed={kind === layout}
          data-testid={`layout-${kind}`}
          onClick={() => onChange(kind)}
        >
          {t(`player.layout.${kind}`)}
        </SegmentButton>
      ))}
    </div>
  );
}
