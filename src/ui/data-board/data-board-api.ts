import { queryOptions } from '@tanstack/react-query';
import { DATA_BOARD_REFRESH_MS } from '../../constants';
import { dataBoardSchema } from '../../schemas/data-board';
import { apiRequest } from '../../services/http/api';

/**
 * GET /v1/data-board (docs/admin.md "Data board (server)"): every figure of the board in one
 * answer, asked again every DATA_BOARD_REFRESH_MS while the page is open, also when the window is
 * not focused (a wall screen nobody clicks). A failed refresh keeps the last figures on screen.
 */
export const DATA_BOARD = 'data-board';

export const dataBoardQuery = () =>
  queryOptions({
    queryKey: [DATA_BOARD],
    queryFn: async () => dataBoardSchema.parse(await apiRequest('/v1/data-board', { noMessage: true })),
    refetchInterval: DATA_BOARD_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: DATA_BOARD_REFRESH_MS / 2,
  });
