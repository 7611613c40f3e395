import { SimpleGrid } from '@chakra-ui/react';
import { invalidates } from '../../../api/queries';
import { FormField } from '../../../components/form/form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Input, Textarea } from '../../../components/ui/input';
import { portfolioItemUpdateSchema } from '../../../contract/admin';
import { API } from '../../../contract/endpoints';
import type { PortfolioItem } from '../../../contract/entities';
import { commaList } from './comma-list';
import { EditDialog } from './edit-dialog';
import { useSave } from './use-save';

const formSchema = portfolioItemUpdateSchema.extend({
  technologies: commaList(portfolioItemUpdateSchema.shape.technologies),
});

export function PortfolioDialog({ item, onClose }: { item: PortfolioItem; onClose: () => void }) {
  const form = useZodForm(formSchema, {
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
  const save = useSave({
    path: API.portfolioItem(item.id),
    invalidate: invalidates.portfolio,
    success: 'Portfolio item updated successfully',
    failure: 'Failed to update portfolio item',
    form,
    onSaved: onClose,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <EditDialog
      title="Edit Project"
      open
      onClose={onClose}
      saving={save.isPending}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Project Title" required error={errors.title?.message}>
          <Input {...register('title')} />
        </FormField>
        <FormField label="Category" required error={errors.category?.message}>
          <Input {...register('category')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Project Description" required error={errors.description?.message}>
        <Textarea rows={4} {...register('description')} />
      </FormField>
      <FormField label="Project Image URL" required error={errors.imageUrl?.message}>
        <Input {...register('imageUrl')} />
      </FormField>
      <FormField label="Project/Demo URL" error={errors.projectUrl?.message}>
        <Input type="url" {...register('projectUrl')} />
      </FormField>
      <FormField label="Technologies (comma-separated)" error={errors.technologies?.message}>
        <Input {...register('technologies')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Client Name" error={errors.clientName?.message}>
          <Input {...register('clientName')} />
        </FormField>
        <FormField label="Completion Date" required error={errors.completedAt?.message}>
          <Input type="date" {...register('completedAt')} />
        </FormField>
      </SimpleGrid>
    </EditDialog>
  );
}
