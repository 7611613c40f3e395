import { lazy, Suspense, useEffect, useState } from 'react';
import { isInspectorShortcut, onOpenRequestInspector } from '../../lib/inspector-shortcut';
import { hasMockSettings } from './mock-settings';

// Where the QA tools appear on every page: the request inspector (from its
// keyboard shortcut or the admin's demo data panel) and the banner of the
// settings given in the address (`?mock=`). Both load only when wanted, so the
// landing route pays for a key listener and nothing more.

const QaTools = lazy(() => import('./qa-tools'));

export function QaSlot() {
  const [inspector, setInspector] = useState(false);
  const [banner, setBanner] = useState(false);

  // After the first render: the server renders the page without either tool,
  // and hydration must draw the same.
  useEffect(() => {
    setBanner(hasMockSettings());
    const open = () => setInspector(true);
    const onKey = (event: KeyboardEvent) => {
      if (!isInspectorShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    const stop = onOpenRequestInspector(open);
    return () => {
      window.removeEventListener('keydown', onKey);
      stop();
    };
  }, []);

  if (!inspector && !banner) return null;
  return (
    <Suspense fallback={null}>
      <QaTools banner={banner} inspectorOpen={inspector} onInspectorOpenChange={setInspector} />
    </Suspense>
  );
}
