import { useCallback, useState } from 'react';
import {
  DISPLAY_OPTIONS_STORAGE_KEY,
  parseDisplayOptions,
  serializeDisplayOptions,
  type DisplayOptionKey,
  type DisplayOptions,
} from './display-options.ts';

function readStored(): DisplayOptions {
  try {
    return parseDisplayOptions(window.localStorage.getItem(DISPLAY_OPTIONS_STORAGE_KEY));
  } catch {
    // Storage blocked (private mode, policy): defaults, and nothing is remembered.
    return parseDisplayOptions(null);
  }
}

export function useDisplayOptions() {
  const [options, setOptions] = useState<DisplayOptions>(readStored);

  const setOption = useCallback((key: DisplayOptionKey, value: boolean) => {
    setOptions((previous) => {
      const next = { ...previous, [key]: value };
      try {
        window.localStorage.setItem(DISPLAY_OPTIONS_STORAGE_KEY, serializeDisplayOptions(next));
      } catch {
        // Not remembered, but still applied for this visit.
      }
      return next;
    });
  }, []);

  return { options, setOption };
}
