import { useCallback, useMemo, useState } from 'react';

/** Which items are ticked. Ids that leave the list (deleted elsewhere) drop out on their own. */
export function useSelection(ids: readonly number[]) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set());
  const present = useMemo(() => new Set(ids), [ids]);

  const selected = useMemo<ReadonlySet<number>>(() => {
    let stale = false;
    for (const id of picked) {
      if (!present.has(id)) {
        stale = true;
        break;
      }
    }
    return stale ? new Set([...picked].filter((id) => present.has(id))) : picked;
  }, [picked, present]);

  const toggle = useCallback((id: number) => {
    setPicked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const selectAll = useCallback(() => setPicked(new Set(ids)), [ids]);
  const clear = useCallback(() => setPicked(new Set()), []);
  const forget = useCallback((removed: ReadonlySet<number>) => {
    setPicked((previous) => new Set([...previous].filter((id) => !removed.has(id))));
  }, []);

  const allSelected = ids.length > 0 && selected.size === ids.length;
  return { selected, toggle, selectAll, clear, forget, allSelected };
}
