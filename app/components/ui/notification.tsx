import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from "react";
import { DismissButton, STATUS_TONES } from "./infobox";
import { SpriteIcon } from "./sprite-icon";
import type { StatusTone } from "~/lib/status-tone";

interface NotificationContentProps {
  tone: StatusTone;
  title: string;
  description?: ReactNode;
  onClose?: () => void;
}

/** The inside of a notification: tone icon, title, text and the close button. */
function NotificationContent({ tone, title, description, onClose }: NotificationContentProps) {
  const titleId = useId();
  return (
    <div className="flex gap-3">
      <SpriteIcon name={STATUS_TONES[tone].icon} className={`mt-0.5 size-5 shrink-0 ${STATUS_TONES[tone].iconColor}`} />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p id={titleId} className="font-semibold">
          {title}
        </p>
        {description ? <div className="text-sm">{description}</div> : null}
      </div>
      {onClose ? <DismissButton label="Schließen" onPress={onClose} describedBy={titleId} /> : null}
    </div>
  );
}

export interface NotificationProps {
  tone?: StatusTone;
  title: string;
  description?: ReactNode;
  /** Shows a "Schließen" button; the caller hides the notification. */
  onClose?: () => void;
  className?: string;
}

/** A notification in the page's flow, e.g. the result of saving a form. */
export function Notification({ tone = "info", title, description, onClose, className = "" }: NotificationProps) {
  return (
    <div
      role={STATUS_TONES[tone].role}
      className={`rounded-lg border p-4 shadow-sm ${STATUS_TONES[tone].box} ${className}`}
    >
      <NotificationContent tone={tone} title={title} description={description} onClose={onClose} />
    </div>
  );
}

export const TOAST_DEFAULT_TIMEOUT_MS = 5000;

export interface ToastOptions {
  title: string;
  description?: string;
  tone: StatusTone;
  /** Time until the toast goes by itself; hovering or focusing the toasts stops the clock. */
  timeoutMs?: number;
}

interface QueuedToast extends ToastOptions {
  id: number;
}

export interface ToastApi {
  show: (toast: ToastOptions) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() needs a <ToastProvider> above it");
  return api;
}

interface ToastCardProps {
  toast: QueuedToast;
  isPaused: boolean;
  onTimeout: (id: number) => void;
  onClose: (id: number) => void;
}

function ToastCard({ toast, isPaused, onTimeout, onClose }: ToastCardProps) {
  // What is left of the timeout, so a pause resumes the clock instead of restarting it.
  const remainingMs = useRef(toast.timeoutMs ?? TOAST_DEFAULT_TIMEOUT_MS);
  useEffect(() => {
    if (isPaused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onTimeout(toast.id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [isPaused, onTimeout, toast.id]);

  return (
    <li className={`rounded-lg border p-4 shadow-lg ${STATUS_TONES[toast.tone].box}`}>
      <NotificationContent
        tone={toast.tone}
        title={toast.title}
        description={toast.description}
        onClose={() => onClose(toast.id)}
      />
    </li>
  );
}

interface ToastRegionProps {
  toasts: QueuedToast[];
  onDismiss: (id: number) => void;
}

/** Mounted only while toasts show, so its pause state starts afresh with the next toast. */
function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  function handleFocus(event: FocusEvent<HTMLDivElement>) {
    const from = event.relatedTarget;
    if (!(from instanceof Node && event.currentTarget.contains(from))) {
      returnFocusTo.current = from instanceof HTMLElement ? from : null;
    }
    setHasFocus(true);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    const to = event.relatedTarget;
    if (!(to instanceof Node && event.currentTarget.contains(to))) setHasFocus(false);
  }

  /** Focus must not drop to the page's start: it moves to a neighbouring toast, or back to where it came from. */
  function closeFromButton(id: number) {
    const region = regionRef.current;
    if (region?.contains(document.activeElement)) {
      const closeButtons = Array.from(region.querySelectorAll<HTMLButtonElement>("li button"));
      const index = toasts.findIndex((toast) => toast.id === id);
      const next = closeButtons[index + 1] ?? closeButtons[index - 1] ?? returnFocusTo.current;
      if (next?.isConnected) next.focus();
    }
    onDismiss(id);
  }

  return (
    <div
      ref={regionRef}
      role="region"
      aria-label="Benachrichtigungen"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={handleFocus}
      onBlur={handleBlur}
      className="fixed right-4 bottom-4 z-50 w-[min(24rem,calc(100vw-2rem))]"
    >
      <ol className="flex flex-col gap-3">
        {toasts.map((toast) => (
          <ToastCard
            key={toast.id}
            toast={toast}
            isPaused={isHovered || hasFocus}
            onTimeout={onDismiss}
            onClose={closeFromButton}
          />
        ))}
      </ol>
    </div>
  );
}

function Announcement({ toast }: { toast: QueuedToast }) {
  return (
    <div>
      <p>{toast.title}</p>
      {toast.description ? <p>{toast.description}</p> : null}
    </div>
  );
}

/**
 * Holds the toasts of `useToast().show()` and shows them bottom right in the landmark
 * "Benachrichtigungen". Screen readers hear them through two live regions that exist from the
 * first (server) render, since a live region inserted together with its text is often not read:
 * errors and warnings interrupt (alert), the rest waits (status).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const lastId = useRef(0);

  const show = useCallback((toast: ToastOptions) => {
    lastId.current += 1;
    const id = lastId.current;
    setToasts((current) => [...current, { ...toast, id }]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toasts.length > 0 ? <ToastRegion toasts={toasts} onDismiss={dismiss} /> : null}
      <div role="status" className="sr-only">
        {toasts
          .filter((toast) => STATUS_TONES[toast.tone].role === "status")
          .map((toast) => (
            <Announcement key={toast.id} toast={toast} />
          ))}
      </div>
      <div role="alert" className="sr-only">
        {toasts
          .filter((toast) => STATUS_TONES[toast.tone].role === "alert")
          .map((toast) => (
            <Announcement key={toast.id} toast={toast} />
          ))}
      </div>
    </ToastContext.Provider>
  );
}
