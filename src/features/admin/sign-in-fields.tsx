import { Alert, IconButton, InputGroup } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { FormField } from '../../components/form/form-field';
import { Input } from '../../components/ui/input';

// The fields of an admin sign-in, on the login page and in the session-ended
// dialog: what was refused, the username, and the password with its Show
// password toggle. Named username and password: startSession reads them.

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M3 3l18 18" />}
    </svg>
  );
}

/** The refusal (if any), then the username and password fields. */
export function SignInFields({ error }: { error: string }) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <>
      {error ? (
        <Alert.Root recipe={alertSlotRecipe} status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <FormField label="Username" required>
        <Input name="username" autoComplete="username" required />
      </FormField>
      <FormField label="Password" required>
        <InputGroup
          endElement={
            <IconButton
              variant="ghost"
              size="xs"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <EyeIcon open={!showPassword} />
            </IconButton>
          }
        >
          <Input
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
          />
        </InputGroup>
      </FormField>
    </>
  );
}
