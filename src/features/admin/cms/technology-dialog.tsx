import { Text } from '@chakra-ui/react';
import { invalidates } from '../../../api/queries';
import { FormField } from '../../../components/form/form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Input, Textarea } from '../../../components/ui/input';
import { API } from '../../../contract/endpoints';
import { type Technology, technologyUpdateSchema } from '../../../contract/technologies';
import type { z } from '../../../contract/zod';
import { commaList, lineList, listErrorMessage } from './comma-list';
import { EditDialog } from './edit-dialog';
import { useSave } from './use-save';

// Lists travel as text in the form: tools, matching names and service slugs
// comma-separated like the other CMS forms; what we build one a line, since
// those phrases may hold commas.
const formSchema = technologyUpdateSchema.extend({
  whatWeBuild: lineList(technologyUpdateSchema.shape.whatWeBuild),
  ecosystem: commaList(technologyUpdateSchema.shape.ecosystem),
  serviceSlugs: commaList(technologyUpdateSchema.shape.serviceSlugs),
  matchTerms: commaList(technologyUpdateSchema.shape.matchTerms),
});

const toForm = (technology: Technology) => ({
  id: technology.id,
  name: technology.name,
  description: technology.description,
  longDescription: technology.longDescription,
  whatWeBuild: technology.whatWeBuild.join('\n'),
  ecosystem: technology.ecosystem.join(', '),
  serviceSlugs: technology.serviceSlugs.join(', '),
  matchTerms: technology.matchTerms.join(', '),
});

const LABELS = {
  name: 'Name',
  description: 'Short Description',
  longDescription: 'Detailed Description',
  whatWeBuild: 'What We Build (one per line)',
  ecosystem: 'Tools and Ecosystem (comma-separated)',
  serviceSlugs: 'Related Service Slugs (comma-separated)',
  matchTerms: 'Matching Technology Names (comma-separated)',
} as const;

interface TechnologyDialogProps {
  technology: Technology;
  onClose: () => void;
}

export function TechnologyDialog({ technology, onClose }: TechnologyDialogProps) {
  const form = useZodForm(formSchema, toForm(technology));
  const save = useSave({
    path: API.technology(technology.id),
    invalidate: invalidates.technologies,
    success: 'Technology page updated successfully',
    failure: 'Failed to update technology page',
    form,
    onSaved: onClose,
    item: technology,
    toForm,
    labels: LABELS,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <EditDialog
      title="Edit Technology Page"
      open
      onClose={onClose}
      saving={save.isPending}
      dirty={form.formState.isDirty}
      conflict={save.conflict}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <Text fontSize="sm" color="fg.muted">
        Page address: /services/{technology.slug} (fixed: the footer and the contact form use it)
      </Text>
      <FormField label={LABELS.name} required error={errors.name?.message}>
        <Input {...register('name')} />
      </FormField>
      <FormField label={LABELS.description} required error={errors.description?.message}>
        <Textarea rows={2} {...register('description')} />
      </FormField>
      <FormField label={LABELS.longDescription} required error={errors.longDescription?.message}>
        <Textarea rows={6} {...register('longDescription')} />
      </FormField>
      <FormField label={LABELS.whatWeBuild} required error={listErrorMessage(errors.whatWeBuild)}>
        <Textarea rows={5} {...register('whatWeBuild')} />
      </FormField>
      <FormField label={LABELS.ecosystem} error={listErrorMessage(errors.ecosystem)}>
        <Textarea rows={2} {...register('ecosystem')} />
      </FormField>
      <FormField label={LABELS.serviceSlugs} error={listErrorMessage(errors.serviceSlugs)}>
        <Input {...register('serviceSlugs')} />
      </FormField>
      <FormField label={LABELS.matchTerms} error={listErrorMessage(errors.matchTerms)}>
        <Input {...register('matchTerms')} />
      </FormField>
    </EditDialog>
  );
}

export type TechnologyForm = z.input<typeof formSchema>;
