import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { dismissToast, useToasts, type ToastVariant } from '../../lib/toast-store.ts';
import { cn } from './cn.ts';
import { useToastPlacement } from './use-toast-placement.ts';

const VARIANTS: Record<ToastVariant, string> = {
  default: 'border-border bg-surface text-fg',
  success: 'border-success/50 bg-surface text-fg',
  destructive: 'border-danger bg-danger text-danger-fg',
};

/**
 * Spec §2 Notifications: 5000 ms, swipe right past 50 px, F8 hotkey, label 'Notification(s)'. Placed
 * at the top, below the sticky navigation bar, moved off any action bar (use-toast-placement.ts).
 */
export function Toaster() {
  const toasts = useToasts();
  const viewport = useToastPlacement(toasts.some((item) => item.open));
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'animate-toast-in relative flex w-full items-start gap-3 rounded-lg border p-4 pr-12 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
            'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0',
            VARIANTS[item.variant],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 flex h-9 w-9 items-center justify-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        data-toast-viewport
        hotkey={['F8']}
        label="Notification(s)"
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
