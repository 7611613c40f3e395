import { describe, expect, it } from 'vitest';
import { seed } from '../../seed';
import { serviceIcon } from '../../src/features/site/home/service-icon';

describe('service icons', () => {
  it('gives every default service an icon of its own', () => {
    const icons = seed.services.map((service) => serviceIcon(service.name));
    expect(icons).not.toContain('layers');
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('gives a service named otherwise a neutral icon', () => {
    expect(serviceIcon('Something Entirely New')).toBe('layers');
  });
});
