import type { ReactNode } from "react";
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from "react-aria-components";

/** SPEC §9. */
export const MODAL_MAX_WIDTH = "736px";
export const MODAL_MAX_HEIGHT = "85vh";

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
  /** Actions below the scrolling body, always in view. A `<Button slot="close">` inside closes the modal. */
  footer?: ReactNode;
  /** Any CSS length; defaults to MODAL_MAX_WIDTH. */
  maxWidth?: string;
}

/**
 * Controlled modal dialog. React Aria traps focus inside, moves it in on open and back to the
 * trigger on close, closes on Escape, hides the rest of the page from assistive technology and
 * locks page scrolling while open.
 */
export function Modal({ isOpen, onOpenChange, title, children, footer, maxWidth = MODAL_MAX_WIDTH }: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4"
    >
      <AriaModal
        style={{ maxWidth, maxHeight: MODAL_MAX_HEIGHT }}
        className="flex w-full flex-col overflow-hidden rounded-xl bg-white shadow-2xl"
      >
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          <Heading slot="title" className="border-b border-slate-200 px-6 py-4 text-xl font-semibold text-slate-900">
            {title}
          </Heading>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5 text-slate-800">{children}</div>
          {footer ? <div className="flex justify-end gap-3 border-t border-slate-200 px-6 py-4">{footer}</div> : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
