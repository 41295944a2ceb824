import { z } from 'zod';

/** `page` or `pageSize` of a public list: a whole number, refused with a message naming it and its range (as search does). */
export const pageNumber = (name: string, max: number) => {
  const message = `${name} is a whole number from 1 to ${max}`;
  return z.coerce.number(message).int(message).min(1, message).max(max, message);
};
