import { Field } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { type ReactNode, useId } from 'react';

interface FormFieldProps extends Omit<Field.RootProps, 'children' | 'label'> {
  label: ReactNode;
  /** The field's error message; shown in red under the field and announced. */
  error?: string;
  helper?: ReactNode;
  children: ReactNode;
}

/**
 * A labelled form control with its error message. Chakra's Field wires the
 * label, aria-invalid and aria-describedby to the Input, Textarea or
 * NativeSelect placed inside it.
 */
export function FormField({ label, error, helper, required, children, ...root }: FormFieldProps) {
  // The field points aria-describedby at its helper text only (and the error at
  // aria-errormessage, which screen readers barely support). The helper and the
  // error never show together, so giving both one id describes the control by
  // whichever is shown.
  const messageId = `${useId()}message`;
  return (
    <Field.Root
      recipe={fieldSlotRecipe}
      invalid={Boolean(error)}
      required={required}
      ids={{ helperText: messageId, errorText: messageId }}
      {...root}
    >
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
