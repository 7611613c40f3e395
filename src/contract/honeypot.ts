/**
 * The honeypot: a field no person sees or fills (HoneypotField hides it), which
 * form-filling scripts fill. A send with it filled is answered as if accepted
 * and stored nowhere (backend/handlers/route.ts). On its own, so that the live
 * worker can name it without the forms' schemas.
 */
export const HONEYPOT_FIELD = 'homepage';
