import { idParams } from '../http/path-params.ts';

/** An id that is not a positive integer can't be anyone's item: 404, like another user's id. */
export const IdParams = idParams('Item not found');
