import { SimpleGrid } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { invalidates } from '../../../api/queries';
import { FormField } from '../../../components/form/form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Input, Textarea } from '../../../components/ui/input';
import { serviceUpdateSchema } from '../../../contract/admin';
import { API } from '../../../contract/endpoints';
import type { Service } from '../../../contract/entities';
import { STAFF_AUGMENTATION_SLUG } from '../../../contract/technology-slugs';
import type { z } from '../../../contract/zod';
import { FOOTER_SERVICE_LINKS, SERVICE_MENU } from '../../site/content/navigation';
import { commaList, listErrorMessage } from './comma-list';
import { EditDialog } from './edit-dialog';
import { useSave } from './use-save';

// The form holds the lists as comma-separated text; the schema splits them
// before the contract's own rules run.
const formSchema = serviceUpdateSchema.extend({
  technologies: commaList(serviceUpdateSchema.shape.technologies),
  benefits: commaList(serviceUpdateSchema.shape.benefits),
});

const toForm = (service: Service) => ({
  id: service.id,
  name: service.name,
  slug: service.slug,
  description: service.description,
  longDescription: service.longDescription,
  technologies: service.technologies.join(', '),
  benefits: service.benefits.join(', '),
  startingPrice: service.startingPrice,
  deliveryTime: service.deliveryTime,
});

/** Where the site's menus link to a service by its address (src/features/site/content/navigation.ts). */
const MENU_LINKS = new Set([...SERVICE_MENU, ...FOOTER_SERVICE_LINKS].map((link) => link.href));

const LABELS = {
  name: 'Service Name',
  slug: 'URL Slug',
  description: 'Short Description',
  longDescription: 'Detailed Description',
  technologies: 'Technologies (comma-separated)',
  benefits: 'Benefits (comma-separated)',
  startingPrice: 'Starting Price',
  deliveryTime: 'Delivery Time',
} as const;

export function ServiceDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const form = useZodForm(formSchema, toForm(service));
  const save = useSave({
    path: API.service(service.id),
    invalidate: invalidates.services,
    success: 'Service updated successfully',
    failure: 'Failed to update service',
    form,
    onSaved: onClose,
    item: service,
    toForm,
    labels: LABELS,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const slug = useWatch({ control: form.control, name: 'slug' });
  const linked = `/services/${service.slug}`;
  // The Staff Augmentation page is the route table's own: the service that
  // opens it keeps its address (the backend refuses a change), so the menus,
  // the service's card and the page stay one.
  const fixed = service.slug === STAFF_AUGMENTATION_SLUG;
  const slugHelp = fixed
    ? `This service opens the Staff Augmentation page, whose address stays ${linked}.`
    : slug.trim() !== service.slug && MENU_LINKS.has(linked)
      ? `The site's menus link to ${linked}: with a new slug, that link shows Service Not Found.`
      : undefined;
  return (
    <EditDialog
      title="Edit Service"
      open
      onClose={onClose}
      saving={save.isPending}
      dirty={form.formState.isDirty}
      conflict={save.conflict}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={LABELS.name} required error={errors.name?.message}>
          <Input {...register('name')} />
        </FormField>
        <FormField label={LABELS.slug} required error={errors.slug?.message} helper={slugHelp}>
          <Input {...register('slug')} readOnly={fixed} />
        </FormField>
      </SimpleGrid>
      <FormField label={LABELS.description} required error={errors.description?.message}>
        <Textarea rows={2} {...register('description')} />
      </FormField>
      <FormField label={LABELS.longDescription} error={errors.longDescription?.message}>
        <Textarea rows={5} {...register('longDescription')} />
      </FormField>
      <FormField label={LABELS.technologies} error={listErrorMessage(errors.technologies)}>
        <Input {...register('technologies')} />
      </FormField>
      <FormField label={LABELS.benefits} error={listErrorMessage(errors.benefits)}>
        <Textarea rows={2} {...register('benefits')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={LABELS.startingPrice} error={errors.startingPrice?.message}>
          <Input {...register('startingPrice')} />
        </FormField>
        <FormField label={LABELS.deliveryTime} error={errors.deliveryTime?.message}>
          <Input {...register('deliveryTime')} />
        </FormField>
      </SimpleGrid>
    </EditDialog>
  );
}

export type ServiceForm = z.input<typeof formSchema>;
