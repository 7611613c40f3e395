import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { formatKb } from '../format';

// The media library lists chosen files; there is no upload endpoint yet (spec
// section 2), so Upload only clears the list.

const ACCEPT =
  'image/*,video/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function MediaTab() {
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Stack gap="4" maxW="2xl">
      <Box>
        <Text asChild fontWeight="semibold" display="block" mb="2">
          <label htmlFor={inputId}>Choose files (images, video, PDF, Word)</label>
        </Text>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            setFiles(chosen);
            if (chosen.length > 0) notify('success', 'Success', 'Files ready to upload');
            event.target.value = '';
          }}
        />
      </Box>
      {files.length > 0 ? (
        <>
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Chosen files">
            {files.map((file) => (
              <HStack
                as="li"
                key={`${file.name}-${file.size}-${file.lastModified}`}
                justify="space-between"
                borderWidth="1px"
                rounded="md"
                px="3"
                py="2"
              >
                <Text>{file.name}</Text>
                {/* A long name wraps; the size stays on one line beside it. */}
                <Text color="fg.muted" fontSize="sm" flexShrink={0} whiteSpace="nowrap">
                  {formatKb(file.size)}
                </Text>
              </HStack>
            ))}
          </Stack>
          <Button alignSelf="start" colorPalette="brand" onClick={() => setFiles([])}>
            Upload {files.length} file(s)
          </Button>
        </>
      ) : (
        <Text color="fg.muted">No files chosen.</Text>
      )}
    </Stack>
  );
}
