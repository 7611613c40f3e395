import { QueryProvider } from '../../lib/query-provider';
import { MockBanner } from './mock-banner';
import { RequestInspector } from './request-inspector';

interface QaToolsProps {
  banner: boolean;
  inspectorOpen: boolean;
  onInspectorOpenChange: (open: boolean) => void;
}

export default function QaTools({ banner, inspectorOpen, onInspectorOpenChange }: QaToolsProps) {
  return (
    <QueryProvider>
      {banner ? <MockBanner /> : null}
      <RequestInspector open={inspectorOpen} onOpenChange={onInspectorOpenChange} />
    </QueryProvider>
  );
}
