import { Box, Fieldset } from '@chakra-ui/react';

/**
 * A choice group's legend, set like a field's label: its required mark is the
 * red asterisk the other fields show (hidden from screen readers, which hear
 * that the choices are required from the inputs themselves).
 */
export function ChoiceLegend({ legend, required }: { legend: string; required?: boolean }) {
  return (
    <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
      {legend}
      {required ? (
        <Box as="span" aria-hidden="true" color="fg.error" ms="1">
          *
        </Box>
      ) : null}
    </Fieldset.Legend>
  );
}

/** A choice group's error: the size and colour of a field's. */
export function ChoiceError({ error }: { error?: string }) {
  return error ? <Fieldset.ErrorText textStyle="xs">{error}</Fieldset.ErrorText> : null;
}
