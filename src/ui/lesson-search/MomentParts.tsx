import type { Moment } from '../../schemas/lesson-search';
import { useI18n } from '../i18n/i18n-context';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';
import { MomentKindIcon } from './MomentKindIcon';
import { snippetParts } from './snippet-parts';

/** The parts of a moment found inside lessons, as the search page and the player's search show them. */

const Kind = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: rem(6),
  justifySelf: 'start',
  padding: `${rem(1)} ${rem(10)}`,
  borderRadius: rem(12),
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$textMuted',
  fontSize: rem(13),
  whiteSpace: 'nowrap',
  '& svg': { flexShrink: 0 },
  // A speech engine's unchecked words look unlike text a person wrote or checked.
  '&[data-kind="transcript"]': { borderStyle: 'dashed', fontStyle: 'italic' },
});

const Snippet = styled('span', { overflowWrap: 'anywhere' });

const Mark = styled('mark', {
  backgroundColor: '$primaryLight',
  color: '$text',
  fontWeight: 700,
  borderRadius: rem(2),
  padding: `0 ${rem(1)}`,
});

/** What a moment was found in: its icon and name (a speech engine's text says it was not checked). */
export function MomentKindBadge({ kind }: { kind: Moment['kind'] }) {
  const { t } = useI18n();
  return (
    <Kind data-kind={kind} title={kind === 'transcript' ? t('lessonSearch.transcriptHint') : undefined}>
      <MomentKindIcon kind={kind} size={rem(16)} />
      {t(`lessonSearch.kind.${kind}`)}
    </Kind>
  );
}

/** The words around the match, the matched stretches marked. */
export function SnippetText({ moment }: { moment: Pick<Moment, 'snippet' | 'marks'> }) {
  return (
    <Snippet data-testid="moment-snippet">
      {snippetParts(moment.snippet, moment.marks).map((part, i) =>
        part.marked ? (
          <Mark key={i} data-testid="moment-mark">
            {part.text}
          </Mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Snippet>
  );
}
