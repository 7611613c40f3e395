import { VisuallyHidden } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The public forms' honeypot (HONEYPOT_FIELD in src/contract/forms.ts): a field
 * that no person sees, reaches with Tab or hears, and that scripts filling every
 * field of a form fill. The backend answers such a send as accepted and keeps
 * nothing.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <VisuallyHidden aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </VisuallyHidden>
  );
}
