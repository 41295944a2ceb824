/** `less(a, b)`: a comes before b. Returns the first `k` of 0 … n-1 in order: a heap of k, not a sort of n. */
export function firstInOrder(n: number, k: number, less: (a: number, b: number) => boolean): number[] {
  if (k <= 0) return [];
  const heap: number[] = [];
  // The heap's root is the last of the k kept so far.
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) return;
      const child = left + 1 < heap.length && less(heap[left]!, heap[left + 1]!) ? left + 1 : left;
      if (!less(heap[i]!, heap[child]!)) return;
      [heap[i], heap[child]] = [heap[child]!, heap[i]!];
      i = child;
    }
  };
  for (let x = 0; x < n; x++) {
    if (heap.length < k) {
      heap.push(x);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (!less(heap[parent]!, heap[i]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (less(x, heap[0]!)) {
      heap[0] = x;
      down(0);
    }
  }
  return heap.sort((a, b) => (less(a, b) ? -1 : less(b, a) ? 1 : 0));
}
