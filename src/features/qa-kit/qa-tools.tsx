import { MockBanner } from './mock-banner';
import { RequestInspector } from './request-inspector';

interface QaToolsProps {
  banner: boolean;
  inspectorOpen: boolean;
  onInspectorOpenChange: (open: boolean) => void;
}

export default function QaTools({ banner, inspectorOpen, onInspectorOpenChange }: QaToolsProps) {
  return (
    <>
      {banner ? <MockBanner /> : null}
      <RequestInspector open={inspectorOpen} onOpenChange={onInspectorOpenChange} />
    </>
  );
}
