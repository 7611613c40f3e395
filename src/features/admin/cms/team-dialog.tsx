import { SimpleGrid } from '@chakra-ui/react';
import { invalidates } from '../../../api/queries';
import { FormField } from '../../../components/form/form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Input, Textarea } from '../../../components/ui/input';
import { teamMemberUpdateSchema } from '../../../contract/admin';
import { API } from '../../../contract/endpoints';
import type { TeamMember } from '../../../contract/entities';
import { EditDialog } from './edit-dialog';
import { useSave } from './use-save';

const toForm = (member: TeamMember) => ({
  id: member.id,
  name: member.name,
  role: member.role,
  description: member.description,
  imageUrl: member.imageUrl,
  email: member.email ?? '',
  linkedinUrl: member.linkedinUrl ?? '',
  twitterUrl: member.twitterUrl ?? '',
  githubUrl: member.githubUrl ?? '',
});

const LABELS = {
  name: 'Full Name',
  role: 'Job Title/Role',
  description: 'Bio/Description',
  imageUrl: 'Profile Photo URL',
  email: 'Email Address',
  linkedinUrl: 'LinkedIn URL',
  twitterUrl: 'Twitter URL',
  githubUrl: 'GitHub URL',
} as const;

export function TeamDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const form = useZodForm(teamMemberUpdateSchema, toForm(member));
  const save = useSave({
    path: API.teamMember(member.id),
    invalidate: invalidates.team,
    success: 'Team member updated successfully',
    failure: 'Failed to update team member',
    form,
    onSaved: onClose,
    item: member,
    toForm,
    labels: LABELS,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <EditDialog
      title="Edit Member"
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
        <FormField label={LABELS.role} required error={errors.role?.message}>
          <Input {...register('role')} />
        </FormField>
      </SimpleGrid>
      <FormField label={LABELS.description} required error={errors.description?.message}>
        <Textarea rows={4} {...register('description')} />
      </FormField>
      <FormField label={LABELS.imageUrl} required error={errors.imageUrl?.message}>
        <Input {...register('imageUrl')} />
      </FormField>
      <FormField label={LABELS.email} error={errors.email?.message}>
        <Input type="email" {...register('email')} />
      </FormField>
      <FormField label={LABELS.linkedinUrl} error={errors.linkedinUrl?.message}>
        <Input type="url" {...register('linkedinUrl')} />
      </FormField>
      <FormField label={LABELS.twitterUrl} error={errors.twitterUrl?.message}>
        <Input type="url" {...register('twitterUrl')} />
      </FormField>
      <FormField label={LABELS.githubUrl} error={errors.githubUrl?.message}>
        <Input type="url" {...register('githubUrl')} />
      </FormField>
    </EditDialog>
  );
}
