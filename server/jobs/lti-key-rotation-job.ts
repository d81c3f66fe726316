import { LTI_TOOL_KEY_SET, rotateToolKeysIfDue, toolKeysDue } from '../lti/tool-keys';
import type { JobHandler } from './job-types';

/**
 * `lti-key-rotation` (docs/lti.md "Key rotation"): Lectern's LTI signing keys rotated once the
 * current one has signed for LTI_KEY_ROTATION_MS, and retired keys past their grace dropped. No
 * one queues it: the worker's sweep (every half lease) asks `stranded`, which offers the job only
 * when there is something to do, so it runs about once a rotation period on one worker. Safe to
 * run twice: it decides again under the key set's lock, and a second run finds nothing due. The
 * sweep asks with the machine's clock, the job decides with the worker's (the same outside tests).
 */
export const ltiKeyRotationJob: JobHandler<'lti-key-rotation'> = {
  concurrency: () => 1,
  stranded: async (db) => ((await toolKeysDue(db, new Date())) ? [{ keySet: LTI_TOOL_KEY_SET }] : []),
  run: async (_payload, { db, clock, log }) => {
    const rotation = await rotateToolKeysIfDue(db, clock());
    if (rotation.rotated) log(`lti: tool key ${rotation.current} signs now, ${rotation.next} is next`);
    if (rotation.dropped.length > 0) log(`lti: retired tool keys dropped: ${rotation.dropped.join(', ')}`);
  },
};
