import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from '../../contract/zod';
import { ApiError } from '../../lib/api-client';
import { useUnsavedWork } from '../../lib/unsaved-work';

// Forms validate with the contract's schemas (the backend parses the same ones):
// first on submit, then again on every change (spec section 5); focus moves to
// the first invalid field. A form with typed text marks its page as holding
// unsaved work.

export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // biome-ignore lint/suspicious/noExplicitAny: zodResolver's generics do not line up with a generic schema
    resolver: zodResolver(schema as any) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  // Typed text is kept when another tab moves the app to a new version.
  useUnsavedWork(form.formState.isDirty);
  return form;
}

/** The ApiError behind an error, also when it was wrapped (`new Error(text, { cause })`). */
function apiErrorOf(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.cause !== undefined) return apiErrorOf(error.cause);
  return undefined;
}

/**
 * Puts the backend's per-field messages of a 400 answer on the form's fields.
 * Returns false when the error carried none.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError'>,
): boolean {
  const fieldErrors = apiErrorOf(error)?.fieldErrors;
  if (!fieldErrors) return false;
  let first = true;
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    form.setError(field as never, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return !first;
}
