import { terminalBodySchema } from '../../schemas/auth';
import { apiRequest } from '../http/api';
import { readStored, removeStored } from '../storage';
import { terminalTypeOf } from '../terminal-type';

/** After login, while session storage isLogin is Y, the terminal type is posted once (SPEC §4). */
export const TERMINAL_PATH = '/v1/statistics/terminal';

export async function postTerminalTypeOnce(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): Promise<void> {
  if (readStored('isLogin') !== 'Y') return;
  removeStored('isLogin');
  const body = terminalBodySchema.parse({ terminalType: terminalTypeOf(nav.userAgent, nav.maxTouchPoints) });
  await apiRequest(TERMINAL_PATH, { method: 'POST', json: body, noMessage: true }).catch(() => undefined);
}
