import { IconButton } from '@chakra-ui/react';
import { useColorMode } from '../../../components/ui/color-mode';
import { Icon } from '../components/icons';

export function ColorModeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  const dark = colorMode === 'dark';
  return (
    <IconButton
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      variant="ghost"
      size="sm"
      onClick={toggleColorMode}
    >
      <Icon name={dark ? 'sun' : 'moon'} size="18" />
    </IconButton>
  );
}
