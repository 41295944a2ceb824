/**
 * The promise's value if it settles by `deadline` (a performance.now() time), else 'late'. The
 * promise is not cancelled; the timer is cleared either way.
 */
export async function settleWithin<T>(promise: Promise<T>, deadline: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), Math.max(0, deadline - performance.now()));
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
