import { markKeyword } from '../advance-search/highlight';
import { styled } from '../theme/stitches';

const Mark = styled('mark', {
  padding: '0 1px',
  borderRadius: '2px',
  backgroundColor: '$primarySoft',
  color: 'inherit',
  fontWeight: 'inherit',
});

/** Text with every occurrence of the searched keyword marked. */
export function MarkedText({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {markKeyword(text, keyword).map((part, i) =>
        part.marked ? (
          <Mark key={i} data-testid="help-mark">
            {part.text}
          </Mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
