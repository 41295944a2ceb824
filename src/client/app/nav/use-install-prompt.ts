import { useCallback, useSyncExternalStore } from 'react';

/** Chromium's install event; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

function isBeforeInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof (event as { prompt?: unknown }).prompt === 'function';
}

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

// The browser fires the event once, often before the navigation bar exists (e.g. while the
// visitor is still on the sign-in screen), so it is captured as soon as this module loads.
let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setDeferredPrompt(event: BeforeInstallPromptEvent | null): void {
  deferredPrompt = event;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isBeforeInstallPromptEvent(event) || isStandalone()) return;
    event.preventDefault();
    setDeferredPrompt(event);
  });
  window.addEventListener('appinstalled', () => setDeferredPrompt(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Offers 'Install App' only after the browser really offered it, and never once installed. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const prompt = useSyncExternalStore(subscribe, () => deferredPrompt, () => null);

  const install = useCallback(async () => {
    if (!prompt) return;
    setDeferredPrompt(null);
    try {
      await prompt.prompt();
      await prompt.userChoice;
    } catch {
      // A spent or refused prompt leaves nothing to do; the button is already gone.
    }
  }, [prompt]);

  return { canInstall: prompt !== null && !isStandalone(), install };
}
