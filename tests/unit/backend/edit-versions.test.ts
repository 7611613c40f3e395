import { beforeEach, describe, expect, it } from 'vitest';
import { sectionFields } from '../../../src/contract/admin';
import { sectionVersionOf, versionOf } from '../../../src/contract/versions';
import { get, put, resetToSeed } from './call';

// An edit made from a version of an item that someone else has saved over
// since: the edit says which version it was made from (If-Match, the version
// the app computes from the list it shows), and the backend refuses it (412)
// with the item as stored now, rather than overwrite the other edit unseen.
// The app's version of an item must be the backend's on every store.

beforeEach(() => resetToSeed());

const admin = { admin: true };
// biome-ignore lint/suspicious/noExplicitAny: the items are read as JSON
type Item = Record<string, any>;

interface Editable {
  name: string;
  /** The item as the admin's list shows it. */
  read: () => Promise<Item>;
  path: (item: Item) => string;
  /** An edit of the item, as its dialog sends it, naming it `name`. */
  edit: (item: Item, name: string) => Item;
  /** The field the edit changes, as the list then shows it. */
  shown: (item: Item) => string;
  version: (item: Item) => string;
  what: string;
}

const heroFields = sectionFields('hero');
const firstOf = async (path: string) => (await get(path, admin)).json[0] as Item;
const pick = (item: Item, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, item[field]]));

const EDITABLE: Editable[] = [
  {
    name: 'a service',
    read: () => firstOf('/api/services'),
    path: (item) => `/api/services/${item.id}`,
    edit: (item, name) => ({
      ...pick(item, [
        'id',
        'slug',
        'description',
        'longDescription',
        'technologies',
        'benefits',
        'startingPrice',
        'deliveryTime',
      ]),
      name,
    }),
    shown: (item) => item.name,
    version: versionOf,
    what: 'service',
  },
  {
    name: 'a technology page',
    read: () => firstOf('/api/technologies'),
    path: (item) => `/api/technologies/${item.id}`,
    edit: (item, name) => {
      const { order: _order, ...editable } = item;
      return { ...editable, name };
    },
    shown: (item) => item.name,
    version: versionOf,
    what: 'technology page',
  },
  {
    name: 'a portfolio item',
    read: () => firstOf('/api/portfolio'),
    path: (item) => `/api/portfolio/${item.id}`,
    edit: (item, name) => ({ ...item, title: name }),
    shown: (item) => item.title,
    version: versionOf,
    what: 'portfolio item',
  },
  {
    name: 'a team member',
    read: () => firstOf('/api/team'),
    path: (item) => `/api/team/${item.id}`,
    edit: (item, name) => {
      const { order: _order, ...editable } = item;
      return { ...editable, name };
    },
    shown: (item) => item.name,
    version: versionOf,
    what: 'team member',
  },
  {
    name: 'a homepage section',
    read: async () => (await get('/api/homepage')).json.hero.content,
    path: () => '/api/admin/homepage-sections/hero',
    edit: (item, name) => ({ ...pick(item, heroFields), headline: name }),
    shown: (item) => item.headline,
    version: (item) => sectionVersionOf(item, heroFields),
    what: 'section',
  },
];

const editFrom = (editable: Editable, from: Item, name: string, version?: string) =>
  put(editable.path(from), editable.edit(from, name), {
    ...admin,
    headers: version === undefined ? {} : { 'If-Match': version },
  });

describe.each(EDITABLE)('an edit of $name', (editable) => {
  it('made from the version the list shows is saved', async () => {
    const item = await editable.read();
    const saved = await editFrom(editable, item, 'First edit', editable.version(item));
    expect(saved.status).toBe(200);
    expect(editable.shown(await editable.read())).toBe('First edit');
  });

  it('made from a version saved over since is refused with the item as stored now', async () => {
    const opened = await editable.read();
    expect((await editFrom(editable, opened, 'Their edit', editable.version(opened))).status).toBe(
      200,
    );
    const now = await editable.read();

    const refused = await editFrom(editable, opened, 'My edit', editable.version(opened));
    expect(refused.status).toBe(412);
    expect(refused.json.error).toBe(`Someone else saved this ${editable.what} after you opened it`);
    // What the list shows now, and its version: saving again from it is saved.
    expect(refused.json.current).toMatchObject(
      editable.what === 'section' ? pick(now, heroFields) : now,
    );
    expect(refused.headers.get('ETag')).toBe(editable.version(now));
    expect(editable.shown(await editable.read())).toBe('Their edit');

    const again = await editFrom(editable, opened, 'My edit', refused.headers.get('ETag') ?? '');
    expect(again.status).toBe(200);
    expect(editable.shown(await editable.read())).toBe('My edit');
  });

  it('without If-Match, or with *, is saved whatever was saved before', async () => {
    const opened = await editable.read();
    await editFrom(editable, opened, 'Their edit', editable.version(opened));
    expect((await editFrom(editable, opened, 'Mine unconditionally')).status).toBe(200);
    expect(editable.shown(await editable.read())).toBe('Mine unconditionally');
    expect((await editFrom(editable, opened, 'Mine at any version', '*')).status).toBe(200);
    expect(editable.shown(await editable.read())).toBe('Mine at any version');
  });

  it('of two made from one version at once, saves one and refuses the other', async () => {
    const opened = await editable.read();
    const version = editable.version(opened);
    const results = await Promise.all([
      editFrom(editable, opened, 'Edit A', version),
      editFrom(editable, opened, 'Edit B', version),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = results[0]?.status === 200 ? 'Edit A' : 'Edit B';
    expect(editable.shown(await editable.read())).toBe(winner);
    const refused = results.find((r) => r.status === 412);
    expect(editable.shown(refused?.json.current)).toBe(winner);
  });
});

describe('the version of an item', () => {
  it('does not depend on the order of its keys, and changes with any field', () => {
    expect(versionOf({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      versionOf({ b: { d: 'x', c: [1, 2] }, a: 1 }),
    );
    expect(versionOf({ a: 1, b: [1, 2] })).not.toBe(versionOf({ a: 1, b: [2, 1] }));
    expect(versionOf({ a: 'x' })).not.toBe(versionOf({ a: 'x ' }));
    expect(versionOf({ a: 'x' })).toMatch(/^"[0-9a-f]{14}"$/);
  });
});
