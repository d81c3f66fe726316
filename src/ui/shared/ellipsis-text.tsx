import { ELLIPSIS_WIDTH_PX } from '../../constants';
import { rem } from '../scaling/rem';
import { styled } from '../theme/stitches';

const Cut = styled('span', {
  display: 'inline-block',
  maxWidth: rem(ELLIPSIS_WIDTH_PX),
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

/** Table text cut with an ellipsis at 170 px (SPEC §2, §9); the whole text shows on hover. */
export function EllipsisText({ text }: { text: string }) {
  return (
    <Cut title={text} data-ellipsis="">
      {text}
    </Cut>
  );
}
