import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { formatKb } from '../format';

// The media library lists chosen files; there is no upload endpoint yet (spec
// section 2), so Upload only clears the list.

const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];
const DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx'];
const ACCEPT = ['image/*', 'video/*', ...DOCUMENT_EXTENSIONS, ...DOCUMENT_TYPES].join(',');

/**
 * Whether the library takes a file, as the picker's `accept` says: the
 * picker's "All files" choice lets any file through.
 */
const takes = (file: File) =>
  file.type.startsWith('image/') ||
  file.type.startsWith('video/') ||
  DOCUMENT_TYPES.includes(file.type) ||
  DOCUMENT_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));

export function MediaTab() {
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [left, setLeft] = useState<string[]>([]);
  return (
    <Stack gap="4" maxW="2xl">
      <Box>
        <Text asChild fontWeight="semibold" display="block" mb="2">
          <label htmlFor={inputId}>Choose files (images, video, PDF, Word)</label>
        </Text>
        {/* The browser draws the file input at a width of its own: kept within the card on a phone. */}
        <chakra.input
          maxW="full"
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            const taken = chosen.filter(takes);
            setFiles(taken);
            setLeft(chosen.filter((file) => !takes(file)).map((file) => file.name));
            if (taken.length > 0) notify('success', 'Success', 'Files ready to upload');
            event.target.value = '';
          }}
        />
        <Box role="status">
          {left.length > 0 ? (
            <Text color="fg.error" fontSize="sm" mt="2">
              Left out, as not an image, video, PDF or Word file: {left.join(', ')}
            </Text>
          ) : null}
        </Box>
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
          <Button
            alignSelf="start"
            colorPalette="brand"
            onClick={() => {
              // The button goes with the list: the focus goes back to the file picker.
              document.getElementById(inputId)?.focus();
              setFiles([]);
              setLeft([]);
            }}
          >
            Upload {files.length} file(s)
          </Button>
        </>
      ) : (
        <Text color="fg.muted">No files chosen.</Text>
      )}
    </Stack>
  );
}
