import { styled } from '../theme/stitches';
import { highlightField } from './highlight';

const Mark = styled('mark', { backgroundColor: 'transparent', color: '$primaryText', fontWeight: 700 });

/** A result's field with the keyword marked where the server says it matched. */
export function Highlighted({ text, keyword, matched }: { text: string; keyword: string; matched: boolean }) {
  return (
    <>
      {highlightField(text, keyword, matched).map((part, i) =>
        part.marked ? (
          <Mark key={i} data-testid="search-mark">
            {part.text}
          </Mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
