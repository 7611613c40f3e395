import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { Icon } from './icons';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" colorPalette="brand" px="0">
      <Link to={to}>
        <Icon name="arrowLeft" />
        {label}
      </Link>
    </Button>
  );
}
