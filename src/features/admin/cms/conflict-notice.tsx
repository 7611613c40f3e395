import { Alert, Button, Stack } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef } from 'react';
import { formatAdminDate } from '../format';
import type { SaveConflict } from './use-save';

/**
 * At the top of an edit dialog whose save was refused: someone else saved the
 * item after it was opened. Names what they changed, and offers their version;
 * Save Changes again replaces it with this edit.
 */
export function ConflictNotice({ conflict }: { conflict: SaveConflict }) {
  // The dialog's body may be scrolled to the field last edited (a phone shows a
  // few fields at once): bring the notice into view. Each refusal mounts it anew
  // (keyed by `conflict.id`).
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Alert.Root ref={ref} recipe={alertSlotRecipe} status="warning" role="alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{conflict.title}</Alert.Title>
        <Alert.Description>
          {conflict.savedAt ? `Saved ${formatAdminDate(conflict.savedAt)}. ` : ''}
          {conflict.self ? (
            <>
              {conflict.changed.length > 0
                ? `That save changed: ${conflict.changed.join(', ')}.`
                : 'That save changed details this form does not show.'}{' '}
              Save Changes again to replace it with this edit, or load it to start from it.
            </>
          ) : (
            <>
              {conflict.changed.length > 0
                ? `They changed: ${conflict.changed.join(', ')}.`
                : 'They changed details this form does not show.'}{' '}
              Save Changes again to replace their version with yours, or load theirs to start from
              it.
            </>
          )}
        </Alert.Description>
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={conflict.loadTheirs}>
          {conflict.self ? 'Load that version' : 'Load their version'}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
