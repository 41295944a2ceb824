import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  /** Read to screen readers when the dialog opens; visible unless `hideDescription`. */
  description?: ReactNode;
  hideDescription?: boolean;
  closeLabel?: string;
}

/** A centred modal on Radix Dialog: focus trapped, Escape and the close button dismiss it. */
export function DialogContent({
  title,
  description,
  hideDescription = false,
  closeLabel = 'Close',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  ...props
}: DialogContentProps) {
  // Radix returns focus to a <DialogTrigger>; dialogs opened from state (no trigger) would leave it on
  // <body>. Remember what had focus when the dialog opened and go back there on close (WCAG 2.4.3).
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      {/* The frame centres the dialog in the screen below any toast (index.css); clicks pass through it to the overlay. */}
      <div className="dialog-frame pointer-events-none fixed inset-x-0 bottom-[4dvh] z-50 flex items-center justify-center">
        <DialogPrimitive.Content
          ref={content}
          className={cn(
            'pointer-events-auto flex max-h-full w-[calc(100%-1.5rem)] flex-col',
            // cn() does not merge Tailwind classes: with both, the stylesheet's order (not the caller) would pick the width.
            /(^|\s)max-w-/.test(className ?? '') ? null : 'max-w-lg',
            'overflow-y-auto rounded-lg border border-border bg-surface p-4 text-fg shadow-xl focus-visible:outline-none sm:p-6',
            className,
          )}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          onEscapeKeyDown={(event) => {
            onEscapeKeyDown?.(event);
            if (!event.defaultPrevented) handEscapeToDialogAbove(content.current, event);
          }}
          {...props}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="space-y-1">
              <DialogPrimitive.Title className="text-xl font-semibold tracking-tight">{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className={hideDescription ? 'sr-only' : 'text-sm text-fg-muted'}>
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close
              data-dialog-close=""
              aria-label={closeLabel}
              className="-mt-2 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X className="h-5 w-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </div>
    </DialogPrimitive.Portal>
  );
}

/**
 * Radix gives Escape to a dialog opened above another (the photo over the edit form) one render after
 * it shows; an Escape in between would close the dialog beneath, and its unsaved edits, under the new
 * one. Until the one above takes Escape itself, this closes it instead.
 */
function handEscapeToDialogAbove(own: HTMLElement | null, event: KeyboardEvent) {
  const open = document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"]');
  const top = open[open.length - 1];
  const close = top?.querySelector<HTMLElement>('[data-dialog-close]');
  if (!own || !top || top === own || own.contains(top) || !close) return;
  event.preventDefault();
  close.click();
}
