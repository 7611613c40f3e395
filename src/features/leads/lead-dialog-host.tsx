import { useRef } from 'react';
import { ConsultationDialog } from './consultation-dialog';
import { ContactDialog } from './contact-dialog';
import { CostCalculatorDialog } from './cost-calculator-dialog';
import { FreeAuditDialog } from './free-audit-dialog';
import type { ContactDialogOptions, LeadDialogState } from './lead-dialogs';
import { NewsletterDialog } from './newsletter-dialog';

export interface LeadDialogHostProps {
  state: LeadDialogState | null;
  /**
   * Closes the dialog of `kind` if it is the one open: a send that succeeds
   * after its dialog was closed (its answer was slow) must not close another.
   */
  onClose: (kind: LeadDialogState['kind']) => void;
}

/**
 * Renders the open lead dialog. Every dialog stays mounted while the site is
 * open, so what a visitor typed survives closing and reopening it.
 */
export default function LeadDialogHost({ state, onClose }: LeadDialogHostProps) {
  // The contact dialog keeps its last options while it animates closed.
  const contactOptions = useRef<ContactDialogOptions>({});
  if (state?.kind === 'contact') contactOptions.current = state.options;
  const kind = state?.kind;
  return (
    <>
      <ContactDialog
        open={kind === 'contact'}
        options={contactOptions.current}
        onClose={() => onClose('contact')}
      />
      <ConsultationDialog open={kind === 'consultation'} onClose={() => onClose('consultation')} />
      <CostCalculatorDialog
        open={kind === 'cost-calculator'}
        onClose={() => onClose('cost-calculator')}
      />
      <NewsletterDialog open={kind === 'newsletter'} onClose={() => onClose('newsletter')} />
      <FreeAuditDialog open={kind === 'free-audit'} onClose={() => onClose('free-audit')} />
    </>
  );
}
