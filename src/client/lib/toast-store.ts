import { useSyncExternalStore } from 'react';

/** Toast state outside React so any code (mutations, the auth provider) can raise one. */
export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: number;
  description?: string;
  open: boolean;
}

/** Spec §2 Notifications: at most one toast at a time. */
const TOAST_LIMIT = 1;
const REMOVE_DELAY_MS = 1000;

type Listener = () => void;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function setItems(next: ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    open: true,
  };
  setItems([item, ...items].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  setItems(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  // Leave time for the exit before unmounting.
  window.setTimeout(() => setItems(items.filter((item) => item.id !== id)), REMOVE_DELAY_MS);
}

/** Clears every toast at once, e.g. when a session starts and earlier failures no longer apply. */
export function dismissAllToasts(): void {
  for (const item of items) dismissToast(item.id);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastItem[] {
  return items;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
