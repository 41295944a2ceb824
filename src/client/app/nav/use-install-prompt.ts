import { useCallback, useSyncExternalStore } from 'react';

/** Chromium's install event; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

function isBeforeInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof (event as { prompt?: unknown }).prompt === 'function';
}

/** Spec §2: desktop only. A wide window with a precise, hovering pointer (mouse or trackpad). */
function isDesktop(): boolean {
  return window.matchMedia('(min-width: 768px) and (hover: hover) and (pointer: fine)').matches;
}

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

// The browser fires the event once, often before the navigation bar exists (e.g. while the
// visitor is still on the sign-in screen), so it is captured as soon as this module loads.
let deferredPrompt: BeforeInstallPromptEvent | null = null;
// Once the visitor has accepted or dismissed, the button stays hidden for the rest of this page's life,
// even if the browser offers the install again.
let answered = false;
const listeners = new Set<() => void>();

function setDeferredPrompt(event: BeforeInstallPromptEvent | null): void {
  deferredPrompt = event;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isBeforeInstallPromptEvent(event) || isStandalone() || answered) return;
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
  const prompt = useSyncExternalStore(
    subscribe,
    () => deferredPrompt,
    () => null,
  );

  const install = useCallback(async () => {
    if (!prompt) return;
    answered = true;
    setDeferredPrompt(null);
    try {
      await prompt.prompt();
      await prompt.userChoice;
    } catch {
      // A spent or refused prompt leaves nothing to do; the button is already gone.
    }
  }, [prompt]);

  return { canInstall: prompt !== null && !isStandalone() && isDesktop(), install };
}
