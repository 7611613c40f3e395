import { Box, Heading, HStack, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Service } from '../../../contract/entities';
import { Icon } from '../components/icons';

/** The services a technology serves, each a link to its page. */
export function TechnologyServices({ services }: { services: Service[] }) {
  if (services.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {services.map((service) => (
        <Box
          as="li"
          key={service.slug}
          position="relative"
          borderWidth="1px"
          rounded="md"
          p="4"
          _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
        >
          <HStack justify="space-between" gap="3" align="flex-start">
            <Stack gap="1">
              <Heading as="h3" fontSize="md">
                <LinkOverlay asChild>
                  <Link to={`/services/${service.slug}`}>{service.name}</Link>
                </LinkOverlay>
              </Heading>
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {service.description}
              </Text>
            </Stack>
            <Icon name="arrowRight" />
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
