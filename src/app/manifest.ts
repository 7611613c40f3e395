import type { ManifestOptions } from 'vite-plugin-pwa';

// The web app manifest: what the browser's install dialog shows.
export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Brightline Labs — Software Engineering Services',
  short_name: 'Brightline',
  description:
    'Custom software, AI, cloud and mobile engineering from Brightline Labs. Browse our services, case studies and portfolio, and book a consultation, online or offline.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0B1B3F',
  background_color: '#0B1B3F',
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  screenshots: [
    {
      src: '/screenshots/narrow.png',
      sizes: '540x1170',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Brightline Labs home page on a phone',
    },
    {
      src: '/screenshots/wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Brightline Labs home page on a desktop',
    },
  ],
};
