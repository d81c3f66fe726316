/**
 * The board's colours: a dark wall-screen look of its own (light text on a deep blue), whatever the
 * school's theme, so it reads from across a room and does not glare in a dim one. The series
 * colours keep at least 4.5:1 against the panel colour.
 */
export const BOARD_COLOURS = {
  page: '#0b1220',
  panel: '#131d33',
  panelBorder: '#22304f',
  text: '#e8eef9',
  muted: '#9aabc8',
  grid: '#26334f',
  live: '#ff6b6b',
} as const;

/** Series colours in order: visits, visitors / recordings, live / the completion quarters. */
export const SERIES_COLOURS = ['#4cc9f0', '#80ed99', '#ffd166', '#f4978e', '#c3a6ff', '#5eead4'] as const;

/** Watch completion from barely started to watched to the end: cold to warm. */
export const COMPLETION_COLOURS = ['#f4978e', '#ffd166', '#c3a6ff', '#4cc9f0', '#80ed99'] as const;
