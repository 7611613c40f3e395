import { Input as ChakraInput, Textarea as ChakraTextarea } from '@chakra-ui/react';
import { inputRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

// Chakra's Input and Textarea with their recipes attached: the theme leaves
// them out because no input appears on the landing route (src/theme/index.ts).
// Their edge is the theme's field border, which stands out from the card behind.

export function Input(props: ComponentProps<typeof ChakraInput>) {
  return (
    <ChakraInput recipe={inputRecipe} borderColor="border.field" colorPalette="brand" {...props} />
  );
}

export function Textarea(props: ComponentProps<typeof ChakraTextarea>) {
  return (
    <ChakraTextarea
      recipe={textareaRecipe}
      borderColor="border.field"
      colorPalette="brand"
      {...props}
    />
  );
}
