import { pagingParams } from './admin';
import { pageOf } from './entities';
import { hasControlCharacter, isoDateTime } from './fields';
import { z } from './zod';

// The live server's admin sign-in (README, "Admin sign-in"): the login form's
// body, who is signed in, and the audit log of admin writes.

export { ADMIN_AUTH_API, INVALID_CREDENTIALS } from './endpoints';

// The login form's fields are required by the browser (spec section 5); the
// schema gives the same rule the schema library's words.
export const signInSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(200)
    .refine((value) => !hasControlCharacter(value), 'Username must not contain control characters'),
  password: z.string().min(1, 'Required').max(1000),
});
export type SignIn = z.infer<typeof signInSchema>;

export const adminSessionSchema = z.object({ username: z.string() });
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  username: z.string(),
  method: z.string(),
  action: z.string(),
  item: z.string().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object(pagingParams);

export const auditLogSchema = pageOf(auditEntrySchema);
export type AuditLog = z.infer<typeof auditLogSchema>;
