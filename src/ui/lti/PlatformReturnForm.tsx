import { useEffect, useRef } from 'react';
import type { LtiDeepLinkAnswer } from '../../schemas/lti-deep-link';

/**
 * Posts the signed deep-linking answer to the platform (LTI Deep Linking 2.0 §4.5: a form post
 * of `JWT` to the return address), in this frame (`_self`: the picker is inside the LMS's page,
 * which takes over from here). The address is the one the server answered with, from the
 * platform's request it kept; the page never chooses it. Posted as soon as it is drawn.
 */
/** Answers posted from this page: the page drawn again (a remount while the post is on its way) never posts one twice. */
const posted = new Set<string>();

export function PlatformReturnForm({ answer }: { answer: LtiDeepLinkAnswer }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (posted.has(answer.jwt)) return;
    posted.add(answer.jwt);
    form.current?.submit();
  }, [answer]);
  return (
    <form ref={form} method="post" action={answer.returnUrl} target="_self" hidden>
      <input type="hidden" name="JWT" value={answer.jwt} />
    </form>
  );
}
