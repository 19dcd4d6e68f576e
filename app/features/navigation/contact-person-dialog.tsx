import { SpriteIcon } from "~/components/ui/sprite-icon";
import { Button } from "react-aria-components";
import { salesContactOf, type AuthUser } from "@auth/user";
import { Modal } from "~/components/ui/modal";
import { ProfileImage } from "~/components/ui/profile-image";

export interface ContactPersonDialogProps {
  user: AuthUser;
  supportEmail: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const LINK_CLASS =
  "inline-flex items-center gap-2 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** `tel:` URIs must not contain the spaces people write phone numbers with. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, "")}`;
}

/** The "Ansprechperson" dialog of SPEC §2: the assigned sales person, or support for HYBRID customers. */
export function ContactPersonDialog({ user, supportEmail, isOpen, onOpenChange }: ContactPersonDialogProps) {
  const salesUser = salesContactOf(user);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Ansprechperson"
      maxWidth="32rem"
      footer={
        <Button slot="close" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          Schließen
        </Button>
      }
    >
      {salesUser ? (
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
          <ProfileImage src={salesUser.thumbnail} size="xl" />
          <div className="space-y-2">
            <p className="text-lg font-semibold text-slate-900">
              {salesUser.firstName} {salesUser.lastName}
            </p>
            <p className="text-slate-700">{salesUser.position}</p>
            <ul className="space-y-1">
              <li>
                <a href={telHref(salesUser.phone)} className={LINK_CLASS}>
                  <SpriteIcon name="phone" className="size-4" />
                  {salesUser.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${salesUser.email}`} className={LINK_CLASS}>
                  <SpriteIcon name="mail" className="size-4" />
                  {salesUser.email}
                </a>
              </li>
            </ul>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <p>Bei Fragen hilft Ihnen unser Support gerne weiter:</p>
          <p>
            <a href={`mailto:${supportEmail}`} className={LINK_CLASS}>
              <SpriteIcon name="mail" className="size-4" />
              {supportEmail}
            </a>
          </p>
          {user.routes ? (
            <p>
              Antworten auf häufige Fragen finden Sie in unseren{" "}
              <a href={user.routes.faqs} target="_blank" rel="noopener" className={LINK_CLASS}>
                FAQs<span className="sr-only"> (öffnet in neuem Tab)</span>
              </a>
              .
            </p>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
