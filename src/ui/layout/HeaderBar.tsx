import { CampusSelector } from '../header/CampusSelector';
import { LanguageToggle } from '../header/LanguageToggle';
import { Logos } from '../header/Logos';
import { useHeaderTone } from '../header/use-header-tone';
import { UserDropdown } from '../header/UserDropdown';
import { HistoryDropdown } from '../history/HistoryDropdown';
import { TopMenu } from '../menu/TopMenu';
import { TOP_BAR_HEIGHT_PX } from '../../constants';
import { rem } from '../scaling/rem';
import { SearchBox } from '../search/SearchBox';
import { styled } from '../theme/stitches';

const Bar = styled('header', {
  top: 0,
  left: 0,
  right: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  height: '$topBar',
  padding: `0 ${rem(40)}`,
  transition: 'background-color 200ms ease, box-shadow 200ms ease',
  color: 'var(--header-fg)',
  variants: {
    tone: {
      solid: {
        '--header-fg': '$colors$text',
        '--header-accent': '$colors$primaryText',
        '--header-active-fg': '$colors$primaryText',
        '--header-hover-bg': 'rgba(31, 35, 41, 0.06)',
        '--header-field-bg': '#f2f3f5',
        '--header-field-border': 'transparent',
        '--header-placeholder': '$colors$textMuted',
        backgroundColor: '$surface',
        boxShadow: '0 1px 0 $colors$border, 0 4px 16px rgba(31, 35, 41, 0.04)',
      },
      transparent: {
        '--header-fg': '#fff',
        '--header-accent': '#fff',
        '--header-active-fg': '#fff',
        '--header-hover-bg': 'rgba(255, 255, 255, 0.16)',
        '--header-field-bg': 'rgba(255, 255, 255, 0.16)',
        '--header-field-border': 'rgba(255, 255, 255, 0.5)',
        '--header-placeholder': 'rgba(255, 255, 255, 0.75)',
        // The theme stylesheet tints the scrim; the fallback keeps white text readable without it.
        backgroundImage: 'var(--theme-banner-scrim, linear-gradient(180deg, rgba(0, 0, 0, 0.5), rgba(0, 0, 0, 0)))',
        backgroundColor: 'transparent',
      },
    },
    // Over the home banner the header lies on it (its place given back by the negative margin);
    // elsewhere it takes its own place. Sticky, not fixed, so a page wider than the window
    // (below 1024 px it is laid out at the 1920 px design) scrolls the header with it.
    overlay: { true: { position: 'sticky', marginBottom: `calc(-1 * ${rem(TOP_BAR_HEIGHT_PX)})` }, false: { position: 'sticky' } },
  },
});

const Spacer = styled('div', { flex: 1, minWidth: rem(16) });

const Tools = styled('div', {
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  gap: rem(8),
  height: '100%',
  '& > *': { flexShrink: 0 },
  // The user block comes last and alone gives up room when the bar is short of it: the name then
  // ends in an ellipsis; with room to spare it is written whole.
  '& > :last-child': { flexShrink: 1, minWidth: 0 },
});

/**
 * The top bar (SPEC §2 "Layout header"): logos, the menu, the search box, the campus selector,
 * the watch history, the language and the user block.
 */
export function HeaderBar({ overBanner, showCourseNo }: { overBanner: boolean; showCourseNo: boolean }) {
  const tone = useHeaderTone(overBanner);
  return (
    <Bar tone={tone} overlay={overBanner} data-testid="header" data-tone={tone}>
      <Logos />
      <TopMenu />
      <Spacer />
      <Tools>
        <SearchBox showCourseNo={showCourseNo} />
        <CampusSelector />
        <HistoryDropdown />
        <LanguageToggle />
        <UserDropdown />
      </Tools>
    </Bar>
  );
}
