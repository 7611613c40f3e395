import { SimpleGrid } from '@chakra-ui/react';
import { invalidates } from '../../../api/queries';
import { FormField } from '../../../components/form/form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Input, Textarea } from '../../../components/ui/input';
import { portfolioItemUpdateSchema } from '../../../contract/admin';
import { API } from '../../../contract/endpoints';
import type { PortfolioItem } from '../../../contract/entities';
import { commaList, listErrorMessage } from './comma-list';
import { EditDialog } from './edit-dialog';
import { useSave } from './use-save';

const formSchema = portfolioItemUpdateSchema.extend({
  technologies: commaList(portfolioItemUpdateSchema.shape.technologies),
});

const toForm = (item: PortfolioItem) => ({
  id: item.id,
  title: item.title,
  category: item.category,
  description: item.description,
  imageUrl: item.imageUrl,
  projectUrl: item.projectUrl ?? '',
  technologies: item.technologies.join(', '),
  clientName: item.clientName ?? '',
  completedAt: item.completedAt,
});

const LABELS = {
  title: 'Project Title',
  category: 'Category',
  description: 'Project Description',
  imageUrl: 'Project Image URL',
  projectUrl: 'Project/Demo URL',
  technologies: 'Technologies (comma-separated)',
  clientName: 'Client Name',
  completedAt: 'Completion Date',
} as const;

export function PortfolioDialog({ item, onClose }: { item: PortfolioItem; onClose: () => void }) {
  const form = useZodForm(formSchema, toForm(item));
  const save = useSave({
    path: API.portfolioItem(item.id),
    invalidate: invalidates.portfolio,
    success: 'Portfolio item updated successfully',
    failure: 'Failed to update portfolio item',
    form,
    onSaved: onClose,
    item: item,
    toForm,
    labels: LABELS,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <EditDialog
      title="Edit Project"
      open
      onClose={onClose}
      saving={save.isPending}
      dirty={form.formState.isDirty}
      conflict={save.conflict}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={LABELS.title} required error={errors.title?.message}>
          <Input {...register('title')} />
        </FormField>
        <FormField label={LABELS.category} required error={errors.category?.message}>
          <Input {...register('category')} />
        </FormField>
      </SimpleGrid>
      <FormField label={LABELS.description} required error={errors.description?.message}>
        <Textarea rows={4} {...register('description')} />
      </FormField>
      <FormField label={LABELS.imageUrl} required error={errors.imageUrl?.message}>
        <Input {...register('imageUrl')} />
      </FormField>
      <FormField label={LABELS.projectUrl} error={errors.projectUrl?.message}>
        <Input type="url" {...register('projectUrl')} />
      </FormField>
      <FormField label={LABELS.technologies} error={listErrorMessage(errors.technologies)}>
        <Input {...register('technologies')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={LABELS.clientName} error={errors.clientName?.message}>
          <Input {...register('clientName')} />
        </FormField>
        <FormField label={LABELS.completedAt} required error={errors.completedAt?.message}>
          <Input type="date" {...register('completedAt')} />
        </FormField>
      </SimpleGrid>
    </EditDialog>
  );
}
