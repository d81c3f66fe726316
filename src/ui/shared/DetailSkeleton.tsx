import { rem } from '../scaling/rem';
import { keyframes, styled } from '../theme/stitches';

const shimmer = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.6 } });

const Block = styled('div', { borderRadius: '$lg', backgroundColor: '#eceef1', animation: `${shimmer} 1.4s ease-in-out infinite` });

/** The class page's outline while its data is on the way. */
export function DetailSkeleton() {
  return (
    <div aria-busy="true" data-testid="detail-loading">
      <Block css={{ height: rem(372) }} />
      <Block css={{ height: rem(420), marginTop: rem(32), width: `calc(100% - ${rem(432)})` }} />
    </div>
  );
}
