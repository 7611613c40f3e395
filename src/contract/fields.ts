import { z } from 'zod';

// Field schemas shared by several payloads, so that one rule carries one message.

export const MESSAGE_MAX = 10_000;

export const requiredText = (message: string) => z.string().trim().min(1, message);
export const optionalText = z.string().trim().max(500).optional().default('');
export const longText = z.string().trim().max(MESSAGE_MAX);

export const name2 = z.string().trim().min(2, 'Name must be at least 2 characters').max(120);

export const email = (message: string) =>
  z.string().trim().pipe(z.email(message)).pipe(z.string().max(254));

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** An http(s) URL; empty text means "none" and becomes undefined. */
export const optionalUrl = (message = 'Please enter a valid URL') =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), message)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/** An image: an http(s) URL or a path on this site (starting with /). */
export const imageRef = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .refine(
      (value) => (value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value),
      'Enter an http(s) URL or a path that starts with /',
    );

export const websiteUrl = z.string().trim().refine(isHttpUrl, 'Please enter a valid website URL');

export const list = z.array(z.string().trim().min(1)).max(50);

export const isoDate = z.iso.date('Please enter a valid date');
export const isoDateTime = z.iso.datetime();
